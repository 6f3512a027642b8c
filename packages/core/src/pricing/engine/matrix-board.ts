import { Decimal, ZERO } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { LINE_CODES } from '../model/codes.js';
import type { FieldError } from '../model/field-error.js';
import { unitPriceOfCents } from './cents-division.js';
import { textOfSafeCents } from './cents.js';
import { coerceValue, isFieldError } from './coerce-value.js';
import { wholeNumberOf } from './decimal-digits.js';
import type { CompiledDerived, CompiledParameter, CompiledPriceBook, CompiledProduct } from './compiled-book.js';
import { deriveParameters } from './derive.js';
import { type CellContext, CellScratch, exactCell, exactRowOf } from './matrix-exact-cell.js';
import { type CellCents, LineTally, addProjectLines } from './matrix-lines.js';
import { type ProjectPlan, planProjects, readsAny } from './matrix-plan.js';
import { type OrderTier, completeMeasure, orderTier, setOrderVariables } from './measure-order.js';
import { resolveInputs } from './resolve-inputs.js';
import { unitPrice } from './summarise.js';
import type { EstimateRequest } from './types.js';

/** The engine's variables only completeMeasure works out. */
const MEASURE_VARIABLES: ReadonlySet<string> = new Set(['AREA_FT2', 'PNL_QTY']);

/** What a matrix cell shows of its estimate. */
export interface CellPrice {
  total: string;
  perPcs: string;
  deliveryDays: number;
  batchTier: string;
}

/** A row's shared work: the order measured at its quantity and the lines before the column's projects. */
interface RowPrice {
  measure: OrderTier;
  tally: LineTally;
  /** The quantity as a JS number, for the price per piece. */
  pieces: number;
  /** Where the row's cells start in scaled decimals (matrix-exact-cell.ts); null where they cannot. */
  exact?: CellContext | null;
  /** The row's one price when no project reads the column's value. */
  price?: CellPrice | undefined;
}

/**
 * One board priced for many quantities (rows) and values of one column parameter (the lead time), sharing what
 * does not change between cells: the entered values checked once, the derived values that read neither, the
 * results of formulas that read neither, or only the column's value (matrix-plan.ts), per row the area, tier, base
 * price and every project before the first one that reads the column's value; per cell only those projects, the
 * four steps and the rounding, without explanations. Each cell is the same arithmetic in the same order as the
 * single estimate, so it equals it to the cent and the day; where the column shares all its projects' results, a
 * cell does that arithmetic in scaled integers rather than Decimal objects, exactly and rounded alike
 * (matrix-exact-cell.ts). `cell` answers undefined where this path does not apply (a value refused, a formula
 * failing): the caller then prices that cell alone, with the engine's errors.
 */
export class MatrixBoard {
  private readonly rowDerived: readonly CompiledDerived[];
  private readonly plan: ProjectPlan;
  /** Some project reads the area in ft² or the panels, which a row then measures too. */
  private readonly readsMeasure: boolean;
  /** A derived value failed on the shared values: every cell is priced alone. */
  private readonly failed: boolean;
  private row: RowPrice | undefined;
  private readonly scratch = new CellScratch();

  private constructor(
    private readonly book: CompiledPriceBook,
    private readonly product: CompiledProduct,
    private readonly quantityCode: string,
    private readonly columnCode: string | undefined,
    private readonly scope: Map<string, FormulaValue>,
    pricedOn: string,
  ) {
    const rowCodes = new Set([quantityCode]);
    const boardDerived: CompiledDerived[] = [];
    const rowDerived: CompiledDerived[] = [];
    for (const derived of book.derived) {
      const reads = derived.formula.codes.some((code) => rowCodes.has(code));
      if (reads) rowCodes.add(derived.parameter.code);
      (reads ? rowDerived : boardDerived).push(derived);
    }
    const errors: FieldError[] = [];
    deriveParameters(boardDerived, scope, errors);
    this.failed = errors.length > 0;
    this.rowDerived = rowDerived;
    this.plan = planProjects(product.projects, pricedOn, rowCodes, columnCode);
    this.readsMeasure = product.projects.some((project) => readsAny(project, MEASURE_VARIABLES));
    // Every bound project in the plan sets its code before a later one can read it; the rest stay zero.
    for (const code of book.projectCodes) scope.set(code, ZERO);
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
    return new MatrixBoard(book, product, quantityCode, columnCode, scope, first.pricedOn);
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
    const order = errors.length > 0 ? undefined : orderTier(book, this.product, scope, errors);
    if (order === undefined) return false;
    const measure = this.readsMeasure ? completeMeasure(order) : order;
    setOrderVariables(scope, measure);
    const tally = LineTally.ofBase(LINE_CODES.base, measure.basePrice, book.bookRates, measure.tier.row.deliveryDays);
    if (!addProjectLines(this.plan.row, tally, scope, '', book.bookRates)) return false;
    // unitPriceOfCents takes whole numbers below 10^9 only, which this reads exactly.
    const pieces = wholeNumberOf(measure.quantity);
    this.row = { measure, tally, pieces };
    return true;
  }

  /** The row's cell for a value of the column's parameter (ignored without one); undefined when it cannot price. */
  cell(columnValue: string): CellPrice | undefined {
    const row = this.row;
    if (row === undefined) return undefined;
    if (this.columnCode !== undefined) {
      const value = this.coerce(this.columnCode, columnValue);
      if (value === undefined) return undefined;
      this.scope.set(this.columnCode, value);
    }
    if (this.plan.column.length === 0) return (row.price ??= this.price(row, row.tally.withSteps(this.book.bookRates)));
    const lines = this.inScaled(row, columnValue) ?? this.inDecimals(row, columnValue);
    return lines === undefined ? undefined : this.price(row, lines);
  }

  /**
   * The cell in scaled decimals from its row (matrix-exact-cell.ts), where the column shares the results of all its
   * projects; undefined where that does not apply.
   */
  private inScaled(row: RowPrice, columnValue: string): CellCents | undefined {
    if (!this.plan.columnShared) return undefined;
    if (row.exact === undefined) row.exact = this.cellContext(row);
    return row.exact === null ? undefined : exactCell(row.exact, columnValue);
  }

  private cellContext({ tally }: RowPrice): CellContext | null {
    const { bookRates } = this.book;
    const row = exactRowOf(tally, bookRates);
    if (row === undefined) return null;
    const { plan, scope, scratch } = this;
    return { row, projects: plan.column, scope, rowRunning: tally.running, bookRates, scratch };
  }

  /** The cell worked out in decimals from its row; undefined when a formula fails. */
  private inDecimals(row: RowPrice, columnValue: string): CellCents | undefined {
    const tally = row.tally.next();
    const priced = addProjectLines(this.plan.column, tally, this.scope, columnValue, this.book.bookRates);
    return priced ? tally.withSteps(this.book.bookRates) : undefined;
  }

  /**
   * The cell's total (the sum of its lines' cents: every line and step rounded to the cent), price per piece and
   * days; undefined past safe whole cents.
   */
  private price(row: RowPrice, { cents, days }: CellCents): CellPrice | undefined {
    if (!Number.isSafeInteger(cents)) return undefined;
    const total = textOfSafeCents(cents);
    const { quantity, tier } = row.measure;
    return {
      total,
      perPcs: unitPriceOfCents(cents, row.pieces) ?? unitPrice(cents, new Decimal(total), quantity),
      deliveryDays: Math.max(1, days),
      batchTier: tier.row.tier,
    };
  }

  /** A row's or column's value as the single estimate takes it when entered; undefined when not entered or refused. */
  private coerce(code: string, text: string): FormulaValue | undefined {
    const parameter = this.book.parameters.get(code);
    return parameter === undefined || text.trim() === '' ? undefined : enteredValue(parameter, text);
  }
}

/** The values matrices' rows and columns took, by parameter: pages ask for the same quantities and lead times. */
const enteredValues = new WeakMap<CompiledParameter, Map<string, FormulaValue | undefined>>();
const MAX_ENTERED_VALUES = 64;

/** The value coerceValue takes from the text, undefined when refused; kept for the next matrix of the book. */
function enteredValue(parameter: CompiledParameter, text: string): FormulaValue | undefined {
  let values = enteredValues.get(parameter);
  if (values === undefined) enteredValues.set(parameter, (values = new Map()));
  if (values.has(text)) return values.get(text);
  if (values.size >= MAX_ENTERED_VALUES) values.clear();
  const value = coerceValue(parameter, text);
  const entered = isFieldError(value) ? undefined : value;
  values.set(text, entered);
  return entered;
}

/** The column's parameter is an input no derived value and no role reads: it only moves the projects' amounts. */
function columnIsPriceOnly(book: CompiledPriceBook, code: string): boolean {
  const input = book.inputs.some((candidate) => candidate.parameter.code === code);
  const derived = book.derived.some((candidate) => candidate.formula.codes.includes(code));
  return input && !derived && !Object.values(book.book.roles).includes(code);
}
