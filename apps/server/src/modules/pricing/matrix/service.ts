import {
  BATCH_INTERVAL,
  Decimal,
  LEAD_TIME_CODE,
  MATRIX_LIMITS,
  bookLabeller,
  estimateMatrix,
  estimatePrice,
  hasLeadTimeParameter,
  leadTimeOptions,
  type FieldError,
  type MatrixRow,
  type BatchTier,
} from '@pcbunion/core';
import { LRUCache } from 'lru-cache';
import type { Language } from '../../../http/language.js';
import { AppError } from '../../../http/errors.js';
import { firstThatPrices, productCandidates, pricedOnToday, type EstimateService } from '../estimate/service.js';
import type { Merchant } from '../estimate/merchants.js';
import { pricingServerMessages } from '../messages.js';
import { quantityBreaks } from '../quotation-table/matrix.js';
import { RuleError } from '../rule-error.js';
import type { CachedBook } from '../service/book-cache.js';

export interface MatrixInput {
  merchant?: string | undefined;
  productNo?: string | undefined;
  params: Record<string, string | number | null | undefined>;
  cam?: Record<string, unknown> | undefined;
  quantities?: Array<string | number> | undefined;
  leadTimes?: string[] | undefined;
}

export interface MatrixAnswerCell {
  leadTime: string;
  total: string | null;
  perPcs: string | null;
  deliveryDays: number | null;
  batchTier: BatchTier | null;
  /** Why the cell has no price (the engine's refusal, in the caller's language). */
  error?: string;
}

export interface MatrixAnswer {
  merchant: string;
  merchantNo: string;
  merchantName: string;
  productNo: string;
  currency: string;
  pricedOn: string;
  quantities: string[];
  leadTimes: string[];
  /** The customer's own quantity (the form's), when given: the row the page marks. */
  customerQty: string | null;
  rows: Array<{ qty: string; cells: MatrixAnswerCell[] }>;
}

const MEMO = { entries: 500, bytes: 8 * 1024 * 1024 };

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
    .join(',')}}`;
}

const quantityText = (value: string | number) => new Decimal(value).toFixed(0);

/**
 * The price matrix (issue 22): a row per quantity — by default the batch tiers' quantity breaks of the quotation
 * table plus the customer's own quantity — and a column per lead time — by default the book's options: standard,
 * fastest and the day counts it defines — computed in one call by core's estimateMatrix on the cached compiled
 * book. Each cell equals the single estimate of those values (without a product named, each cell takes the
 * product the single estimate would). Answers are kept in a bounded memo like the estimate's.
 */
export class MatrixService {
  private readonly memo = new LRUCache<string, MatrixAnswer>({
    max: MEMO.entries,
    maxSize: MEMO.bytes,
    sizeCalculation: (value, key) => Math.max(1, (JSON.stringify(value).length + key.length) * 2),
  });

  constructor(private readonly estimates: EstimateService) {}

  async matrix(input: MatrixInput, language: Language): Promise<MatrixAnswer> {
    const merchant = await this.estimates.merchant(input.merchant);
    const cached = await this.estimates.cachedBook(merchant);
    const pricedOn = pricedOnToday();
    const key = `${merchant.uid}|${cached.versions}|${pricedOn}|${language}|${canonical(input)}`;
    const known = this.memo.get(key);
    if (known) return known;
    const answer = this.compute(merchant, cached, input, language, pricedOn);
    this.memo.set(key, answer);
    return answer;
  }

  private compute(
    merchant: Merchant,
    cached: CachedBook,
    input: MatrixInput,
    language: Language,
    pricedOn: string,
  ): MatrixAnswer {
    if (!cached.compiled.ok) throw new RuleError(cached.compiled.errors, 409);
    const compiled = cached.compiled.book;
    const source = cached.book;
    const quantityCode = source.roles.quantity;
    const options = leadTimeOptions(source);
    const leadTimes = this.leadTimes(input.leadTimes, options, hasLeadTimeParameter(source));
    const given = input.params[quantityCode];
    const customerQty = given === undefined || given === null || given === '' ? null : String(given);

    // The board at the customer's quantity (else one piece) must price: a bad parameter answers 400 naming it.
    const candidates =
      input.productNo !== undefined
        ? [input.productNo]
        : productCandidates(source, cached.data.terms?.defaultProductNumber ?? null);
    if (candidates.length === 0) throw new AppError(400, pricingServerMessages.noProduct, {}, 0, 'productNo');
    const baseValues = { ...input.params, [quantityCode]: customerQty ?? '1' };
    const first = firstThatPrices(candidates, (productNumber) => {
      const result = estimatePrice(compiled, { productNumber, values: baseValues, cam: input.cam, pricedOn });
      return { productNumber, result, ok: result.ok };
    });
    if (!first.result.ok) {
      const errors = first.result.errors.map((e) => (e.field === 'productNumber' ? { ...e, field: 'productNo' } : e));
      throw new RuleError(errors, 400, source);
    }
    const estimate = first.result.estimate;

    let quantities: string[];
    if (input.quantities && input.quantities.length > 0) {
      quantities = input.quantities.map(quantityText);
    } else {
      const product = source.products.find((p) => p.number === first.productNumber);
      const classification = source.classifications.find((c) => c.number === product?.classificationNumber);
      const layers = Number(estimate.parameters[source.roles.layers]);
      const bounds = source.basePrices
        .filter((row) => row.productNumber === first.productNumber && row.layers === layers)
        .map((row) => new Decimal(row.maxAreaM2));
      const breaks = quantityBreaks(
        bounds,
        new Decimal(estimate.areaPerPcsM2),
        classification?.batchInterval ?? BATCH_INTERVAL.min,
      );
      quantities = [...new Set([...breaks, ...(customerQty ? [quantityText(customerQty)] : [])])].sort(
        (a, b) => Number(a) - Number(b),
      );
    }

    // Each cell priced as the single estimate would: the named product, else the first candidate that prices it.
    const ordered = [first.productNumber, ...candidates.filter((c) => c !== first.productNumber)];
    const request = { values: input.params, cam: input.cam, pricedOn, quantities, leadTimes };
    let rows: MatrixRow[] = estimateMatrix(compiled, { ...request, productNumber: ordered[0]! });
    for (const productNumber of input.productNo === undefined ? ordered.slice(1) : []) {
      if (!rows.some((row) => row.cells.some((cell) => cell.total === null))) break;
      const next = estimateMatrix(compiled, { ...request, productNumber });
      rows = rows.map((row, r) => ({
        ...row,
        cells: row.cells.map((cell, c) =>
          cell.total === null && next[r]!.cells[c]!.total !== null ? next[r]!.cells[c]! : cell,
        ),
      }));
    }
    const labels = bookLabeller(source, language);
    const describe = (errors: readonly FieldError[]) => errors.map((e) => labels.fieldError(e)).join('; ');
    return {
      merchant: merchant.uid,
      merchantNo: merchant.no,
      merchantName: merchant.name,
      productNo: first.productNumber,
      currency: source.currency,
      pricedOn,
      quantities,
      leadTimes,
      customerQty: customerQty === null ? null : quantityText(customerQty),
      rows: rows.map((row) => ({
        qty: row.qty,
        cells: row.cells.map((cell) =>
          cell.total === null
            ? {
                leadTime: cell.leadTime,
                total: null,
                perPcs: null,
                deliveryDays: null,
                batchTier: null,
                error: describe(cell.errors),
              }
            : {
                leadTime: cell.leadTime,
                total: cell.total,
                perPcs: cell.perPcs,
                deliveryDays: cell.deliveryDays,
                // core's matrix cell types the tier as text; it is the estimate's tier
                batchTier: cell.batchTier as BatchTier,
              },
        ),
      })),
    };
  }

  /** The columns asked for (each one of the book's options), else all the book's options. */
  private leadTimes(asked: string[] | undefined, options: string[], priced: boolean): string[] {
    if (!asked || asked.length === 0) return options;
    const unique = [...new Set(asked)];
    if (priced) {
      const index = unique.findIndex((value) => !options.includes(value));
      if (index >= 0) {
        const errors: FieldError[] = [
          {
            field: `leadTimes.${index}`,
            key: 'parameter.valueNotInList',
            values: { value: unique[index]!, name: LEAD_TIME_CODE },
          },
        ];
        throw new RuleError(errors);
      }
    }
    return unique.slice(0, MATRIX_LIMITS.leadTimes);
  }
}
