import { Decimal } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { valueKey } from './coerce-value.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { explain, money } from './explain.js';
import type { MeasureTexts, OrderMeasure } from './measure-order.js';
import type { PricedLine } from './priced-line.js';
import { centsOf } from './cents.js';
import { roundLines } from './round-lines.js';
import type { Explanation, PriceEstimate } from './types.js';
import { divideCents, unitPriceOfCents } from './cents-division.js';

/** A unit price: 4 decimals, half-up. */
export const unit = (value: Decimal): string => value.toFixed(4, Decimal.ROUND_HALF_UP);

/** The total per piece (or panel): by whole cents where that gives the same text (unit-price.ts), else in decimals. */
export function unitPrice(cents: number, total: Decimal, count: Decimal): string {
  return unitPriceOfCents(cents, count.isInteger() ? count.toNumber() : Number.NaN) ?? unit(total.dividedBy(count));
}

/**
 * The answer: every line rounded once, half-up, to the cent and the total their sum (round-lines.ts), unit prices
 * from the rounded total (4 decimals), the total in the original currency (total ÷ exchange rate,
 * rounded to the cent), delivery days (the tier's days plus the applied projects', at least 1).
 */
export function summarise(
  book: CompiledPriceBook,
  productNumber: string,
  measure: OrderMeasure,
  texts: MeasureTexts,
  scope: ReadonlyMap<string, FormulaValue>,
  lines: readonly PricedLine[],
  exactTotal: Decimal,
  steps: Explanation[],
): PriceEstimate {
  const { currency, originalCurrency } = book.book;
  const rounded = roundLines(
    lines.map((line) => line.exact),
    lines.map((line) => line.amountText),
    exactTotal,
  );
  const totalText = rounded.total;
  const { quantity: quantityText, pnlQuantity: pnlText } = texts;
  const total = new Decimal(totalText);
  const { areaM2: areaText, areaFt2: areaFt2Text } = texts;
  steps.push(explain('explain.rounding', { exact: rounded.exact.toFixed(6), total: totalText }));

  const cents = centsOf(totalText);
  const totalOriginal = divideCents(cents, book.exchangeRateDivisor, 2) ?? money(total.dividedBy(book.exchangeRate));
  steps.push(
    explain('explain.exchange', {
      total: totalText,
      currency,
      rate: book.exchangeRateText,
      totalOriginal,
      originalCurrency,
    }),
  );

  const perPcs = unitPrice(cents, total, measure.quantity);
  const perM2 = unit(total.dividedBy(measure.areaM2));
  const perFt2 = unit(total.dividedBy(measure.areaFt2));
  // A panel of one piece is priced as the piece: the same division, done once.
  const perPnl = measure.pnlQuantity.equals(measure.quantity) ? perPcs : unitPrice(cents, total, measure.pnlQuantity);
  steps.push(
    explain('explain.unitPrices', {
      total: totalText,
      quantity: quantityText,
      perPcs,
      area: areaText,
      perM2,
      areaFt2: areaFt2Text,
      perFt2,
      pnl: pnlText,
      perPnl,
    }),
  );

  const deliveryDays = deliveryDaysOf(measure, lines, steps);
  const parameters: Record<string, string> = {};
  for (const code of book.valuedCodes) {
    const value = scope.get(code);
    if (value !== undefined) parameters[code] = valueKey(value);
  }
  const signature = signatureOf(book.keyCodes, parameters);
  for (const parameter of book.signatureParameters) parameters[parameter.code] = signature;

  return {
    productNumber,
    total: totalText,
    currency,
    perPcs,
    perM2,
    perFt2,
    perPnl,
    areaM2: areaText,
    areaPerPcsM2: texts.areaPerPcsM2,
    areaFt2: areaFt2Text,
    quantity: quantityText,
    pnlQuantity: pnlText,
    batchTier: measure.tier.row.tier,
    deliveryDays,
    totalOriginal,
    originalCurrency,
    exchangeRate: book.exchangeRateText,
    signature,
    parameters,
    lines: lines.map((line, index) => ({
      code: line.code,
      name: line.name,
      amount: rounded.amounts[index] ?? line.amountText,
      explain: line.explain,
    })),
    steps,
  };
}

/** The board's fingerprint: `CODE=value;...` over the key codes, sorted when compiled, values URI-encoded. */
function signatureOf(keyCodes: readonly string[], parameters: Readonly<Record<string, string>>): string {
  let signature = '';
  for (const code of keyCodes) {
    signature += `${signature === '' ? '' : ';'}${code}=${encodeURIComponent(parameters[code] ?? '')}`;
  }
  return signature;
}

function deliveryDaysOf(measure: OrderMeasure, lines: readonly PricedLine[], steps: Explanation[]): number {
  const baseDays = measure.tier.row.deliveryDays;
  let days = baseDays;
  let extras = '';
  for (const line of lines) {
    if (line.deliveryDays === 0) continue;
    days += line.deliveryDays;
    extras += ` ${line.deliveryDays > 0 ? '+' : '−'} ${Math.abs(line.deliveryDays)} (${line.code})`;
  }
  const result = Math.max(1, days);
  steps.push(explain('explain.deliveryDays', { baseDays, tier: measure.tier.row.tier, extras, days: result }));
  return result;
}
