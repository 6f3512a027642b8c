/**
 * The import floors of DESIGN.md, checked by `npm run lint` (dependency-cruiser): arrows run one way only,
 * app → business modules → platform → ground (config, db, http, storage) → core / cam. Module-level cycles are
 * checked by scripts/module-walls.mjs beside it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes the floors meaningless (issue 12).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modules-not-to-app',
      comment: 'A business module never imports the app that registers it.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(app|server|main)\\.ts$' },
    },
    {
      name: 'ground-not-up',
      comment:
        'config, db, http and storage are the ground floor: they never import platform, a business module or the app. ' +
        "Demo data is composed by the app (prepare.ts) from each module's seeder; only tests, which set up what they " +
        'check, are exempt.',
      severity: 'error',
      from: { path: '^apps/server/src/(config\\.ts|db/|http/|storage/)', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(platform/|modules/|app\\.ts|prepare\\.ts|server\\.ts|main\\.ts)' },
    },
    {
      name: 'platform-not-to-modules',
      comment:
        'Platform is what every module uses and no business owns: it never imports a business module or the app.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules/|app\\.ts|prepare\\.ts|server\\.ts|main\\.ts)' },
    },
    {
      name: 'modules-only-through-index',
      comment:
        'A business module is used by others only through its index.ts (DESIGN.md), never its insides. ' +
        "Tests of a module may read another module's test support.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$|/test-support' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$', '/test-support'],
      },
    },
    {
      name: 'outside-modules-only-through-index',
      comment: 'The app, the test helpers and the benches reach a business module through its index.ts too.',
      severity: 'error',
      from: { path: '^(apps/server/src/[^/]+\\.ts$|apps/server/test/|bench/)', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/[^/]+/index\\.ts$', '/test-support'],
      },
    },
    {
      name: 'core-is-pure',
      comment: 'packages/core is pure domain: never the server, the web app, Fastify, React, a database or fs.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: {
        path:
          '^(apps/|packages/cam/)|node_modules/(fastify|@fastify|react|react-dom|antd|drizzle-orm|pg|@electric-sql)/|' +
          '^(fs|node:fs|fs/promises|node:fs/promises)$',
      },
    },
    {
      name: 'cam-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/cam/src/' },
      to: { path: '^(apps/|packages/core/)' },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web app shares rules through packages/core, never by importing the server.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
