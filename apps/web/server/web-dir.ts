import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * The web package's folder (where `build/` and `server/service-worker/` are), found by its name
 * rather than from this file's place: the same from the TypeScript sources and from the compiled
 * server bundle in `build/start/` (docs/decisions/0069).
 */
export const webDir = dirname(createRequire(import.meta.url).resolve('@store/web/package.json'));
