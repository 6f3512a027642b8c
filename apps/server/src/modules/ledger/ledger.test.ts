import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../../test/test-server.js';
import { balanceOf, checkLedger, Ledger, LedgerError, platformAccount, rowsOf, walletOf } from './index.js';

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
  const ids = rowsOf<{ uid: string; enterprise_no: string }>(await database.db.execute(sql`select uid, enterprise_no from enterprises where enterprise_no in ('E0002', 'E0003')`));
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
    await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'recharge', reference: 'T-1', from: bank, to: walletOf(supplier), amount: 10_000n, enterpriseUid: supplier }));
    await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'payment', reference: 'O-1', from: walletOf(supplier), to: escrow, amount: 2_550n, enterpriseUid: supplier }));
    const after = await balanceOf(database.db, walletOf(supplier));
    expect(after.available - before.available).toBe(7_450n);
    expect(after.frozen).toBe(before.frozen);
    const check = await checkLedger(database.db);
    expect(check).toMatchObject({ balanced: true, difference: 0n, problems: [] });
    const [line] = rowsOf<{ available_after: unknown }>(
      await database.db.execute(sql`select l.available_after from ledger_lines l join ledger_transactions t on t.id = l.transaction_id where t.reference = 'O-1' and l.amount > 0`),
    );
    expect(BigInt(String(line!.available_after))).toBe(after.available);
  });

  it('refuses to overdraw a wallet and writes nothing of the refused transaction', async () => {
    const before = await balanceOf(database.db, walletOf(supplier));
    const counted = async () => Number(rowsOf<{ n: unknown }>(await database.db.execute(sql`select count(*) as n from ledger_transactions`))[0]!.n);
    const transactions = await counted();
    const result = await refusal(database.db.transaction((tx) => ledger.transfer(tx, { kind: 'payment', from: walletOf(supplier), to: escrow, amount: before.available + 1n })));
    expect(result).toBe('insufficient_funds');
    expect(await balanceOf(database.db, walletOf(supplier))).toEqual(before);
    expect(await counted()).toBe(transactions);
  });

  it('refuses unbalanced lines, zero lines and non-positive transfers before touching the database', async () => {
    expect(await refusal(database.db.transaction((tx) => ledger.post(tx, { kind: 'adjustment', lines: [{ account: bank, amount: 5n }, { account: walletOf(customer), amount: -4n }] })))).toBe('unbalanced');
    expect(await refusal(database.db.transaction((tx) => ledger.post(tx, { kind: 'adjustment', lines: [{ account: bank, amount: 0n }, { account: walletOf(customer), amount: 0n }] })))).toBe('unbalanced');
    expect(await refusal(database.db.transaction((tx) => ledger.transfer(tx, { kind: 'adjustment', from: bank, to: walletOf(customer), amount: -5n })))).toBe('unbalanced');
  });

  it('freezes with a pending transfer, then posts or voids it exactly once', async () => {
    await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'recharge', from: bank, to: walletOf(customer), amount: 5_000n }));
    const start = await balanceOf(database.db, walletOf(customer));
    const a = await database.db.transaction((tx) => ledger.pending(tx, { kind: 'withdrawal', from: walletOf(customer), to: bank, amount: 1_000n }));
    const b = await database.db.transaction((tx) => ledger.pending(tx, { kind: 'withdrawal', from: walletOf(customer), to: bank, amount: 2_000n }));
    let now = await balanceOf(database.db, walletOf(customer));
    expect(now.available).toBe(start.available - 3_000n);
    expect(now.frozen).toBe(start.frozen + 3_000n);
    // Frozen money cannot be spent.
    expect(await refusal(database.db.transaction((tx) => ledger.transfer(tx, { kind: 'payment', from: walletOf(customer), to: escrow, amount: now.available + 1n })))).toBe('insufficient_funds');

    await database.db.transaction((tx) => ledger.postPending(tx, a.id, { kind: 'withdrawal_paid' }));
    await database.db.transaction((tx) => ledger.voidPending(tx, b.id, { kind: 'withdrawal_rejected' }));
    now = await balanceOf(database.db, walletOf(customer));
    expect(now.available).toBe(start.available - 1_000n);
    expect(now.frozen).toBe(start.frozen);
    expect(await refusal(database.db.transaction((tx) => ledger.voidPending(tx, a.id, { kind: 'withdrawal_cancelled' })))).toBe('already_resolved');
    expect(await refusal(database.db.transaction((tx) => ledger.postPending(tx, b.id, { kind: 'withdrawal_paid' })))).toBe('already_resolved');
    expect((await checkLedger(database.db)).balanced).toBe(true);
  });

  it('corrects a posted transaction by a reversal, once, and never into a negative balance', async () => {
    const start = await balanceOf(database.db, walletOf(customer));
    const wrong = await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'adjustment', description: 'typo', from: bank, to: walletOf(customer), amount: 777n }));
    await database.db.transaction((tx) => ledger.reverse(tx, wrong.id, { kind: 'reversal', description: 'typo corrected' }));
    expect((await balanceOf(database.db, walletOf(customer))).available).toBe(start.available);
    expect(await refusal(database.db.transaction((tx) => ledger.reverse(tx, wrong.id, { kind: 'reversal' })))).toBe('already_reversed');

    const spentAlready = await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'recharge', from: bank, to: walletOf(customer), amount: 100n }));
    const all = await balanceOf(database.db, walletOf(customer));
    await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'payment', from: walletOf(customer), to: escrow, amount: all.available }));
    expect(await refusal(database.db.transaction((tx) => ledger.reverse(tx, spentAlready.id, { kind: 'reversal' })))).toBe('insufficient_funds');
    expect((await checkLedger(database.db)).balanced).toBe(true);
  });

  it('answers the first transaction again for a repeated transfer key and moves nothing', async () => {
    const before = await balanceOf(database.db, walletOf(supplier));
    const first = await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'recharge', transferKey: 'key-1', from: bank, to: walletOf(supplier), amount: 300n }));
    const again = await database.db.transaction((tx) => ledger.transfer(tx, { kind: 'recharge', transferKey: 'key-1', from: bank, to: walletOf(supplier), amount: 300n }));
    expect(again).toMatchObject({ id: first.id, duplicate: true });
    expect((await balanceOf(database.db, walletOf(supplier))).available).toBe(before.available + 300n);
  });

  it('reports a balance row that disagrees with its lines, and an overdrawn account', async () => {
    const wallet = await balanceOf(database.db, walletOf(supplier));
    await database.db.execute(sql`update ledger_accounts set credits_posted = credits_posted + 1 where id = ${wallet.accountId}`);
    const check = await checkLedger(database.db);
    expect(check.balanced).toBe(false);
    expect(check.problems.join('\n')).toContain(wallet.accountId!);
    await database.db.execute(sql`update ledger_accounts set credits_posted = credits_posted - 1 where id = ${wallet.accountId}`);
    expect((await checkLedger(database.db)).balanced).toBe(true);
    // The database itself refuses a wallet below zero, whatever the code does.
    await expect(database.db.execute(sql`update ledger_accounts set debits_posted = credits_posted + 1 where id = ${wallet.accountId}`)).rejects.toThrow();
  });
});
