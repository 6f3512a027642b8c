import {
  cardDigits,
  checkInvoicingInfo,
  type InvoicingInfoField,
  type InvoicingStatus,
  type MemberProblem,
  telephoneProblemTexts,
} from '@pcbunion/core';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoicingInfos } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import { recordAudit } from '../../platform/audit.js';
import { knownUid } from '../../platform/ids.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import {
  isMasked,
  maskCardNumber,
  maskTaxpayerNo,
  openSecret,
  sealed,
  secretHashes,
} from '../../platform/secrets/index.js';
import type { InvoicingBody } from './schemas.js';
import { invoicingFieldLabels, invoicingMessages } from './messages.js';

/** Invoicing rows one enterprise may keep. */
export const MAX_INVOICING_INFOS = 100;

type Row = typeof invoicingInfos.$inferSelect;

export interface Actor {
  enterpriseUid: string;
  accountUid: string;
  ip?: string;
}

/** The plain taxpayer and bank card numbers of a row (opened from their sealed forms). */
const secretsOf = (r: Row) => ({
  taxpayerNo: openSecret('taxpayer-no', r.taxpayerNoSealed),
  bankCardNo: openSecret('card-number', r.bankCardNoSealed),
});

/** A row as every answer shows it: the taxpayer and bank card numbers masked. */
export const presentInvoicingInfo = (r: Row) => ({
  id: r.uid,
  unitName: r.unitName,
  taxpayerNo: maskTaxpayerNo(secretsOf(r).taxpayerNo),
  address: r.address,
  detailAddress: r.detailAddress,
  phone: r.phone,
  bank: r.bank,
  bankCardNo: maskCardNumber(secretsOf(r).bankCardNo),
  email: r.email,
  status: r.status,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const problemTexts = {
  badTaxpayerNo: invoicingMessages.badTaxpayerNo,
  badBankCardNo: invoicingMessages.badBankCardNo,
  badTelephone: telephoneProblemTexts.badTelephone,
  badEmail: invoicingMessages.badEmail,
  badChoice: invoicingMessages.badChoice,
} as const;

function problemError(p: MemberProblem<InvoicingInfoField>): AppError {
  const label = invoicingFieldLabels[p.field];
  if (p.problem === 'tooLong') return fieldError(p.field, label, 'tooLong', { maximum: p.max ?? 0 });
  const text = problemTexts[p.problem as keyof typeof problemTexts];
  return fieldError(p.field, label, text ?? (p.problem === 'required' ? 'required' : 'badFormat'));
}

/**
 * The row's columns from a body. An edit sends back the masked numbers it was shown when they did not change: they
 * stand for the stored ones (`before`).
 */
function validated(body: InvoicingBody, before?: Row) {
  const kept = before ? secretsOf(before) : undefined;
  const unchanged = (value: string | null | undefined, stored: string | undefined) =>
    kept && value && isMasked(value) ? stored : value;
  const filled = {
    ...body,
    taxpayerNo: unchanged(body.taxpayerNo, kept?.taxpayerNo),
    bankCardNo: unchanged(body.bankCardNo, kept?.bankCardNo),
  };
  const problem = checkInvoicingInfo(filled);
  if (problem) throw problemError(problem);
  const taxpayerNo = sealed('taxpayer-no', filled.taxpayerNo!.trim().toUpperCase());
  const bankCardNo = sealed('card-number', cardDigits(filled.bankCardNo!));
  return {
    unitName: body.unitName!.trim(),
    taxpayerNoSealed: taxpayerNo.sealed,
    taxpayerNoHash: taxpayerNo.hash,
    address: body.address!.trim(),
    detailAddress: body.detailAddress!.trim(),
    phone: body.phone!.trim(),
    bank: body.bank!.trim(),
    bankCardNoSealed: bankCardNo.sealed,
    bankCardNoHash: bankCardNo.hash,
    email: body.email!.trim(),
    status: body.status as InvoicingStatus,
  };
}

/** A keyword that may be a whole taxpayer or bank card number, found by its keyed hash (never by its text). */
function secretMatches(keyword: string) {
  const taxpayer = inArray(invoicingInfos.taxpayerNoHash, secretHashes('taxpayer-no', keyword.toUpperCase()));
  const digits = keyword.replace(/[\s-]/g, '');
  if (!/^\d{8,30}$/.test(digits)) return [taxpayer];
  return [taxpayer, inArray(invoicingInfos.bankCardNoHash, secretHashes('card-number', digits))];
}

const ofEnterprise = (enterpriseUid: string, id: string) =>
  and(eq(invoicingInfos.enterpriseUid, enterpriseUid), eq(invoicingInfos.uid, knownUid(id)));

export function invoicingService(db: Database) {
  async function find(enterpriseUid: string, id: string): Promise<Row> {
    const [row] = await db.select().from(invoicingInfos).where(ofEnterprise(enterpriseUid, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(enterpriseUid: string, q: Paging & { keyword?: string; status?: InvoicingStatus }) {
      const i = invoicingInfos;
      const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
      const where = and(
        eq(i.enterpriseUid, enterpriseUid),
        pattern
          ? or(
              ilike(i.unitName, pattern),
              ...secretMatches(q.keyword!.trim()),
              ilike(i.bank, pattern),
              ilike(i.email, pattern),
              ilike(i.address, pattern),
              ilike(i.phone, pattern),
            )
          : undefined,
        q.status ? eq(i.status, q.status) : undefined,
      );
      const order = orderOf(
        q,
        {
          unitName: i.unitName,
          address: i.address,
          bank: i.bank,
          email: i.email,
          status: i.status,
          createdAt: i.createdAt,
          updatedAt: i.updatedAt,
        },
        desc(i.createdAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(i)
          .where(where)
          .orderBy(order, desc(i.createdAt), i.uid)
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(i).where(where),
      ]);
      return { data: rows.map(presentInvoicingInfo), total: total!.n };
    },

    get: async (enterpriseUid: string, id: string) => presentInvoicingInfo(await find(enterpriseUid, id)),

    /** The taxpayer and bank card numbers in full, for the enterprise's member who gave the password. */
    reveal: async (enterpriseUid: string, id: string) => {
      const row = await find(enterpriseUid, id);
      return { id: row.uid, ...secretsOf(row) };
    },

    async create(actor: Actor, body: InvoicingBody) {
      const values = validated(body);
      const row = await db.transaction(async (tx) => {
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(invoicingInfos)
          .where(eq(invoicingInfos.enterpriseUid, actor.enterpriseUid))) as [{ n: number }];
        if (n >= MAX_INVOICING_INFOS) throw new AppError(409, invoicingMessages.tooMany, { max: MAX_INVOICING_INFOS });
        const [created] = await tx
          .insert(invoicingInfos)
          .values({ enterpriseUid: actor.enterpriseUid, ...values })
          .returning();
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'invoicing_info',
          entityUid: created!.uid,
          action: 'add',
          after: presentInvoicingInfo(created!),
          ip: actor.ip,
        });
        return created!;
      });
      return presentInvoicingInfo(row);
    },

    async update(actor: Actor, id: string, body: InvoicingBody) {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(invoicingInfos)
          .where(ofEnterprise(actor.enterpriseUid, id))
          .for('update');
        if (!before) throw notFound();
        const values = validated(body, before);
        const [after] = await tx
          .update(invoicingInfos)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(invoicingInfos.uid, before.uid))
          .returning();
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'invoicing_info',
          entityUid: before.uid,
          action: 'update',
          before: presentInvoicingInfo(before),
          after: presentInvoicingInfo(after!),
          ip: actor.ip,
        });
        return after!;
      });
      return presentInvoicingInfo(row);
    },

    async remove(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(invoicingInfos).where(ofEnterprise(actor.enterpriseUid, id)).returning();
        if (!before) throw notFound();
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'invoicing_info',
          entityUid: before.uid,
          action: 'delete',
          before: presentInvoicingInfo(before),
          ip: actor.ip,
        });
      });
    },
  };
}
