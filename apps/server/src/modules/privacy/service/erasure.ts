import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/client.js';
import { accountErasures, messages, storedFiles } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { recordAudit } from '../../../platform/audit.js';
import type { FileStorage } from '../../../storage/index.js';
import { eraseAddresses } from '../../addresses/index.js';
import {
  enterprisesOnlyAdministeredBy,
  erasedName,
  eraseIdentity,
  erasureProofOf,
  identityDataOf,
  personalEnterprises,
  proveErasure,
  type ErasureAnswers,
} from '../../identity/index.js';
import { eraseInvoicingInfos } from '../../invoicing/index.js';
import { anonymiseOrders } from '../../order/index.js';
import { eraseBankAccounts } from '../../wallet/index.js';
import { anonymiseWorkOrderEntries } from '../../work-order/index.js';
import { erasedWords, keptWords, privacyMessages as M } from '../messages.js';
import { forgetExports } from './exports.js';

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);

/** How many records of each kept kind name the person (or their own enterprise). */
async function keptCounts(db: Database, accountUid: string, own: string[]) {
  const ownList = own.length
    ? sql.join(
        own.map((uid) => sql`${uid}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
  return {
    ledger: await count(
      db,
      sql`select count(*) as n from ledger_transactions where actor_account_uid = ${accountUid} or enterprise_uid in (${ownList})`,
    ),
    orders: await count(
      db,
      sql`select count(*) as n from orders where created_by = ${accountUid} or customer_uid in (${ownList})`,
    ),
    invoices: await count(
      db,
      sql`select count(*) as n from invoice_applications a join orders o on o.id = a.order_id
        where a.applied_by = ${accountUid} or o.customer_uid in (${ownList})`,
    ),
    records: await count(
      db,
      sql`select (select count(*) from work_orders where created_by = ${accountUid})
        + (select count(*) from stored_files where uploaded_by = ${accountUid} and coalesce(purpose, '') <> 'avatar')
        + (select count(*) from audit_log where actor_account_uid = ${accountUid}) as n`,
    ),
  };
}

const blockedBy = (enterprises: Array<{ enterprise_name: string }>) =>
  new AppError(409, M.handOverFirst, { enterprises: enterprises.map((e) => e.enterprise_name).join(', ') });

/** What "Delete my account" shows before the person confirms: the code it asks for, what it erases and keeps, and why. */
export async function erasurePreview(db: Database, accountUid: string, language: Language) {
  const own = personalEnterprises((await identityDataOf(db, accountUid)).memberships);
  const counts = await keptCounts(db, accountUid, own);
  return {
    ...(await erasureProofOf(db, accountUid)),
    must_hand_over: await enterprisesOnlyAdministeredBy(db, accountUid),
    erased: Object.values(erasedWords).map((text) => translate(language, text)),
    kept: (Object.keys(keptWords) as Array<keyof typeof keptWords>).map((kind) => ({
      kind,
      what: translate(language, keptWords[kind].what),
      why: translate(language, keptWords[kind].why),
      count: counts[kind],
    })),
  };
}

export interface ErasureDeps {
  db: Database;
  storage: FileStorage;
}

/**
 * Erases the person (PIPL art. 47, GDPR art. 17) after the password and a code: refused while they alone administer
 * an enterprise. In one transaction every module erases or anonymises its part; the ledger, orders, invoices and
 * the audit log are kept, naming only the anonymised account. The avatar's and the archives' bytes go after commit.
 */
export async function eraseAccount(
  deps: ErasureDeps,
  caller: { accountUid: string; enterpriseUid: string | null; ip: string },
  answers: ErasureAnswers,
  now: Date,
  reply?: FastifyReply,
) {
  const { db } = deps;
  const { accountUid } = caller;
  const blockers = await enterprisesOnlyAdministeredBy(db, accountUid);
  if (blockers.length) throw blockedBy(blockers);
  const codeUid = await proveErasure(db, accountUid, answers, now, reply);
  const before = await identityDataOf(db, accountUid);
  const own = personalEnterprises(before.memberships);
  const kept = await keptCounts(db, accountUid, own);
  const outcome = await db.transaction(async (tx) => {
    const stillBlocked = await enterprisesOnlyAdministeredBy(tx, accountUid);
    if (stillBlocked.length) throw blockedBy(stillBlocked);
    const name = erasedName(before.account!.user_no);
    await anonymiseOrders(tx, { accountUid, enterpriseUids: own, name: before.account!.name, erasedName: name });
    await anonymiseWorkOrderEntries(tx, accountUid, name);
    const erased = {
      addresses: await eraseAddresses(tx, own),
      invoicing_infos: await eraseInvoicingInfos(tx, own),
      bank_accounts: await eraseBankAccounts(tx, own, now),
    };
    await tx.delete(messages).where(eq(messages.recipientAccountUid, accountUid));
    const avatars = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.uploadedBy, accountUid), eq(storedFiles.purpose, 'avatar')))
      .returning({ key: storedFiles.storageKey });
    const archives = await forgetExports(tx, accountUid);
    const identity = await eraseIdentity(tx, accountUid, codeUid);
    await tx.insert(accountErasures).values({ accountUid, erasedAt: now, kept: { ...kept, erased } });
    await recordAudit(tx, {
      actorAccountUid: accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'account',
      entityUid: accountUid,
      action: 'account_erased',
      after: { user_no: identity.userNo, kept, erased },
      ip: caller.ip,
    });
    return { identity, storageKeys: [...avatars.map((a) => a.key), ...archives] };
  });
  for (const key of outcome.storageKeys) await deps.storage.delete(key).catch(() => undefined);
  return { user_no: outcome.identity.userNo, erased_at: now, endedSessions: outcome.identity.endedSessions };
}
