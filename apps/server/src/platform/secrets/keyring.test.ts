import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashWith, openWith, sealWith } from './envelope.js';
import { KEY_FILE, keyringOf, loadKeyring } from './keyring.js';

const newKey = () => randomBytes(32).toString('base64');

describe('data keys', () => {
  it('creates the key file of the embedded default on first start, readable by its owner only, and keeps it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-key-'));
    try {
      const first = loadKeyring({ env: {}, dataDir });
      const file = path.join(dataDir, KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadKeyring({ env: {}, dataDir }).current.id).toBe(first.current.id);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes DATA_KEY, or DATA_KEYS with the current key first, and refuses a key that is not 32 bytes in base64', () => {
    const [a, b] = [newKey(), newKey()];
    expect(loadKeyring({ env: { DATA_KEY: a } }).current.id).toBe(keyringOf([a], 'x').current.id);
    const rotating = loadKeyring({ env: { DATA_KEYS: `${b}, ${a}` } });
    expect(rotating.current.id).toBe(keyringOf([b], 'x').current.id);
    expect(rotating.keys).toHaveLength(2);
    expect(() => loadKeyring({ env: { DATA_KEY: 'secret' } })).toThrow(/DATA_KEY .*not 32 bytes in base64/);
    expect(() => loadKeyring({ env: { DATA_KEY: randomBytes(16).toString('base64') } })).toThrow(/not 32 bytes/);
    expect(() => loadKeyring({ env: { DATA_KEY: a, DATA_KEYS: a } })).toThrow(/not both/);
  });

  it('opens a value only with the key and the kind it was sealed with; the search hash depends on the key', () => {
    const keys = keyringOf([newKey()], 'DATA_KEY');
    const value = sealWith(keys.current, 'card-number', '6217000011112222333');
    expect(value).not.toContain('6217000011112222333');
    expect(value.startsWith(`v1.${keys.current.id}.`)).toBe(true);
    expect(openWith(keys, 'card-number', value)).toBe('6217000011112222333');
    expect(() => openWith(keys, 'taxpayer-no', value)).toThrow();
    const other = keyringOf([newKey()], 'DATA_KEY');
    expect(() => openWith(other, 'card-number', value)).toThrow(/does not hold/);
    expect(hashWith(keys.current, 'card-number', '1')).not.toBe(hashWith(other.current, 'card-number', '1'));
    // Two seals of one value differ (a data key and an IV of their own each).
    expect(sealWith(keys.current, 'card-number', '1')).not.toBe(sealWith(keys.current, 'card-number', '1'));
  });
});
