import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

process.env.JOBS_POLL_MS = '0';
let server: TestServer;
let customer: Client;
let operator: Client;

beforeAll(async () => {
  server = await startTestServer();
  [customer, operator] = await Promise.all([loginAs(server.url, 'customer'), loginAs(server.url, 'platform')]);
});
afterAll(async () => {
  server.app.clock.useSystemTime();
  await server.stop();
});

const HOUR = 3_600_000;
const VALIDITY_MS = Number(process.env.RECHARGE_EXPIRY_HOURS ?? 72) * HOUR;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const check = async () =>
  (await operator.get('/api/finance/ledger/check')).body.data as {
    balanced: boolean;
    transactions: number;
    difference: string;
  };
const balance = async () => (await customer.get('/api/wallet')).body.data.balance as string;
const statusOf = async (no: string) =>
  (await operator.get(`/api/finance/recharges?keyword=${no}&page_size=20`)).body.data.data.find(
    (r: { rechargeNo: string }) => r.rechargeNo === no,
  )?.status;
const audit = async (no: string) =>
  rows<{ action: string; actor_account_uid: string | null; before: unknown; after: unknown }>(
    await server.database.db.execute(
      sql`select action, actor_account_uid, before, after from audit_log where entity = 'recharge' and entity_uid = ${no} order by id`,
    ),
  );
const postedFor = async (nos: string[]) =>
  Number(
    rows<{ n: number | string }>(
      await server.database.db.execute(
        sql`select count(*) as n from ledger_transactions where reference in (${sql.join(
          nos.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      ),
    )[0]!.n,
  );
const expiryResults = async () =>
  rows<{ run_at: Date | string; result: unknown }>(
    await server.database.db.execute(
      sql`select run_at, result from jobs where kind = 'recharge.expire' and status = 'completed' order by run_at`,
    ),
  ).map((r) => ({
    runAt: new Date(r.run_at).toISOString(),
    result: typeof r.result === 'string' ? JSON.parse(r.result) : r.result,
  }));

/** Moves the injected clock to `at`, queues the job's occurrence that follows, and runs what is due at that occurrence. */
async function runExpiryAt(at: Date) {
  const clock = server.app.clock;
  clock.set(new Date(at.getTime() - 1));
  await server.app.jobs.ensureScheduled();
  clock.set(at);
  while ((await server.app.jobs.runDue(50)) > 0);
}

describe('the recharge.expire job', () => {
  it('expires unpaid recharges past their validity, moves no money, writes the audit row, refuses a later payment, and runs twice harmlessly', async () => {
    const clock = server.app.clock;
    const created = new Date('2026-12-01T02:30:00Z');
    clock.set(created);
    const sandbox = (await customer.post('/api/wallet/recharges', { amount: '40.00', method: 'sandbox' })).body.data
      .rechargeNo as string;
    const bank = (await customer.post('/api/wallet/recharges', { amount: '60.00', method: 'bank_transfer' })).body.data
      .rechargeNo as string;
    expect(sandbox).toMatch(/^RC/);
    expect(bank).toMatch(/^RC/);
    clock.set(new Date(created.getTime() + VALIDITY_MS - HOUR));
    const fresh = (await customer.post('/api/wallet/recharges', { amount: '5.00', method: 'sandbox' })).body.data
      .rechargeNo as string;
    const balanceBefore = await balance();
    const before = await check();
    expect(before).toMatchObject({ balanced: true, difference: '0.00' });

    // The hourly occurrence just before the validity ends leaves them pending.
    const lastValid = new Date(created.getTime() + VALIDITY_MS - HOUR / 2); // 02:30 + 72 h − 30 min → the 02:00 occurrence
    await runExpiryAt(new Date(Math.ceil(lastValid.getTime() / HOUR) * HOUR));
    expect([await statusOf(sandbox), await statusOf(bank)]).toEqual(['pending', 'pending']);

    // The first occurrence after it expires both, not the younger one.
    const firstAfter = new Date(Math.ceil((created.getTime() + VALIDITY_MS) / HOUR) * HOUR);
    await runExpiryAt(firstAfter);
    expect([await statusOf(sandbox), await statusOf(bank), await statusOf(fresh)]).toEqual([
      'expired',
      'expired',
      'pending',
    ]);
    const mine = await customer.get('/api/wallet/recharges?status=expired&page_size=100');
    expect(mine.body.data.data.map((r: { rechargeNo: string }) => r.rechargeNo)).toEqual(
      expect.arrayContaining([sandbox, bank]),
    );
    const run = (await expiryResults()).find((r) => r.runAt === firstAfter.toISOString());
    expect(run?.result).toMatchObject({ expired: expect.any(Number) });
    expect((run!.result as { expired: number }).expired).toBeGreaterThanOrEqual(2);

    // Nothing posted: no transaction for them, the ledger balanced and the same size, the balance unchanged.
    expect(await postedFor([sandbox, bank])).toBe(0);
    expect(await check()).toEqual({ ...before, balanced: true, difference: '0.00' });
    expect(await balance()).toBe(balanceBefore);

    // The audit row: the job (no account) moved it from pending to expired, at the occurrence's time.
    for (const no of [sandbox, bank]) {
      const trail = await audit(no);
      expect(trail.map((r) => r.action)).toEqual(['create', 'expire']);
      expect(trail[1]).toMatchObject({
        actor_account_uid: null,
        before: { status: 'pending' },
        after: { status: 'expired', by: 'job:recharge.expire' },
      });
    }
    const at = rows<{ at: Date | string }>(
      await server.database.db.execute(
        sql`select at from audit_log where entity = 'recharge' and entity_uid = ${sandbox} and action = 'expire'`,
      ),
    );
    expect(new Date(at[0]!.at).toISOString()).toBe(firstAfter.toISOString());

    // Paying or confirming it afterwards is refused with 409 naming the state; nothing posted.
    const pay = await customer.post(`/api/payments/sandbox/${sandbox}/pay`, {});
    expect(pay.status).toBe(409);
    expect(pay.body.msg).toContain('expired');
    const confirm = await operator.post(`/api/finance/recharges/${bank}/confirm`, {});
    expect(confirm.status).toBe(409);
    expect(confirm.body.msg).toContain('expired');
    const reject = await operator.post(`/api/finance/recharges/${bank}/reject`, { reason: 'Too late' });
    expect(reject.status).toBe(409);
    expect(reject.body.msg).toContain('expired');
    expect(await postedFor([sandbox, bank])).toBe(0);
    expect(await balance()).toBe(balanceBefore);
    expect(await check()).toEqual({ ...before, balanced: true, difference: '0.00' });

    // The next occurrence finds nothing more to expire: same states, no second audit row, the ledger untouched.
    const next = new Date(firstAfter.getTime() + HOUR);
    await runExpiryAt(next);
    expect((await expiryResults()).find((r) => r.runAt === next.toISOString())?.result).toEqual({ expired: 0 });
    expect([await statusOf(sandbox), await statusOf(bank), await statusOf(fresh)]).toEqual([
      'expired',
      'expired',
      'pending',
    ]);
    expect((await audit(sandbox)).map((r) => r.action)).toEqual(['create', 'expire']);
    expect((await audit(bank)).map((r) => r.action)).toEqual(['create', 'expire']);
    expect(await check()).toEqual({ ...before, balanced: true, difference: '0.00' });
    expect(await balance()).toBe(balanceBefore);

    // The younger recharge is still payable.
    const paid = await customer.post(`/api/payments/sandbox/${fresh}/pay`, {});
    expect(paid.body).toMatchObject({ code: 1, data: { rechargeNo: fresh, status: 'paid' } });
    expect(await check()).toMatchObject({ balanced: true, difference: '0.00' });
  });
});
