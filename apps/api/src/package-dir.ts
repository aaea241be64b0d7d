import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * This package's folder (where `drizzle/` is), found by its name rather than from this file's place:
 * the same from the TypeScript sources and from the compiled server bundle (docs/decisions/0069),
 * which lives elsewhere.
 */
export const apiPackageDir = dirname(createRequire(import.meta.url).resolve('@store/api/package.json'));
