import { checkDefaultBoard, type PriceBook } from '@pcbunion/core';

type Values = Record<string, string>;

/** The same values, code for code. */
export const sameValues = (a: Values, b: Values): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([code, value]) => b[code] === value);

/** The analysis's value at a dotted CAM path (`drill.minHoleMm`). */
const camValueAt = (cam: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], cam);

/** The board a visitor is priced for when the book names none: 2 layers, 100 × 100 mm, 10 pieces. */
const STARTER = { layers: '2', sideMm: '100', quantity: '10' };

/**
 * The board a new quote opens with, in `book`'s own codes (issue 29): the default board the factory named in its book,
 * the entries that still fit it. When the book names none, a starter board: its layers and quantity parameters (the
 * book's roles) and the parameters the CAM analysis fills with the board's width and height — empty when the book
 * would still refuse it (a must-fill parameter none of these covers, or a value its list does not offer), so the page
 * then waits for the visitor.
 */
export function defaultBoard(book: PriceBook): Values {
  const named = checkDefaultBoard(book.defaultBoard, book.parameters).board;
  return Object.keys(named).length > 0 ? named : starterBoard(book);
}

function starterBoard(book: PriceBook): Values {
  const byCam = (field: string) => book.parameters.find((p) => p.camField === field)?.code;
  const wanted: Array<[string | undefined, string]> = [
    [book.roles.layers, STARTER.layers],
    [byCam('widthMm'), STARTER.sideMm],
    [byCam('heightMm'), STARTER.sideMm],
    [book.roles.quantity, STARTER.quantity],
  ];
  const board: Values = {};
  for (const [code, value] of wanted) {
    const parameter = book.parameters.find((p) => p.code === code && p.status === 'valid');
    if (!parameter || parameter.kind !== 'independent') return {};
    if (parameter.valueList?.length && !parameter.valueList.some((o) => o.value === value)) return {};
    board[parameter.code] = value;
  }
  const uncovered = book.parameters.some(
    (p) => p.status === 'valid' && p.kind === 'independent' && p.mustFill && !p.defaultValue && !(p.code in board),
  );
  return uncovered ? {} : board;
}

/**
 * The values once a Gerber analysis arrives: the default board's entries the visitor left as they were, for the
 * parameters the analysis measures, are dropped so the board's own measurements price it (an entered value wins).
 */
export function withoutUntouchedDefaults(
  values: Values,
  board: Values,
  book: PriceBook,
  cam: Record<string, unknown>,
): Values {
  const measured = new Set(
    book.parameters.filter((p) => p.camField && camValueAt(cam, p.camField) !== undefined).map((p) => p.code),
  );
  return Object.fromEntries(
    Object.entries(values).filter(([code, value]) => !(measured.has(code) && board[code] === value)),
  );
}

/**
 * The values once a Gerber analysis arrives, shown in the form: each measured value (`gerber`, by parameter code)
 * goes into its field where the visitor left the default board's value or nothing; a value the visitor entered
 * stays. A measurement the form cannot show (a layer count the list lacks) still drops the untouched default, so
 * the board's own measurement prices it.
 */
export function fillFromGerber(
  values: Values,
  board: Values,
  book: PriceBook,
  cam: Record<string, unknown>,
  gerber: Values,
): Values {
  const kept = withoutUntouchedDefaults(values, board, book, cam);
  const empty = Object.entries(gerber).filter(([code]) => (kept[code] ?? '').trim() === '');
  return { ...kept, ...Object.fromEntries(empty) };
}
