import { Decimal, ONE, ZERO, HUNDRED } from '../../money/decimal.js';
import type { MessageValues } from '../../pricing/messages.js';
import { renderQuotationMessage, type QuotationMessageKey } from '../messages.js';
import type { CostExplanation, CostInput, CostResult, MaterialCostLine, ProcessCostLine } from './types.js';

/** 1 ft = 0.3048 m exactly, so 1 ft² = 0.09290304 m²; 1 in = 25.4 mm, so 1 in² = 0.00064516 m². */
const M2_PER_FT2 = new Decimal('0.09290304');
const M2_PER_IN2 = new Decimal('0.00064516');
const MM2_PER_M2 = new Decimal(1_000_000);

const d = (text: string | null | undefined): Decimal =>
  text === null || text === undefined || text.trim() === '' ? ZERO : new Decimal(text);
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const c2 = (value: Decimal) => value.toFixed(2, Decimal.ROUND_HALF_UP);
const c4 = (value: Decimal) => value.toFixed(4, Decimal.ROUND_HALF_UP);
const c6 = (value: Decimal) => value.toFixed(6, Decimal.ROUND_HALF_UP);
const pct = (value: Decimal) => value.toString();

/** The price a material line is costed at: the adjusted price when set, else the tax-exclusive unit price. */
export function materialPrice(line: MaterialCostLine): Decimal {
  const adjusted = line.adjustmentPrice;
  return adjusted !== null && adjusted !== undefined && adjusted.trim() !== ''
    ? new Decimal(adjusted)
    : d(line.unitPriceExTax);
}

/** A material line's cost per m² of board: price × coefficient. */
export function materialLineCost(line: MaterialCostLine): Decimal {
  return materialPrice(line).times(d(line.coefficient));
}

/** A process step's cost per m²: rate × (reference times + adjustment) × (difficulty + adjustment) + special addition. */
export function processLineCost(line: ProcessCostLine): Decimal {
  const times = d(line.referenceTimes).plus(d(line.timesAdjustment));
  const difficulty = d(line.difficulty).plus(d(line.difficultyAdjustment));
  return d(line.unitCost).times(times).times(difficulty).plus(d(line.specialAddition));
}

/** An adjusted rate when one is set, else the base rate. */
function effective(base: string, adjusted: string | null | undefined): Decimal {
  return adjusted !== null && adjusted !== undefined && adjusted.trim() !== '' ? new Decimal(adjusted) : d(base);
}

/**
 * The factory's cost build-up of one quotation, in decimal, to the cent. Steps (one explanation line each):
 * 1 materials per m², 2 processes per m², 3 cost per m², 4 areas, 5 cost per PCS / ft² / PNL, 6 base cost of the
 * order, 7 scrap, 8 gross margin (cost ÷ (1 − margin) − cost), 9 business rate, 10 tax, 11 amount (the exact
 * sum rounded half-up once; lines shown to the cent with the rounding difference on the tax line), 12 marginal
 * cost and margin, 13 amount in the original currency, 14 unit prices. Throws a RangeError on a margin of 100 % or
 * more, a panel without area, a non-positive exchange rate or quantity: the rules refuse those before.
 */
export function computeQuotationCost(input: CostInput): CostResult {
  const lines: CostExplanation[] = [];
  const say = (key: QuotationMessageKey, values: MessageValues) =>
    lines.push({ key, values, text: renderQuotationMessage(key, values) });

  const materials = input.materials.reduce((sum, line) => sum.plus(materialLineCost(line)), ZERO);
  say('cost.materials', { count: input.materials.length, amount: c4(materials) });
  const processes = input.processes.reduce((sum, line) => sum.plus(processLineCost(line)), ZERO);
  say('cost.processes', { count: input.processes.length, amount: c4(processes) });
  const perM2 = materials.plus(processes);
  say('cost.perM2', { materials: c4(materials), processes: c4(processes), amount: c4(perM2) });

  const { width, height, unit, pcsPerPanel } = input.panel;
  const rawArea = d(width).times(d(height));
  const pnlM2 = unit === 'mm' ? rawArea.dividedBy(MM2_PER_M2) : rawArea.times(M2_PER_IN2);
  if (pnlM2.lte(0) || pcsPerPanel < 1) throw new RangeError('the panel has no area');
  if (!(input.quantity > 0)) throw new RangeError('the quantity must be greater than 0');
  const pcsM2 = pnlM2.dividedBy(pcsPerPanel);
  const orderM2 = pcsM2.times(input.quantity);
  say('cost.area', {
    width,
    height,
    unit,
    pnlM2: c6(pnlM2),
    pcsPerPanel,
    pcsM2: c6(pcsM2),
    quantity: input.quantity,
    orderM2: c6(orderM2),
  });

  const perPcs = perM2.times(pcsM2);
  const perFt2 = perM2.times(M2_PER_FT2);
  const perPnl = perM2.times(pnlM2);
  say('cost.perUnit', { perPcs: c4(perPcs), perFt2: c4(perFt2), perPnl: c4(perPnl) });

  const base = perM2.times(orderM2);
  say('cost.base', { perM2: c4(perM2), orderM2: c6(orderM2), amount: c2(base) });

  const { rates } = input;
  const scrapRate = effective(rates.scrapRate, rates.scrapRateAdjusted);
  const scrap = base.times(scrapRate).dividedBy(HUNDRED);
  say('cost.scrap', { rate: pct(scrapRate), base: rates.scrapRate, of: c2(base), amount: c2(scrap) });
  const withScrap = base.plus(scrap);

  const marginRate = effective(rates.grossMargin, rates.grossMarginAdjusted);
  if (marginRate.gte(HUNDRED)) throw new RangeError('the gross margin must be below 100 %');
  const priced = withScrap.dividedBy(ONE.minus(marginRate.dividedBy(HUNDRED)));
  const grossMargin = priced.minus(withScrap);
  say('cost.grossMargin', {
    rate: pct(marginRate),
    base: rates.grossMargin,
    of: c2(withScrap),
    amount: c2(grossMargin),
  });

  const businessRate = d(rates.businessRate);
  const business = priced.times(businessRate).dividedBy(HUNDRED);
  say('cost.business', { rate: pct(businessRate), of: c2(priced), amount: c2(business) });
  const net = priced.plus(business);

  const taxRate = d(rates.taxRate);
  const tax = net.times(taxRate).dividedBy(HUNDRED);
  const exact = net.plus(tax);
  const total = cents(exact);
  const shown = [base, scrap, grossMargin, business].map(cents);
  const shownTax = total.minus(shown.reduce((sum, value) => sum.plus(value), ZERO));
  say('cost.tax', { rate: pct(taxRate), of: c2(net), amount: c2(shownTax) });
  say('cost.total', { amount: c2(total), currency: input.currency, difference: c2(shownTax.minus(cents(tax))) });

  const marginal = cents(withScrap);
  const netShown = total.minus(shownTax);
  const margin = netShown.minus(marginal);
  const marginShare = netShown.isZero() ? ZERO : margin.dividedBy(netShown).times(HUNDRED);
  say('cost.marginal', { cost: c2(marginal), net: c2(netShown), margin: c2(margin), rate: c2(marginShare) });

  const exchangeRate = d(input.exchangeRate);
  if (exchangeRate.lte(0)) throw new RangeError('the exchange rate must be greater than 0');
  const original = cents(total.dividedBy(exchangeRate));
  say('cost.exchange', {
    original: input.originalCurrency,
    amount: c2(total),
    rate: exchangeRate.toString(),
    converted: c2(original),
  });

  const pricePerPcs = total.dividedBy(input.quantity);
  const pricePerM2 = total.dividedBy(orderM2);
  say('cost.unitPrice', { perPcs: c4(pricePerPcs), perM2: c4(pricePerM2) });

  return {
    materialCostPerM2: c4(materials),
    processCostPerM2: c4(processes),
    costPerM2: c4(perM2),
    costPerPcs: c4(perPcs),
    costPerFt2: c4(perFt2),
    costPerPnl: c4(perPnl),
    areaPcsM2: c6(pcsM2),
    areaPnlM2: c6(pnlM2),
    orderAreaM2: c6(orderM2),
    baseCost: c2(shown[0]!),
    scrapRate: pct(scrapRate),
    scrapAmount: c2(shown[1]!),
    grossMarginRate: pct(marginRate),
    grossMarginAmount: c2(shown[2]!),
    businessAmount: c2(shown[3]!),
    taxAmount: c2(shownTax),
    marginalCost: c2(marginal),
    margin: c2(margin),
    marginRate: c2(marginShare),
    amountLocal: c2(total),
    amountOriginal: c2(original),
    pricePerPcs: c4(pricePerPcs),
    pricePerM2: c4(pricePerM2),
    currency: input.currency,
    originalCurrency: input.originalCurrency,
    exchangeRate: exchangeRate.toString(),
    lines,
  };
}
