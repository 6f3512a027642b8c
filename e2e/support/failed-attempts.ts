import { afterEach } from 'vitest';

/**
 * A browser test gets one retry (vitest.config.ts), and when the retry passes the report shows only "(retry x1)".
 * Print the failed attempt's error, so that a flaky test can be fixed from the CI log.
 */
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const error of task.result.errors ?? []) {
    console.error(`[failed attempt ${(task.result.retryCount ?? 0) + 1}] ${task.fullName}\n${error.stack ?? error.message}`);
  }
});
