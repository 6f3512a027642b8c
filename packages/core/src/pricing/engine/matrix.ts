import type { PriceBook } from '../model/price-book.js';
import type { FieldError } from '../model/field-error.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { estimatePrice } from './estimate.js';
import { MatrixBoard } from './matrix-board.js';
import type { EstimateRequest } from './types.js';

/** The parameter whose value list gives the lead-time options of a price book (the demo book's `LEAD_TIME`). */
export const LEAD_TIME_CODE = 'LEAD_TIME';
/** The options every book names in words; any other whole-number option is a day count the book defines. */
export const NAMED_LEAD_TIMES = ['standard', 'fastest'] as const;

/** Bounds of one matrix request: rows × columns estimates. */
export const MATRIX_LIMITS = { quantities: 12, leadTimes: 8 } as const;

/**
 * The lead-time options of a book, in the order the matrix shows them: `standard`, `fastest`, then the day counts
 * (whole-number values of the lead-time parameter's value list) from the longest to the shortest, then any other
 * value in the book's order. A book without a valid lead-time parameter has one option, `standard`, priced without it.
 */
export function leadTimeOptions(book: Pick<PriceBook, 'parameters'>): string[] {
  const parameter = book.parameters.find(
    (p) => p.code === LEAD_TIME_CODE && p.status === 'valid' && p.kind === 'independent',
  );
  if (!parameter) return ['standard'];
  const values = (parameter.valueList ?? []).map((option) => option.value);
  if (values.length === 0) return [parameter.defaultValue ?? 'standard'];
  const named = NAMED_LEAD_TIMES.filter((name) => values.includes(name));
  const days = values.filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  const rest = values.filter((v) => !named.includes(v as never) && !days.includes(v));
  return [...named, ...days, ...rest];
}

/** Whether the book prices lead times through its lead-time parameter (else a cell is priced without it). */
export function hasLeadTimeParameter(book: Pick<PriceBook, 'parameters'>): boolean {
  return book.parameters.some((p) => p.code === LEAD_TIME_CODE && p.status === 'valid' && p.kind === 'independent');
}

export interface MatrixRequest extends Omit<EstimateRequest, 'values'> {
  values: EstimateRequest['values'];
  /** Row quantities (pieces), in the order wanted. */
  quantities: readonly string[];
  /** Column lead times: values of the lead-time parameter. */
  leadTimes: readonly string[];
}

export type MatrixCell =
  | { leadTime: string; total: string; perPcs: string; deliveryDays: number; batchTier: string; errors?: undefined }
  | { leadTime: string; total: null; perPcs: null; deliveryDays: null; batchTier: null; errors: FieldError[] };

export interface MatrixRow {
  qty: string;
  cells: MatrixCell[];
}

/**
 * Prices a board for every quantity × lead time in one call: each cell is exactly core's estimate of the board with
 * the book's quantity parameter set to the row's quantity and the lead-time parameter to the column's option (so a
 * cell equals the single estimate of those values, to the cent and the day). The cells share what does not change
 * between them (matrix-board.ts). A cell the book cannot price (a quantity beyond the last batch tier, say) carries
 * the engine's errors instead of a price.
 */
export function estimateMatrix(book: CompiledPriceBook, request: MatrixRequest): MatrixRow[] {
  const quantityCode = book.book.roles.quantity;
  const withLeadTime = hasLeadTimeParameter(book.book);
  const single = (qty: string, leadTime: string): EstimateRequest => ({
    productNumber: request.productNumber,
    values: withLeadTime
      ? { ...request.values, [quantityCode]: qty, [LEAD_TIME_CODE]: leadTime }
      : { ...request.values, [quantityCode]: qty },
    cam: request.cam,
    pricedOn: request.pricedOn,
  });
  const [firstQty, firstLeadTime] = [request.quantities[0], request.leadTimes[0]];
  const board =
    firstQty === undefined || firstLeadTime === undefined
      ? undefined
      : MatrixBoard.of(book, single(firstQty, firstLeadTime), quantityCode, withLeadTime ? LEAD_TIME_CODE : undefined);
  return request.quantities.map((qty) => {
    const shared = board?.startRow(qty) ?? false;
    return {
      qty,
      cells: request.leadTimes.map((leadTime): MatrixCell => {
        const price = shared ? board?.cell(leadTime) : undefined;
        if (price !== undefined) {
          const { total, perPcs, deliveryDays, batchTier } = price;
          return { leadTime, total, perPcs, deliveryDays, batchTier };
        }
        const result = estimatePrice(book, single(qty, leadTime));
        if (!result.ok)
          return { leadTime, total: null, perPcs: null, deliveryDays: null, batchTier: null, errors: result.errors };
        const { total, perPcs, deliveryDays, batchTier } = result.estimate;
        return { leadTime, total, perPcs, deliveryDays, batchTier };
      }),
    };
  });
}
