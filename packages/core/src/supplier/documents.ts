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
