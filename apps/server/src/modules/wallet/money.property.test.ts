import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { bankAccounts, enterprises } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { createTestDatabase } from '../../../test/test-server.js';
import { balanceOf, big, checkLedger, Ledger, rowsOf, walletOf } from '../../platform/ledger/index.js';
import { createRecharge, markRechargePaid } from './service/recharges.js';
import { applyWithdrawal, cancelWithdrawal, processWithdrawal, rejectWithdrawal } from './service/withdrawals.js';
import { sealedCard } from './service/bank-accounts.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let run = 0;
const ledger = new Ledger();
const actor = { accountUid: null as unknown as string, name: 'property test' };

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ databaseUrl: created.databaseUrl, dataDir: created.dataDir ?? '' });
  actor.accountUid = rowsOf<{ uid: string }>(await database.db.execute(sql`select uid from accounts limit 1`))[0]!.uid;
});
afterAll(async () => {
  await database.close();
  await drop();
});

type Op =
  | { op: 'recharge'; cents: number }
  | { op: 'withdraw'; cents: number }
  | { op: 'cancel' | 'process' | 'reject'; pick: number };

const ops: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('recharge' as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ op: fc.constant('withdraw' as const), cents: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ op: fc.constantFrom('cancel' as const, 'process' as const, 'reject' as const), pick: fc.nat() }),
);

/** The wallet's available and frozen replayed from its lines alone (not from the balance row). */
async function replay(accountId: string) {
  const [r] = rowsOf<Record<string, unknown>>(
    await database.db.execute(sql`select
      coalesce(sum(case when t.phase in ('posted', 'post') then -l.amount else 0 end), 0) as posted,
      coalesce(sum(case when t.phase = 'pending' then l.amount when t.phase in ('post', 'void') then -l.amount else 0 end), 0) as frozen
      from ledger_lines l join ledger_transactions t on t.id = l.transaction_id where l.account_id = ${accountId}`),
  );
  const frozen = big(r!.frozen);
  return { available: big(r!.posted) - frozen, frozen };
}

describe('money property (fast-check): random recharges, withdrawals, cancels, payouts and rejections', () => {
  it('keeps balances equal to the model and to the replay of the lines, never negative, every transaction zero-sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 10 }), async (sequence) => {
        const db = database.db;
        const n = ++run;
        const [enterprise] = await db
          .insert(enterprises)
          .values({ enterpriseNo: `PROP${Date.now()}${n}`, name: `Property ${n}`, kind: 'customer' })
          .returning({ uid: enterprises.uid });
        const enterpriseUid = enterprise!.uid;
        const [card] = await db
          .insert(bankAccounts)
          .values({ enterpriseUid, holder: 'P', bank: 'B', branch: 'R', ...sealedCard('6222000000000000') })
          .returning({ id: bankAccounts.id });
        const model = { available: 0n, frozen: 0n };
        const open: { no: string; cents: bigint; status: string }[] = [];
        const at = new Date();
        for (const step of sequence) {
          if (step.op === 'recharge') {
            await db.transaction(async (tx) => {
              const r = await createRecharge(tx, {
                enterpriseUid,
                amount: BigInt(step.cents),
                method: 'bank_transfer',
                createdBy: actor.accountUid,
                at,
              });
              await markRechargePaid(tx, ledger, {
                rechargeNo: r.rechargeNo,
                action: 'confirm',
                at,
                handledBy: actor.accountUid,
              });
            });
            model.available += BigInt(step.cents);
          } else if (step.op === 'withdraw') {
            const cents = BigInt(step.cents);
            const outcome = await db
              .transaction((tx) =>
                applyWithdrawal(tx, ledger, {
                  enterpriseUid,
                  amount: cents,
                  bankAccountId: card!.id,
                  reason: null,
                  actor,
                  at,
                }),
              )
              .then(
                (w) => w,
                (error: unknown) => error,
              );
            if (cents <= model.available) {
              expect(outcome).not.toBeInstanceOf(Error);
              open.push({ no: (outcome as { withdrawalNo: string }).withdrawalNo, cents, status: 'unprocessed' });
              model.available -= cents;
              model.frozen += cents;
            } else {
              expect(outcome).toBeInstanceOf(AppError);
              expect((outcome as AppError).statusCode).toBe(400);
            }
          } else if (open.length > 0) {
            const target = open[step.pick % open.length]!;
            const work =
              step.op === 'cancel'
                ? (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
                    cancelWithdrawal(tx, ledger, { no: target.no, enterpriseUid, actor, at })
                : step.op === 'process'
                  ? (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
                      processWithdrawal(tx, ledger, { no: target.no, actor, at })
                  : (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
                      rejectWithdrawal(tx, ledger, { no: target.no, reason: 'no', actor, at });
            const outcome = await db.transaction(work).then(
              (w) => w,
              (error: unknown) => error,
            );
            if (target.status === 'unprocessed') {
              expect(outcome).not.toBeInstanceOf(Error);
              target.status = step.op;
              model.frozen -= target.cents;
              if (step.op !== 'process') model.available += target.cents;
            } else {
              expect(outcome).toBeInstanceOf(AppError);
              expect((outcome as AppError).statusCode).toBe(409);
            }
          }
          const row = await balanceOf(db, walletOf(enterpriseUid));
          expect({ available: row.available, frozen: row.frozen }).toEqual(model);
          expect(row.available).toBeGreaterThanOrEqual(0n);
          if (row.accountId) expect(await replay(row.accountId)).toEqual(model);
        }
        const unbalanced = rowsOf(
          await db.execute(
            sql`select transaction_id from ledger_lines group by transaction_id, currency having sum(amount) <> 0`,
          ),
        );
        expect(unbalanced).toEqual([]);
      }),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31), verbose: 1 },
    );
    expect((await checkLedger(database.db)).balanced).toBe(true);
  }, 60_000);
});
