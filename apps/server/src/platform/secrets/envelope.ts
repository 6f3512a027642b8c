import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { DataKey, Keyring } from './keyring.js';

/**
 * A sealed value, as stored: `v1.<key id>.<wrapped data key>.<ciphertext>` (base64url). Each value has a data key of
 * its own (AES-256-GCM), wrapped by the key-encryption key named by its id (AES-256-GCM too). The value's kind
 * (`card-number`, `taxpayer-no`, `totp-secret`) is authenticated with it, so a value moved to another column fails.
 */
const VERSION = 'v1';

function gcmSeal(key: Buffer, plain: Buffer, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function gcmOpen(key: Buffer, sealed: string, aad: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(Buffer.from(aad));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

export function sealWith(key: DataKey, kind: string, plain: string): string {
  const dataKey = randomBytes(32);
  const wrapped = gcmSeal(key.kek, dataKey, `${VERSION}.${key.id}`);
  return [VERSION, key.id, wrapped, gcmSeal(dataKey, Buffer.from(plain, 'utf8'), kind)].join('.');
}

/** The id of the key a sealed value was sealed with. */
export const keyIdOf = (sealed: string) => sealed.split('.')[1] ?? '';

export function openWith(keyring: Keyring, kind: string, sealed: string): string {
  const [version, id, wrapped, body] = sealed.split('.');
  if (version !== VERSION || !wrapped || !body) throw new Error(`a ${kind} is not a sealed value`);
  const key = keyring.keys.find((k) => k.id === id);
  if (!key) throw new Error(`a ${kind} is sealed with key ${id}, which ${keyring.source} does not hold`);
  const dataKey = gcmOpen(key.kek, wrapped, `${VERSION}.${key.id}`);
  return gcmOpen(dataKey, body, kind).toString('utf8');
}

/** The keyed hash (HMAC-SHA-256) a value is found and compared by, without its plain text. */
export const hashWith = (key: DataKey, kind: string, plain: string) =>
  createHmac('sha256', key.hashKey).update(`${kind}\u0000${plain}`).digest('hex');
