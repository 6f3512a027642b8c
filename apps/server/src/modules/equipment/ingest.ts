import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, equipmentDevices, equipmentReadings, type DeviceReading } from '../../db/schema/index.js';
import type { EquipmentConfig } from './config.js';
import type { PushSockets } from './push.js';
import { parseReading, parseTopic } from './telemetry.js';

export interface KnownDevice {
  uid: string;
  enterpriseUid: string;
  machineNo: string;
  name: string;
  line: string;
  power: 'on' | 'off';
}

const FLUSH_MS = 1000;

/**
 * From the broker to the browser and the database. Each reading is pushed at once to the sockets of the device's
 * own enterprise; the last reading of each device is written once a second, and at most one history row per
 * device per `historyIntervalMs`. A device unknown to its factory registers itself with its first reading.
 */
export class Ingest {
  private readonly factories = new Map<string, Promise<string | null>>();
  private readonly devices = new Map<string, Promise<KnownDevice | null>>();
  private readonly pendingLast = new Map<string, DeviceReading>();
  private readonly pendingHistory: Array<typeof equipmentReadings.$inferInsert> = [];
  private readonly lastSampleAt = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  /** Counters for the logs and tests. */
  readonly stats = { received: 0, pushed: 0, dropped: 0 };

  constructor(
    private readonly db: Database,
    private readonly config: EquipmentConfig,
    private readonly sockets: PushSockets,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Forgets cached devices (after a change made through the API). */
  forget(enterpriseUid: string, machineNo: string) {
    this.devices.delete(`${enterpriseUid}/${machineNo}`);
  }

  /** Updates a cached device's power at once (the next readings carry it). */
  async setPower(enterpriseUid: string, machineNo: string, power: 'on' | 'off') {
    const known = await this.devices.get(`${enterpriseUid}/${machineNo}`);
    if (known) known.power = power;
  }

  handle(topic: string, payload: Buffer): void {
    const receivedAt = Date.now();
    this.stats.received++;
    const where = parseTopic(this.config.topicPrefix, topic);
    const parsed = where && parseReading(payload, receivedAt);
    if (!where || !parsed) {
      this.stats.dropped++;
      return;
    }
    void this.deviceOf(where.enterpriseNo, where.machineNo, parsed.payload)
      .then((device) => {
        if (!device) {
          this.stats.dropped++;
          return;
        }
        this.sockets.send(device.enterpriseUid, {
          type: 'reading',
          device: {
            uid: device.uid,
            machineNo: device.machineNo,
            name: device.name,
            line: device.line,
            power: device.power,
          },
          reading: parsed.reading,
          receivedAt: new Date(receivedAt).toISOString(),
        });
        this.stats.pushed++;
        const { seq: _seq, ...stored } = parsed.reading;
        this.pendingLast.set(device.uid, stored);
        const readAt = Date.parse(stored.ts);
        if (readAt - (this.lastSampleAt.get(device.uid) ?? 0) >= this.config.historyIntervalMs) {
          this.lastSampleAt.set(device.uid, readAt);
          this.pendingHistory.push({
            deviceUid: device.uid,
            enterpriseUid: device.enterpriseUid,
            readAt: new Date(readAt),
            status: stored.status,
            temperature: stored.temperature,
            speed: stored.speed,
            counters: stored.counters,
          });
        }
      })
      .catch(this.onError);
  }

  private factoryUid(enterpriseNo: string): Promise<string | null> {
    let found = this.factories.get(enterpriseNo);
    if (!found) {
      found = this.db
        .select({ uid: enterprises.uid })
        .from(enterprises)
        .where(and(eq(enterprises.enterpriseNo, enterpriseNo), eq(enterprises.kind, 'factory')))
        .then(([row]) => row?.uid ?? null);
      this.factories.set(enterpriseNo, found);
      // An unknown number is asked again after a minute (it may be registered meanwhile).
      void found.then((uid) => uid === null && setTimeout(() => this.factories.delete(enterpriseNo), 60_000).unref());
    }
    return found;
  }

  private deviceOf(
    enterpriseNo: string,
    machineNo: string,
    payload: { name?: string; type?: string; line?: string },
  ): Promise<KnownDevice | null> {
    return this.factoryUid(enterpriseNo).then((enterpriseUid) => {
      if (!enterpriseUid) return null;
      const key = `${enterpriseUid}/${machineNo}`;
      let found = this.devices.get(key);
      if (!found) {
        found = this.loadOrRegister(enterpriseUid, machineNo, payload);
        this.devices.set(key, found);
        found.catch(() => this.devices.delete(key));
      }
      return found;
    });
  }

  private async loadOrRegister(
    enterpriseUid: string,
    machineNo: string,
    payload: { name?: string; type?: string; line?: string },
  ): Promise<KnownDevice | null> {
    const columns = {
      uid: equipmentDevices.uid,
      enterpriseUid: equipmentDevices.enterpriseUid,
      machineNo: equipmentDevices.machineNo,
      name: equipmentDevices.name,
      line: equipmentDevices.line,
      power: equipmentDevices.power,
    };
    const mine = and(eq(equipmentDevices.enterpriseUid, enterpriseUid), eq(equipmentDevices.machineNo, machineNo));
    const [existing] = await this.db.select(columns).from(equipmentDevices).where(mine);
    if (existing) return existing;
    const [{ n }] = (await this.db
      .select({ n: count() })
      .from(equipmentDevices)
      .where(eq(equipmentDevices.enterpriseUid, enterpriseUid))) as [{ n: number }];
    if (n >= this.config.maxDevicesPerFactory) return null;
    await this.db
      .insert(equipmentDevices)
      .values({
        enterpriseUid,
        machineNo,
        name: payload.name?.trim() || machineNo,
        type: payload.type?.trim() ?? '',
        line: payload.line?.trim() ?? '',
      })
      .onConflictDoNothing();
    const [created] = await this.db.select(columns).from(equipmentDevices).where(mine);
    return created ?? null;
  }

  /** Writes what arrived since the last flush: one statement for the last readings, one for the history. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const last = [...this.pendingLast];
      this.pendingLast.clear();
      const history = this.pendingHistory.splice(0);
      try {
        if (last.length) {
          const rows = sql.join(
            last.map(
              ([uid, reading]) => sql`(${uid}::uuid, ${JSON.stringify(reading)}::jsonb, ${reading.ts}::timestamptz)`,
            ),
            sql`, `,
          );
          await this.db.execute(
            sql`update equipment_devices d set last_reading = v.r, last_reading_at = v.at, updated_at = now()
              from (values ${rows}) as v(uid, r, at)
              where d.uid = v.uid and (d.last_reading_at is null or d.last_reading_at <= v.at)`,
          );
        }
        if (history.length) await this.db.insert(equipmentReadings).values(history);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }

  /** Drops history past the retention. */
  async prune(now: Date): Promise<void> {
    await this.db
      .delete(equipmentReadings)
      .where(lt(equipmentReadings.readAt, new Date(now.getTime() - this.config.historyHours * 3600_000)));
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
