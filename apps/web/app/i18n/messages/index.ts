import { common } from './common.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { listing } from './listing.ts';
import { pages } from './pages.ts';
import { product } from './product.ts';

/**
 * Page copy by namespace, English and Arabic side by side. Each namespace file exports
 * `{ en: {...}, ar: {...} }` with the same keys (i18n.test.ts checks).
 */
export const namespaces = { common, layout, product, home, listing, pages } as const;

export type Namespace = keyof typeof namespaces;
