import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { keyring, sealPlainRows } from './index.js';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

process.env.JOBS_POLL_MS = '0';
let server: TestServer;
let customer: Client;

const CARD = '6217000098765432101';
const TAXPAYER = '91440300MA5F0XYZ34';
const INVOICE_CARD = '6222020055556666';

/** Every row of a table as PostgreSQL prints it (`t::text`: every column), joined: what a dump of it would hold. */
async function tableText(table: string): Promise<string> {
  const found = rows<{ row: string }>(
    await server.database.db.execute(sql`select t::text as row from ${sql.identifier(table)} t`),
  );
  return found.map((r) => r.row).join('\n');
}

beforeAll(async () => {
  server = await startTestServer();
  customer = await loginAs(server.url, 'customer');
});
afterAll(() => server.stop());

describe('secrets encrypted at rest', () => {
  let cardId: string;

  it('saves a bank card through the API and the database holds no plain card number, in any column', async () => {
    const created = await customer.post('/api/wallet/bank-accounts', {
      holder: 'Li Lei',
      bank: 'Bank of China',
      branch: 'Shenzhen Futian',
      cardNumber: '6217 0000 9876 5432 101',
    });
    expect(created.body.data.cardNumberMasked).toBe('**** **** **** 2101');
    cardId = created.body.data.id;
    const [row] = rows<Record<string, unknown>>(
      await server.database.db.execute(sql`select * from bank_accounts where id = ${cardId}`),
    );
    for (const value of Object.values(row!)) expect(JSON.stringify(value) ?? '').not.toContain(CARD);
    expect(row!.card_number).toBeNull();
    expect(String(row!.card_number_sealed)).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(String(row!.card_number_hash)).toMatch(/^[0-9a-f]{64}$/);
    const dump = await tableText('bank_accounts');
    expect(dump).not.toContain(CARD);
    // The demo's card, seeded at first start, is sealed too.
    expect(dump).not.toContain('6225880212345678');
    const listed = await customer.get('/api/wallet/bank-accounts?page_size=100');
    expect(JSON.stringify(listed.body)).not.toContain(CARD);
    // Found by the whole number (its keyed hash), not by a part of it.
    const found = await customer.get('/api/wallet/bank-accounts?keyword=6217%200000%209876%205432%20101');
    expect(found.body.data.data.map((b: { id: string }) => b.id)).toEqual([cardId]);
    expect((await customer.get('/api/wallet/bank-accounts?keyword=98765432')).body.data.total).toBe(0);
  });

  it('reveals the card number to the owner with the password; a wrong one is refused naming the field, and counted', async () => {
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    const wrong = await zh.post(`/api/wallet/bank-accounts/${cardId}/reveal`, { password: 'not-the-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('密码：密码不正确，银行卡号仍保持隐藏');
    const right = await customer.post(`/api/wallet/bank-accounts/${cardId}/reveal`, { password: DEMO.password });
    expect(right.body).toMatchObject({ code: 1, data: { id: cardId, cardNumber: CARD } });
    // Another enterprise's member with their own right password finds nothing.
    const supplier = await loginAs(server.url, 'supplier');
    const other = await supplier.post(`/api/wallet/bank-accounts/${cardId}/reveal`, { password: DEMO.password });
    expect([403, 404]).toContain(other.status);
    expect(JSON.stringify(other.body)).not.toContain(CARD);
    for (let i = 0; i < 10; i++)
      await customer.post(`/api/wallet/bank-accounts/${cardId}/reveal`, { password: `wrong-${i}` });
    const throttled = await customer.post(`/api/wallet/bank-accounts/${cardId}/reveal`, { password: DEMO.password });
    expect(throttled.status).toBe(429);
    await server.database.db.execute(sql`delete from rate_limit_windows where key like 'reveal-password:%'`);
  });

  it('keeps invoicing taxpayer and card numbers sealed, answers them masked, finds by keyed hash, edits with masks', async () => {
    const created = await customer.post('/api/invoicing-infos', {
      unitName: 'Sealed Co.',
      taxpayerNo: TAXPAYER.toLowerCase(),
      address: 'Shenzhen, Guangdong',
      detailAddress: 'No. 1 Keji Road',
      phone: '0755-12345678',
      bank: 'Bank of China',
      bankCardNo: '6222 0200 5555 6666',
      email: 'billing@example.com',
      status: 'valid',
    });
    expect(created.body.data).toMatchObject({ taxpayerNo: '91**************34', bankCardNo: '**** **** **** 6666' });
    const id = created.body.data.id as string;
    const dump = await tableText('invoicing_infos');
    expect(dump).not.toContain(TAXPAYER);
    expect(dump).not.toContain(INVOICE_CARD);
    const found = await customer.get(`/api/invoicing-infos?keyword=${TAXPAYER.toLowerCase()}`);
    expect(found.body.data.data.map((r: { id: string }) => r.id)).toEqual([id]);
    const byCard = await customer.get(`/api/invoicing-infos?keyword=${INVOICE_CARD}`);
    expect(byCard.body.data.data.map((r: { id: string }) => r.id)).toEqual([id]);
    // An edit that sends back the masked numbers it was shown keeps the stored ones.
    const { id: _id, createdAt: _c, updatedAt: _u, ...shown } = created.body.data;
    const edited = await customer.call('PUT', `/api/invoicing-infos/${id}`, { ...shown, unitName: 'Renamed Co.' });
    expect(edited.body).toMatchObject({ code: 1, data: { unitName: 'Renamed Co.' } });
    const wrong = await customer.post(`/api/invoicing-infos/${id}/reveal`, { password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toContain('taxpayer number');
    const revealed = await customer.post(`/api/invoicing-infos/${id}/reveal`, { password: DEMO.password });
    expect(revealed.body.data).toEqual({ id, taxpayerNo: TAXPAYER, bankCardNo: INVOICE_CARD });
  });

  it('seals what older rows hold in plain text (as a start-up does) and empties the plain column', async () => {
    const db = server.database.db;
    await db.execute(sql`insert into bank_accounts (enterprise_uid, holder, bank, branch, card_number)
      select enterprise_uid, 'Old Holder', 'Old Bank', 'Old Branch', '6200000000000000777' from bank_accounts
      where id = ${cardId}`);
    expect(await sealPlainRows(db, keyring())).toBe(1);
    expect(await tableText('bank_accounts')).not.toContain('6200000000000000777');
    const listed = await customer.get('/api/wallet/bank-accounts?keyword=Old%20Holder');
    expect(listed.body.data.data).toEqual([expect.objectContaining({ cardNumberMasked: '**** **** **** 0777' })]);
  });

  it('keeps the TOTP secret sealed: the row holds no base32 secret', async () => {
    const begun = await customer.post('/api/profile/two-factor/begin', {});
    const secret = begun.body.data.secret as string;
    const dump = await tableText('account_two_factor');
    expect(dump).not.toContain(secret);
    const [row] = rows<{ secret: string | null; secret_sealed: string }>(
      await server.database.db.execute(sql`select secret, secret_sealed from account_two_factor`),
    );
    expect(row!.secret).toBeNull();
    expect(row!.secret_sealed).toMatch(/^v1\./);
  });
});
