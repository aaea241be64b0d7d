import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/app/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One browser at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
        },
      },
    ],
  },
});
