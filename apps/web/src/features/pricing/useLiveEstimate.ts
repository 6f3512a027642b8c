import { compilePriceBook, estimatePrice, type EstimateResult, type PriceBook } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { serverEstimate, type ServerEstimate } from './api';

export type Values = Record<string, string>;

/** Values as the engine takes them: blank entries left out (the engine then uses CAM, default or nothing). */
export function enteredValues(values: Values): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== ''),
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The products to try, as the server does: the book's default first, then every valid product. */
export function productCandidates(book: PriceBook, defaultProduct: string | null): string[] {
  const valid = book.products.filter((p) => p.status === 'valid').map((p) => p.number);
  return defaultProduct && valid.includes(defaultProduct)
    ? [defaultProduct, ...valid.filter((n) => n !== defaultProduct)]
    : valid;
}

/**
 * Whether to ask the server for a price now: only for the board the browser priced successfully — the required
 * fields filled and every value valid — and only once typing has settled (the debounced request is the current
 * board). An empty or half-filled form asks nothing (the panel says what to fill in instead).
 */
export function shouldConfirm(opts: { hasBook: boolean; localOk: boolean; request: string; current: string }): boolean {
  return opts.hasBook && opts.localOk && opts.request === opts.current;
}

export interface LiveEstimate {
  local: EstimateResult | undefined;
  productNumber: string | undefined;
  server: ServerEstimate | undefined;
  serverError: unknown;
  confirming: boolean;
  /** The server's estimate is the browser's to the cent: same total, same lines. */
  agrees: boolean | undefined;
}

/**
 * Prices in the browser with core's engine on every change (the book compiled once), and confirms with the
 * server's POST /api/pricing/estimate a moment after typing stops.
 */
export function useLiveEstimate(opts: {
  book: PriceBook | undefined;
  merchant: string | undefined;
  pricedOn: string;
  productNumber?: string | undefined;
  defaultProduct?: string | null;
  values: Values;
  cam?: Record<string, unknown> | undefined;
}): LiveEstimate {
  const { book, merchant, pricedOn, values, cam } = opts;
  const compiled = useMemo(() => (book ? compilePriceBook(book) : undefined), [book]);
  const entered = useMemo(() => enteredValues(values), [values]);
  const { local, productNumber } = useMemo(() => {
    if (!compiled) return { local: undefined, productNumber: undefined };
    if (!compiled.ok) return { local: compiled as EstimateResult, productNumber: undefined };
    const candidates = opts.productNumber
      ? [opts.productNumber]
      : productCandidates(compiled.book.book, opts.defaultProduct ?? null);
    const results = candidates.map((productNumber) => ({
      productNumber,
      result: estimatePrice(compiled.book, { productNumber, values: entered, cam, pricedOn }),
    }));
    const chosen = results.find((r) => r.result.ok) ?? results[0];
    return { local: chosen?.result, productNumber: chosen?.productNumber };
  }, [compiled, entered, cam, pricedOn, opts.productNumber, opts.defaultProduct]);

  const current = JSON.stringify({ merchant, productNo: productNumber, params: entered, cam });
  const request = useDebounced(current, 350);
  const confirmation = useQuery({
    queryKey: ['pricing', 'estimate', request],
    queryFn: ({ signal }) => serverEstimate(JSON.parse(request), signal),
    enabled: shouldConfirm({ hasBook: !!book, localOk: local?.ok === true, request, current }),
    retry: false,
    staleTime: 30_000,
  });
  const server = confirmation.data;
  const fresh = request === current;
  const agrees =
    local?.ok && server && fresh
      ? server.total === local.estimate.total &&
        server.lines.length === local.estimate.lines.length &&
        server.lines.every((line, i) => line.amount === local.estimate.lines[i]?.amount)
      : undefined;
  const confirming = confirmation.isFetching || !fresh;
  const serverError = confirmation.error;
  return useMemo(
    () => ({ local, productNumber, server: fresh ? server : undefined, serverError, confirming, agrees }),
    [local, productNumber, fresh, server, serverError, confirming, agrees],
  );
}
