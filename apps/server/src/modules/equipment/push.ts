import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { DeviceReading } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { findActiveSession, findActiveSessionById, SESSION_COOKIE } from '../../platform/session/session-store.js';
import { sameOrigin } from '../../platform/notify/websocket.js';
import { signedInToEnterprise } from '../../platform/access/guards.js';

/** What /push/{sessionid} sends (modules/equipment/README.md). */
export type DevicePush =
  | {
      type: 'reading';
      device: { uid: string; machineNo: string; name: string; line: string; power: 'on' | 'off' };
      reading: DeviceReading & { seq?: number };
      receivedAt: string;
    }
  | { type: 'power'; device: { uid: string; machineNo: string; power: 'on' | 'off' } };

/** The push sockets this process holds, by enterprise: a device's data goes to its own enterprise's sockets only. */
export class PushSockets {
  private readonly byEnterprise = new Map<string, Set<{ socket: WebSocket; sessionUid: string }>>();

  add(enterpriseUid: string, sessionUid: string, socket: WebSocket) {
    let set = this.byEnterprise.get(enterpriseUid);
    if (!set) this.byEnterprise.set(enterpriseUid, (set = new Set()));
    const entry = { socket, sessionUid };
    set.add(entry);
    socket.on('close', () => {
      set.delete(entry);
      if (set.size === 0 && this.byEnterprise.get(enterpriseUid) === set) this.byEnterprise.delete(enterpriseUid);
    });
  }

  has(enterpriseUid: string) {
    return this.byEnterprise.has(enterpriseUid);
  }

  send(enterpriseUid: string, push: DevicePush) {
    const set = this.byEnterprise.get(enterpriseUid);
    if (!set) return;
    const text = JSON.stringify(push);
    for (const { socket } of set) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  endSessions(sessionUids: string[]) {
    const ended = new Set(sessionUids);
    for (const set of this.byEnterprise.values())
      for (const { socket, sessionUid } of set) if (ended.has(sessionUid)) socket.close(4001, 'session ended');
  }
}

const params = z.object({ sessionid: z.uuid() });

/**
 * GET /push/{sessionid} (spec 02 §7: "a push channel delivers real-time device data as JSON"): a WebSocket opened
 * with the session cookie, whose session must be the one the path names, or with the live session's id alone.
 * Refused before the upgrade: 401 without a live signed-in session or for another session's id, 403 from
 * another site's page. Then one JSON message per device reading of the session's own enterprise, and `power` when
 * a device is switched. Closed with 4001 when the session ends.
 */
export function pushRoutes(db: Database, sockets: PushSockets): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/push/:sessionid',
      {
        websocket: true,
        schema: { hide: true, params },
        preValidation: async (request) => {
          if (!sameOrigin(request.headers.origin, request.host)) throw forbidden();
          const token = request.cookies[SESSION_COOKIE];
          const { sessionid } = request.params as z.infer<typeof params>;
          // A browser page sends its cookie, whose session must be the one named; a client holding only the
          // sessionID of the login answer (a random UUID, never shown to anyone else) is that session.
          const session = token ? await findActiveSession(db, token) : await findActiveSessionById(db, sessionid);
          if (
            !session?.staff ||
            session.staff.status !== 'active' ||
            session.uid !== sessionid ||
            !session.enterpriseUid
          )
            throw unauthorized();
          request.session = session;
        },
      },
      (socket, request) => {
        const session = signedInToEnterprise(request);
        socket.on('message', (data) => {
          if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        });
        sockets.add(session.enterpriseUid, session.uid, socket);
        socket.send(JSON.stringify({ type: 'hello', enterpriseNo: session.staff.enterpriseNo }));
      },
    );
  };
}
