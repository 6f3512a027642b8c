import { startServer } from './server.js';

const server = await startServer();
// A promise nobody waited on that failed (a background write while PostgreSQL was away, say) is logged, and the
// server keeps serving: one lost piece of background work must not end every request in flight.
process.on('unhandledRejection', (reason) => server.app.log.error({ err: reason }, 'unhandled rejection'));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    const started = Date.now();
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    void server.shutdown().then((clean) => {
      server.app.log.info({ ms: Date.now() - started, clean }, 'shut down');
      process.exit(clean ? 0 : 1);
    });
  });
}
