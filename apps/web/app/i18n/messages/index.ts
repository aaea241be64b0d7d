import { common } from './common.ts';

/**
 * Page copy by namespace, English and Arabic side by side. Each namespace file exports
 * `{ en: {...}, ar: {...} }` with the same keys (a unit test checks).
 */
export const namespaces = { common } as const;

export type Namespace = keyof typeof namespaces;
