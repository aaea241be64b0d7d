import { renameSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { webDir } from './web-dir.ts';

/** Where `npm start` runs the store from: one JavaScript file with its source map. */
export const serverBundle = join(webDir, 'dist', 'server.js');

/**
 * Every package from `node_modules` stays an import, loaded by Node at run time; the store's own
 * workspaces (`@store/api`, `@store/contract`, written in TypeScript) are compiled in. A package is
 * imported by the file the importing workspace would load (`apps/api` may use another version than
 * the web: lru-cache 11 there, 10 at the root), written relative to the bundle.
 */
const packagesStayImports: Plugin = {
  name: 'packages-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@store/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
      const found = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      const path = relative(dirname(serverBundle), found.path).split(sep).join('/');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

/**
 * Compiles the server (`server/main.ts`: the web, the API and everything they import of the
 * workspaces) into `dist/server.js`, so production runs JavaScript on plain Node rather than
 * compiling TypeScript at every start with tsx (docs/decisions/0069). Written aside and renamed, so a
 * store starting meanwhile reads the old file or the new one, never half of one.
 */
export async function buildServer(): Promise<string> {
  const partial = join(webDir, 'dist', `.building-${process.pid}`);
  await build({
    entryPoints: [join(webDir, 'server', 'main.ts')],
    outfile: join(partial, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    // The conditions Node itself resolves packages with (not esbuild's extra `module`), so a package
    // the bundle imports is the very file the storefront's build imports too.
    conditions: ['module-sync'],
    plugins: [packagesStayImports],
  });
  renameSync(join(partial, 'server.js.map'), `${serverBundle}.map`);
  renameSync(join(partial, 'server.js'), serverBundle);
  rmSync(partial, { recursive: true, force: true });
  return serverBundle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = await buildServer();
  console.log(`server compiled: ${file}`);
}
