import { Decimal } from '@pcbunion/core';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, materials, supplierPrices } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import { NotAWorkbook, readWorkbook } from '../../platform/documents/index.js';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import type { Executor } from '../../platform/ledger/index.js';
import type { PurchaseActor } from '../purchase/index.js';
import { dateField, positive } from '../purchase/index.js';
import { purchaseMessages } from '../purchase/index.js';
import { plain } from '../purchase/index.js';
import { priceOn } from '../purchase/index.js';
import { priceMessages } from './messages.js';

/** A price of a supplier for a material of the factory's file, from a date (to a date), from a quantity up. */
export interface PriceInput {
  supplierUid: string;
  materialUid: string;
  minQuantity?: string | number;
  unitPrice: string | number;
  taxRate: string | number;
  validFrom: string;
  validTo?: string | null;
  currency?: string;
}

/** A price row checked: numbers, dates, the supplier a supplier enterprise, the material the factory's. */
export async function checkPrice(tx: Executor, factoryUid: string, input: PriceInput) {
  const [supplier] = await tx
    .select({ kind: enterprises.kind })
    .from(enterprises)
    .where(eq(enterprises.uid, input.supplierUid));
  if (supplier?.kind !== 'supplier') throw new AppError(400, purchaseMessages.notSupplier, {}, 0, 'supplierUid');
  const [material] = await tx
    .select({ uid: materials.uid })
    .from(materials)
    .where(and(eq(materials.uid, input.materialUid), eq(materials.enterpriseUid, factoryUid)));
  if (!material) throw new AppError(400, purchaseMessages.materialNotFound, { index: 0 }, 0, 'materialUid');
  const validFrom = dateField(input.validFrom, 'validFrom');
  const validTo = input.validTo ? dateField(input.validTo, 'validTo') : null;
  if (validTo && validTo < validFrom) throw new AppError(400, priceMessages.badRange, {}, 0, 'validTo');
  const minQuantity =
    input.minQuantity === undefined || input.minQuantity === '' || Number(input.minQuantity) === 0
      ? '0'
      : positive(input.minQuantity, 'minQuantity', 4);
  const taxText = String(input.taxRate);
  const taxRate = Number(taxText) === 0 ? '0' : positive(taxText, 'taxRate', 4);
  if (Number(taxRate) > 100) throw new AppError(400, purchaseMessages.badRate, { field: 'taxRate' }, 0, 'taxRate');
  return {
    factoryUid,
    supplierUid: input.supplierUid,
    materialUid: input.materialUid,
    currency: input.currency ?? 'CNY',
    minQuantity,
    unitPrice: positive(input.unitPrice, 'unitPrice', 6),
    taxRate,
    validFrom,
    validTo,
  };
}

/** Only the buying factory keeps its price list; the supplier reads its own rows. */
export function assertBuyer(actor: PurchaseActor): void {
  if (actor.kind === 'supplier') throw forbidden();
}

export interface PriceListQuery extends Paging {
  keyword?: string;
  supplierUid?: string;
  materialUid?: string;
}

const SORTABLE = {
  validFrom: supplierPrices.validFrom,
  unitPrice: supplierPrices.unitPrice,
  minQuantity: supplierPrices.minQuantity,
  materialNo: materials.materialNo,
};

export async function listPrices(tx: Executor, actor: PurchaseActor, q: PriceListQuery) {
  const where: SQL[] = [
    actor.kind === 'supplier'
      ? eq(supplierPrices.supplierUid, actor.enterpriseUid)
      : eq(supplierPrices.factoryUid, actor.enterpriseUid),
  ];
  if (q.supplierUid) where.push(eq(supplierPrices.supplierUid, q.supplierUid));
  if (q.materialUid) where.push(eq(supplierPrices.materialUid, q.materialUid));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(or(ilike(materials.materialNo, like), ilike(materials.name, like), ilike(enterprises.name, like))!);
  }
  const base = tx
    .select({
      price: supplierPrices,
      materialNo: materials.materialNo,
      materialName: materials.name,
      specification: materials.specification,
      unitName: materials.unitName,
      supplierName: enterprises.name,
    })
    .from(supplierPrices)
    .innerJoin(materials, eq(materials.uid, supplierPrices.materialUid))
    .innerJoin(enterprises, eq(enterprises.uid, supplierPrices.supplierUid))
    .where(and(...where));
  const rows = await base
    .orderBy(
      orderOf(q, SORTABLE, asc(materials.materialNo)),
      asc(supplierPrices.minQuantity),
      asc(supplierPrices.validFrom),
    )
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(supplierPrices)
    .innerJoin(materials, eq(materials.uid, supplierPrices.materialUid))
    .innerJoin(enterprises, eq(enterprises.uid, supplierPrices.supplierUid))
    .where(and(...where));
  return { data: rows.map(priceView), total: total?.n ?? 0 };
}

export function priceView(r: {
  price: typeof supplierPrices.$inferSelect;
  materialNo: string;
  materialName: string;
  specification: string;
  unitName: string;
  supplierName: string;
}) {
  const p = r.price;
  return {
    uid: p.uid,
    supplierUid: p.supplierUid,
    supplierName: r.supplierName,
    materialUid: p.materialUid,
    materialNo: r.materialNo,
    materialName: r.materialName,
    specification: r.specification,
    unitName: r.unitName,
    currency: p.currency,
    minQuantity: plain(p.minQuantity),
    unitPrice: plain(p.unitPrice),
    taxRate: plain(p.taxRate),
    validFrom: p.validFrom,
    validTo: p.validTo,
  };
}

/**
 * Rows of a price sheet (supplier No., material No., from quantity, unit price incl. tax, tax rate %, valid from,
 * valid to, currency), all or nothing: every row is checked and each bad one named with its row number.
 */
export async function importPrices(
  tx: Executor,
  factoryUid: string,
  rows: string[][],
  language: Language,
): Promise<{ count: number; errors: string[] }> {
  const body = rows
    .slice(1)
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => String(c ?? '').trim() !== ''));
  const supplierNos = [...new Set(body.map(({ cells }) => String(cells[0] ?? '').trim()))];
  const materialNos = [...new Set(body.map(({ cells }) => String(cells[1] ?? '').trim()))];
  const suppliers = supplierNos.length
    ? await tx
        .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, kind: enterprises.kind })
        .from(enterprises)
        .where(inArray(enterprises.enterpriseNo, supplierNos))
    : [];
  const file = materialNos.length
    ? await tx
        .select({ uid: materials.uid, no: materials.materialNo })
        .from(materials)
        .where(and(eq(materials.enterpriseUid, factoryUid), inArray(materials.materialNo, materialNos)))
    : [];
  const errors: string[] = [];
  const good: Awaited<ReturnType<typeof checkPrice>>[] = [];
  for (const { cells, row } of body) {
    const text = (i: number) => String(cells[i] ?? '').trim();
    const fail = (message: LocalizedText, values: Record<string, string | number> = {}) =>
      errors.push(translate(language, priceMessages.rowError, { row, text: translate(language, message, values) }));
    const supplier = suppliers.find((s) => s.no === text(0) && s.kind === 'supplier');
    const material = file.find((m) => m.no === text(1));
    if (!supplier) fail(priceMessages.unknownSupplier, { value: text(0) });
    if (!material) fail(priceMessages.unknownMaterial, { value: text(1) });
    if (!supplier || !material) continue;
    try {
      good.push(
        await checkPrice(tx, factoryUid, {
          supplierUid: supplier.uid,
          materialUid: material.uid,
          minQuantity: text(2) || '0',
          unitPrice: text(3),
          taxRate: text(4),
          validFrom: text(5).slice(0, 10),
          validTo: text(6).slice(0, 10) || null,
          currency: text(7) || 'CNY',
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      fail(
        typeof error.messageKey === 'string'
          ? {
              en: error.messageKey,
              'zh-CN': error.messageKey,
              'zh-TW': error.messageKey,
              es: error.messageKey,
              ja: error.messageKey,
            }
          : error.messageKey,
        error.values,
      );
    }
  }
  if (errors.length || !good.length)
    return {
      count: 0,
      errors: errors.length ? errors : [translate(language, purchaseMessages.required, { field: 'rows' })],
    };
  await tx.insert(supplierPrices).values(good);
  return { count: good.length, errors: [] };
}

/** One price as the screen shows it, for the factory that keeps it or the supplier it is of. */
export async function priceOf(db: Executor, enterpriseUid: string, uid: string) {
  const [row] = await db
    .select({
      price: supplierPrices,
      materialNo: materials.materialNo,
      materialName: materials.name,
      specification: materials.specification,
      unitName: materials.unitName,
      supplierName: enterprises.name,
    })
    .from(supplierPrices)
    .innerJoin(materials, eq(materials.uid, supplierPrices.materialUid))
    .innerJoin(enterprises, eq(enterprises.uid, supplierPrices.supplierUid))
    .where(eq(supplierPrices.uid, uid));
  if (!row || (row.price.factoryUid !== enterpriseUid && row.price.supplierUid !== enterpriseUid))
    throw new AppError(404, priceMessages.notFound);
  return priceView(row);
}

/** The price a purchase-order line takes on a date for a quantity, null without one. */
export async function quotedPrice(
  db: Executor,
  factoryUid: string,
  q: { supplierUid: string; materialUid: string; on: string; quantity: string },
) {
  const price = await priceOn(db, {
    factoryUid,
    supplierUid: q.supplierUid,
    materialUid: q.materialUid,
    on: q.on,
    quantity: positive(q.quantity, 'quantity', 4),
  });
  return price
    ? { unitPrice: new Decimal(price.unitPrice).toFixed(), taxRate: new Decimal(price.taxRate).toFixed() }
    : null;
}

export async function addPrice(db: Executor, actor: PurchaseActor, input: PriceInput) {
  assertBuyer(actor);
  const [row] = await db
    .insert(supplierPrices)
    .values(await checkPrice(db, actor.enterpriseUid, input))
    .returning({ uid: supplierPrices.uid });
  return row!.uid;
}

export async function changePrice(db: Executor, actor: PurchaseActor, uid: string, input: PriceInput, now: Date) {
  assertBuyer(actor);
  const values = await checkPrice(db, actor.enterpriseUid, input);
  const [row] = await db
    .update(supplierPrices)
    .set({ ...values, updatedAt: now })
    .where(and(eq(supplierPrices.uid, uid), eq(supplierPrices.factoryUid, actor.enterpriseUid)))
    .returning({ uid: supplierPrices.uid });
  if (!row) throw new AppError(404, priceMessages.notFound);
  return row.uid;
}

export async function removePrice(db: Executor, actor: PurchaseActor, uid: string) {
  assertBuyer(actor);
  const removed = await db
    .delete(supplierPrices)
    .where(and(eq(supplierPrices.uid, uid), eq(supplierPrices.factoryUid, actor.enterpriseUid)))
    .returning({ uid: supplierPrices.uid });
  if (!removed.length) throw new AppError(404, priceMessages.notFound);
}

/** Reads the sheet of an uploaded workbook and imports it in one transaction (see importPrices). */
export async function importPriceSheet(db: Database, factoryUid: string, bytes: Buffer, language: Language) {
  let rows: string[][];
  try {
    rows = (await readWorkbook(bytes))[0]?.rows ?? [];
  } catch (error) {
    if (error instanceof NotAWorkbook)
      throw badRequest(
        {
          en: 'file: not an Excel workbook',
          'zh-CN': 'file：不是Excel工作簿',
          'zh-TW': 'file：不是Excel活頁簿',
          es: 'file: no es un libro de Excel',
          ja: 'file：Excelブックではありません',
        },
        {},
        'file',
      );
    throw error;
  }
  return db.transaction((tx) => importPrices(tx, factoryUid, rows, language));
}
