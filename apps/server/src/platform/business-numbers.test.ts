import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../../test/test-server.js';
import { businessNumber, dailyNumber, nextSerial } from './business-numbers.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ databaseUrl: created.databaseUrl, dataDir: created.dataDir ?? '' });
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe(`business numbers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('count per prefix and Shanghai business day, in the format of the numbers they replace', async () => {
    const { db } = database;
    // Days the demo data (seeded relative to today in the template database) never numbers anything on.
    const lateNight = new Date('2031-03-13T15:59:59Z'); // 23:59:59 on the 13th in Shanghai
    const midnight = new Date('2031-03-13T16:00:00Z'); // 00:00 on the 14th
    expect(await businessNumber(db, 'OD', lateNight)).toBe('OD20310313235959000001');
    expect(await businessNumber(db, 'OD', lateNight)).toBe('OD20310313235959000002');
    expect(await businessNumber(db, 'OD', midnight)).toBe('OD20310314000000000001');
    expect(await businessNumber(db, 'ST', midnight)).toBe('ST20310314000000000001');
    expect(await businessNumber(db, 'RC', midnight, 4)).toBe('RC203103140000000001');
  });

  it('count per owner and day above the numbers typed in by hand', async () => {
    const { db } = database;
    expect(await dailyNumber(db, 'QT', 'factory-a', '2031-03-14')).toBe('QT203103140001');
    expect(await dailyNumber(db, 'QT', 'factory-b', '2031-03-14', { above: 7 })).toBe('QT203103140008');
    expect(await dailyNumber(db, 'QT', 'factory-a', '2031-03-14', { above: 1 })).toBe('QT203103140002');
    expect(await dailyNumber(db, 'WO', '', '2031-03-14', { width: 6 })).toBe('WO20310314000001');
    expect(await nextSerial(db, 'S:factory-a', '', 3)).toBe(4);
  });

  it("draws in the caller's transaction: a rollback gives the serial back", async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        expect(await nextSerial(tx, 'RF', '2031-03-15')).toBe(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await nextSerial(db, 'RF', '2031-03-15')).toBe(1);
  });

  it('never hands out the same number twice to transactions running at once', async () => {
    const { db } = database;
    const at = new Date('2031-03-16T02:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 60 }, () =>
        db.transaction(async (tx) => {
          const no = await businessNumber(tx, 'RC', at, 4);
          // Hold the transaction open a little, as a recharge's insert and ledger posting do.
          await tx.execute(sql`select pg_sleep(0.005)`);
          return no;
        }),
      ),
    );
    expect(new Set(numbers).size).toBe(60);
    expect(numbers.map((no) => Number(no.slice(-4))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
  });
});
