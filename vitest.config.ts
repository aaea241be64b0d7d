import { defineConfig } from 'vitest/config';

/** API test files that replace a module (vi.mock): they cannot share a worker's module graph. */
// Files that replace a module with vi.mock, or set process-wide state (the tracer provider), run alone.
const moduleMockingApiFiles = [
  'apps/api/src/test/operations.api.test.ts',
  'apps/api/src/observability/tracing.api.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's 2 cores. Two
    // workers keep both cores busy (API files spend their time in PGlite, on one thread each);
    // measured in decisions/0023. Projects run together must agree on it, hence here.
    maxWorkers: 2,
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
          // Pure functions: a worker imports shared modules once, not once per file (no file here
          // replaces a module; the two that fake timers restore them).
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/app/test-setup.ts'],
          // One page environment and one import of React, React Router and React Aria per worker;
          // each test renders into a fresh document body (Testing Library cleans up after each).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          exclude: [...moduleMockingApiFiles, '**/node_modules/**'],
          // Migrates and seeds once per run; each file's store starts from a copy (decisions/0023).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // A worker imports the app's modules once, not once per file: importing them was most of a
          // file's time (decisions/0023). Each file still builds its own app and database; files that
          // replace a module with vi.mock need a fresh module graph and run in `api-isolated`.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api-isolated',
          include: moduleMockingApiFiles,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
