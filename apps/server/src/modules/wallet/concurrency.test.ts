import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { balanceOf, LedgerError, platformAccount, rowsOf, walletOf } from '../../platform/ledger/index.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.log(
    'wallet concurrency: skipped on PGlite (one connection, nothing runs at the same time); set DATABASE_URL to run it on PostgreSQL',
  );

describe.skipIf(!onPostgres)(
  '200 payments and withdrawals at once against one balance (PostgreSQL, pool of 20)',
  () => {
    let server: TestServer;
    let customer: Client;
    let operator: Client;
    let enterpriseUid: string;

    beforeAll(async () => {
      process.env.PG_POOL_MAX = '20';
      process.env.JOBS_POLL_MS = '0';
      server = await startTestServer();
      [customer, operator] = await Promise.all([loginAs(server.url, 'customer'), loginAs(server.url, 'platform')]);
      enterpriseUid = rowsOf<{ uid: string }>(
        await server.database.db.execute(sql`select uid from enterprises where enterprise_no = 'E0002'`),
      )[0]!.uid;
    });
    afterAll(() => server?.stop());

    it('never goes negative, acknowledges exactly what the balance allowed, and records each acknowledged one once', async () => {
      const account = (
        await customer.post('/api/wallet/bank-accounts', {
          holder: 'Li Na',
          bank: 'ICBC',
          branch: 'Futian',
          cardNumber: '6222020000000001',
        })
      ).body.data.id;
      const start = await balanceOf(server.database.db, walletOf(enterpriseUid));
      const each = 4_000n; // 40.00
      const ledger = server.app.ledger;
      const withdrawals = Array.from({ length: 100 }, () =>
        customer.post('/api/wallet/withdrawals', { amount: '40.00', bankAccountId: account }),
      );
      const payments = Array.from({ length: 100 }, (_, i) =>
        server.database.db
          .transaction((tx) =>
            ledger.transfer(tx, {
              kind: 'payment',
              reference: `ORDER-${i}`,
              from: walletOf(enterpriseUid),
              to: platformAccount('platform_escrow'),
              amount: each,
              enterpriseUid,
            }),
          )
          .then(
            (t) => ({ ok: true as const, id: t.id }),
            (error: unknown) => ({ ok: false as const, error }),
          ),
      );
      const [answers, paid] = await Promise.all([Promise.all(withdrawals), Promise.all(payments)]);

      const acknowledgedWithdrawals = answers
        .filter((a) => a.status === 200)
        .map((a) => a.body.data.withdrawalNo as string);
      const refusedWithdrawals = answers.filter((a) => a.status !== 200);
      for (const r of refusedWithdrawals) expect(r.body.data).toEqual({ field: 'amount' });
      const acknowledgedPayments = paid.filter((p) => p.ok).map((p) => (p as { id: string }).id);
      for (const p of paid.filter((x) => !x.ok)) expect((p as { error: unknown }).error).toBeInstanceOf(LedgerError);

      const acknowledged = BigInt(acknowledgedWithdrawals.length + acknowledgedPayments.length);
      expect(acknowledged).toBe(start.available / each);
      const end = await balanceOf(server.database.db, walletOf(enterpriseUid));
      expect(end.available).toBe(start.available - acknowledged * each);
      expect(end.available).toBeGreaterThanOrEqual(0n);
      expect(end.frozen - start.frozen).toBe(BigInt(acknowledgedWithdrawals.length) * each);

      const frozenRows = rowsOf<{ reference: string; n: unknown }>(
        await server.database.db.execute(
          sql`select reference, count(*) as n from ledger_transactions
            where kind = 'withdrawal' and enterprise_uid = ${enterpriseUid} and created_at > now() - interval '1 hour'
            group by reference`,
        ),
      );
      for (const no of acknowledgedWithdrawals) expect(Number(frozenRows.find((r) => r.reference === no)?.n)).toBe(1);
      const paymentRows = rowsOf<{ id: string }>(
        await server.database.db.execute(
          sql`select id from ledger_transactions where kind = 'payment' and enterprise_uid = ${enterpriseUid} and created_at > now() - interval '1 hour'`,
        ),
      );
      expect(new Set(paymentRows.map((r) => r.id))).toEqual(new Set(acknowledgedPayments));
      expect((await operator.get('/api/finance/ledger/check')).body.data).toMatchObject({
        balanced: true,
        difference: '0.00',
      });
    }, 60_000);
  },
);
