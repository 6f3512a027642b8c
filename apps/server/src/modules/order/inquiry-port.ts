import type { Language } from '../../http/language.js';
import type { Executor } from '../../platform/ledger/index.js';
import type { Notifier } from '../../platform/notify/notifier.js';

/** An inquiry as the cart and the order read it: its parameters and its price (cents) as they are now. */
export interface InquirySnapshot {
  inquiryNo: string;
  status: string;
  customerUid: string;
  merchantUid: string;
  merchantName: string;
  productNo: string | null;
  /** The priced parameters and the inquiry's details (delivery form and method, sizes, finish, lead time). */
  params: unknown;
  quantity: number | null;
  deliveryDays: number | null;
  currency: string;
  price: { estimated: bigint; discounted: bigint; full: bigint; boardFee: bigint; otherFees: bigint; total: bigint };
  /** Set when the customer accepted today's price instead: the total the factory approved. */
  approvedTotal?: bigint;
}

export interface InquiryActor {
  enterpriseUid: string;
  accountUid: string;
  ip?: string;
}

/** A bell of the inquiry module (its message to the other side's staff), opaque to the order module. */
export interface InquiryBell {
  readonly accountUids: string[];
}

/** A new inquiry made by reorder at today's prices. */
export interface ReorderedInquiry {
  inquiryNo: string;
  total: string;
  previousTotal: string;
  priceChanged: boolean;
}

/**
 * What the cart and the order need of the inquiry module (its exported `inquiryCommerce`; see
 * docs/commerce-contract.md), seen through inquiry-adapter.ts. The tx calls run in the caller's transaction; a
 * state change is the inquiry's own compare-and-set (409 naming its state, 404 when it is not the customer's).
 */
export interface InquiryPort {
  find(tx: Executor, customerUid: string, inquiryNo: string, lock?: boolean): Promise<InquirySnapshot>;
  addToCart(tx: Executor, actor: InquiryActor, inquiryNo: string): Promise<InquirySnapshot>;
  removeFromCart(tx: Executor, actor: InquiryActor, inquiryNo: string): Promise<void>;
  markOrdered(tx: Executor, actor: InquiryActor, inquiryNos: string[], orderNo: string): Promise<void>;
  /**
   * Outside any transaction of the caller's: today's engine price of the inquiry's request, moved by the factory's
   * own change of the price (what the inquiry would cost if approved today); null when the engine cannot price it
   * today (its price book no longer takes the request): the approved price then stands.
   */
  priceToday(customerUid: string, inquiryNo: string): Promise<bigint | null>;
  /** Outside any transaction of the caller's: it prices with the engine, then writes in its own. */
  /** Writes the new inquiry in its own transaction; its factory's bell is returned for the caller to ring after. */
  reorder(
    actor: InquiryActor,
    inquiryNo: string,
    orderNo: string,
    language: Language,
  ): Promise<ReorderedInquiry & { bell: InquiryBell }>;
  /** Rings bells the inquiry module returned (stored messages, pushed live through the notifier); never throws. */
  ring(bells: InquiryBell[], notifier: Notifier | null, onError: (error: unknown) => void): Promise<void>;
}
