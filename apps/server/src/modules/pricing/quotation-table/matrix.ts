import {
  BATCH_INTERVAL,
  Decimal,
  LINE_CODES,
  bookLabeller,
  estimatePrice,
  parseDecimal,
  renderPricingMessage,
  sortProjects,
  type CompiledPriceBook,
  type PriceBook,
  type PriceEstimate,
  type BatchTier,
} from '@pcbunion/core';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { pricingServerMessages } from '../messages.js';
import { localise } from '../estimate/service.js';

export interface TableColumn {
  quantity: string;
  areaM2: string | null;
  batchTier: BatchTier | null;
  deliveryDays: number | null;
  error: string | null;
}

export interface TableRow {
  code: string;
  name: string;
  kind: 'line' | 'total' | 'unit';
  cells: Array<string | null>;
}

export interface QuotationTable {
  productNumber: string;
  productName: string;
  classificationNumber: string;
  batchInterval: number;
  currency: string;
  pricedOn: string;
  parameters: Record<string, string | number>;
  columns: TableColumn[];
  rows: TableRow[];
}

export interface TableRequest {
  product: string;
  params: Record<string, string | number>;
  quantities?: string[] | undefined;
  pricedOn: string;
  language: Language;
}

/** Two significant digits: 1, 2, 5, 12, 150, 2300 — quantities a buyer would ask for. */
function roundQuantity(value: Decimal): string {
  if (value.lessThanOrEqualTo(1)) return '1';
  return value.toSignificantDigits(2, Decimal.ROUND_UP).toFixed(0);
}

/**
 * The quantity breaks of the table: as many as the classification's batch interval (4–10, spec 02 §9), on a
 * geometric scale of order area from a quarter of the smallest tier's upper bound to the largest bound (at most
 * four times the last-but-one), so the columns walk through every batch tier; each area becomes the piece count
 * that reaches it, rounded to two significant digits.
 */
export function quantityBreaks(bounds: readonly Decimal[], areaPerPcsM2: Decimal, count: number): string[] {
  const sorted = [...bounds].sort((a, b) => a.comparedTo(b));
  const first = sorted[0];
  if (first === undefined || areaPerPcsM2.lessThanOrEqualTo(0)) return ['1'];
  const last = sorted[sorted.length - 1]!;
  const beforeLast = sorted[sorted.length - 2];
  const low = first.dividedBy(4);
  const high = beforeLast ? Decimal.min(last, beforeLast.times(4)) : last;
  const ratio = count > 1 ? high.dividedBy(low).pow(new Decimal(1).dividedBy(count - 1)) : new Decimal(1);
  const quantities: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const area = low.times(ratio.pow(i));
    const quantity = roundQuantity(area.dividedBy(areaPerPcsM2));
    if (!quantities.includes(quantity)) quantities.push(quantity);
  }
  return quantities;
}

/** Reference board of the table: what the factory set, else the first layer count priced, else the middle of each must-fill number. */
export function referenceParameters(
  book: PriceBook,
  product: string,
  given: Record<string, string | number>,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const layers = book.basePrices.filter((row) => row.productNumber === product).map((row) => row.layers);
  const doubleSided = layers.filter((count) => count >= 2);
  if (layers.length > 0) params[book.roles.layers] = Math.min(...(doubleSided.length > 0 ? doubleSided : layers));
  for (const parameter of book.parameters) {
    if (
      !parameter.mustFill ||
      parameter.kind !== 'independent' ||
      parameter.defaultValue !== undefined ||
      parameter.code in params
    )
      continue;
    if (parameter.code === book.roles.quantity || parameter.dataType !== 'number') continue;
    if (parameter.entryMode === 'tick' && parameter.valueList?.[0]) {
      params[parameter.code] = parameter.valueList[0].value;
      continue;
    }
    const min = parseDecimal(parameter.min) ?? new Decimal(1);
    const max = parseDecimal(parameter.max);
    const reference = Decimal.max(min, max ? Decimal.min(max, 100) : 100);
    params[parameter.code] = reference.toString();
  }
  return { ...params, ...given };
}

/** Every project's price for a product as a matrix: rows = lines of the estimate, columns = quantity breaks. */
export function quotationTable(book: CompiledPriceBook, request: TableRequest): QuotationTable | { error: string } {
  const source = book.book;
  const product = source.products.find((p) => p.number === request.product);
  if (!product)
    return { error: renderPricingMessage('estimate.unknownProduct', { product: request.product }, request.language) };
  const classification = source.classifications.find((c) => c.number === product.classificationNumber);
  const batchInterval = classification?.batchInterval ?? BATCH_INTERVAL.min;
  const parameters = referenceParameters(source, product.number, request.params);
  const labels = bookLabeller(source, request.language);
  const priced = (quantity: string) =>
    estimatePrice(book, {
      productNumber: product.number,
      values: { ...parameters, [source.roles.quantity]: quantity },
      pricedOn: request.pricedOn,
    });
  let quantities = request.quantities;
  if (!quantities || quantities.length === 0) {
    const one = priced('1');
    const layerValue = Number(parameters[source.roles.layers]);
    const bounds = source.basePrices
      .filter((row) => row.productNumber === product.number && row.layers === layerValue)
      .map((row) => new Decimal(row.maxAreaM2));
    quantities = one.ok ? quantityBreaks(bounds, new Decimal(one.estimate.areaPerPcsM2), batchInterval) : ['1'];
  }
  const estimates = quantities.map((quantity) => {
    const result = priced(quantity);
    return result.ok
      ? { quantity, estimate: localise(result.estimate, request.language, source), error: null }
      : { quantity, estimate: null, error: result.errors.map((e) => labels.fieldError(e)).join('; ') };
  });
  const lineCodes = [
    LINE_CODES.base,
    ...sortProjects(source.projects).map((p) => p.code),
    LINE_CODES.scrap,
    LINE_CODES.grossMargin,
    LINE_CODES.business,
    LINE_CODES.tax,
  ];
  const present = (code: string) => estimates.some((e) => e.estimate?.lines.some((line) => line.code === code));
  const nameOf = (code: string) =>
    estimates.flatMap((e) => e.estimate?.lines ?? []).find((line) => line.code === code)?.name ?? code;
  const cell = (pick: (estimate: PriceEstimate) => string | null) =>
    estimates.map((e) => (e.estimate ? pick(e.estimate) : null));
  const text = (key: 'tableTotal' | 'tablePerPcs' | 'tablePerM2') =>
    translate(request.language, pricingServerMessages[key]);
  return {
    productNumber: product.number,
    productName: labels.product(product.number, product.name),
    classificationNumber: product.classificationNumber,
    batchInterval,
    currency: source.currency,
    pricedOn: request.pricedOn,
    parameters,
    columns: estimates.map((e) => ({
      quantity: e.quantity,
      areaM2: e.estimate?.areaM2 ?? null,
      batchTier: e.estimate?.batchTier ?? null,
      deliveryDays: e.estimate?.deliveryDays ?? null,
      error: e.error,
    })),
    rows: [
      ...lineCodes.filter(present).map((code) => ({
        code,
        name: nameOf(code),
        kind: 'line' as const,
        cells: cell((estimate) => estimate.lines.find((line) => line.code === code)?.amount ?? null),
      })),
      { code: 'TOTAL', name: text('tableTotal'), kind: 'total', cells: cell((estimate) => estimate.total) },
      { code: 'PER_PCS', name: text('tablePerPcs'), kind: 'unit', cells: cell((estimate) => estimate.perPcs) },
      { code: 'PER_M2', name: text('tablePerM2'), kind: 'unit', cells: cell((estimate) => estimate.perM2) },
    ],
  };
}
