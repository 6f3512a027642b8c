import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { getComparison, type CompareBody } from './api';
import { compareBodyOf, type QuotedBoard } from './compare-input';

/** Like the matrix, the comparison waits this long after the last change of the board. */
const SETTLE_MS = 400;

/** `text` once it has stayed the same for `ms`. */
function useSettledText(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The board in the form priced in every factory, read while `enabled` (the view is open) and again a moment after
 * the board, the upload or the destination change. The last answer stays shown while the next one is read.
 */
export function useComparison(board: QuotedBoard, enabled: boolean) {
  const text = JSON.stringify(compareBodyOf(board));
  const settled = useSettledText(text, SETTLE_MS);
  const body = useMemo(() => JSON.parse(settled) as CompareBody | null, [settled]);
  const query = useQuery({
    queryKey: ['pricing', 'compare', body],
    queryFn: ({ signal }) => getComparison(body!, signal),
    enabled: enabled && body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  return { ...query, empty: body === null, settling: text !== settled };
}
