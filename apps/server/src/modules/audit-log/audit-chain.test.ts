import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { recordAudit, type AuditEntry } from '../../platform/audit.js';
import { checkAuditChains } from '../../platform/audit-chain.js';
import { withAuditLogUnlocked } from '../../../test/audit-log-unlocked.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let factory: Client;
let customer: Client;
let platform: Client;

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer, platform] = await Promise.all([
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'platform'),
  ]);
}, 60_000);
afterAll(() => server?.stop());

const db = () => server.database.db;
const entry = (enterpriseUid: string | null, n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  actorAccountUid: null,
  enterpriseUid,
  entity: 'quotation',
  entityUid: `Q-CHAIN-${n}`,
  action: 'update',
  before: { status: 'draft' },
  after: { status: 'sent' },
  ip: '10.0.0.1',
  ...extra,
});
/** The database's refusal of a statement (drizzle wraps it as the cause of its own error). */
const refusal = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => 'done',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );
const chainOf = (enterpriseUid: string) =>
  db().select().from(auditLog).where(eq(auditLog.enterpriseUid, enterpriseUid)).orderBy(asc(auditLog.seq));

describe('the audit chain', () => {
  it('links each row to the previous row of its enterprise, with a SHA-256 over its canonical content', async () => {
    const mine = randomUUID();
    const other = randomUUID();
    const at = new Date('2026-01-10T15:30:00.123Z');
    await recordAudit(db(), entry(mine, 1, { at }), entry(other, 1));
    await recordAudit(db(), entry(mine, 2), entry(mine, 3));
    const rows = await chainOf(mine);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.prevHash)).toEqual([null, rows[0]!.hash, rows[1]!.hash]);
    // The content docs/audit.md names: jsonb's text of [seq, prev_hash, enterprise, actor, UTC time, entity, record,
    // action, before, after, ip].
    const canonical =
      `[1, null, "${mine}", null, "2026-01-10T15:30:00.123000Z", "quotation", "Q-CHAIN-1", "update", ` +
      `{"status": "draft"}, {"status": "sent"}, "10.0.0.1"]`;
    expect(rows[0]!.hash).toBe(createHash('sha256').update(canonical, 'utf8').digest('hex'));
    // Another enterprise's rows start a chain of their own.
    expect((await chainOf(other)).map((r) => [r.seq, r.prevHash])).toEqual([[1, null]]);
    expect(await checkAuditChains(db(), mine)).toEqual({ intact: true, rows: 3, chains: 1, breaks: [] });
  });

  it('ignores a place, link or hash an insert brings: the trigger sets them', async () => {
    const mine = randomUUID();
    await recordAudit(db(), entry(mine, 1));
    await db()
      .insert(auditLog)
      .values({ ...entry(mine, 2), seq: 99, prevHash: 'forged', hash: 'forged' });
    const rows = await chainOf(mine);
    expect(rows.map((r) => [r.seq, r.prevHash === rows[0]!.hash || r.prevHash === null])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(rows[1]!.hash).not.toBe('forged');
    expect((await checkAuditChains(db(), mine)).intact).toBe(true);
  });

  it('refuses to update, delete or truncate audit rows', async () => {
    const mine = randomUUID();
    await recordAudit(db(), entry(mine, 1));
    await expect(
      refusal(db().update(auditLog).set({ ip: '6.6.6.6' }).where(eq(auditLog.enterpriseUid, mine))),
    ).resolves.toMatch(/append-only: UPDATE refused/);
    await expect(refusal(db().delete(auditLog).where(eq(auditLog.enterpriseUid, mine)))).resolves.toMatch(
      /append-only: DELETE refused/,
    );
    await expect(refusal(db().execute(sql`truncate audit_log`))).resolves.toMatch(/append-only: TRUNCATE refused/);
    expect(await chainOf(mine)).toHaveLength(1);
  });

  it('finds the first row that breaks a chain: altered, relinked or missing rows before it', async () => {
    const altered = randomUUID();
    const missing = randomUUID();
    const relinked = randomUUID();
    for (const uid of [altered, missing, relinked])
      await recordAudit(db(), entry(uid, 1), entry(uid, 2), entry(uid, 3), entry(uid, 4));
    const [a, m, r] = await Promise.all([chainOf(altered), chainOf(missing), chainOf(relinked)]);
    await withAuditLogUnlocked(db(), async (tx) => {
      await tx.execute(sql`update audit_log set after = '{"status": "paid"}' where id = ${a[1]!.id}`);
      await tx.execute(sql`delete from audit_log where id = ${m[1]!.id}`);
      // Changed and re-hashed as the trigger would: the next row no longer carries its hash.
      await tx.execute(sql`update audit_log set ip = '6.6.6.6' where id = ${r[2]!.id}`);
      await tx.execute(sql`update audit_log set hash = audit_log_row_hash(audit_log) where id = ${r[2]!.id}`);
    });
    expect((await checkAuditChains(db(), altered)).breaks).toEqual([
      { id: a[1]!.id, enterpriseUid: altered, seq: 2, reason: 'altered' },
    ]);
    expect((await checkAuditChains(db(), missing)).breaks).toEqual([
      { id: m[2]!.id, enterpriseUid: missing, seq: 3, reason: 'missing' },
    ]);
    expect((await checkAuditChains(db(), relinked)).breaks).toEqual([
      { id: r[3]!.id, enterpriseUid: relinked, seq: 4, reason: 'unlinked' },
    ]);
    const all = await checkAuditChains(db(), 'all');
    expect(all.intact).toBe(false);
    expect(all.breaks.map((b) => b.enterpriseUid).sort()).toEqual([altered, missing, relinked].sort());
  });
});

describe('GET /api/admin/audit/verify', () => {
  it("answers intact for an enterprise's chain, then names the row an SQL update broke, to its admin and the platform", async () => {
    const before = await factory.get('/api/admin/audit/verify');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toMatchObject({ intact: true, chains: 1, firstBreak: null, breaks: [] });
    expect(before.body.data.rows).toBeGreaterThan(0);
    const factoryUid = (await factory.get('/api/admin/audit?page_size=1')).body.data.data[0].enterprise.uid as string;
    const [, second] = await chainOf(factoryUid);
    await withAuditLogUnlocked(db(), (tx) =>
      tx.execute(sql`update audit_log set ip = '203.0.113.9' where id = ${second!.id}`),
    );
    const broken = await factory.get('/api/admin/audit/verify');
    expect(broken.body.data).toMatchObject({
      intact: false,
      firstBreak: { id: second!.id, seq: 2, reason: 'altered', enterpriseUid: factoryUid },
    });
    expect(broken.body.data.firstBreak.text).toBe(
      `Row ${second!.id} (no. 2 of its chain) was changed after it was written`,
    );
    // The customer's chain is its own and still whole; the platform sees the factory's break among every chain.
    expect((await customer.get('/api/admin/audit/verify')).body.data).toMatchObject({ intact: true, breaks: [] });
    const everything = await platform.get('/api/admin/audit/verify');
    expect(everything.body.data.chains).toBeGreaterThan(2);
    expect(everything.body.data.breaks.map((b: { id: number }) => b.id)).toContain(second!.id);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('appends under concurrency (PostgreSQL)', () => {
  it('keeps one chain whole when many transactions append to the same enterprise at once', async () => {
    const mine = randomUUID();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        db().transaction(async (tx) => {
          await recordAudit(tx, entry(mine, i));
          if (i % 3 === 0) await recordAudit(tx, entry(mine, 1000 + i), entry(randomUUID(), i));
          await tx.execute(sql`select pg_sleep(0.002)`);
        }),
      ),
    );
    const rows = await chainOf(mine);
    expect(rows).toHaveLength(80);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(await checkAuditChains(db(), mine)).toMatchObject({ intact: true, rows: 80, breaks: [] });
  });
});
