import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a Brotli and a gzip copy next to every script and stylesheet of the browser build, which
 * the server sends to browsers that accept them (@fastify/static `preCompressed`): a mobile visitor
 * downloads about a third of the bytes, with no compression work per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'store:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir || this.environment.name !== 'client') return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const path = join(options.dir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Gives the browser build React Router's production files. The package's `exports` name only its
 * development build (remix-run/react-router#12532, #14753), whose `ENABLE_DEV_WARNINGS` keeps
 * warning code in every page's first load. The server keeps the package as published, so that its
 * one copy is shared with @react-router/node.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/',
  );
  const files: Record<string, string> = {
    'react-router': `${production}index.mjs`,
    'react-router/dom': `${production}dom-export.mjs`,
  };
  return {
    name: 'store:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (this.environment.name !== 'client') return null;
      return files[id] ?? null;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProductionBuild(), reactRouter(), precompressAssets()],
  build: {
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // @store/contract only declares schemas and messages: a page that imports `isLang` must not
        // get every zod schema (and zod) with it. The package itself belongs to the API team.
        moduleSideEffects: (id) => !id.includes('/packages/contract/'),
      },
    },
  },
});
