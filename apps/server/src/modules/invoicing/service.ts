import {
  cardDigits,
  checkInvoicingInfo,
  type InvoicingInfoField,
  type InvoicingStatus,
  type MemberProblem,
  telephoneProblemTexts,
} from '@pcbunion/core';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoicingInfos } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import { recordAudit } from '../../platform/audit.js';
import { knownUid } from '../../platform/ids.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
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

export const presentInvoicingInfo = (r: Row) => ({
  id: r.uid,
  unitName: r.unitName,
  taxpayerNo: r.taxpayerNo,
  address: r.address,
  detailAddress: r.detailAddress,
  phone: r.phone,
  bank: r.bank,
  bankCardNo: r.bankCardNo,
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

function validated(body: InvoicingBody) {
  const problem = checkInvoicingInfo(body);
  if (problem) throw problemError(problem);
  return {
    unitName: body.unitName!.trim(),
    taxpayerNo: body.taxpayerNo!.trim().toUpperCase(),
    address: body.address!.trim(),
    detailAddress: body.detailAddress!.trim(),
    phone: body.phone!.trim(),
    bank: body.bank!.trim(),
    bankCardNo: cardDigits(body.bankCardNo!),
    email: body.email!.trim(),
    status: body.status as InvoicingStatus,
  };
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
              ilike(i.taxpayerNo, pattern),
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
          taxpayerNo: i.taxpayerNo,
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
      const values = validated(body);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(invoicingInfos)
          .where(ofEnterprise(actor.enterpriseUid, id))
          .for('update');
        if (!before) throw notFound();
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
