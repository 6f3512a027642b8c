import { and, eq, inArray, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankAccounts, withdrawals } from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { cardNumberOf, maskCard, sealedCard } from './service/bank-accounts.js';
import { statement } from './service/statement.js';

/**
 * The payout accounts of the person's own enterprises and those the person added elsewhere, card numbers masked,
 * for "Download my data".
 */
export async function bankAccountsOf(db: Database, accountUid: string, enterpriseUids: string[]) {
  const mine = enterpriseUids.length
    ? or(eq(bankAccounts.createdBy, accountUid), inArray(bankAccounts.enterpriseUid, enterpriseUids))
    : eq(bankAccounts.createdBy, accountUid);
  const rows = await db.select().from(bankAccounts).where(mine).orderBy(bankAccounts.createdAt);
  return rows.map((b) => ({
    holder: b.holder,
    bank: b.bank,
    branch: b.branch,
    card_number_masked: maskCard(cardNumberOf(b)),
    created_at: b.createdAt,
    deleted_at: b.deletedAt,
  }));
}

/** Every line of the wallet statement of each of the person's own enterprises, oldest first. */
export async function walletStatementsOf(db: Database, enterpriseUids: string[], language: Language) {
  const statements = [];
  for (const enterpriseUid of enterpriseUids) {
    const { data } = await statement(db, enterpriseUid, { sort: 'asc', limit: 100_000, offset: 0 }, language);
    statements.push({ enterprise_uid: enterpriseUid, lines: data });
  }
  return statements;
}

/**
 * Erases the payout accounts of the person's own enterprises: those no withdrawal names are deleted; the others
 * (a withdrawal keeps its own masked copy) stay marked deleted, their holder and card number blanked but for the
 * last four digits.
 */
export async function eraseBankAccounts(tx: Database, enterpriseUids: string[], at: Date): Promise<number> {
  if (enterpriseUids.length === 0) return 0;
  const theirs = inArray(bankAccounts.enterpriseUid, enterpriseUids);
  const unused = notExists(tx.select().from(withdrawals).where(eq(withdrawals.bankAccountId, bankAccounts.id)));
  const deleted = await tx.delete(bankAccounts).where(and(theirs, unused)).returning({ id: bankAccounts.id });
  const kept = await tx
    .select({ id: bankAccounts.id, cardNumberSealed: bankAccounts.cardNumberSealed })
    .from(bankAccounts)
    .where(theirs);
  for (const row of kept)
    await tx
      .update(bankAccounts)
      .set({ holder: '-', branch: '-', ...sealedCard(cardNumberOf(row).slice(-4)), deletedAt: at, updatedAt: at })
      .where(eq(bankAccounts.id, row.id));
  return deleted.length + kept.length;
}
