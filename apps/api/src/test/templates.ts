import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { AccountsConfig } from '../config.ts';
import type { StoreTemplates, TemplateKind } from './global-setup.ts';

/**
 * Each worker reads a template file once, into memory: every store of the worker starts from the
 * same copy. A file-backed blob (`openAsBlob`) is read from disk again for each store, about 0.1 s
 * of a 0.5 s load (docs/decisions/0023).
 */
const templateBlobs = new Map<string, Promise<Blob>>();

/**
 * The database a store starts from, made once per run by the API project's global setup
 * (global-setup.ts). Undefined where no setup made one (the web server's tests): the store migrates
 * and seeds its own database, as a fresh `npm start` does.
 */
export function templateFor(
  driver: StoreTemplates['driver'],
  seed: boolean,
  storeMode: AccountsConfig['storeMode'],
): { kind: TemplateKind; templates: StoreTemplates } | undefined {
  const templates = inject('storeTemplates');
  if (templates?.driver !== driver) return undefined;
  const kind: TemplateKind = !seed ? 'migrated' : storeMode === 'demo' ? 'demoStaff' : 'demo';
  return { kind, templates };
}

/**
 * This run's embedded template of that kind (a PGlite data directory dump, for `loadDataDir`), or
 * undefined where no global setup made one or the run is on a PostgreSQL server.
 */
export function embeddedTemplate(kind: TemplateKind): Promise<Blob> | undefined {
  const templates = inject('storeTemplates');
  if (templates?.driver !== 'pglite') return undefined;
  const file = templates.files[kind];
  if (!templateBlobs.has(file))
    templateBlobs.set(
      file,
      readFile(file).then((bytes) => new Blob([bytes])),
    );
  return templateBlobs.get(file);
}
