import { estimatePrice, toCents, type CamValues, type PriceEstimate } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Language } from '../../http/language.js';
import { PlatformDirectory } from '../pricing/index.js';
import { EstimateService, firstThatPrices, localise, pricedOnToday, productCandidates } from '../pricing/index.js';
import { MerchantDirectory, type Merchant } from '../pricing/index.js';
import { pricingServerMessages } from '../pricing/index.js';
import { RuleError } from '../pricing/index.js';
import { BookCache } from '../pricing/index.js';

export interface PricingInput {
  merchant?: string | undefined;
  productNo?: string | undefined;
  params: Record<string, string | number | null | undefined>;
  cam?: CamValues | undefined;
}

/** The server's price of a request: never the client's figure (issue 15). */
export interface ServerPrice {
  merchant: Merchant;
  estimate: PriceEstimate;
  totalCents: bigint;
  /** The book's `BASE` line (the board itself) — the board-making fee; every other line is other fees. */
  boardFeeCents: bigint;
  otherFeesCents: bigint;
  standardDays: number;
  fastestDays: number;
  bookVersions: string;
  pricedOn: string;
}

/** Lines that make the board itself: the base price per area, with its scrap. */
const BOARD_LINES = new Set(['BASE', 'SCRAP']);

/**
 * Prices an inquiry with the pricing module's engine on the merchant's book, as `POST /api/pricing/estimate`
 * does (same product choice, same day), and the same board at the standard and the fastest lead time when the
 * book has a `LEAD_TIME` parameter. Its own book cache compares versions with the database every second.
 */
export function inquiryPricer(db: Database) {
  let estimates: Promise<EstimateService> | undefined;
  return { merchant, price };

  function estimateService(): Promise<EstimateService> {
    estimates ??= new PlatformDirectory(db).platformUid().then((platformUid) => {
      const cache = new BookCache(db, async () => platformUid, 1000);
      return new EstimateService(cache, new MerchantDirectory(db, 1000));
    });
    return estimates;
  }

  async function merchant(uid: string | undefined): Promise<Merchant> {
    return (await estimateService()).merchant(uid);
  }

  async function price(input: PricingInput, language: Language): Promise<ServerPrice> {
    const service = await estimateService();
    const merchant = await service.merchant(input.merchant);
    const cached = await service.cachedBook(merchant);
    if (!cached.compiled.ok) throw new RuleError(cached.compiled.errors, 409);
    const compiled = cached.compiled.book;
    const pricedOn = pricedOnToday();
    const request = { values: input.params, cam: input.cam, pricedOn };
    let productNumber = input.productNo;
    let result;
    if (productNumber !== undefined) {
      result = estimatePrice(compiled, { ...request, productNumber });
      if (!result.ok && result.errors.some((e) => e.field === 'productNumber')) {
        throw new RuleError(result.errors.map((e) => (e.field === 'productNumber' ? { ...e, field: 'productNo' } : e)));
      }
    } else {
      const candidates = productCandidates(cached.book, cached.data.terms?.defaultProductNumber ?? null);
      if (candidates.length === 0) throw new AppError(400, pricingServerMessages.noProduct, {}, 0, 'productNo');
      result = firstThatPrices(candidates, (p) => estimatePrice(compiled, { ...request, productNumber: p }));
    }
    if (!result.ok) throw new RuleError(result.errors, 400, cached.book);
    const estimate = localise(result.estimate, language, cached.book);
    productNumber = estimate.productNumber;
    const leadParameter = cached.book.parameters.find((p) => p.code === 'LEAD_TIME' && p.status === 'valid');
    const daysAt = (lead: string): number => {
      if (!leadParameter || !(leadParameter.valueList ?? []).some((v) => String(v.value) === lead))
        return estimate.deliveryDays;
      const at = estimatePrice(compiled, {
        ...request,
        productNumber: productNumber!,
        values: { ...input.params, LEAD_TIME: lead },
      });
      return at.ok ? at.estimate.deliveryDays : estimate.deliveryDays;
    };
    const totalCents = toCents(estimate.total);
    const boardFeeCents = estimate.lines
      .filter((l) => BOARD_LINES.has(l.code))
      .reduce((sum, l) => sum + toCents(l.amount), 0n);
    const board = boardFeeCents < 0n ? 0n : boardFeeCents > totalCents ? totalCents : boardFeeCents;
    return {
      merchant,
      estimate,
      totalCents,
      boardFeeCents: board,
      otherFeesCents: totalCents - board,
      standardDays: daysAt('standard'),
      fastestDays: daysAt('fastest'),
      bookVersions: cached.versions,
      pricedOn,
    };
  }
}

export type InquiryPricer = ReturnType<typeof inquiryPricer>;
