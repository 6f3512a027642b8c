import { Decimal, ZERO } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { LINE_CODES } from '../model/codes.js';
import type { FieldError } from '../model/field-error.js';
import { unitPriceOfCents } from './cents-division.js';
import { centsOf, textOfSafeCents } from './cents.js';
import { coerceValue, isFieldError } from './coerce-value.js';
import type { CompiledDerived, CompiledPriceBook, CompiledProduct, CompiledProject } from './compiled-book.js';
import { deriveParameters } from './derive.js';
import { money } from './explain.js';
import { type OrderMeasure, measureOrder, setOrderVariables } from './measure-order.js';
import { type PricedProjects, priceProjects } from './price-projects.js';
import type { LineAmount } from './priced-line.js';
import { type RateGroup, groupByRates, stepAmounts } from './rate-steps.js';
import { resolveInputs } from './resolve-inputs.js';
import { unitPrice } from './summarise.js';
import type { EstimateRequest } from './types.js';

/** What a matrix cell shows of its estimate. */
export interface CellPrice {
  total: string;
  perPcs: string;
  deliveryDays: number;
  batchTier: string;
}

/** A row's shared work: the order measured at its quantity and the projects that do not read the column's value. */
interface RowPrice {
  measure: OrderMeasure;
  lines: LineAmount[];
  prefix: PricedProjects;
  /** Whole cents of the lines so far, each rounded as the estimate rounds it (NaN past safe integers). */
  cents: number;
  /** The quantity as a JS number, for the price per piece. */
  pieces: number;
  /** Every line so far carries the book's rates. */
  bookRates: boolean;
  days: number;
  /** The row's one price when no project reads the column's value. */
  price?: CellPrice | undefined;
}

/**
 * One board priced for many quantities (rows) and values of one column parameter (the lead time), sharing what
 * does not change between cells: the entered values checked once, the derived values that read neither,
 * per row the area, tier, base price and every project before the first one that reads the column's value;
 * per cell only those projects, the four steps and the rounding, without explanations. Each cell is the same
 * arithmetic in the same order as the single estimate, so it equals it to the cent and the day.
 * `cell` answers undefined where this path does not apply (a value refused, a formula failing): the caller
 * then prices that cell alone, with the engine's errors.
 */
export class MatrixBoard {
  private readonly scope: Map<string, FormulaValue>;
  private readonly rowDerived: readonly CompiledDerived[];
  private readonly prefixProjects: readonly CompiledProject[];
  private readonly columnProjects: readonly CompiledProject[];
  private readonly columnValues = new Map<string, FormulaValue | undefined>();
  /** A derived value failed on the shared values: every cell is priced alone. */
  private readonly failed: boolean;
  private row: RowPrice | undefined;

  private constructor(
    private readonly book: CompiledPriceBook,
    private readonly product: CompiledProduct,
    private readonly pricedOn: string,
    private readonly quantityCode: string,
    private readonly columnCode: string | undefined,
    scope: Map<string, FormulaValue>,
  ) {
    const varying = new Set([quantityCode, ...(columnCode === undefined ? [] : [columnCode])]);
    const boardDerived: CompiledDerived[] = [];
    const rowDerived: CompiledDerived[] = [];
    for (const derived of book.derived) {
      const reads = derived.formula.codes.some((code) => varying.has(code));
      if (reads) varying.add(derived.parameter.code);
      (reads ? rowDerived : boardDerived).push(derived);
    }
    const errors: FieldError[] = [];
    deriveParameters(boardDerived, scope, errors);
    this.scope = scope;
    this.failed = errors.length > 0;
    this.rowDerived = rowDerived;
    const split = product.projects.findIndex((project) => columnCode !== undefined && readsCode(project, columnCode));
    this.prefixProjects = split < 0 ? product.projects : product.projects.slice(0, split);
    this.columnProjects = split < 0 ? [] : product.projects.slice(split);
  }

  /**
   * The board of a matrix request, or undefined when its cells cannot share work: an unknown or expired product,
   * a value refused at the first cell, a derived value or a role that reads the column's parameter.
   */
  static of(
    book: CompiledPriceBook,
    first: EstimateRequest,
    quantityCode: string,
    columnCode: string | undefined,
  ): MatrixBoard | undefined {
    const product = book.products.get(first.productNumber);
    if (product === undefined || product.expired) return undefined;
    const errors: FieldError[] = [];
    const { scope } = resolveInputs(book, first, errors);
    if (errors.length > 0 || !book.inputs.some((input) => input.parameter.code === quantityCode)) return undefined;
    if (columnCode !== undefined && !columnIsPriceOnly(book, columnCode)) return undefined;
    return new MatrixBoard(book, product, first.pricedOn, quantityCode, columnCode, scope);
  }

  /** Moves to a row: the quantity's measure and the projects before the column's; false when it cannot price. */
  startRow(quantity: string): boolean {
    this.row = undefined;
    const value = this.failed ? undefined : this.coerce(this.quantityCode, quantity);
    if (value === undefined) return false;
    const { book, scope } = this;
    const errors: FieldError[] = [];
    scope.set(this.quantityCode, value);
    deriveParameters(this.rowDerived, scope, errors);
    const measure = errors.length > 0 ? undefined : measureOrder(book, this.product, scope, errors);
    if (measure === undefined) return false;
    for (const code of book.projectCodes) scope.set(code, ZERO);
    setOrderVariables(scope, measure);
    const prefix = priceProjects(this.prefixProjects, scope, measure.basePrice, this.pricedOn, errors);
    if (errors.length > 0) return false;
    const base: LineAmount = {
      code: LINE_CODES.base,
      exact: measure.basePrice,
      amountText: measure.basePriceText,
      rates: book.bookRates,
      deliveryDays: 0,
    };
    const lines = [base, ...prefix.amounts];
    const days = measure.tier.row.deliveryDays + daysOf(prefix.amounts);
    this.row = {
      measure,
      lines,
      prefix,
      cents: centsOfLines(lines),
      pieces: measure.quantity.isInteger() ? measure.quantity.toNumber() : Number.NaN,
      bookRates: lines.every((line) => line.rates === book.bookRates),
      days,
    };
    return true;
  }

  /** The row's cell for a value of the column's parameter (ignored without one); undefined when it cannot price. */
  cell(columnValue: string): CellPrice | undefined {
    const row = this.row;
    if (row === undefined) return undefined;
    if (this.columnCode !== undefined) {
      const value = this.columnValue(this.columnCode, columnValue);
      if (value === undefined) return undefined;
      this.scope.set(this.columnCode, value);
    }
    if (this.columnProjects.length === 0) return (row.price ??= this.price(row, row.prefix));
    for (const project of this.columnProjects) this.scope.set(project.project.code, ZERO);
    const errors: FieldError[] = [];
    const column = priceProjects(this.columnProjects, this.scope, row.prefix.subtotal, this.pricedOn, errors);
    return errors.length > 0 ? undefined : this.price(row, column);
  }

  /**
   * The cell's total (every line and step rounded to the cent, then added), price per piece and days, from the
   * row's lines and the projects priced for the cell (the row's own when none reads the column); undefined past
   * safe whole cents.
   */
  private price(row: RowPrice, priced: PricedProjects): CellPrice | undefined {
    const own = priced === row.prefix ? [] : priced.amounts;
    let cents = row.cents + centsOfLines(own);
    for (const step of stepAmounts(this.rateGroups(row, own, priced.subtotal))) cents += centsOf(money(step));
    if (!Number.isSafeInteger(cents)) return undefined;
    const total = textOfSafeCents(cents);
    const { quantity, tier } = row.measure;
    return {
      total,
      perPcs: unitPriceOfCents(cents, row.pieces) ?? unitPrice(cents, new Decimal(total), quantity),
      deliveryDays: Math.max(1, row.days + daysOf(own)),
      batchTier: tier.row.tier,
    };
  }

  /** The lines' rate groups: one, of the book's rates, summed to the subtotal, when every line carries them. */
  private rateGroups(row: RowPrice, own: readonly LineAmount[], subtotal: Decimal): RateGroup[] {
    const rates = this.book.bookRates;
    if (row.bookRates && own.every((line) => line.rates === rates)) return [{ rates, amount: subtotal, codes: [] }];
    return groupByRates([...row.lines, ...own]);
  }

  private columnValue(code: string, text: string): FormulaValue | undefined {
    if (!this.columnValues.has(text)) this.columnValues.set(text, this.coerce(code, text));
    return this.columnValues.get(text);
  }

  /** A cell's value as the single estimate takes it when entered; undefined when not entered or refused. */
  private coerce(code: string, text: string): FormulaValue | undefined {
    const parameter = this.book.parameters.get(code);
    if (parameter === undefined || text.trim() === '') return undefined;
    const value = coerceValue(parameter, text);
    return isFieldError(value) ? undefined : value;
  }
}

function readsCode(project: CompiledProject, code: string): boolean {
  return project.factor?.parameter === code || project.formula.codes.includes(code);
}

/** The column's parameter is an input no derived value and no role reads: it only moves the projects' amounts. */
function columnIsPriceOnly(book: CompiledPriceBook, code: string): boolean {
  const input = book.inputs.some((candidate) => candidate.parameter.code === code);
  const derived = book.derived.some((candidate) => candidate.formula.codes.includes(code));
  return input && !derived && !Object.values(book.book.roles).includes(code);
}

function centsOfLines(lines: readonly LineAmount[]): number {
  return lines.reduce((cents, line) => cents + centsOf(line.amountText), 0);
}

function daysOf(amounts: readonly LineAmount[]): number {
  return amounts.reduce((days, amount) => days + amount.deliveryDays, 0);
}
