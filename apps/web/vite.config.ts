import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
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
