/**
 * Secrets encrypted at rest (issue 33; docs/encryption.md): bank card numbers, taxpayer numbers and TOTP secrets are
 * stored sealed (AES-256-GCM, a data key per value wrapped by the key from DATA_KEY / DATA_KEYS / the key file),
 * with a keyed hash beside them for search; answers show them masked.
 */
export { loadKeyring, keyringOf, KEY_FILE, type Keyring } from './keyring.js';
export { keyIdOf } from './envelope.js';
export { sealedFields, type SecretKind } from './fields.js';
export { installKeyring, keyring, openSecret, sealSecret, sealed, secretHash, secretHashes } from './secrets.js';
export { assertKeysOpen, prepareSecrets, sealPlainRows } from './startup.js';
export { resealStale, staleCount } from './rotation.js';
export { isMasked, maskCardNumber, maskTaxpayerNo } from './masks.js';
export { RESEAL_JOB, secretsPlugin } from './plugin.js';
export { confirmOwnerPassword } from './owner-password.js';
export { revealMessages, secretFieldLabels } from './messages.js';
export { revealBody } from './reveal-body.js';
