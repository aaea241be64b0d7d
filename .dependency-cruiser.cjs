/**
 * The direction of imports (docs/decisions/0025-web-features.md), checked by `npm run lint`:
 * web:  routes, shell -> features -> ui, lib, i18n -> @store/contract; a feature's public face is its index.ts.
 * api:  no production module reads the demo data (only the composition root that seeds an empty store).
 * Both: no cycles.
 */
const web = '^apps/web/app/';
const api = '^apps/api/src/';
const tests = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'A cycle makes load order and lazy chunks unpredictable; break it by moving the shared part down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-public-face',
      severity: 'error',
      comment: 'Another feature is reached through its index.ts only, never through its insides.',
      from: { path: `${web}features/([^/]+)/` },
      to: {
        path: `${web}features/[^/]+/`,
        pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-feature-public-face',
      severity: 'error',
      comment:
        'An API feature is reached through its index.ts only; audit, db, gateway (payment gateways and money movements), http, jobs, limits, storage, messaging, observability and test are shared below the features.',
      from: { path: `${api}([^/]+)/`, pathNot: [tests, `${api}(test|bench|demo-data)/`] },
      to: {
        path: `${api}[^/]+/`,
        pathNot: [
          `${api}$1/`,
          `${api}[^/]+/index\\.ts$`,
          `${api}(audit|db|gateway|http|jobs|limits|storage|messaging|observability|test)/`,
        ],
      },
    },
    {
      name: 'features-below-routes-and-shell',
      severity: 'error',
      comment: 'Features do not reach up: what a route and its components share lives in the feature.',
      from: { path: `${web}(features|ui|lib|i18n)/` },
      to: { path: `${web}(routes|shell)/|${web}root\\.tsx$` },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'ui, lib and i18n know nothing of the store features.',
      from: { path: `${web}(ui|lib|i18n)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'ui-knows-no-store',
      severity: 'error',
      comment: 'ui/ holds primitives only: no API client, no request context.',
      from: { path: `${web}ui/`, pathNot: tests },
      to: { path: `${web}lib/api/` },
    },
    {
      name: 'no-demo-data-in-production-code',
      severity: 'error',
      comment:
        'The demo catalogue is seed data. Only the start-up (server.ts seeds an empty store), benchmarks and tests read it.',
      from: {
        path: '^apps/',
        pathNot: [
          '^apps/api/src/(demo-data|bench|test)/',
          '^apps/api/src/server\\.ts$',
          tests,
          '^apps/web/e2e/',
        ],
      },
      to: { path: '^apps/api/src/demo-data/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.react-router/', '^apps/web/build'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    // The type-only imports count too: a cycle of types is still a cycle for the reader.
    skipAnalysisNotInRules: true,
  },
};
