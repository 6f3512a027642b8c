import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

/** What a device reports on `<prefix>/<enterprise_no>/<machine_no>/telemetry` (modules/equipment/README.md). */
export interface DeviceReading {
  ts: string;
  status: string;
  temperature: number | null;
  speed: number | null;
  counters: Record<string, number>;
}

/** A machine of a factory (issue 18, spec 01 §2.3 eq-module). `power` is switched by `initequipmentonoff`. */
export const equipmentDevices = pgTable(
  'equipment_devices',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    machineNo: text('machine_no').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    line: text('line').notNull().default(''),
    power: text('power', { enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    /** The last reading the device published, and when the server received it. */
    lastReading: jsonb('last_reading').$type<DeviceReading>(),
    lastReadingAt: timestamp('last_reading_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('equipment_devices_machine_unique').on(t.enterpriseUid, t.machineNo)],
);

/** The bounded history: at most one reading per device per sampling interval, pruned past the retention. */
export const equipmentReadings = pgTable(
  'equipment_readings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceUid: uuid('device_uid')
      .notNull()
      .references(() => equipmentDevices.uid),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    temperature: doublePrecision('temperature'),
    speed: doublePrecision('speed'),
    counters: jsonb('counters').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    index('equipment_readings_device_idx').on(t.deviceUid, t.readAt),
    index('equipment_readings_time_idx').on(t.readAt),
  ],
);
