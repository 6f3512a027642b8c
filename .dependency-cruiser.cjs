/**
 * The import floors of DESIGN.md, checked by `npm run lint` (dependency-cruiser): arrows run one way only,
 * app → business modules → ground (config, db, http, storage) → core / cam. A rule here is one that holds today.
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
      name: 'ground-not-to-modules',
      comment:
        "config, db, http and storage are the ground floor: they never import a business module (the demo seed, which fills the modules' tables through their rules, is not ground; nor are tests, which set up what they check).",
      severity: 'error',
      from: {
        path: '^apps/server/src/(config\\.ts|db/|http/|storage/)',
        pathNot: '^apps/server/src/db/(seed/|prepare\\.ts$)|\\.test\\.ts$',
      },
      to: { path: '^apps/server/src/(modules/|app\\.ts)' },
    },
    {
      name: 'core-is-pure',
      comment: 'packages/core is pure domain: never the server, the web app, Fastify, React, a database or fs.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: {
        path: '^(apps/|packages/cam/)|node_modules/(fastify|@fastify|react|react-dom|antd|drizzle-orm|pg|@electric-sql)/|^(fs|node:fs|fs/promises|node:fs/promises)$',
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
