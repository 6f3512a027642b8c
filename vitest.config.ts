import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './e2e/support/sequencer.js';

export default defineConfig({
  test: {
    // The browser files longest first, the same order in every pass (CI's two passes share them: runsHere).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // Unit and server test files share their worker and its loaded modules (isolate: false): loading them again for
      // each file was most of a short file's time. Server test files start servers and databases of their own.
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'cam',
          root: 'packages/cam',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], isolate: false } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Importing the whole server again for each file cost about 3 s of CPU per file; some files set process.env.
          setupFiles: ['test/restore-env.ts'],
          // A deprecation (pg's second query on a busy client, among others) fails the test that caused it.
          execArgv: ['--throw-deprecation'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As in e2e: a test that times out on a loaded CI machine is tried once more; a real failure fails twice.
          retry: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['support/global-setup.ts'],
          setupFiles: ['support/failed-attempts.ts'],
          execArgv: ['--throw-deprecation'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker loads Playwright and the support files once, not again for each of the 45 files (about 2 s each).
          isolate: false,
          // A browser test is tried once more before it fails the run (a slow CI frame); the report marks the retry, and a retried test is a bug to fix.
          retry: 1,
        },
      },
    ],
  },
});
