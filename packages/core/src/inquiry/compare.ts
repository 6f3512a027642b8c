import type { InquiryDetails } from './details.js';

/** A price as the API shows it: decimal strings ("1234.50") in the inquiry's currency. */
export interface InquiryPrice {
  estimated: string;
  discounted: string;
  full: string;
  boardFee: string;
  otherFees: string;
  total: string;
  currency: string;
}

/** What two versions are compared on: the request's parameters, its details, the price and the delivery days. */
export interface ComparableVersion {
  params: Readonly<Record<string, string>>;
  details: InquiryDetails;
  price: InquiryPrice;
  deliveryDays: number;
}

export type DifferenceGroup = 'params' | 'details' | 'price' | 'delivery';

export interface InquiryDifference {
  group: DifferenceGroup;
  /** A parameter code (params), a details field, a price field or `deliveryDays`. */
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

function differ(
  group: DifferenceGroup,
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
  skip: readonly string[] = [],
): InquiryDifference[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !skip.includes(k)).sort();
  const out: InquiryDifference[] = [];
  for (const field of keys) {
    const before = shown(a[field]);
    const after = shown(b[field]);
    // Numbers written differently ("1.6" / "1.60") are the same value.
    const same =
      before === after ||
      (before !== null &&
        after !== null &&
        !Number.isNaN(Number(before)) &&
        !Number.isNaN(Number(after)) &&
        Number(before) === Number(after));
    if (!same) out.push({ group, field, before, after });
  }
  return out;
}

/**
 * Parameter difference comparison (spec 02 §2): every field whose value differs between `a` (e.g. the customer's
 * request, or the older version) and `b` (the factory's pricing, or the newer version), grouped, in a stable order.
 */
export function compareInquiryVersions(a: ComparableVersion, b: ComparableVersion): InquiryDifference[] {
  return [
    ...differ('params', a.params, b.params),
    ...differ(
      'details',
      a.details as unknown as Record<string, unknown>,
      b.details as unknown as Record<string, unknown>,
    ),
    ...differ('price', a.price as unknown as Record<string, unknown>, b.price as unknown as Record<string, unknown>),
    ...differ('delivery', { deliveryDays: a.deliveryDays }, { deliveryDays: b.deliveryDays }),
  ];
}
