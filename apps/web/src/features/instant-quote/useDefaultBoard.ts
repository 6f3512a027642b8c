import type { PriceBook } from '@pcbunion/core';
import { useState } from 'react';
import { defaultBoard, fillFromGerber, sameValues as same } from './default-board';

type Values = Record<string, string>;

/**
 * A new quote opens priced: the book's default board (default-board.ts) is put into the form as soon as the factory's book
 * is in, and again for another factory's book while the visitor has changed nothing. A Gerber analysis then fills
 * the form with what it measured (`gerber`, by parameter code), over the entries the visitor left as they were or
 * empty, once per set of measured values. A saved quote (`quoteId`) keeps its own board.
 * `reset` puts values into the form (the form is mounted again with them).
 */
export function useDefaultBoard(opts: {
  merchant: string | undefined;
  book: PriceBook | undefined;
  quoteId: string | null;
  values: Values;
  cam: Record<string, unknown> | undefined;
  gerber: Values | undefined;
  reset: (values: Values) => void;
}): void {
  const { merchant, book, quoteId, values, cam, gerber, reset } = opts;
  const [board, setBoard] = useState<{ merchant: string; values: Values } | null>(null);
  const [filledWith, setFilledWith] = useState<Values | undefined>(undefined);
  const untouched = Object.keys(values).length === 0 || (board !== null && same(values, board.values));
  if (!quoteId && merchant && book && board?.merchant !== merchant && untouched) {
    const values = defaultBoard(book);
    setBoard({ merchant, values });
    reset(values);
  } else if (book && cam && gerber && !(filledWith && same(filledWith, gerber))) {
    setFilledWith(gerber);
    const filled = fillFromGerber(values, board?.values ?? {}, book, cam, gerber);
    if (!same(filled, values)) reset(filled);
  }
}
