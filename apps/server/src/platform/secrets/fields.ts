/** What a sealed value is: authenticated with its ciphertext and part of its keyed hash. */
export type SecretKind = 'card-number' | 'taxpayer-no' | 'totp-secret';

/**
 * A column of secrets: `plain` is the column of old rows (from before secrets were sealed), emptied at start-up;
 * `sealed` holds the ciphertext and `hash` (when the value is searched or compared) its keyed hash.
 */
export interface SealedField {
  table: string;
  key: string;
  plain: string;
  sealed: string;
  hash?: string;
  kind: SecretKind;
}

/** Every sealed column of the database: start-up seals their old plain rows, rotation re-seals them. */
export const sealedFields: SealedField[] = [
  {
    table: 'bank_accounts',
    key: 'id',
    plain: 'card_number',
    sealed: 'card_number_sealed',
    hash: 'card_number_hash',
    kind: 'card-number',
  },
  {
    table: 'invoicing_infos',
    key: 'uid',
    plain: 'taxpayer_no',
    sealed: 'taxpayer_no_sealed',
    hash: 'taxpayer_no_hash',
    kind: 'taxpayer-no',
  },
  {
    table: 'invoicing_infos',
    key: 'uid',
    plain: 'bank_card_no',
    sealed: 'bank_card_no_sealed',
    hash: 'bank_card_no_hash',
    kind: 'card-number',
  },
  { table: 'account_two_factor', key: 'account_uid', plain: 'secret', sealed: 'secret_sealed', kind: 'totp-secret' },
];
