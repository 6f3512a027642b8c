import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { every } from '../jobs/index.js';
import type { ModuleOptions } from '../module-options.js';
import { shareDeviceSockets, type DeviceSockets } from './device-fan-out.js';
import { InProcessHub, PostgresHub, type MessageHub } from './hub.js';
import { CLOSE_SERVER_RESTARTING, LiveSockets } from './live-sockets.js';
import { Notifier } from './notifier.js';
import { OUTBOX_POLL_MS, OUTBOX_RETENTION_MS, pruneOutbox } from './outbox.js';
import { LivePresence, PRESENCE_HEARTBEAT_MS, sweepPresence } from './presence.js';
import { messageRoutes } from './routes.js';
import { websocketRoutes } from './websocket.js';
export { seedDemoMessages } from './demo-messages.js';
export { bellRinger, ringScreenBells, type BellTable } from './ring-screen-bells.js';
export { LivePresence, presenceOf, PRESENCE_STALE_MS } from './presence.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores messages and pushes them to the recipients' WebSockets (see notify/notifier.ts). */
    notifier: Notifier;
    /** The live-event seam across instances (issue 21): equipment shares its /push sockets through it. */
    liveHub: {
      kind: MessageHub['kind'];
      /** Live events committed that this instance has not delivered yet, and the oldest one's age (/metrics). */
      backlog(): Promise<{ rows: number; oldestSeconds: number }>;
      shareDeviceSockets<T extends DeviceSockets<unknown>>(sockets: T): T;
    };
    /** This instance's share of who is online (notify/presence.ts); tests call its `beat()`. */
    livePresence: LivePresence;
  }
}

/** How long a closed socket's peer has to answer the close before its connection is cut. */
const CLOSE_HANDSHAKE_MS = 2_000;

/**
 * On shutdown every socket (/ws and /push) is closed with 1012 "server restarting", which the pages' channels
 * reconnect on; sockets whose peer does not answer the close are cut after CLOSE_HANDSHAKE_MS, so they never
 * hold the shutdown. Upgrades that still arrive are refused by the closed WebSocket server.
 */
function closeSocketsRestarting(this: FastifyInstance, done: () => void) {
  const server = this.websocketServer;
  for (const client of server.clients) client.close(CLOSE_SERVER_RESTARTING, 'server restarting');
  setTimeout(() => {
    for (const client of server.clients) client.terminate();
  }, CLOSE_HANDSHAKE_MS).unref();
  server.close();
  done();
}

/**
 * Messages, the bell and the /ws channel. The hub is PostgreSQL LISTEN/NOTIFY when the server runs on
 * PostgreSQL (so several instances reach each other's sockets), in-process on PGlite.
 * `app.notifier` is decorated on the root so every module can notify.
 */
const notifyModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const logError = (error: unknown) => app.log.error({ err: error }, 'notify hub');
  const hub: MessageHub =
    database.kind === 'postgresql' && config.databaseUrl
      ? await PostgresHub.start(config.databaseUrl, db, logError, Number(process.env.OUTBOX_POLL_MS ?? OUTBOX_POLL_MS))
      : new InProcessHub();
  // Read events are kept an hour (OUTBOX_RETENTION_MS), then forgotten; empty on one instance.
  const retentionMs = Number(process.env.OUTBOX_RETENTION_MS ?? OUTBOX_RETENTION_MS);
  app.jobs.register('hub.outbox-prune', ({ now }) => pruneOutbox(db, now, retentionMs), {
    schedule: every(600_000),
  });
  // Who is online, across instances (POST /api/isonline): each instance writes the /ws sockets it holds and beats
  // every PRESENCE_HEARTBEAT_MS (default 30 s; 0 turns the timer off — tests then call app.livePresence.beat()).
  const presence = new LivePresence(db, app.clock, (error) => app.log.error({ err: error }, 'live presence'));
  app.decorate('livePresence', presence);
  const heartbeatMs = Number(process.env.PRESENCE_HEARTBEAT_MS ?? PRESENCE_HEARTBEAT_MS);
  app.addHook('onReady', async () => presence.start(heartbeatMs));
  app.addHook('onClose', () => presence.stop());
  app.jobs.register('presence.sweep', ({ now }) => sweepPresence(db, now), { schedule: every(3_600_000) });
  const live = new LiveSockets(db, logError, presence);
  const unsubscribe = hub.subscribe((event) => void live.deliver(event));
  const stopSessionEvents = app.sessionEvents.on((ended) => hub.publish({ type: 'sessions-ended', ...ended }));
  app.addHook('onClose', async () => {
    stopSessionEvents();
    unsubscribe();
    await hub.close();
  });

  app.decorate('liveHub', {
    kind: hub.kind,
    backlog: () => (hub instanceof PostgresHub ? hub.backlog() : Promise.resolve({ rows: 0, oldestSeconds: 0 })),
    shareDeviceSockets: <T extends DeviceSockets<unknown>>(sockets: T) =>
      shareDeviceSockets(hub, sockets, { sharedBroker: Boolean(process.env.MQTT_URL?.trim()), onError: logError }),
  });
  const notifier = new Notifier(db, hub);
  app.decorate('notifier', notifier);
  await app.register(messageRoutes, { db, notifier });
  // On the root (this plugin is not encapsulated), so other modules may add WebSocket routes (equipment's /push).
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 }, preClose: closeSocketsRestarting });
  await app.register(websocketRoutes, { live });
};

export default fp(notifyModule, { name: 'notify', dependencies: ['jobs'] });
