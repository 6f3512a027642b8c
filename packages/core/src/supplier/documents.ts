/** Qualification documents of a supplier (licences, certificates) and how near their expiry is. */
export const QUALIFICATION_KINDS = [
  'business_licence',
  'iso_9001',
  'iso_14001',
  'iatf_16949',
  'ul',
  'rohs_reach',
  'tax_registration',
  'other',
] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

/** A document expiring within this many days shows as expiring. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = 'valid' | 'expiring' | 'expired' | 'open_ended';

/** The state of a document on a day (dates as YYYY-MM-DD; a document without an expiry date never expires). */
export function expiryState(expiresOn: string | null, today: string): ExpiryState {
  if (!expiresOn) return 'open_ended';
  if (expiresOn < today) return 'expired';
  const days = (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}

/** The worst state among a supplier's documents (the list shows it). */
export function worstExpiry(states: ExpiryState[]): ExpiryState | null {
  for (const s of ['expired', 'expiring', 'valid', 'open_ended'] as const) if (states.includes(s)) return s;
  return null;
}

/** The files a qualification document may be (checked by their bytes, not their name) and the largest one. */
export const QUALIFICATION_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const QUALIFICATION_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp';
export const QUALIFICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Whole days from `today` to `expiresOn` (negative once expired; null for a document that does not expire). */
export function daysToExpiry(expiresOn: string | null, today: string): number | null {
  if (!expiresOn) return null;
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The bells of a document's expiry: `warning` from EXPIRY_WARNING_DAYS before it until the day before, `expiry`
 * on the day (and up to EXPIRY_BELL_CATCH_UP_DAYS after it, should the daily run have missed the day). Each rings
 * once per document, milestone and expiry date; a document without an expiry date never rings.
 */
export type ExpiryMilestone = 'warning' | 'expiry';
export const EXPIRY_BELL_CATCH_UP_DAYS = 7;

export function dueExpiryMilestone(expiresOn: string | null, today: string): ExpiryMilestone | null {
  const days = daysToExpiry(expiresOn, today);
  if (days === null) return null;
  if (days > 0 && days <= EXPIRY_WARNING_DAYS) return 'warning';
  if (days <= 0 && days >= -EXPIRY_BELL_CATCH_UP_DAYS) return 'expiry';
  return null;
}
