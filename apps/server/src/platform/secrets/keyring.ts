import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key file of the embedded default (no DATA_KEY): in DATA_DIR, readable by the server's user only. */
export const KEY_FILE = 'data-key';

/** A key-encryption key, its id (a fingerprint of the key itself, so a wrong key can never pass for the right one), and its search-hash key. */
export interface DataKey {
  id: string;
  kek: Buffer;
  hashKey: Buffer;
}

export interface Keyring {
  /** Seals every new value. */
  current: DataKey;
  /** Every key that still opens values: the current one first, then older ones being rotated out. */
  keys: DataKey[];
  /** Where the keys came from, for messages: `DATA_KEYS`, `DATA_KEY` or the key file's path. */
  source: string;
}

function dataKey(encoded: string, source: string): DataKey {
  const trimmed = encoded.trim();
  const kek = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(trimmed) || kek.length !== 32)
    throw new Error(`${source} holds a key that is not 32 bytes in base64 (make one with: openssl rand -base64 32)`);
  return {
    id: createHmac('sha256', kek).update('pcb-union data key id').digest('hex').slice(0, 12),
    kek,
    hashKey: Buffer.from(hkdfSync('sha256', kek, Buffer.alloc(0), 'pcb-union search hash', 32)),
  };
}

/** A keyring of base64 keys, the first one current; a key named twice is kept once. */
export function keyringOf(encodedKeys: string[], source: string): Keyring {
  const keys = encodedKeys.filter((k) => k.trim() !== '').map((k) => dataKey(k, source));
  if (keys.length === 0) throw new Error(`${source} names no key (make one with: openssl rand -base64 32)`);
  const unique = keys.filter((k, i) => keys.findIndex((o) => o.id === k.id) === i);
  return { current: unique[0]!, keys: unique, source };
}

/**
 * The keys the server seals and opens secrets with:
 * - `DATA_KEYS`: base64 keys separated by commas, the first one current, the others only opened (rotation);
 * - `DATA_KEY`: one base64 key (the usual case);
 * - neither: the key file `DATA_DIR/data-key` (one base64 key a line, the first current), created on first start with
 *   a new random key and permissions 0600.
 */
export function loadKeyring(opts: { env?: NodeJS.ProcessEnv; dataDir?: string }): Keyring {
  const env = opts.env ?? process.env;
  if (env.DATA_KEYS?.trim() && env.DATA_KEY?.trim())
    throw new Error('set DATA_KEY or DATA_KEYS, not both (DATA_KEYS lists the current key first, then the old ones)');
  if (env.DATA_KEYS?.trim()) return keyringOf(env.DATA_KEYS.split(','), 'DATA_KEYS');
  if (env.DATA_KEY?.trim()) return keyringOf([env.DATA_KEY], 'DATA_KEY');
  // Tools that prepare a database without a data directory (benchmarks) get a key of their own run.
  if (!opts.dataDir) return keyringOf([randomBytes(32).toString('base64')], 'a key of this run only');
  const file = path.join(opts.dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return keyringOf(fs.readFileSync(file, 'utf8').split(/\r?\n/), file);
}
