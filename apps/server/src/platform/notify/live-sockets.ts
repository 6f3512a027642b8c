import type { WebSocket } from 'ws';
import type { Database } from '../../db/client.js';
import type { Language } from '../../http/language.js';
import type { HubEvent } from './hub.js';
import type { LivePresence } from './presence.js';
import { findMessage, isFor, toView, unreadCount, type MessageView, type Reader } from './message.service.js';

/** What the server sends on /ws (docs/api-shell.md). */
export type ServerPush =
  { type: 'message'; message: MessageView } | { type: 'bell'; totlecount: number } | { type: 'session-replaced' };

/** Close codes: the session ended (replaced, logged out or password changed). */
export const CLOSE_SESSION_ENDED = 4001;
/** RFC 6455's "service restart": this instance is shutting down; the page reconnects (to another instance). */
export const CLOSE_SERVER_RESTARTING = 1012;

interface LiveSocket extends Reader {
  socket: WebSocket;
  sessionUid: string;
  language: Language;
}

/**
 * The WebSockets this process holds, and how a hub event reaches them: a new message and a fresh bell count to
 * every socket of its reader(s); `session-replaced` (then close) to the sockets of a replaced session.
 */
export class LiveSockets {
  private readonly sockets = new Set<LiveSocket>();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    /** Where every instance reads who is online (POST /api/isonline); each socket counts while it is open. */
    private readonly presence?: LivePresence,
  ) {}

  get size() {
    return this.sockets.size;
  }

  add(socket: WebSocket, who: Omit<LiveSocket, 'socket'>): void {
    const live = { ...who, socket };
    this.sockets.add(live);
    const holder = who.enterpriseUid ? { accountUid: who.accountUid, enterpriseUid: who.enterpriseUid } : null;
    if (holder) void this.presence?.opened(holder);
    socket.on('close', () => {
      this.sockets.delete(live);
      if (holder) void this.presence?.closed(holder);
    });
  }

  send(socket: WebSocket, push: ServerPush) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(push));
  }

  async sendBell(live: Pick<LiveSocket, 'socket'> & Reader) {
    this.send(live.socket, { type: 'bell', totlecount: await unreadCount(this.db, live) });
  }

  /** Handles one hub event; never throws (a failure is logged). */
  async deliver(event: HubEvent): Promise<void> {
    try {
      if (event.type === 'device') return;
      if (event.type === 'sessions-ended') return this.endSessions(event.sessionUids, event.reason);
      if (event.type === 'bell') {
        const readers = [...this.sockets].filter(
          (s) =>
            (event.accountUid === null ? s.staffMember : s.accountUid === event.accountUid) &&
            (event.enterpriseUid === null || s.enterpriseUid === event.enterpriseUid),
        );
        await Promise.all(readers.map((s) => this.sendBell(s)));
        return;
      }
      if (this.sockets.size === 0) return;
      const message = await findMessage(this.db, event.messageUid);
      if (!message) return;
      await Promise.all(
        [...this.sockets]
          .filter((s) => isFor(message, s))
          .map(async (s) => {
            this.send(s.socket, { type: 'message', message: toView(message, s.language) });
            await this.sendBell(s);
          }),
      );
    } catch (error) {
      this.onError(error);
    }
  }

  private endSessions(sessionUids: string[], reason: 'replaced' | 'logout' | 'password_changed') {
    const ended = new Set(sessionUids);
    for (const live of this.sockets) {
      if (!ended.has(live.sessionUid)) continue;
      if (reason === 'replaced') this.send(live.socket, { type: 'session-replaced' });
      live.socket.close(CLOSE_SESSION_ENDED, reason);
    }
  }
}
