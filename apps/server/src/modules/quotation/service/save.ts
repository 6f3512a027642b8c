import { validateQuotationRates } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { inquiries, quotations } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/errors.js';
import type { QuotationActor } from '../../quotation-masters/index.js';
import { assertRules, QuotationConflict } from '../errors.js';
import { quotationMessages } from '../messages.js';
import type { QuotationBody, QuotationPatch } from '../schemas.js';
import { auditQuotation } from './audit.js';
import { centsOf, costOf } from './costing.js';
import { factoryDefaults, rateOn } from './defaults.js';
import { bindGerberFile } from './gerber.js';
import { resolveMaterialLines, resolveProcessLines, writeLines } from './lines.js';
import { loadCurrent, loadLines, today } from './load.js';
import { isUniqueViolation, nextQuotationNo } from './numbering.js';
import type { Executor, QuotationRow } from './types.js';

type Header = Omit<typeof quotations.$inferInsert, 'uid' | 'enterpriseUid' | 'quotationNo'>;

/** Header fields of a body over a base (defaults for a new quotation, the current version for a change). */
async function headerOf(
  db: Executor,
  actor: QuotationActor,
  body: QuotationBody,
  base: Header & { quotationDate: string },
): Promise<Header & { quotationDate: string }> {
  const pick = <K extends keyof QuotationBody & keyof Header>(key: K) =>
    (body[key] === undefined ? base[key] : body[key]) as Header[K];
  const currency = body.currency ?? base.originalCurrency!;
  const quotationDate = body.quotationDate ?? base.quotationDate;
  const header: Header & { quotationDate: string } = { ...base, quotationDate, originalCurrency: currency };
  for (const key of [
    'customerModel',
    'referenceNo',
    'factoryNo',
    'factoryVersion',
    'layers',
    'panelWidth',
    'panelHeight',
    'panelUnit',
    'panelForm',
    'pcsPerPanel',
    'deliveryUnitSize',
    'quantity',
    'deliveryDays',
    'validityDays',
    'priority',
    'customerNo',
    'customerName',
    'customerLevel',
    'factoryName',
    'classificationNumber',
    'classificationName',
    'salesman',
    'assistantSalesman',
    'internalRemarks',
    'externalRemarks',
    'scrapRate',
    'scrapRateAdjusted',
    'grossMargin',
    'grossMarginAdjusted',
    'businessRate',
    'taxRate',
  ] as const) {
    (header as Record<string, unknown>)[key] = pick(key);
  }
  let exchangeRate =
    body.exchangeRate ??
    (body.currency !== undefined && body.currency !== base.originalCurrency ? undefined : base.exchangeRate);
  if (exchangeRate === undefined && currency !== '')
    exchangeRate = (await rateOn(db, actor.enterpriseUid, currency, header.currency!, quotationDate)) ?? '';
  header.exchangeRate = exchangeRate ?? '';
  assertRules(
    validateQuotationRates({
      currency,
      exchangeRate: header.exchangeRate,
      scrapRate: header.scrapRate!,
      scrapRateAdjusted: header.scrapRateAdjusted,
      grossMargin: header.grossMargin!,
      grossMarginAdjusted: header.grossMarginAdjusted,
      businessRate: header.businessRate!,
      taxRate: header.taxRate!,
    }),
  );
  return header;
}

/**
 * The type is derived, never taken (issue 30 #8): a body that names it is refused with 400 naming `type`, before
 * anything is read or written.
 */
function refuseType(body: { type?: unknown }) {
  if (body.type !== undefined) throw badRequest(quotationMessages.typeDerived, {}, 'type');
}

/**
 * The online inquiry a new quotation prices: one that came through the platform to this factory (as merchant),
 * by its number; another factory's or an unknown number is refused with 400 naming `inquiryNo`.
 */
async function inquiryLink(db: Executor, enterpriseUid: string, inquiryNo: string | undefined) {
  if (inquiryNo === undefined) return { type: 'internal' as const, inquiryUid: null, inquiryNo: null };
  const [inquiry] = await db
    .select({ uid: inquiries.uid, inquiryNo: inquiries.inquiryNo })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.inquiryNo, inquiryNo),
        eq(inquiries.merchantEnterpriseUid, enterpriseUid),
        eq(inquiries.deleted, false),
      ),
    );
  if (!inquiry) throw badRequest(quotationMessages.inquiryUnknown, { number: inquiryNo }, 'inquiryNo');
  return { type: 'platform' as const, inquiryUid: inquiry.uid, inquiryNo: inquiry.inquiryNo };
}

/**
 * Creates a quotation (version 1, not submitted) with its lines and cost, in one transaction. The number is the
 * one given ("cannot be empty") or the next of the day; a number taken is refused, a generated one retried.
 */
export async function createQuotation(db: Database, actor: QuotationActor, body: QuotationBody): Promise<QuotationRow> {
  refuseType(body);
  if (body.quotationNo !== undefined && body.quotationNo === '')
    assertRules([{ field: 'quotationNo', key: 'quotation.numberRequired' }]);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const defaults = await factoryDefaults(tx, actor.enterpriseUid);
        const link = await inquiryLink(tx, actor.enterpriseUid, body.inquiryNo);
        const day = today();
        const header = await headerOf(tx, actor, body, {
          quotationDate: day,
          ...link,
          layers: 2,
          panelWidth: '100',
          panelHeight: '100',
          panelUnit: 'mm',
          pcsPerPanel: 1,
          quantity: 1,
          deliveryDays: 7,
          validityDays: 30,
          priority: 'normal',
          currency: defaults.localCurrency,
          originalCurrency: defaults.localCurrency,
          exchangeRate: '1',
          scrapRate: defaults.scrapRate,
          grossMargin: defaults.grossMargin,
          businessRate: defaults.businessRate,
          taxRate: defaults.taxRate,
          quoterAccountUid: actor.accountUid,
          quoterName: actor.name,
        });
        const materialLines = await resolveMaterialLines(tx, actor.enterpriseUid, body.materials ?? []);
        const processLines = await resolveProcessLines(tx, actor.enterpriseUid, body.processes ?? []);
        const costs = costOf(header as QuotationRow, materialLines, processLines);
        const quotationNo = body.quotationNo ?? (await nextQuotationNo(tx, actor.enterpriseUid, day));
        const [row] = await tx
          .insert(quotations)
          .values({
            ...header,
            quotationNo,
            enterpriseUid: actor.enterpriseUid,
            costs,
            amountLocalCents: centsOf(costs.amountLocal),
            amountOriginalCents: centsOf(costs.amountOriginal),
          })
          .returning();
        await writeLines(tx, row!.uid, materialLines, processLines);
        if (body.gerberFileUid) await bindGerberFile(tx, actor, row!, body.gerberFileUid);
        await auditQuotation(tx, actor, quotationNo, 'created', null, {
          version: 1,
          status: row!.status,
          amount: costs.amountLocal,
        });
        return row!;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (body.quotationNo !== undefined)
        throw badRequest(quotationMessages.numberTaken, { number: body.quotationNo }, 'quotationNo');
      if (attempt >= 4) throw error;
    }
  }
}

/**
 * Modifies the current version while it is not submitted or returned (a compare-and-set on the status, and on
 * `rowVersion` when given): header, lines (when sent) and the recomputed cost.
 */
export async function modifyQuotation(
  db: Database,
  actor: QuotationActor,
  no: string,
  patch: QuotationPatch,
): Promise<QuotationRow> {
  refuseType(patch);
  return db.transaction(async (tx) => {
    const current = await loadCurrent(tx, actor.enterpriseUid, no, true);
    const editable = current.status === 'not_submitted' || current.status === 'returned';
    if (!editable || (patch.rowVersion !== undefined && patch.rowVersion !== current.rowVersion)) {
      throw new QuotationConflict(quotationMessages.modifyFailed, current.status, current.version);
    }
    const { uid: _u, enterpriseUid: _e, quotationNo: _n, ...base } = current;
    const header = await headerOf(tx, actor, patch, base);
    const old = await loadLines(tx, current.uid);
    const materialLines = patch.materials
      ? await resolveMaterialLines(tx, actor.enterpriseUid, patch.materials)
      : old.materials.map(({ uid: _x, quotationUid: _y, ...line }) => line);
    const processLines = patch.processes
      ? await resolveProcessLines(tx, actor.enterpriseUid, patch.processes)
      : old.processes.map(({ uid: _x, quotationUid: _y, ...line }) => line);
    const costs = costOf(header as QuotationRow, materialLines, processLines);
    const [row] = await tx
      .update(quotations)
      .set({
        ...header,
        costs,
        amountLocalCents: centsOf(costs.amountLocal),
        amountOriginalCents: centsOf(costs.amountOriginal),
        rowVersion: current.rowVersion + 1,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(quotations.uid, current.uid),
          eq(quotations.isCurrent, true),
          inArray(quotations.status, ['not_submitted', 'returned']),
        ),
      )
      .returning();
    if (patch.materials || patch.processes) await writeLines(tx, current.uid, materialLines, processLines);
    if (patch.gerberFileUid) await bindGerberFile(tx, actor, row!, patch.gerberFileUid);
    await auditQuotation(
      tx,
      actor,
      no,
      'modified',
      { amount: current.costs ? (current.costs as { amountLocal: string }).amountLocal : null },
      { version: current.version, amount: costs.amountLocal },
    );
    return row!;
  });
}
