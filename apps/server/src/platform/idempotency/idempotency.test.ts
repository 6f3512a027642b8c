import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { conflict } from '../../http/errors.js';
import { installErrorHandling } from '../../http/error-handler.js';
import { createTestDatabase } from '../../../test/test-server.js';
import { balanceOf, Ledger, platformAccount, rowsOf, walletOf } from '../ledger/index.js';
import { idempotent } from './idempotent.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let app: FastifyInstance;
let supplier: string;
const ledger = new Ledger();
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ databaseUrl: created.databaseUrl, dataDir: created.dataDir ?? '' });
  supplier = rowsOf<{ uid: string }>(
    await database.db.execute(sql`select uid from enterprises where enterprise_no = 'E0003'`),
  )[0]!.uid;
  app = Fastify();
  installErrorHandling(app);
  // A money-moving route as the wallet's are written: the key, the transfer and the answer in one transaction.
  app.post<{ Body: { amount: number } }>('/api/test/pay', async (request, reply) =>
    idempotent(database.db, request, reply, async (tx) => {
      if (request.body.amount === 0) throw conflict();
      const t = await ledger.transfer(tx, {
        kind: 'recharge',
        from: platformAccount('platform_bank'),
        to: walletOf(supplier),
        amount: BigInt(request.body.amount),
      });
      return ok({ transactionId: t.id });
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

const pay = (amount: number, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/test/pay',
    payload: { amount },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const transactionsNamed = async (id: string) =>
  Number(
    rowsOf<{ n: unknown }>(
      await database.db.execute(sql`select count(*) as n from ledger_transactions where id = ${id}`),
    )[0]!.n,
  );
const wallet = async () => (await balanceOf(database.db, walletOf(supplier))).available;

describe('Idempotency-Key (Stripe contract)', () => {
  it('answers the stored answer for the same key and body, and moves the money once', async () => {
    const before = await wallet();
    const first = await pay(125, 'k-same');
    const second = await pay(125, 'k-same');
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await wallet()).toBe(before + 125n);
    expect(await transactionsNamed(first.json().data.transactionId)).toBe(1);
  });

  it('refuses the same key with another body (409, the header named) and moves nothing', async () => {
    await pay(10, 'k-other');
    const before = await wallet();
    const res = await pay(11, 'k-other');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    expect(res.json().msg).toContain('different request');
    expect(await wallet()).toBe(before);
  });

  it('stores a refusal like an answer: the same key answers the same 409 again', async () => {
    const first = await pay(0, 'k-refused');
    const second = await pay(0, 'k-refused');
    expect(first.statusCode).toBe(409);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(first.json());
  });

  it('refuses a malformed key (400 naming the header), and runs requests without a key each time', async () => {
    const bad = await pay(1, 'x'.repeat(256));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toEqual({ field: 'Idempotency-Key' });
    const before = await wallet();
    await pay(1);
    await pay(1);
    expect(await wallet()).toBe(before + 2n);
  });

  it.skipIf(!onPostgres)('runs one transaction for the same key sent 50 times at once (real PostgreSQL)', async () => {
    const before = await wallet();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(333, 'k-storm')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.transactionId));
    expect(ids.size).toBe(1);
    expect(await wallet()).toBe(before + 333n);
    expect(
      Number(
        rowsOf<{ n: unknown }>(
          await database.db.execute(sql`select count(*) as n from ledger_transactions where id = ${[...ids][0]}`),
        )[0]!.n,
      ),
    ).toBe(1);
  });
  if (!onPostgres)
    console.log(
      'idempotency: the 50-at-once test needs concurrent connections; it runs on PostgreSQL (DATABASE_URL), PGlite is one connection',
    );
});
