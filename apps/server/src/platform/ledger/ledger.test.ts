import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../../test/test-server.js';
import {
  balanceOf,
  checkLedger,
  Ledger,
  LedgerError,
  platformAccount,
  rowsOf,
  walletOf,
  type WrittenTransaction,
} from './index.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
const ledger = new Ledger();
let customer: string;
let supplier: string;
const bank = platformAccount('platform_bank');
const escrow = platformAccount('platform_escrow');

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ databaseUrl: created.databaseUrl, dataDir: created.dataDir ?? '' });
  const ids = rowsOf<{ uid: string; enterprise_no: string }>(
    await database.db.execute(
      sql`select uid, enterprise_no from enterprises where enterprise_no in ('E0002', 'E0003')`,
    ),
  );
  customer = ids.find((r) => r.enterprise_no === 'E0002')!.uid;
  supplier = ids.find((r) => r.enterprise_no === 'E0003')!.uid;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof LedgerError) return error.refusal;
    throw error;
  }
  return 'accepted';
};

describe('the double-entry ledger', () => {
  it('moves money between accounts with lines that sum to zero and keeps the balance rows equal to the replay', async () => {
    const before = await balanceOf(database.db, walletOf(supplier));
    await database.db.transaction((tx) =>
      ledger.transfer(tx, {
        kind: 'recharge',
        reference: 'T-1',
        from: bank,
        to: walletOf(supplier),
        amount: 10_000n,
        enterpriseUid: supplier,
      }),
    );
    await database.db.transaction((tx) =>
      ledger.transfer(tx, {
        kind: 'payment',
        reference: 'O-1',
        from: walletOf(supplier),
        to: escrow,
        amount: 2_550n,
        enterpriseUid: supplier,
      }),
    );
    const after = await balanceOf(database.db, walletOf(supplier));
    expect(after.available - before.available).toBe(7_450n);
    expect(after.frozen).toBe(before.frozen);
    const check = await checkLedger(database.db);
    expect(check).toMatchObject({ balanced: true, difference: 0n, problems: [] });
    const [line] = rowsOf<{ available_after: unknown }>(
      await database.db.execute(
        sql`select l.available_after from ledger_lines l join ledger_transactions t on t.id = l.transaction_id where t.reference = 'O-1' and l.amount > 0`,
      ),
    );
    expect(BigInt(String(line!.available_after))).toBe(after.available);
  });

  it('refuses to overdraw a wallet and writes nothing of the refused transaction', async () => {
    const before = await balanceOf(database.db, walletOf(supplier));
    const counted = async () =>
      Number(
        rowsOf<{ n: unknown }>(await database.db.execute(sql`select count(*) as n from ledger_transactions`))[0]!.n,
      );
    const transactions = await counted();
    const result = await refusal(
      database.db.transaction((tx) =>
        ledger.transfer(tx, { kind: 'payment', from: walletOf(supplier), to: escrow, amount: before.available + 1n }),
      ),
    );
    expect(result).toBe('insufficient_funds');
    expect(await balanceOf(database.db, walletOf(supplier))).toEqual(before);
    expect(await counted()).toBe(transactions);
  });

  it('refuses unbalanced lines, zero lines and non-positive transfers before touching the database', async () => {
    expect(
      await refusal(
        database.db.transaction((tx) =>
          ledger.post(tx, {
            kind: 'adjustment',
            lines: [
              { account: bank, amount: 5n },
              { account: walletOf(customer), amount: -4n },
            ],
          }),
        ),
      ),
    ).toBe('unbalanced');
    expect(
      await refusal(
        database.db.transaction((tx) =>
          ledger.post(tx, {
            kind: 'adjustment',
            lines: [
              { account: bank, amount: 0n },
              { account: walletOf(customer), amount: 0n },
            ],
          }),
        ),
      ),
    ).toBe('unbalanced');
    expect(
      await refusal(
        database.db.transaction((tx) =>
          ledger.transfer(tx, { kind: 'adjustment', from: bank, to: walletOf(customer), amount: -5n }),
        ),
      ),
    ).toBe('unbalanced');
  });

  it('freezes with a pending transfer, then posts or voids it exactly once', async () => {
    await database.db.transaction((tx) =>
      ledger.transfer(tx, { kind: 'recharge', from: bank, to: walletOf(customer), amount: 5_000n }),
    );
    const start = await balanceOf(database.db, walletOf(customer));
    const a = await database.db.transaction((tx) =>
      ledger.pending(tx, { kind: 'withdrawal', from: walletOf(customer), to: bank, amount: 1_000n }),
    );
    const b = await database.db.transaction((tx) =>
      ledger.pending(tx, { kind: 'withdrawal', from: walletOf(customer), to: bank, amount: 2_000n }),
    );
    let now = await balanceOf(database.db, walletOf(customer));
    expect(now.available).toBe(start.available - 3_000n);
    expect(now.frozen).toBe(start.frozen + 3_000n);
    // Frozen money cannot be spent.
    expect(
      await refusal(
        database.db.transaction((tx) =>
          ledger.transfer(tx, { kind: 'payment', from: walletOf(customer), to: escrow, amount: now.available + 1n }),
        ),
      ),
    ).toBe('insufficient_funds');

    await database.db.transaction((tx) => ledger.postPending(tx, a.id, { kind: 'withdrawal_paid' }));
    await database.db.transaction((tx) => ledger.voidPending(tx, b.id, { kind: 'withdrawal_rejected' }));
    now = await balanceOf(database.db, walletOf(customer));
    expect(now.available).toBe(start.available - 1_000n);
    expect(now.frozen).toBe(start.frozen);
    expect(
      await refusal(database.db.transaction((tx) => ledger.voidPending(tx, a.id, { kind: 'withdrawal_cancelled' }))),
    ).toBe('already_resolved');
    expect(
      await refusal(database.db.transaction((tx) => ledger.postPending(tx, b.id, { kind: 'withdrawal_paid' }))),
    ).toBe('already_resolved');
    expect((await checkLedger(database.db)).balanced).toBe(true);
  });

  it('corrects a posted transaction by a reversal, once, and never into a negative balance', async () => {
    const start = await balanceOf(database.db, walletOf(customer));
    const wrong = await database.db.transaction((tx) =>
      ledger.transfer(tx, {
        kind: 'adjustment',
        description: 'typo',
        from: bank,
        to: walletOf(customer),
        amount: 777n,
      }),
    );
    await database.db.transaction((tx) =>
      ledger.reverse(tx, wrong.id, { kind: 'reversal', description: 'typo corrected' }),
    );
    expect((await balanceOf(database.db, walletOf(customer))).available).toBe(start.available);
    expect(await refusal(database.db.transaction((tx) => ledger.reverse(tx, wrong.id, { kind: 'reversal' })))).toBe(
      'already_reversed',
    );

    const spentAlready = await database.db.transaction((tx) =>
      ledger.transfer(tx, { kind: 'recharge', from: bank, to: walletOf(customer), amount: 100n }),
    );
    const all = await balanceOf(database.db, walletOf(customer));
    await database.db.transaction((tx) =>
      ledger.transfer(tx, { kind: 'payment', from: walletOf(customer), to: escrow, amount: all.available }),
    );
    expect(
      await refusal(database.db.transaction((tx) => ledger.reverse(tx, spentAlready.id, { kind: 'reversal' }))),
    ).toBe('insufficient_funds');
    expect((await checkLedger(database.db)).balanced).toBe(true);
  });

  it('answers the first transaction again for a repeated transfer key and moves nothing', async () => {
    const before = await balanceOf(database.db, walletOf(supplier));
    const first = await database.db.transaction((tx) =>
      ledger.transfer(tx, { kind: 'recharge', transferKey: 'key-1', from: bank, to: walletOf(supplier), amount: 300n }),
    );
    const again = await database.db.transaction((tx) =>
      ledger.transfer(tx, { kind: 'recharge', transferKey: 'key-1', from: bank, to: walletOf(supplier), amount: 300n }),
    );
    expect(again).toMatchObject({ id: first.id, duplicate: true });
    expect((await balanceOf(database.db, walletOf(supplier))).available).toBe(before.available + 300n);
  });

  it('is one statement of its own when given the database: a refusal outside a transaction writes nothing either', async () => {
    const before = await balanceOf(database.db, walletOf(supplier));
    const counted = async () =>
      Number(
        rowsOf<{ n: unknown }>(
          await database.db.execute(
            sql`select (select count(*) from ledger_transactions) + (select count(*) from ledger_lines) as n`,
          ),
        )[0]!.n,
      );
    const rows = await counted();
    // The escrow line is credited first in id order or not: either way nothing of the refused transfer stays.
    expect(
      await refusal(
        ledger.transfer(database.db, {
          kind: 'payment',
          transferKey: 'own-1',
          from: walletOf(supplier),
          to: escrow,
          amount: before.available + 1n,
        }),
      ),
    ).toBe('insufficient_funds');
    expect(await counted()).toBe(rows);
    expect(await balanceOf(database.db, walletOf(supplier))).toEqual(before);
    const paid = await ledger.transfer(database.db, {
      kind: 'payment',
      transferKey: 'own-1',
      from: walletOf(supplier),
      to: escrow,
      amount: 1n,
    });
    expect(paid.duplicate).toBe(false);
    expect(paid.balances.get(before.accountId!)).toEqual({ available: before.available - 1n, frozen: before.frozen });
    expect(
      await ledger.transfer(database.db, {
        kind: 'payment',
        transferKey: 'own-1',
        from: walletOf(supplier),
        to: escrow,
        amount: 1n,
      }),
    ).toMatchObject({ id: paid.id, duplicate: true });
    expect(await counted()).toBe(rows + 3);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'moves money both ways between two accounts at once without a deadlock (locks in account order)',
    async () => {
      await ledger.transfer(database.db, { kind: 'recharge', from: bank, to: walletOf(customer), amount: 100_000n });
      await ledger.transfer(database.db, { kind: 'recharge', from: bank, to: walletOf(supplier), amount: 100_000n });
      const start = [
        await balanceOf(database.db, walletOf(customer)),
        await balanceOf(database.db, walletOf(supplier)),
      ];
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => {
          const [from, to] =
            i % 2 ? [walletOf(customer), walletOf(supplier)] : [walletOf(supplier), walletOf(customer)];
          return i % 4 < 2
            ? ledger.transfer(database.db, { kind: 'payment', from, to, amount: 10n })
            : database.db.transaction((tx) =>
                ledger.post(tx, {
                  kind: 'adjustment',
                  lines: [
                    { account: from, amount: 10n },
                    { account: bank, amount: 5n },
                    { account: to, amount: -15n },
                  ],
                }),
              );
        }),
      );
      expect(
        results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
      ).toEqual([]);
      const end = [await balanceOf(database.db, walletOf(customer)), await balanceOf(database.db, walletOf(supplier))];
      // Each pays the other 100 × 10, and receives 50 × 5 from the bank.
      expect(end[0]!.available - start[0]!.available).toBe(250n);
      expect(end[1]!.available - start[1]!.available).toBe(250n);
      expect((await checkLedger(database.db)).balanced).toBe(true);
    },
    60_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'commits concurrent transfers given the database in groups, each answered on its own: duplicates, refusals and all',
    async () => {
      await ledger.transfer(database.db, { kind: 'recharge', from: bank, to: walletOf(customer), amount: 1_000n });
      const start = await balanceOf(database.db, walletOf(customer));
      const escrowStart = await balanceOf(database.db, escrow);
      // 240 payments of 1 (40 of them repeat another's key), 10 that would overdraw, and 20 callers' own transactions.
      const outcomes = await Promise.all(
        Array.from({ length: 270 }, (_, i) => {
          if (i >= 250)
            return database.db
              .transaction((tx) =>
                ledger.transfer(tx, {
                  kind: 'payment',
                  transferKey: `group-own-${i}`,
                  from: walletOf(customer),
                  to: escrow,
                  amount: 1n,
                }),
              )
              .then((t) => ({ i, t }));
          const overdraw = i % 25 === 24;
          const key = overdraw ? `group-over-${i}` : `group-${i < 200 ? i : i - 200}`;
          return ledger
            .transfer(database.db, {
              kind: 'payment',
              transferKey: key,
              from: walletOf(customer),
              to: escrow,
              amount: overdraw ? start.available + 1n : 1n,
            })
            .then((t) => ({ i, t }))
            .catch((error: unknown) => ({ i, refusal: error instanceof LedgerError ? error.refusal : String(error) }));
        }),
      );
      const refused = outcomes.filter((o) => 'refusal' in o);
      expect(refused.map((o) => (o as { refusal: string }).refusal)).toEqual(Array(10).fill('insufficient_funds'));
      const written = outcomes.filter((o): o is { i: number; t: WrittenTransaction } => 't' in o);
      const byKey = new Map<number, string>();
      for (const o of written) if (o.i < 200) byKey.set(o.i, o.t.id);
      const repeats = written.filter((o) => o.i >= 200 && o.i < 250);
      for (const o of repeats) expect(o.t.id).toBe(byKey.get(o.i - 200));
      // Of each repeated pair one wrote and one answered the first: 200 distinct keyed payments + 20 own, minus the 8 overdraws among the first 200.
      const distinct = new Set(written.map((o) => o.t.id));
      expect(distinct.size).toBe(200 - 8 + 20);
      const end = await balanceOf(database.db, walletOf(customer));
      expect(start.available - end.available).toBe(BigInt(distinct.size));
      expect((await balanceOf(database.db, escrow)).available - escrowStart.available).toBe(BigInt(distinct.size));
      // Grouped: the keyed payments were committed by fewer transactions than there are payments.
      const [commits] = rowsOf<{ n: unknown }>(
        await database.db.execute(
          sql`select count(distinct xmin::text) as n from ledger_transactions where transfer_key like 'group-%' and transfer_key not like 'group-own-%'`,
        ),
      );
      expect(Number(commits!.n)).toBeLessThan(192);
      expect((await checkLedger(database.db)).balanced).toBe(true);
    },
    60_000,
  );

  it('reports a balance row that disagrees with its lines, and an overdrawn account', async () => {
    const wallet = await balanceOf(database.db, walletOf(supplier));
    await database.db.execute(
      sql`update ledger_accounts set credits_posted = credits_posted + 1 where id = ${wallet.accountId}`,
    );
    const check = await checkLedger(database.db);
    expect(check.balanced).toBe(false);
    expect(check.problems.join('\n')).toContain(wallet.accountId!);
    await database.db.execute(
      sql`update ledger_accounts set credits_posted = credits_posted - 1 where id = ${wallet.accountId}`,
    );
    expect((await checkLedger(database.db)).balanced).toBe(true);
    // The database itself refuses a wallet below zero, whatever the code does.
    await expect(
      database.db.execute(
        sql`update ledger_accounts set debits_posted = credits_posted + 1 where id = ${wallet.accountId}`,
      ),
    ).rejects.toThrow();
  });
});
