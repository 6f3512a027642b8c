import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { startServer, type RunningServer } from '../../server.js';
import { createTestDatabase, DEMO, loginAs } from '../../../test/test-server.js';
import { KEY_FILE } from './keyring.js';
import { staleCount } from './rotation.js';
import { keyring } from './secrets.js';

process.env.JOBS_POLL_MS = '0';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let oldKey: string;
const newKey = randomBytes(32).toString('base64');

/** A server on the test's database with the keys given (`DATA_KEY` / `DATA_KEYS`), or the key file when none. */
async function serverWith(env: { DATA_KEY?: string; DATA_KEYS?: string }): Promise<RunningServer> {
  delete process.env.DATA_KEY;
  delete process.env.DATA_KEYS;
  Object.assign(process.env, env);
  try {
    return await startServer({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: database.dataDir!,
      databaseUrl: database.databaseUrl,
      seedDemo: false,
    });
  } finally {
    delete process.env.DATA_KEY;
    delete process.env.DATA_KEYS;
  }
}

const keyIds = async (server: RunningServer) =>
  rows<{ key_id: string }>(
    await server.database.db.execute(
      sql`select split_part(card_number_sealed, '.', 2) as key_id from bank_accounts
        union all select split_part(taxpayer_no_sealed, '.', 2) from invoicing_infos
        union all select split_part(bank_card_no_sealed, '.', 2) from invoicing_infos`,
    ),
  ).map((r) => r.key_id);

beforeAll(async () => {
  database = await createTestDatabase();
  // The template's key file (the embedded default) is the key its demo data was sealed with.
  oldKey = fs.readFileSync(path.join(database.dataDir!, KEY_FILE), 'utf8').split('\n')[0]!;
});
afterAll(() => database.drop());

describe('key rotation', () => {
  it('re-seals every value with the new key in a durable job, old ciphertexts still reading meanwhile', async () => {
    const server = await serverWith({ DATA_KEYS: `${newKey},${oldKey}` });
    try {
      const customer = await loginAs(server.url, 'customer');
      const added = await customer.post('/api/wallet/bank-accounts', {
        holder: 'Han Meimei',
        bank: 'ICBC',
        branch: 'Guangzhou',
        cardNumber: '6212260200000000001',
      });
      expect(added.status).toBe(200);
      const keys = keyring();
      expect(await staleCount(server.database.db, keys)).toBeGreaterThan(0);
      // Before the job: the demo's card, sealed with the old key, still reads.
      const listed = await customer.get('/api/wallet/bank-accounts?page_size=100');
      const demo = listed.body.data.data.find((b: { cardNumberMasked: string }) => b.cardNumberMasked.endsWith('5678'));
      const before = await customer.post(`/api/wallet/bank-accounts/${demo.id}/reveal`, { password: DEMO.password });
      expect(before.body.data.cardNumber).toBe('6225880212345678');

      while ((await server.app.jobs.runDue(50)) > 0);
      expect(await staleCount(server.database.db, keys)).toBe(0);
      expect(new Set(await keyIds(server))).toEqual(new Set([keys.current.id]));
      const after = await customer.post(`/api/wallet/bank-accounts/${demo.id}/reveal`, { password: DEMO.password });
      expect(after.body.data.cardNumber).toBe('6225880212345678');
    } finally {
      await server.stop();
    }
  });

  it('refuses to start with a key that does not open the database, naming it, and starts with the new key alone', async () => {
    await expect(serverWith({ DATA_KEY: oldKey })).rejects.toThrow(/DATA_KEY does not open this database/);
    await expect(serverWith({ DATA_KEY: randomBytes(32).toString('base64') })).rejects.toThrow(
      /sealed with key [0-9a-f]{12}/,
    );
    const server = await serverWith({ DATA_KEY: newKey });
    try {
      const customer = await loginAs(server.url, 'customer');
      expect((await customer.get('/api/wallet/bank-accounts')).body.code).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
