import { get } from '../../api/http';

/**
 * The instant quote's first reads, started by main.tsx as the app starts — while the page's code is still on its
 * way — rather than once the page has rendered. Each answer is used once: put into the query cache with the time it
 * was read (drainEarlyReads, so the page's first render already has it), or handed to getMerchants / getBook while
 * still on its way. Any later read (a refetch, a retry after a failure, another factory) goes to the server as usual.
 */
type Sink = (key: readonly unknown[], data: unknown, readAt: number) => void;
interface Read {
  key: readonly unknown[];
  answer: Promise<unknown>;
  settled?: { data: unknown; readAt: number };
}

const reads = new Map<string, Read>();
let sink: Sink | undefined;

export const merchantsPath = 'pricing/merchants';
export const bookPath = (merchant: string) => `pricing/book?${new URLSearchParams({ merchant }).toString()}`;

function read<T>(
  path: string,
  key: readonly unknown[],
  answer: Promise<T> = get<T>(path, { silent: true }),
): Promise<T> {
  const entry: Read = { key, answer };
  reads.set(path, entry);
  entry.answer.then(
    (data) => {
      entry.settled = { data, readAt: Date.now() };
      if (sink && reads.get(path) === entry) {
        reads.delete(path);
        sink(key, data, entry.settled.readAt);
      }
    },
    () => undefined, // the taker, if any, sees the failure; else the page reads again
  );
  return entry.answer as Promise<T>;
}

/**
 * Starts the factories' list and, with `firstBook`, the first factory's book (the one the page opens with) beside
 * it: the book named by no factory is the server's first factory's, which is the list's first unless that one
 * offers nothing, when the book is read again by the list's first.
 */
export function startQuoteReads(firstBook: boolean): void {
  const defaultBook = firstBook ? get<{ merchant: { uid: string } }>('pricing/book', { silent: true }) : undefined;
  defaultBook?.catch(() => undefined);
  read<Array<{ uid: string }>>(merchantsPath, ['pricing', 'merchants']).then(
    (list) => {
      const first = list[0]?.uid;
      if (first === undefined || defaultBook === undefined) return;
      const book = defaultBook.then((answer) =>
        answer.merchant.uid === first ? answer : get(bookPath(first), { silent: true }),
      );
      read(bookPath(first), ['pricing', 'book', first], book);
    },
    () => undefined,
  );
}

/** The early read of `path` while it is still on its way, once; undefined when there is none. */
export function takeEarlyRead<T>(path: string): Promise<T> | undefined {
  const entry = reads.get(path);
  reads.delete(path);
  return entry?.answer as Promise<T> | undefined;
}

/** Hands every early answer, now and as each arrives, to `into` (the query cache). */
export function drainEarlyReads(into: Sink): void {
  sink = into;
  for (const [path, entry] of reads)
    if (entry.settled) {
      reads.delete(path);
      into(entry.key, entry.settled.data, entry.settled.readAt);
    }
}
