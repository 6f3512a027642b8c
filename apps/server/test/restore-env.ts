import { afterAll } from 'vitest';

// The server test files share one process (isolate: false in vitest.config.ts), and some set process.env at their top
// level: each file's variables are put back as they were once it ends, before the next file starts.
const saved = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});
