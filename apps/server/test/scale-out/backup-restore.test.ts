import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../src/backup.js';
import { KEY_FILE } from '../../src/platform/secrets/index.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { placedOrder, recharge } from '../../src/modules/order/test-support.js';
import { adminQuery, withDatabase } from '../pg-databases.js';
import { createTestDatabase, loginAs } from '../test-server.js';

process.env.JOBS_POLL_MS = '0';
process.env.MQTT_BROKER_PORT = '0';
// Two instances per file beside the rest of the suite: small pools keep PostgreSQL under max_connections.
process.env.PG_POOL_MAX ??= '6';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Everything the restore must give back, read through the server's own database handle. */
async function snapshot(server: RunningServer) {
  const db = server.database.db;
  return {
    orders: rows<{ order_no: string; status: string; total: string }>(
      await db.execute(sql`select order_no, status, total::text as total from orders order by order_no`),
    ),
    ledger: rows<{ id: string; account_id: string; amount: string }>(
      await db.execute(sql`select id::text, account_id::text, amount::text as amount from ledger_lines order by id`),
    ),
    files: rows<{ uid: string; sha256: string; size: string }>(
      await db.execute(sql`select uid::text, sha256, size::text from stored_files order by uid`),
    ),
  };
}

/**
 * Issue 21: `npm run backup` / `npm run restore` (src/backup.ts). A backup of a database with orders, ledger
 * lines and uploaded files, restored into an empty database and an empty DATA_DIR, gives every one of them back,
 * and a server started on the restored copy serves the files' bytes.
 */
describe('backup and restore', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('restores every order, ledger line and file into an empty database', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const source = await startServer({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: database.dataDir!,
      databaseUrl: database.databaseUrl,
      trustProxy: ['loopback'],
    });
    cleanup.push(() => source.stop());
    const [customer, factory, operator] = await Promise.all([
      loginAs(source.url, 'customer'),
      loginAs(source.url, 'factory'),
      loginAs(source.url, 'platform'),
    ]);
    await recharge(customer, '5000.00');
    const order = await placedOrder({ customer, factory, operator });
    const bytes = randomBytes(4096);
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'panel.bin');
    const uploaded = (await (
      await fetch(`${source.url}/api/file/upload`, { method: 'POST', body: form, headers: { cookie: factory.cookie! } })
    ).json()) as { data: { id: string } };
    const before = await snapshot(source);
    expect(before.orders.map((o) => o.order_no)).toContain(order.no);
    expect(before.ledger.length).toBeGreaterThan(0);
    expect(before.files.map((f) => f.uid)).toContain(uploaded.data.id);

    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-backup-'));
    cleanup.push(() => fs.rmSync(target, { recursive: true, force: true }));
    const sourceUrl = database.databaseUrl;
    // PostgreSQL is dumped while the server runs; PGlite's directory is copied once its server has stopped.
    if (!sourceUrl) await source.stop();
    const manifest = await backup({
      databaseUrl: sourceUrl,
      dataDir: database.dataDir!,
      target: path.join(target, 'backup'),
    });
    expect(manifest.counts).toMatchObject({
      orders: before.orders.length,
      ledger_lines: before.ledger.length,
      stored_files: before.files.length,
    });
    expect(manifest.files).toBe(before.files.length);

    const restoredDir = path.join(target, 'restored-data');
    let restoredUrl: string | undefined;
    if (sourceUrl) {
      const name = `pcb_restore_${randomBytes(4).toString('hex')}`;
      await adminQuery(process.env.DATABASE_URL!, `CREATE DATABASE "${name}"`);
      restoredUrl = withDatabase(process.env.DATABASE_URL!, name);
      cleanup.push(() => adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      fs.mkdirSync(restoredDir);
    }
    await restore({ databaseUrl: restoredUrl, dataDir: restoredDir, source: path.join(target, 'backup') });
    // A second restore into the now full database is refused, not merged.
    await expect(
      restore({ databaseUrl: restoredUrl, dataDir: restoredDir, source: path.join(target, 'backup') }),
    ).rejects.toThrow(/not empty/);

    // The backup holds sealed secrets but not their key (docs/encryption.md): it is brought back apart.
    const listed = fs.readdirSync(path.join(target, 'backup'), { recursive: true }).map(String);
    expect(listed.filter((f) => path.basename(f) === KEY_FILE)).toEqual([]);
    fs.copyFileSync(path.join(database.dataDir!, KEY_FILE), path.join(restoredDir, KEY_FILE));
    const restored = await startServer({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: restoredDir,
      databaseUrl: restoredUrl,
      seedDemo: false,
    });
    cleanup.push(() => restored.stop());
    expect(await snapshot(restored)).toEqual(before);
    const again = await loginAs(restored.url, 'factory');
    const file = await fetch(`${restored.url}/api/file/getfile?id=${uploaded.data.id}&download=1`, {
      headers: { cookie: again.cookie! },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    const customerAgain = await loginAs(restored.url, 'customer');
    expect((await customerAgain.get(`/api/orders/${order.no}`)).status).toBe(200);
  });
});
