import type { Decimal } from '../../money/decimal.js';
import { FormulaError } from '../formula/errors.js';
import type { FormulaValue } from '../formula/values.js';
import { ENGINE_VARIABLES } from '../model/codes.js';
import type { CompiledProject } from './compiled-book.js';
import { evaluateProject, isPricedOn } from './price-projects.js';

/**
 * How far a project's formula result is shared between the cells of a matrix: `board` when the formula and its
 * factor read nothing a row or a column changes (worked out once), `column` when they read the column's value but
 * nothing a row changes (once per column value), `none` when they read what a row changes (in every row or cell).
 */
export type Sharing = 'board' | 'column' | 'none';

export interface PlannedProject {
  compiled: CompiledProject;
  sharing: Sharing;
  /** The results worked out so far: under '' when shared by the board, under the column's value when by a column. */
  results: Map<string, Decimal>;
}

/** A product's projects in sort order, split where the first one that reads the column's parameter stands. */
export interface ProjectPlan {
  /** Priced once per row. */
  row: PlannedProject[];
  /** Priced in every cell. */
  column: PlannedProject[];
  /** Every column project's result is shared (by the board or the column). */
  columnShared: boolean;
}

/**
 * The plan of a board's projects on the day priced (a project out of its validity period is left out, as the
 * estimate leaves it out). `rowCodes` are the parameters whose values change between rows (the quantity and the
 * derived values that read it); the engine's variables (areas, tier, base price, SUBTOTAL) change with them. A
 * project's amount changes where its result does, and a percentage's in every cell (the running total under it
 * changes with the base price), so what reads it changes there too.
 */
export function planProjects(
  projects: readonly CompiledProject[],
  pricedOn: string,
  rowCodes: ReadonlySet<string>,
  columnCode: string | undefined,
): ProjectPlan {
  const byRow = new Set<string>([...rowCodes, ...ENGINE_VARIABLES]);
  const byCell = new Set<string>([...byRow, ...(columnCode === undefined ? [] : [columnCode])]);
  const planned = projects
    .filter((compiled) => isPricedOn(compiled.project, pricedOn))
    .map((compiled): PlannedProject => {
      const sharing: Sharing = !readsAny(compiled, byCell) ? 'board' : !readsAny(compiled, byRow) ? 'column' : 'none';
      const code = compiled.project.code;
      if (sharing === 'none' || compiled.project.pricingMode === 'percentage') byRow.add(code);
      if (sharing !== 'board' || compiled.project.pricingMode === 'percentage') byCell.add(code);
      return { compiled, sharing, results: new Map() };
    });
  const split =
    columnCode === undefined ? -1 : planned.findIndex(({ compiled }) => readsAny(compiled, new Set([columnCode])));
  const [row, column] = split < 0 ? [planned, []] : [planned.slice(0, split), planned.slice(split)];
  return { row, column, columnShared: column.every((project) => project.sharing !== 'none') };
}

/** Whether the project's formula or its factor reads any of the codes. */
export function readsAny(compiled: CompiledProject, codes: ReadonlySet<string>): boolean {
  const parameter = compiled.factor?.parameter;
  return (parameter !== undefined && codes.has(parameter)) || compiled.formula.codes.some((code) => codes.has(code));
}

/**
 * The project's formula result where it stands, taken from the plan's results when shared (under '' by the board,
 * under `columnValue` by a column), else worked out (and kept when shared). Undefined when the formula fails.
 */
export function resultOf(
  { compiled, sharing, results }: PlannedProject,
  scope: Map<string, FormulaValue>,
  running: Decimal,
  columnValue: string,
): Decimal | undefined {
  const key = sharing === 'board' ? '' : columnValue;
  const kept = sharing === 'none' ? undefined : results.get(key);
  if (kept !== undefined) return kept;
  let result: Decimal;
  try {
    result = evaluateProject(compiled, scope, running).result;
  } catch (error) {
    if (error instanceof FormulaError) return undefined;
    throw error;
  }
  if (sharing !== 'none') results.set(key, result);
  return result;
}
