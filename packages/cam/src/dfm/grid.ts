import type { Capsules } from './capsules.js';

/**
 * The spacing check's spatial index: a uniform grid over the capsules' boxes (each grown by `grow`), built by
 * counting sort into one Int32Array (`start[k] … start[k + 1]` are the capsules of cell k). Each capsule also
 * keeps the cell range its box covers, so a pair met in several cells is measured in one only (the cell where
 * the two ranges begin together), by comparing integers.
 */
export interface CapsuleGrid {
  columns: number;
  rows: number;
  cell: number;
  originX: number;
  originY: number;
  start: Int32Array;
  entries: Int32Array;
  minX: Float64Array;
  minY: Float64Array;
  maxX: Float64Array;
  maxY: Float64Array;
  /** First and last cell column / row of each capsule's box. */
  cx0: Int32Array;
  cx1: Int32Array;
  cy0: Int32Array;
  cy1: Int32Array;
}

const CELL_MM = 0.8;
const MAX_CELLS = 4_000_000;
/**
 * The work one layer may cost in grid entries. Real boards stay far below (the 14-layer Altium board: under
 * 200 000 a layer); a file of hundreds of thousands of long random strokes would otherwise hold a worker for minutes.
 */
const ENTRY_BUDGET = 40_000_000;

export function buildGrid(c: Capsules, grow: number): CapsuleGrid | { unmeasured: string } {
  const n = c.count;
  const minX = new Float64Array(n);
  const minY = new Float64Array(n);
  const maxX = new Float64Array(n);
  const maxY = new Float64Array(n);
  let originX = Infinity;
  let originY = Infinity;
  let farX = -Infinity;
  let farY = -Infinity;
  for (let i = 0; i < n; i++) {
    const r = c.r[i]! + grow;
    minX[i] = Math.min(c.x1[i]!, c.x2[i]!) - r;
    minY[i] = Math.min(c.y1[i]!, c.y2[i]!) - r;
    maxX[i] = Math.max(c.x1[i]!, c.x2[i]!) + r;
    maxY[i] = Math.max(c.y1[i]!, c.y2[i]!) + r;
    originX = Math.min(originX, minX[i]!);
    originY = Math.min(originY, minY[i]!);
    farX = Math.max(farX, maxX[i]!);
    farY = Math.max(farY, maxY[i]!);
  }
  if (n === 0) originX = originY = farX = farY = 0;
  let cell = CELL_MM;
  while (((farX - originX) / cell + 1) * ((farY - originY) / cell + 1) > MAX_CELLS) cell *= 2;
  const columns = Math.floor((farX - originX) / cell) + 1;
  const rows = Math.floor((farY - originY) / cell) + 1;
  const cx0 = new Int32Array(n);
  const cx1 = new Int32Array(n);
  const cy0 = new Int32Array(n);
  const cy1 = new Int32Array(n);
  let entryCount = 0;
  for (let i = 0; i < n; i++) {
    cx0[i] = Math.floor((minX[i]! - originX) / cell);
    cx1[i] = Math.floor((maxX[i]! - originX) / cell);
    cy0[i] = Math.floor((minY[i]! - originY) / cell);
    cy1[i] = Math.floor((maxY[i]! - originY) / cell);
    entryCount += (cx1[i]! - cx0[i]! + 1) * (cy1[i]! - cy0[i]! + 1);
    if (entryCount > ENTRY_BUDGET) {
      return { unmeasured: `too dense to measure: ${n} shapes would fill more than ${ENTRY_BUDGET} grid cells` };
    }
  }
  const cells = columns * rows;
  const start = new Int32Array(cells + 1);
  for (let i = 0; i < n; i++) {
    for (let y = cy0[i]!; y <= cy1[i]!; y++) for (let x = cx0[i]!; x <= cx1[i]!; x++) start[y * columns + x + 1]!++;
  }
  for (let k = 0; k < cells; k++) start[k + 1]! += start[k]!;
  const fill = start.slice(0, cells);
  const entries = new Int32Array(entryCount);
  for (let i = 0; i < n; i++) {
    for (let y = cy0[i]!; y <= cy1[i]!; y++)
      for (let x = cx0[i]!; x <= cx1[i]!; x++) entries[fill[y * columns + x]!++] = i;
  }
  return { columns, rows, cell, originX, originY, start, entries, minX, minY, maxX, maxY, cx0, cx1, cy0, cy1 };
}

/** The capsules whose grown box covers the cell holding (x, y), as indices into `grid.entries`. */
export function cellRange(grid: CapsuleGrid, x: number, y: number): [number, number] {
  const cx = Math.floor((x - grid.originX) / grid.cell);
  const cy = Math.floor((y - grid.originY) / grid.cell);
  if (cx < 0 || cy < 0 || cx >= grid.columns || cy >= grid.rows) return [0, 0];
  const k = cy * grid.columns + cx;
  return [grid.start[k]!, grid.start[k + 1]!];
}
