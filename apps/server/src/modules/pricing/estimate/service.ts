import {
  bookLabeller,
  estimatePrice,
  type BookLabeller,
  type BookNaming,
  type EstimateResult,
  type Explanation,
  type PriceBook,
  type PriceEstimate,
} from '@pcbunion/core';
import { LRUCache } from 'lru-cache';
import { ok } from '../../../http/envelope.js';
import { AppError, notFound } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { pricingServerMessages } from '../messages.js';
import { RuleError } from '../rule-error.js';
import type { BookCache, CachedBook } from '../service/book-cache.js';
import type { Merchant, MerchantDirectory } from './merchants.js';

export interface EstimateInput {
  merchant?: string | undefined;
  productNo?: string | undefined;
  params: Record<string, string | number | null | undefined>;
  cam?: Record<string, unknown> | undefined;
}

const DAY_MS = 86_400_000;
let today = { from: 0, day: '' };

/** The day prices are for: today in UTC, the same day the book endpoint gives the browser (formatted once a day). */
export function pricedOnToday(): string {
  const now = Date.now();
  if (now < today.from || now >= today.from + DAY_MS) {
    const from = now - (now % DAY_MS);
    today = { from, day: new Date(from).toISOString().slice(0, 10) };
  }
  return today.day;
}

/** Object keys sorted, so the same board written in another key order is the same request. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
    .join(',')}}`;
}

/** Bounds of the answer memo: entries and bytes (UTF-16 code units × 2 of key and answer). */
export interface MemoBounds {
  entries: number;
  bytes: number;
}

export const MEMO_BOUNDS: MemoBounds = { entries: 2000, bytes: 16 * 1024 * 1024 };

/** Approximate bytes a string key and value hold in memory. */
const footprint = (value: string, key: string) => Math.max(1, (value.length + key.length) * 2);

export class EstimateService {
  /**
   * The answers (the envelope as JSON text) of recent estimates, keyed by merchant, book versions, product,
   * day, language and the board: live typing and re-quotes ask for the same board again. A book change gives
   * new versions, hence new keys; the least recently used entries leave first, by count and by bytes (issue
   * 12: an open `cam` in the key grew the server to 4.3 GB).
   */
  private readonly memo: LRUCache<string, string>;

  constructor(
    private readonly cache: BookCache,
    private readonly merchants: MerchantDirectory,
    bounds: MemoBounds = MEMO_BOUNDS,
  ) {
    this.memo = new LRUCache<string, string>({
      max: bounds.entries,
      maxSize: bounds.bytes,
      sizeCalculation: footprint,
    });
  }

  /** What the memo holds now (for tests and the memory bench). */
  memoStats(): { entries: number; bytes: number } {
    return { entries: this.memo.size, bytes: this.memo.calculatedSize };
  }

  /**
   * The estimate's answer as the JSON envelope text, from the memo when the same board was priced on the same book.
   * A fresh answer is written by `write` (the route's serializer, from its response schema).
   */
  async estimateJson(
    input: EstimateInput,
    language: Language,
    write: (answer: unknown) => string = JSON.stringify,
  ): Promise<string> {
    const merchant = await this.merchant(input.merchant);
    const cached = await this.cache.get(merchant.uid);
    const key =
      `${merchant.uid}|${cached.versions}|${input.productNo ?? ''}|${pricedOnToday()}|${language}|` +
      `${canonical(input.params)}|${canonical(input.cam ?? null)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const json = write(ok(this.price(merchant, cached, input, language)));
    this.memo.set(key, json);
    return json;
  }

  /**
   * The merchant named; none named, the platform's first factory by number (its home book, the one the instant quote
   * opens with). 404 for an enterprise that is not a pricing factory; 400 naming `merchant` when no factory prices.
   */
  async merchant(uid: string | undefined): Promise<Merchant> {
    const all = await this.merchants.all();
    if (uid === undefined) {
      if (all.length > 0) return all[0]!;
      throw new AppError(400, pricingServerMessages.merchantRequired, {}, 0, 'merchant');
    }
    const found = all.find((m) => m.uid === uid || m.no === uid);
    if (!found) throw notFound();
    return found;
  }

  /** Every factory that publishes a book, each with its cached compiled book: what a comparison prices on. */
  async everyBook(): Promise<Array<{ merchant: Merchant; cached: CachedBook }>> {
    const all = await this.merchants.all();
    return Promise.all(all.map(async (merchant) => ({ merchant, cached: await this.cache.get(merchant.uid) })));
  }

  cachedBook(merchant: Merchant): Promise<CachedBook> {
    return this.cache.get(merchant.uid);
  }

  /** The estimate for the merchant named (or the only one), on its cached book. */
  async estimate(input: EstimateInput, language: Language) {
    const merchant = await this.merchant(input.merchant);
    return this.price(merchant, await this.cache.get(merchant.uid), input, language);
  }

  /**
   * The engine's answer for the board on a cached book, in its own words: the product named, else the book's default
   * product, else the first valid one that prices it. A book that does not compile answers 409; an unknown product,
   * 400 naming `productNo`.
   */
  resultOn(cached: CachedBook, input: EstimateInput): EstimateResult {
    if (!cached.compiled.ok) throw new RuleError(cached.compiled.errors, 409);
    const compiled = cached.compiled.book;
    const request = { values: input.params, cam: input.cam, pricedOn: pricedOnToday() };
    if (input.productNo !== undefined) {
      const result = estimatePrice(compiled, { ...request, productNumber: input.productNo });
      if (!result.ok && result.errors.some((e) => e.field === 'productNumber')) {
        throw new RuleError(result.errors.map((e) => (e.field === 'productNumber' ? { ...e, field: 'productNo' } : e)));
      }
      return result;
    }
    const candidates = productCandidates(cached.book, cached.data.terms?.defaultProductNumber ?? null);
    if (candidates.length === 0) throw new AppError(400, pricingServerMessages.noProduct, {}, 0, 'productNo');
    return firstThatPrices(candidates, (productNumber) => estimatePrice(compiled, { ...request, productNumber }));
  }

  private price(merchant: Merchant, cached: CachedBook, input: EstimateInput, language: Language) {
    const result = this.resultOn(cached, input);
    if (!result.ok) throw new RuleError(result.errors, 400, cached.book);
    return {
      merchant: merchant.uid,
      merchantNo: merchant.no,
      merchantName: merchant.name,
      productNo: result.estimate.productNumber,
      ...localise(result.estimate, language, cached.book),
    };
  }
}

/**
 * The first candidate's answer that prices the board, else the first candidate's refusal. A product is priced only
 * when the ones before it did not price the board: a book of many products costs one estimate, not one each.
 */
export function firstThatPrices<Answer extends { ok: boolean }>(
  candidates: readonly string[],
  price: (productNumber: string) => Answer,
): Answer {
  let refusal: Answer | undefined;
  for (const productNumber of candidates) {
    const answer = price(productNumber);
    if (answer.ok) return answer;
    refusal ??= answer;
  }
  if (!refusal) throw new Error('firstThatPrices needs at least one candidate');
  return refusal;
}

/** Valid products, the book's default first. */
export function productCandidates(book: PriceBook, defaultProduct: string | null): string[] {
  const valid = book.products.filter((p) => p.status === 'valid').map((p) => p.number);
  return defaultProduct && valid.includes(defaultProduct)
    ? [defaultProduct, ...valid.filter((n) => n !== defaultProduct)]
    : valid;
}

/** One labeller per book and language, built once: its name maps cost more than naming an estimate's lines. */
const labellers = new WeakMap<BookNaming, Map<Language, BookLabeller>>();
function labellerOf(naming: BookNaming, language: Language): BookLabeller {
  let byLanguage = labellers.get(naming);
  if (!byLanguage) labellers.set(naming, (byLanguage = new Map()));
  let labeller = byLanguage.get(language);
  if (!labeller) byLanguage.set(language, (labeller = bookLabeller(naming, language)));
  return labeller;
}

/**
 * The engine renders in English with codes; the caller gets every line name and explanation in its language, each
 * code of the book named as the screens name it (core's bookLabeller: the factory's names, the locale files, the
 * row's own name).
 */
export function localise(estimate: PriceEstimate, language: Language, naming: BookNaming = {}): PriceEstimate {
  const labels = labellerOf(naming, language);
  const explained = (explanation: Explanation): Explanation => ({
    ...explanation,
    text: labels.message(explanation.key, explanation.values),
  });
  return {
    ...estimate,
    lines: estimate.lines.map((line) => ({ ...line, name: labels.line(line.code), explain: explained(line.explain) })),
    steps: estimate.steps.map(explained),
  };
}
