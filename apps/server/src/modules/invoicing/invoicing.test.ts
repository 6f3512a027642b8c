import { authCodesOf, maskFromAuthCodes } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';

let server: TestServer;
let customer: Client;
let factory: Client;

const info = (over: Record<string, unknown> = {}) => ({
  unitName: 'Demo Electronics Customer Co.',
  taxpayerNo: '91440300ma5f0abc12',
  address: 'Shenzhen, Guangdong',
  detailAddress: 'No. 1 Keji Road, Nanshan',
  phone: '0755-12345678',
  bank: 'Bank of China Shenzhen Branch',
  bankCardNo: '6222 0200 1234 5678',
  email: 'billing@example.com',
  status: 'valid',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  customer = await loginAs(server.url, 'customer');
  const db = server.database.db;
  const [admin] = await db.select().from(staff).where(eq(staff.jobNumber, 'F0001'));
  await db
    .update(staff)
    .set({
      permissionMask: maskFromAuthCodes([...authCodesOf(admin!.permissionMask), authCodeOf('member-information')]),
    })
    .where(eq(staff.uid, admin!.uid));
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

describe('invoicing info', () => {
  it('saves a complete row, the taxpayer number in capitals and the card number as digits', async () => {
    const res = await customer.post('/api/invoicing-infos', info());
    expect(res.status).toBe(200);
    // Answered masked (docs/encryption.md); the owner sees them whole with the password.
    expect(res.body.data).toMatchObject({
      unitName: 'Demo Electronics Customer Co.',
      taxpayerNo: '91**************12',
      bankCardNo: '**** **** **** 5678',
      status: 'valid',
    });
    const revealed = await customer.post(`/api/invoicing-infos/${res.body.data.id}/reveal`, {
      password: 'Pcb_Demo2026',
    });
    expect(revealed.body.data).toMatchObject({ taxpayerNo: '91440300MA5F0ABC12', bankCardNo: '6222020012345678' });
    expect(
      (await server.database.db.select().from(auditLog).where(eq(auditLog.entityUid, res.body.data.id))).map(
        (a) => a.action,
      ),
    ).toEqual(['add']);
  });

  it("requires every field of spec 02 §5, naming the missing one in the caller's language", async () => {
    const before = (await customer.get('/api/invoicing-infos')).body.data.total;
    for (const field of [
      'unitName',
      'taxpayerNo',
      'address',
      'detailAddress',
      'phone',
      'bank',
      'bankCardNo',
      'email',
      'status',
    ]) {
      const res = await customer.post('/api/invoicing-infos', info({ [field]: '' }));
      expect(res.status, field).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    expect((await zh.post('/api/invoicing-infos', info({ bank: undefined }))).body.msg).toBe('开户银行：不能为空');
    expect((await customer.post('/api/invoicing-infos', info({ email: 'nope' }))).body.msg).toBe(
      'E-mail: Please check the correct mailbox',
    );
    expect((await customer.post('/api/invoicing-infos', info({ taxpayerNo: '123' }))).body.data.field).toBe(
      'taxpayerNo',
    );
    expect((await customer.post('/api/invoicing-infos', info({ bankCardNo: '62-abc' }))).body.data.field).toBe(
      'bankCardNo',
    );
    expect((await customer.get('/api/invoicing-infos')).body.data.total).toBe(before);
  });

  it('takes a mobile, a landline or an international number as the phone, and refuses another with 400 naming the field; nothing changes', async () => {
    const id = (await customer.post('/api/invoicing-infos', info({ unitName: 'Phone Rule Co.' }))).body.data.id;
    for (const phone of ['13912345678', '075512345678', '+86 755 1234 5678']) {
      const saved = await customer.call(
        'PUT',
        `/api/invoicing-infos/${id}`,
        info({ unitName: 'Phone Rule Co.', phone }),
      );
      expect(saved.status, phone).toBe(200);
    }
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    const refused = await zh.call(
      'PUT',
      `/api/invoicing-infos/${id}`,
      info({ unitName: 'Never Saved', phone: '123456' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('phone');
    expect(refused.body.msg).toMatch(/^电话：请输入手机号码、固定电话/);
    expect((await customer.get(`/api/invoicing-infos/${id}`)).body.data).toMatchObject({
      unitName: 'Phone Rule Co.',
      phone: '+86 755 1234 5678',
    });
    const before = (await customer.get('/api/invoicing-infos')).body.data.total;
    const letters = await customer.post('/api/invoicing-infos', info({ phone: 'call me' }));
    expect(letters.status).toBe(400);
    expect(letters.body.msg).toMatch(/^Phone: Enter a mobile number, a landline/);
    expect((await customer.get('/api/invoicing-infos')).body.data.total).toBe(before);
  });

  it('edits and deletes a row; a refused edit changes nothing', async () => {
    const id = (await customer.post('/api/invoicing-infos', info({ unitName: 'Editable Co.' }))).body.data.id;
    const edited = await customer.call(
      'PUT',
      `/api/invoicing-infos/${id}`,
      info({ unitName: 'Edited Co.', status: 'invalid' }),
    );
    expect(edited.body.data).toMatchObject({ unitName: 'Edited Co.', status: 'invalid' });
    expect(
      (await customer.call('PUT', `/api/invoicing-infos/${id}`, info({ unitName: 'Half', phone: '' }))).status,
    ).toBe(400);
    expect((await customer.get(`/api/invoicing-infos/${id}`)).body.data.unitName).toBe('Edited Co.');
    expect((await customer.call('DELETE', `/api/invoicing-infos/${id}`)).status).toBe(200);
    expect((await customer.get(`/api/invoicing-infos/${id}`)).status).toBe(404);
  });

  it('lists with search, status filter, sort and paging', async () => {
    for (const name of ['Pager Alpha', 'Pager Beta', 'Pager Gamma'])
      await customer.post(
        '/api/invoicing-infos',
        info({ unitName: name, status: name.endsWith('Beta') ? 'invalid' : 'valid' }),
      );
    const page = await customer.get('/api/invoicing-infos?keyword=pager&page_size=2&field=unitName&sort=desc');
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.data.map((r: { unitName: string }) => r.unitName)).toEqual(['Pager Gamma', 'Pager Beta']);
    expect(
      (await customer.get('/api/invoicing-infos?keyword=pager&status=invalid')).body.data.data.map(
        (r: { unitName: string }) => r.unitName,
      ),
    ).toEqual(['Pager Beta']);
  });

  it("answers 404 for another enterprise's row", async () => {
    const mine = (await customer.post('/api/invoicing-infos', info({ unitName: 'Private Co.' }))).body.data.id;
    expect((await factory.get('/api/invoicing-infos')).body.data.data.map((r: { id: string }) => r.id)).not.toContain(
      mine,
    );
    expect((await factory.get(`/api/invoicing-infos/${mine}`)).status).toBe(404);
    expect((await factory.call('PUT', `/api/invoicing-infos/${mine}`, info())).status).toBe(404);
    expect((await factory.call('DELETE', `/api/invoicing-infos/${mine}`)).status).toBe(404);
    expect((await customer.get(`/api/invoicing-infos/${mine}`)).body.data.unitName).toBe('Private Co.');
  });

  it('is closed to a caller without the member-information screen', async () => {
    expect((await (await loginAs(server.url, 'supplier')).get('/api/invoicing-infos')).status).toBe(403);
  });
});
