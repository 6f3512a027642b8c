import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, bankAccounts, enterprises, recharges, staff } from '../../db/schema/index.js';
import { Ledger } from '../../platform/ledger/index.js';
import { amountOf } from './money-input.js';
import { sealedCard } from './service/bank-accounts.js';
import { createRecharge, markRechargePaid, rejectRecharge } from './service/recharges.js';
import { applyWithdrawal, processWithdrawal, rejectWithdrawal } from './service/withdrawals.js';

const DAY = 86_400_000;

async function demoPerson(db: Database, enterpriseNo: string) {
  const [row] = await db
    .select({ enterpriseUid: enterprises.uid, accountUid: accounts.uid, name: staff.staffName })
    .from(enterprises)
    .innerJoin(staff, eq(staff.enterpriseUid, enterprises.uid))
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(eq(enterprises.enterpriseNo, enterpriseNo))
    .limit(1);
  return row;
}

/**
 * A small, true money history for the demo customer, written through the same services as the API (amounts
 * checked by the API's rule, every change a ledger transaction, so the ledger check stays balanced): a confirmed
 * bank transfer and a sandbox payment, a withdrawal paid out, one rejected with a reason, one still frozen, a
 * rejected transfer, and a bank transfer waiting for finance. Runs once: a customer with recharges is left alone.
 */
export async function seedDemoMoney(db: Database): Promise<void> {
  const customer = await demoPerson(db, 'E0002');
  const operator = await demoPerson(db, 'E0000');
  if (!customer || !operator) return;
  const [seen] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recharges)
    .where(eq(recharges.enterpriseUid, customer.enterpriseUid));
  if (seen!.n > 0) return;
  const ledger = new Ledger();
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const member = { accountUid: customer.accountUid, name: customer.name };
  const finance = { accountUid: operator.accountUid, name: operator.name };

  await db.transaction(async (tx) => {
    const [card] = await tx
      .insert(bankAccounts)
      .values({
        enterpriseUid: customer.enterpriseUid,
        holder: 'Demo Electronics Customer Co.',
        bank: 'China Merchants Bank',
        branch: 'Shenzhen Nanshan Sub-branch',
        ...sealedCard('6225880212345678'),
        createdBy: customer.accountUid,
        createdAt: at(40),
        updatedAt: at(40),
      })
      .returning();
    const recharge = async (amount: string, method: 'bank_transfer' | 'sandbox', daysAgo: number) =>
      createRecharge(tx, {
        enterpriseUid: customer.enterpriseUid,
        amount: amountOf(amount),
        method,
        createdBy: customer.accountUid,
        at: at(daysAgo),
      });

    const transfer = await recharge('5000.00', 'bank_transfer', 35);
    await markRechargePaid(tx, ledger, {
      rechargeNo: transfer.rechargeNo,
      action: 'confirm',
      at: at(34),
      handledBy: operator.accountUid,
    });
    const online = await recharge('1200.00', 'sandbox', 20);
    await markRechargePaid(tx, ledger, {
      rechargeNo: online.rechargeNo,
      action: 'pay',
      at: at(20),
      handledBy: null,
      paidAmount: online.amount,
      providerReference: 'sbx_demo_0001',
    });
    const lost = await recharge('300.00', 'bank_transfer', 18);
    await rejectRecharge(tx, {
      rechargeNo: lost.rechargeNo,
      reason: 'No transfer with this reference arrived',
      handledBy: operator.accountUid,
      at: at(15),
    });

    const paidOut = await applyWithdrawal(tx, ledger, {
      enterpriseUid: customer.enterpriseUid,
      amount: amountOf('800.00'),
      bankAccountId: card!.id,
      reason: 'Return of unused funds',
      actor: member,
      at: at(12),
    });
    await processWithdrawal(tx, ledger, { no: paidOut.withdrawalNo, actor: finance, at: at(9) });
    const refused = await applyWithdrawal(tx, ledger, {
      enterpriseUid: customer.enterpriseUid,
      amount: amountOf('150.00'),
      bankAccountId: card!.id,
      reason: null,
      actor: member,
      at: at(8),
    });
    await rejectWithdrawal(tx, ledger, {
      no: refused.withdrawalNo,
      reason: 'The account holder does not match the enterprise name',
      actor: finance,
      at: at(6),
    });
    await applyWithdrawal(tx, ledger, {
      enterpriseUid: customer.enterpriseUid,
      amount: amountOf('300.00'),
      bankAccountId: card!.id,
      reason: 'Supplier payment',
      actor: member,
      at: at(2),
    });

    await recharge('2000.00', 'bank_transfer', 1);
  });
}
