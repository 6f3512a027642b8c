import type { PriceBook } from '@pcbunion/core';
import { useState } from 'react';
import { defaultBoard, withoutUntouchedDefaults } from './default-board';

type Values = Record<string, string>;

const same = (a: Values, b: Values) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([code, value]) => b[code] === value);

/**
 * A new quote opens priced: the default board (default-board.ts) is put into the form as soon as the factory's book
 * is in, and again for another factory's book while the visitor has changed nothing. A Gerber analysis then takes
 * over the entries the visitor left as they were. A saved quote (`quoteId`) keeps its own board.
 * `reset` puts values into the form (the form is mounted again with them).
 */
export function useDefaultBoard(opts: {
  merchant: string | undefined;
  book: PriceBook | undefined;
  quoteId: string | null;
  values: Values;
  cam: Record<string, unknown> | undefined;
  reset: (values: Values) => void;
}): void {
  const { merchant, book, quoteId, values, cam, reset } = opts;
  const [board, setBoard] = useState<{ merchant: string; values: Values; gaveWay: boolean } | null>(null);
  const untouched = Object.keys(values).length === 0 || (board !== null && same(values, board.values));
  if (!quoteId && merchant && book && board?.merchant !== merchant && untouched) {
    const values = defaultBoard(book);
    setBoard({ merchant, values, gaveWay: false });
    reset(values);
  } else if (board && !board.gaveWay && book && cam) {
    setBoard({ ...board, gaveWay: true });
    const kept = withoutUntouchedDefaults(values, board.values, book, cam);
    if (!same(kept, values)) reset(kept);
  }
}
