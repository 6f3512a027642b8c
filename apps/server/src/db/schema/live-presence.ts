import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who holds a live /ws socket, per server instance (issue 30, POST /api/isonline): one row per instance, account
 * and enterprise with the number of sockets it holds there and when the instance last vouched for it. Written by
 * platform/notify/presence.ts on connect and close and refreshed by each instance's heartbeat; a row counts only
 * while its heartbeat is fresh, so the sockets of an instance that died drop out by themselves. `heartbeat_at`
 * of a row without sockets is when its last socket closed (the person's "last seen"). Ephemeral (no foreign
 * keys): the hourly `presence.sweep` job closes the rows of dead instances and forgets rows after 30 days.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    /** The server process (a random id per start). */
    instanceId: text('instance_id').notNull(),
    accountUid: uuid('account_uid').notNull(),
    enterpriseUid: uuid('enterprise_uid').notNull(),
    sockets: integer('sockets').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.accountUid, t.enterpriseUid] }),
    index('live_presence_account_idx').on(t.accountUid, t.heartbeatAt),
    index('live_presence_heartbeat_idx').on(t.heartbeatAt),
    check('live_presence_sockets_check', sql`${t.sockets} >= 0`),
  ],
);
