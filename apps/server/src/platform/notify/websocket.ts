import type { FastifyPluginAsync } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import type { LiveSockets } from './live-sockets.js';
import { readerOf } from './routes.js';
import { signedIn } from '../session/session-plugin.js';

const HEARTBEAT_MS = 30_000;

/**
 * A browser always sends Origin with a WebSocket upgrade, and the cookie goes along whatever page opened it:
 * only the portal's own pages (same host) may open the channel, so another site cannot read a signed-in
 * user's messages (cross-site WebSocket hijacking). A client without Origin is not a browser page.
 */
export function sameOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * GET /ws (spec 01 §7 "message channel"): opened with the session cookie, refused with 401 before the upgrade
 * without a live session inside an enterprise. On open the server sends the current `{ type: 'bell' }`; then
 * `message`, `bell` and `session-replaced` as they happen. An upgrade from another site's page (its Origin
 * is not this host) is refused with 403. The client sends nothing but may send `ping`
 * (answered `{ "type": "pong" }`). Sockets that stop answering protocol pings are dropped.
 * @fastify/websocket is registered by the notify plugin (notify/index.ts); its heartbeat below covers every socket.
 */
export const websocketRoutes: FastifyPluginAsync<{ live: LiveSockets }> = async (app, { live }) => {
  const alive = new WeakSet<object>();
  // Every socket of the server (this /ws and other modules' routes) answers protocol pings or is dropped.
  app.websocketServer.on('connection', (socket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
  });
  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!sameOrigin(request.headers.origin, request.host)) throw forbidden();
        const session = request.session;
        if (!session?.staff || session.staff.status !== 'active') throw unauthorized();
      },
    },
    (socket, request) => {
      const caller = signedIn(request);
      socket.on('message', (data) => {
        if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      });
      const reader = readerOf(caller);
      live.add(socket, { ...reader, sessionUid: caller.uid, language: requestLanguage(request) });
      void live
        .sendBell({ socket, ...reader })
        .catch((error: unknown) => request.log.error({ err: error }, 'bell on connect failed'));
    },
  );
};
