import { hashWith, openWith, sealWith } from './envelope.js';
import type { SecretKind } from './fields.js';
import type { Keyring } from './keyring.js';

/**
 * The process's keyring, installed once the database is prepared (prepare.ts). One per process: the server's
 * instances of one database share their keys through DATA_KEY / DATA_KEYS.
 */
let installed: Keyring | undefined;

export function installKeyring(keyring: Keyring): void {
  installed = keyring;
}

export function keyring(): Keyring {
  if (!installed) throw new Error('no data key loaded yet: the database is prepared first (prepareDatabase)');
  return installed;
}

/** The stored form of a secret: ciphertext under the current key. */
export const sealSecret = (kind: SecretKind, plain: string) => sealWith(keyring().current, kind, plain);

/** The plain secret of a sealed value, under whichever key of the keyring sealed it. */
export function openSecret(kind: SecretKind, sealed: string | null): string {
  if (sealed === null) throw new Error(`a ${kind} is not sealed yet (start-up seals old rows)`);
  return openWith(keyring(), kind, sealed);
}

/** The keyed hash stored beside a new value. */
export const secretHash = (kind: SecretKind, plain: string) => hashWith(keyring().current, kind, plain);

/** The hashes a value may be stored under while keys rotate (current key first): search with `IN (…)`. */
export const secretHashes = (kind: SecretKind, plain: string) =>
  keyring().keys.map((key) => hashWith(key, kind, plain));

/** A sealed value and its hash, the columns a module writes. */
export const sealed = (kind: SecretKind, plain: string) => ({
  sealed: sealSecret(kind, plain),
  hash: secretHash(kind, plain),
});
