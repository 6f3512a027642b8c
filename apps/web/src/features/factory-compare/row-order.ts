import type { SortOrder } from 'antd/es/table/interface';
import type { ComparedRow } from './api';

/** The columns the comparison sorts by. */
export type SortKey = 'total' | 'perPcs' | 'deliveryDays' | 'arrivalDays';

const amount = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * A row's figure for a column, comparable across factories: the total and the price per piece in the shared
 * currency (`totalOriginal`, per piece of the quantity priced), the days as they are; null when the row has none
 * (a factory that does not price the board, no destination for the arrival).
 */
export function sortValue(row: ComparedRow, key: SortKey): number | null {
  if (!row.priced) return null;
  switch (key) {
    case 'total':
      return amount(row.totalOriginal);
    case 'perPcs': {
      const total = amount(row.totalOriginal);
      const pieces = amount(row.quantity);
      return total === null || pieces === null || pieces <= 0 ? amount(row.perPcs) : total / pieces;
    }
    case 'deliveryDays':
      return row.deliveryDays;
    case 'arrivalDays':
      return row.arrivalDays;
  }
}

/**
 * antd's sorter for a column, by the comparable figure. A priced row without the figure (no carrier for the
 * arrival) comes after those with one, and a factory that does not price the board last, whichever way the column
 * is sorted (antd turns the answer round for a descending sort, so it is turned round here first). Equal figures
 * keep the order the server gave (cheapest first).
 */
export function compareRows(key: SortKey) {
  return (a: ComparedRow, b: ComparedRow, order?: SortOrder): number => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    // 0: a figure, 1: priced without this figure (no carrier), 2: not priced.
    const rank = (row: ComparedRow, value: number | null) => (!row.priced ? 2 : value === null ? 1 : 0);
    const behind = rank(a, x) - rank(b, y);
    if (behind !== 0) return order === 'descend' ? -behind : behind;
    if (x === null || y === null) return 0;
    return x - y;
  };
}
