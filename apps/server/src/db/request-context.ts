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

/**
 * Carries the request id to the database: when a pooled connection is handed to work running inside a request,
 * `SET application_name` is queued on that connection before the work's own query (pg runs a connection's queries
 * in order, so it costs no extra wait beyond the statement itself), and reset when background work takes it.
 * `pg_stat_activity` and the server's log_line_prefix `%a` then name the request whose query it is.
 */
export function nameConnectionsByRequest(pool: pg.Pool): void {
  pool.on('connect', (client) => lastName.set(client, BASE_NAME));
  pool.on('acquire', (client) => {
    const name = applicationName(requestContext.getStore()?.requestId);
    if (lastName.get(client) === name) return;
    lastName.set(client, name);
    // A quoted literal: the name holds only [\w.:= -] (see applicationName).
    client.query(`SET application_name TO '${name}'`).catch(() => lastName.delete(client));
  });
}
