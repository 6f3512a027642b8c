import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { bankAccounts } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../http/errors.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import { maskCardNumber, openSecret, sealed, secretHashes } from '../../../platform/secrets/index.js';
import { walletMessages } from '../messages.js';
import type { BankAccountCreate, BankAccountListQuery, BankAccountUpdate } from '../schemas.js';

/** "**** **** **** 1234": only the last four digits leave the server, but to the owner who reveals the number. */
export const maskCard = maskCardNumber;

type BankAccountRow = typeof bankAccounts.$inferSelect;

/** The plain card number of a payout account (opened from its sealed form). */
export const cardNumberOf = (b: Pick<BankAccountRow, 'cardNumberSealed'>) =>
  openSecret('card-number', b.cardNumberSealed);

/** The columns a card number is stored in: sealed, with its keyed hash. */
export function sealedCard(digits: string) {
  const card = sealed('card-number', digits);
  return { cardNumberSealed: card.sealed, cardNumberHash: card.hash };
}

function cardDigits(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,30}$/.test(digits)) throw new AppError(400, walletMessages.badCardNumber, {}, 0, 'cardNumber');
  return digits;
}

const view = (b: BankAccountRow) => ({
  id: b.id,
  holder: b.holder,
  bank: b.bank,
  branch: b.branch,
  cardNumberMasked: maskCard(cardNumberOf(b)),
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
});

/** A payout account of the enterprise, still in use: another enterprise's (or a deleted one) is never found. */
const own = (enterpriseUid: string, id: string) =>
  and(eq(bankAccounts.id, id), eq(bankAccounts.enterpriseUid, enterpriseUid), isNull(bankAccounts.deletedAt));

/** One page of the enterprise's payout accounts: searchable, sortable, oldest first. */
export async function listBankAccounts(db: Database, enterpriseUid: string, q: BankAccountListQuery) {
  const where: SQL[] = [eq(bankAccounts.enterpriseUid, enterpriseUid), isNull(bankAccounts.deletedAt)];
  if (q.keyword?.trim()) {
    const like = likePattern(q.keyword.trim());
    // A whole card number is found by its keyed hash (under every key of the keyring while keys rotate).
    const digits = q.keyword.replace(/[\s-]/g, '');
    const card = /^\d{12,30}$/.test(digits)
      ? [inArray(bankAccounts.cardNumberHash, secretHashes('card-number', digits))]
      : [];
    where.push(
      or(ilike(bankAccounts.holder, like), ilike(bankAccounts.bank, like), ilike(bankAccounts.branch, like), ...card)!,
    );
  }
  const sortable = {
    holder: bankAccounts.holder,
    bank: bankAccounts.bank,
    branch: bankAccounts.branch,
    createdAt: bankAccounts.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankAccounts)
      .where(and(...where))
      .orderBy(orderOf(q, sortable, asc(bankAccounts.createdAt)), asc(bankAccounts.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(bankAccounts)
      .where(and(...where)),
  ]);
  return { data: rows.map(view), total: total!.n };
}

/** A new payout account of the caller's enterprise. */
export async function createBankAccount(
  db: Database,
  caller: { enterpriseUid: string; accountUid: string },
  b: BankAccountCreate,
  at: Date,
) {
  const [row] = await db
    .insert(bankAccounts)
    .values({
      enterpriseUid: caller.enterpriseUid,
      holder: b.holder,
      bank: b.bank,
      branch: b.branch,
      ...sealedCard(cardDigits(b.cardNumber)),
      createdBy: caller.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return view(row!);
}

/** Changes a payout account of the enterprise; another enterprise's (or a deleted one) is 404. */
export async function updateBankAccount(
  db: Database,
  enterpriseUid: string,
  id: string,
  b: BankAccountUpdate,
  at: Date,
) {
  const [row] = await db
    .update(bankAccounts)
    .set({
      holder: b.holder,
      bank: b.bank,
      branch: b.branch,
      ...(b.cardNumber !== undefined ? sealedCard(cardDigits(b.cardNumber)) : {}),
      updatedAt: at,
    })
    .where(own(enterpriseUid, id))
    .returning();
  if (!row) throw notFound();
  return view(row);
}

/** Deletes (marks deleted) a payout account of the enterprise; another enterprise's is 404. */
export async function deleteBankAccount(db: Database, enterpriseUid: string, id: string, at: Date) {
  const [row] = await db
    .update(bankAccounts)
    .set({ deletedAt: at })
    .where(own(enterpriseUid, id))
    .returning({ id: bankAccounts.id });
  if (!row) throw notFound();
  return { id: row.id };
}

/** The full card number of a payout account of the enterprise, for its owner who gave the password (reveal). */
export async function revealBankAccount(db: Database, enterpriseUid: string, id: string) {
  const [row] = await db.select().from(bankAccounts).where(own(enterpriseUid, id));
  if (!row) throw notFound();
  return { id: row.id, cardNumber: cardNumberOf(row) };
}
