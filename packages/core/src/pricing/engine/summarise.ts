import { formatAmount, roundToCents } from '../../money/amounts.js';
import { Decimal } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { valueKey } from './coerce-value.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { explain, money } from './explain.js';
import type { OrderMeasure } from './measure-order.js';
import type { PricedLine } from './priced-line.js';
import { roundLines } from './round-lines.js';
import type { Explanation, PriceEstimate } from './types.js';

const unit = (value: Decimal): string => formatAmount(value, 4);

/**
 * The answer: every line rounded once, half-up, to the cent and the total their sum (round-lines.ts), unit prices
 * from the rounded total (4 decimals), the total in the original currency (total ÷ exchange rate,
 * rounded to the cent), delivery days (the tier's days plus the applied projects', at least 1).
 */
export function summarise(
  book: CompiledPriceBook,
  productNumber: string,
  measure: OrderMeasure,
  scope: ReadonlyMap<string, FormulaValue>,
  lines: readonly PricedLine[],
  steps: Explanation[],
): PriceEstimate {
  const { currency, originalCurrency } = book.book;
  const rounded = roundLines(
    lines.map((line) => line.exact),
    lines.map((line) => line.amountText),
  );
  const totalText = rounded.total;
  const total = new Decimal(totalText);
  const { areaM2: areaText, areaFt2: areaFt2Text } = measure.text;
  steps.push(explain('explain.rounding', { exact: rounded.exact.toFixed(6), total: totalText }));

  const totalOriginal = money(roundToCents(total.dividedBy(book.exchangeRate)));
  steps.push(
    explain('explain.exchange', {
      total: totalText,
      currency,
      rate: book.exchangeRate.toFixed(),
      totalOriginal,
      originalCurrency,
    }),
  );

  const perPcs = unit(total.dividedBy(measure.quantity));
  const perM2 = unit(total.dividedBy(measure.areaM2));
  const perFt2 = unit(total.dividedBy(measure.areaFt2));
  const perPnl = unit(total.dividedBy(measure.pnlQuantity));
  steps.push(
    explain('explain.unitPrices', {
      total: totalText,
      quantity: measure.quantity.toFixed(),
      perPcs,
      area: areaText,
      perM2,
      areaFt2: areaFt2Text,
      perFt2,
      pnl: measure.pnlQuantity.toFixed(),
      perPnl,
    }),
  );

  const deliveryDays = deliveryDaysOf(measure, lines, steps);
  const parameters: Record<string, string> = {};
  for (const [code, value] of scope) {
    if (book.parameters.has(code)) parameters[code] = valueKey(value);
  }
  const signature = book.keyCodes.map((code) => `${code}=${encodeURIComponent(parameters[code] ?? '')}`).join(';');
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
    areaPerPcsM2: measure.text.areaPerPcsM2,
    areaFt2: areaFt2Text,
    quantity: measure.quantity.toFixed(),
    pnlQuantity: measure.pnlQuantity.toFixed(),
    batchTier: measure.tier.row.tier,
    deliveryDays,
    totalOriginal,
    originalCurrency,
    exchangeRate: book.exchangeRate.toFixed(),
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
