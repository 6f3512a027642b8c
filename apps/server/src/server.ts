import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { prepareDatabase } from './prepare.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  stop(): Promise<void>;
  /**
   * SIGTERM: `stop` within the configured grace (SHUTDOWN_GRACE_MS). New connections are refused at once, the
   * requests in flight are answered (then their connections close), WebSockets are closed with 1012 "server
   * restarting", jobs finish or are handed back, the pool is closed. Answers false when the grace ran out first.
   */
  shutdown(): Promise<boolean>;
}

/** Opens the database, prepares it, and listens. `stop` finishes in-flight requests, then closes the database. */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer> {
  const config = { ...loadConfig(), ...overrides };
  let database = await openDatabase(config);
  try {
    const { seeded } = await prepareDatabase(database, { seedDemo: config.seedDemo, dataDir: config.dataDir });
    if (seeded && database.kind === 'pglite') {
      // Seeding grew the embedded database's WebAssembly memory, which never shrinks: opened again, it is ~80 MB less.
      await database.close();
      database = await openDatabase(config);
    }
    const app = await buildApp(config, database);
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info({ db: database.kind, address }, 'PCB Union is listening');
    let stopping: Promise<void> | undefined;
    const stop = () => (stopping ??= app.close().then(() => database.close()));
    return {
      app,
      database,
      url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
      stop,
      shutdown: () =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown took longer than its grace: cut short');
            resolve(false);
          }, config.shutdownGraceMs);
          stop().then(
            () => {
              clearTimeout(timer);
              resolve(true);
            },
            (error: unknown) => {
              clearTimeout(timer);
              app.log.error({ err: error }, 'shutdown failed');
              resolve(false);
            },
          );
        }),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
