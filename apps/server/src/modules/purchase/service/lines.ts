import { Decimal, isDecimalText, purchaseLineAmounts } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import { materials, purchaseOrderLines } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { purchaseMessages } from '../messages.js';
import { priceOn } from './prices.js';

/** A line as the factory sends it: a material of its file (or typed in), quantity, unit price with tax, tax rate, date. */
export interface LineInput {
  materialUid?: string | null;
  materialNo?: string;
  materialName?: string;
  specification?: string;
  unitName?: string;
  quantity: string | number;
  /** Omitted: the supplier's price valid on the order date for this quantity (supplier-price-management). */
  unitPrice?: string | number | null;
  taxRate?: string | number | null;
  deliveryDate: string;
}

const bad = (field: string, scale = 4) => new AppError(400, purchaseMessages.badNumber, { field, scale }, 0, field);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function positive(value: string | number, field: string, scale: number): string {
  const text = String(value).trim();
  if (!isDecimalText(text)) throw bad(field, scale);
  const number = new Decimal(text);
  if (number.lte(0) || number.decimalPlaces() > scale || number.gte(1e12)) throw bad(field, scale);
  return number.toFixed();
}

export function dateField(value: string, field: string): string {
  if (!DATE.test(value) || !realDay(value)) throw new AppError(400, purchaseMessages.badDate, { field }, 0, field);
  return value;
}

function rate(value: string | number, field: string): string {
  const text = String(value).trim();
  if (
    !isDecimalText(text) ||
    new Decimal(text).isNegative() ||
    new Decimal(text).gt(100) ||
    new Decimal(text).decimalPlaces() > 4
  )
    throw new AppError(400, purchaseMessages.badRate, { field }, 0, field);
  return new Decimal(text).toFixed();
}

export type LineRow = typeof purchaseOrderLines.$inferInsert;

/**
 * The lines of an order, checked and priced: a material of the factory's file gives its number, name, specification
 * and unit; a missing price is the supplier's price valid on the order date; amounts rounded per line (core).
 */
export async function buildLines(
  tx: Executor,
  factoryUid: string,
  supplierUid: string,
  orderDate: string,
  inputs: LineInput[],
): Promise<Omit<LineRow, 'orderUid'>[]> {
  const uids = inputs.map((l) => l.materialUid).filter((u): u is string => !!u);
  const known = uids.length
    ? await tx
        .select()
        .from(materials)
        .where(and(eq(materials.enterpriseUid, factoryUid), inArray(materials.uid, uids)))
    : [];
  const lines: Omit<LineRow, 'orderUid'>[] = [];
  for (const [index, input] of inputs.entries()) {
    const field = (name: string) => `lines.${index}.${name}`;
    const material = input.materialUid ? known.find((m) => m.uid === input.materialUid) : undefined;
    if (input.materialUid && !material)
      throw new AppError(400, purchaseMessages.materialNotFound, { index }, 0, field('materialUid'));
    const materialNo = material?.materialNo ?? input.materialNo?.trim() ?? '';
    const materialName = material?.name ?? input.materialName?.trim() ?? '';
    const unitName = material?.unitName ?? input.unitName?.trim() ?? '';
    for (const [name, value] of [
      ['materialNo', materialNo],
      ['materialName', materialName],
      ['unitName', unitName],
    ] as const) {
      if (!value) throw new AppError(400, purchaseMessages.required, { field: field(name) }, 0, field(name));
    }
    const quantity = positive(input.quantity, field('quantity'), 4);
    const deliveryDate = dateField(input.deliveryDate, field('deliveryDate'));
    let unitPrice: string;
    let taxRate: string;
    if (input.unitPrice === undefined || input.unitPrice === null || input.unitPrice === '') {
      const listed = material
        ? await priceOn(tx, { factoryUid, supplierUid, materialUid: material.uid, on: orderDate, quantity })
        : undefined;
      if (!listed) throw bad(field('unitPrice'), 6);
      unitPrice = listed.unitPrice;
      taxRate =
        input.taxRate === undefined || input.taxRate === null || input.taxRate === ''
          ? listed.taxRate
          : rate(input.taxRate, field('taxRate'));
    } else {
      unitPrice = positive(input.unitPrice, field('unitPrice'), 6);
      taxRate = rate(input.taxRate ?? '13', field('taxRate'));
    }
    const amounts = purchaseLineAmounts({ quantity, unitPrice, taxRate });
    lines.push({
      lineNo: index + 1,
      materialUid: material?.uid ?? null,
      materialNo,
      materialName,
      specification: material?.specification ?? input.specification?.trim() ?? '',
      unitName,
      quantity,
      unitPrice,
      unitPriceExTax: amounts.unitPriceExTax,
      taxRate,
      amountCents: amounts.amountCents,
      amountExTaxCents: amounts.amountExTaxCents,
      deliveryDate,
    });
  }
  return lines;
}

export const totalsOf = (lines: ReadonlyArray<{ amountCents: bigint; amountExTaxCents: bigint }>) => ({
  totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0n),
  totalExTaxCents: lines.reduce((sum, l) => sum + l.amountExTaxCents, 0n),
});

/** A day the calendar has: 2026-02-30 is not March 2nd. */
function realDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
