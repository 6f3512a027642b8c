import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { hashWith, sealWith } from './envelope.js';
import { sealedFields, type SealedField } from './fields.js';
import { loadKeyring, type Keyring } from './keyring.js';
import { installKeyring } from './secrets.js';

const id = sql.identifier;
const BATCH = 500;

/** The ids of the keys the field's values are sealed with. */
export async function keyIdsIn(db: Database, f: SealedField): Promise<string[]> {
  const found = rows<{ key_id: string }>(
    await db.execute(
      sql`select distinct split_part(${id(f.sealed)}, '.', 2) as key_id from ${id(f.table)} where ${id(f.sealed)} is not null`,
    ),
  );
  return found.map((r) => r.key_id);
}

/**
 * Refuses to start when the database holds secrets sealed with a key the keyring lacks (a wrong or lost DATA_KEY),
 * rather than serving values nobody can open.
 */
export async function assertKeysOpen(db: Database, keyring: Keyring): Promise<void> {
  const held = new Set(keyring.keys.map((k) => k.id));
  const missing = new Set<string>();
  for (const f of sealedFields) for (const keyId of await keyIdsIn(db, f)) if (!held.has(keyId)) missing.add(keyId);
  if (missing.size > 0)
    throw new Error(
      `${keyring.source} does not open this database: its secrets are sealed with key ${[...missing].join(', ')}, ` +
        `and ${keyring.source} holds key ${[...held].join(', ')}. Start with the key the database was sealed with ` +
        '(to change keys, list the new key first and the old one after it in DATA_KEYS; docs/encryption.md).',
    );
}

/** Seals the plain values of older rows (before 0046, or written by an older server) and empties their plain column. */
export async function sealPlainRows(db: Database, keyring: Keyring): Promise<number> {
  let sealedCount = 0;
  for (const f of sealedFields) {
    for (;;) {
      const batch = rows<{ key: string; plain: string }>(
        await db.execute(
          sql`select ${id(f.key)}::text as key, ${id(f.plain)} as plain from ${id(f.table)}
            where ${id(f.plain)} is not null limit ${BATCH}`,
        ),
      );
      for (const row of batch) {
        const hash = f.hash ? sql`, ${id(f.hash)} = ${hashWith(keyring.current, f.kind, row.plain)}` : sql``;
        await db.execute(
          sql`update ${id(f.table)} set ${id(f.sealed)} = ${sealWith(keyring.current, f.kind, row.plain)}${hash},
            ${id(f.plain)} = null where ${id(f.key)}::text = ${row.key}`,
        );
      }
      sealedCount += batch.length;
      if (batch.length < BATCH) break;
    }
  }
  return sealedCount;
}

/**
 * At start-up, under the migration lock: loads the keys (creating the key file of the embedded default), refuses a
 * key that does not open the database, seals what older rows hold in plain text, and installs the keyring.
 */
export async function prepareSecrets(db: Database, opts: { dataDir?: string; env?: NodeJS.ProcessEnv }) {
  const keys = loadKeyring(opts);
  await assertKeysOpen(db, keys);
  await sealPlainRows(db, keys);
  installKeyring(keys);
  return keys;
}
