import { and, asc, count, eq, gte, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { equipmentDevices, equipmentReadings } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { recordAudit } from '../../platform/audit.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import { fieldError } from '../../http/field-error.js';
import { labelInEveryLanguage } from '../../http/field-labels.js';
import type { LocalizedText } from '../../http/messages.js';
import { equipmentLabels } from './labels.js';
import { equipmentMessages } from './messages.js';

type DeviceRow = typeof equipmentDevices.$inferSelect;

/** A device answers "online" while its last reading is this recent. */
export const ONLINE_MS = 30_000;

export const deviceView = (row: DeviceRow, now: Date) => ({
  uid: row.uid,
  machineNo: row.machineNo,
  name: row.name,
  type: row.type,
  line: row.line,
  power: row.power,
  online: row.lastReadingAt !== null && now.getTime() - row.lastReadingAt.getTime() < ONLINE_MS,
  lastReading: row.lastReading,
  lastReadingAt: row.lastReadingAt?.toISOString() ?? null,
});

export interface Actor {
  enterpriseUid: string;
  accountUid: string;
  ip?: string;
}

function refuse(field: string, problem: LocalizedText | 'required') {
  return fieldError(field, labelInEveryLanguage(field, equipmentLabels), problem);
}

const MACHINE_NO = /^[A-Za-z0-9._-]{1,64}$/;

export function deviceService(db: Database) {
  async function find(
    enterpriseUid: string,
    by: { uid?: string; machineNo?: string },
    q: Pick<Database, 'select'> = db,
  ): Promise<DeviceRow> {
    const named = by.uid ? eq(equipmentDevices.uid, by.uid) : eq(equipmentDevices.machineNo, by.machineNo ?? '');
    const [row] = await q
      .select()
      .from(equipmentDevices)
      .where(and(eq(equipmentDevices.enterpriseUid, enterpriseUid), named));
    if (!row) throw notFound();
    return row;
  }

  return {
    find,

    async list(enterpriseUid: string, q: Paging & { keyword?: string; line?: string }, now: Date) {
      const d = equipmentDevices;
      const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
      const where = and(
        eq(d.enterpriseUid, enterpriseUid),
        pattern ? or(ilike(d.machineNo, pattern), ilike(d.name, pattern), ilike(d.type, pattern)) : undefined,
        q.line ? eq(d.line, q.line) : undefined,
      );
      const order = orderOf(
        q,
        {
          machineNo: d.machineNo,
          name: d.name,
          type: d.type,
          line: d.line,
          power: d.power,
          lastReadingAt: d.lastReadingAt,
        },
        asc(d.machineNo),
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(d).where(where).orderBy(order, asc(d.machineNo)).limit(q.page_size).offset(offsetOf(q)),
        db.select({ n: count() }).from(d).where(where),
      ]);
      return { data: rows.map((r) => deviceView(r, now)), total: total!.n };
    },

    /** The device and its history since `hours` ago, oldest first. */
    async detail(enterpriseUid: string, uid: string, hours: number, now: Date) {
      const row = await find(enterpriseUid, { uid });
      const history = await db
        .select({
          readAt: equipmentReadings.readAt,
          status: equipmentReadings.status,
          temperature: equipmentReadings.temperature,
          speed: equipmentReadings.speed,
          counters: equipmentReadings.counters,
        })
        .from(equipmentReadings)
        .where(
          and(
            eq(equipmentReadings.deviceUid, row.uid),
            gte(equipmentReadings.readAt, new Date(now.getTime() - hours * 3600_000)),
          ),
        )
        .orderBy(asc(equipmentReadings.readAt))
        .limit(24 * 3600);
      return { device: deviceView(row, now), history: history.map((h) => ({ ...h, readAt: h.readAt.toISOString() })) };
    },

    async create(
      actor: Actor,
      body: { machineNo?: string | null; name?: string | null; type?: string | null; line?: string | null },
      now: Date,
    ) {
      const machineNo = body.machineNo?.trim() ?? '';
      if (!machineNo) throw refuse('machineNo', 'required');
      if (!MACHINE_NO.test(machineNo)) throw refuse('machineNo', equipmentMessages.badMachineNo);
      const name = body.name?.trim() ?? '';
      if (!name) throw refuse('name', 'required');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(equipmentDevices)
          .values({
            enterpriseUid: actor.enterpriseUid,
            machineNo,
            name,
            type: body.type?.trim() ?? '',
            line: body.line?.trim() ?? '',
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw refuse('machineNo', equipmentMessages.duplicate);
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'equipment_device',
          entityUid: row.uid,
          action: 'add',
          after: deviceView(row, now),
          ip: actor.ip,
        });
        return row;
      });
    },

    /** Sets the power (compare-and-set on the stored state); the same state again changes nothing. */
    async switchPower(
      actor: Actor,
      by: { uid?: string; machineNo?: string },
      wanted: 'on' | 'off' | null,
    ): Promise<{ row: DeviceRow; changed: boolean }> {
      return db.transaction(async (tx) => {
        const before = await find(actor.enterpriseUid, by, tx);
        const power = wanted ?? (before.power === 'on' ? 'off' : 'on');
        if (power === before.power) return { row: before, changed: false };
        const [row] = await tx
          .update(equipmentDevices)
          .set({ power, updatedAt: new Date() })
          .where(and(eq(equipmentDevices.uid, before.uid), eq(equipmentDevices.power, before.power)))
          .returning();
        if (!row) throw new AppError(409, 'conflict');
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'equipment_device',
          entityUid: row.uid,
          action: power === 'on' ? 'power_on' : 'power_off',
          before: { power: before.power },
          after: { power },
          ip: actor.ip,
        });
        return { row, changed: true };
      });
    },
  };
}
