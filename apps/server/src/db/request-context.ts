import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** The request a piece of work runs for (set by modules/observability for each HTTP request). */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** PostgreSQL keeps at most 63 bytes of application_name. */
const MAX_NAME = 63;
const BASE_NAME = 'pcb-union';

/** `pcb-union` for background work (jobs, the hub), `pcb-union req=<request id>` while a request uses a connection. */
export function applicationName(requestId: string | undefined): string {
  if (!requestId) return BASE_NAME;
  return `${BASE_NAME} req=${requestId.replace(/[^\w.:-]/g, '')}`.slice(0, MAX_NAME);
}

const lastName = new WeakMap<pg.PoolClient, string>();

type Connect = (callback: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => void;

/**
 * Carries the request id to the database: a pooled connection handed to work running inside a request is named
 * `pcb-union req=<id>` (`SET application_name`, awaited before the connection is handed over, and sent only when
 * the name changes), and `pcb-union` again when background work takes it. `pg_stat_activity` and the server's
 * log_line_prefix `%a` then name the request whose query it is. The statement is awaited rather than queued beside
 * the caller's own: pg refuses a second query on a busy client (a deprecation in pg 8, an error in pg 9).
 */
export function nameConnectionsByRequest(pool: pg.Pool): void {
  pool.on('connect', (client) => lastName.set(client, BASE_NAME));
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const named = async (name: string): Promise<pg.PoolClient> => {
    const client = await connect();
    if (lastName.get(client) === name) return client;
    try {
      // A quoted literal: the name holds only [\w.:= -] (see applicationName).
      await client.query(`SET application_name TO '${name}'`);
      lastName.set(client, name);
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  // pg-pool's own query() takes its connection through this.connect(callback); transactions call connect().
  pool.connect = ((callback?: Parameters<Connect>[0]) => {
    const connection = named(applicationName(requestContext.getStore()?.requestId));
    if (!callback) return connection;
    connection.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
  }) as typeof pool.connect;
}
