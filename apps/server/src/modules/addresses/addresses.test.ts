import { authCodesOf, maskFromAuthCodes } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enterprises, shippingAddresses, staff } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';

let server: TestServer;
let customer: Client;
let factory: Client;

const address = (over: Record<string, unknown> = {}) => ({
  recipient: 'Li Lei',
  company: 'Demo Electronics',
  areaCode: '+86',
  phone: '13912345678',
  region: ['44', '4403', '440305'],
  detailAddress: 'No. 1 Keji Road',
  ...over,
});
const ids = (res: { body: { data: { data: { id: string }[] } } }) => res.body.data.data.map((r) => r.id);

beforeAll(async () => {
  server = await startTestServer();
  customer = await loginAs(server.url, 'customer');
  // These tests start from a customer without addresses; the demo month gave the demo customer its delivery address.
  const [demoCustomer] = await server.database.db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0002'));
  await server.database.db.delete(shippingAddresses).where(eq(shippingAddresses.enterpriseUid, demoCustomer!.uid));
  // The factory admin is given the screen too, so only the enterprise scope can refuse it.
  const db = server.database.db;
  const [admin] = await db.select().from(staff).where(eq(staff.jobNumber, 'F0001'));
  await db
    .update(staff)
    .set({ permissionMask: maskFromAuthCodes([...authCodesOf(admin!.permissionMask), authCodeOf('shipping-address')]) })
    .where(eq(staff.uid, admin!.uid));
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

describe('shipping addresses', () => {
  it('saves an address with the region names of the regions package; the first one becomes the default', async () => {
    const res = await customer.post('/api/addresses', address({ isDefault: false }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      recipient: 'Li Lei',
      regionNames: '广东省 深圳市 南山区',
      region: ['44', '4403', '440305'],
      isDefault: true,
    });
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.entityUid, res.body.data.id));
    expect(audit.map((a) => a.action)).toEqual(['add']);
  });

  it("refuses a wrong phone for the area code, naming the field in the caller's language, and saves nothing", async () => {
    const before = (await customer.get('/api/addresses')).body.data.total;
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    const bad = await zh.post('/api/addresses', address({ phone: '1391234567' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: '手机号码：请输入正确的手机号码', data: { field: 'phone' } });
    expect((await customer.post('/api/addresses', address({ areaCode: '+852', phone: '91234567' }))).status).toBe(200);
    const missing = await customer.post('/api/addresses', address({ recipient: '  ' }));
    expect(missing.body).toMatchObject({ msg: 'Recipient: cannot be empty', data: { field: 'recipient' } });
    expect((await customer.post('/api/addresses', address({ detailAddress: '' }))).body.data.field).toBe(
      'detailAddress',
    );
    expect((await customer.post('/api/addresses', address({ areaCode: '+1' }))).body.data.field).toBe('areaCode');
    expect((await customer.post('/api/addresses', address({ detailAddress: 'Room 1\u0000' }))).body.data.field).toBe(
      'detailAddress',
    );
    expect((await customer.get('/api/addresses')).body.data.total).toBe(before + 1);
  });

  it('refuses a region the package does not know or that stops above the county', async () => {
    for (const region of [['44', '4403', '110101'], ['44', '4403'], ['99', '9901', '990101'], []]) {
      const res = await customer.post('/api/addresses', address({ region }));
      expect(res.status, JSON.stringify(region)).toBe(400);
      expect(res.body.data.field).toBe('region');
    }
    expect(
      (await customer.post('/api/addresses', address({ region: ['44', '4419', '441900003'] }))).body.data.regionNames,
    ).toBe('广东省 东莞市 东城街道');
  });

  it('keeps exactly one default: setting another moves it, deleting the default hands it on', async () => {
    const a = (await customer.post('/api/addresses', address({ recipient: 'Default A' }))).body.data.id;
    const b = (await customer.post('/api/addresses', address({ recipient: 'Default B', isDefault: true }))).body.data
      .id;
    const defaults = async () =>
      await server.database.db
        .select({ id: shippingAddresses.uid, recipient: shippingAddresses.recipient })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.isDefault, true));
    expect((await defaults()).map((d) => d.id)).toEqual([b]);
    expect((await customer.post(`/api/addresses/${a}/default`)).body.data.isDefault).toBe(true);
    expect((await defaults()).map((d) => d.id)).toEqual([a]);
    // Editing the default with isDefault false keeps it: the default moves only to another address.
    await customer.call('PUT', `/api/addresses/${a}`, address({ recipient: 'Default A2', isDefault: false }));
    expect((await defaults()).map((d) => d.recipient)).toEqual(['Default A2']);
    expect((await customer.call('DELETE', `/api/addresses/${a}`)).status).toBe(200);
    const after = await defaults();
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(b); // the most recent remaining address
    // The database itself refuses a second default.
    const [other] = await server.database.db
      .select({ id: shippingAddresses.uid })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.isDefault, false))
      .limit(1);
    await expect(
      server.database.db.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.uid, other!.id)),
    ).rejects.toThrow();
  });

  it('keeps one default under concurrent default changes', async () => {
    const created = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => customer.post('/api/addresses', address({ recipient: `Race ${i}` }))),
    );
    const raced = await Promise.all(created.map((c) => customer.post(`/api/addresses/${c.body.data.id}/default`)));
    expect(raced.every((r) => r.status === 200)).toBe(true);
    const enterprise = (
      await server.database.db
        .select({ e: shippingAddresses.enterpriseUid })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.uid, created[0]!.body.data.id))
    )[0]!.e;
    const rows = await server.database.db
      .select()
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.enterpriseUid, enterprise), eq(shippingAddresses.isDefault, true)));
    expect(rows).toHaveLength(1);
  });

  it('lists with search, sort and paging', async () => {
    for (const name of ['Pager Zhang', 'Pager Wang', 'Pager Chen'])
      await customer.post('/api/addresses', address({ recipient: name }));
    const page = await customer.get('/api/addresses?keyword=pager&page_no=1&page_size=2&field=recipient&sort=asc');
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.data.map((r: { recipient: string }) => r.recipient)).toEqual(['Pager Chen', 'Pager Wang']);
    const second = await customer.get('/api/addresses?keyword=pager&page_no=2&page_size=2&field=recipient&sort=asc');
    expect(second.body.data.data.map((r: { recipient: string }) => r.recipient)).toEqual(['Pager Zhang']);
    expect((await customer.get('/api/addresses?keyword=南山')).body.data.total).toBeGreaterThan(0);
  });

  it("answers 404 for another enterprise's address, for reads and writes alike", async () => {
    const mine = (await customer.post('/api/addresses', address({ recipient: 'Private' }))).body.data.id;
    expect(ids(await factory.get('/api/addresses'))).not.toContain(mine);
    expect((await factory.get(`/api/addresses/${mine}`)).status).toBe(404);
    expect((await factory.call('PUT', `/api/addresses/${mine}`, address())).status).toBe(404);
    expect((await factory.post(`/api/addresses/${mine}/default`)).status).toBe(404);
    expect((await factory.call('DELETE', `/api/addresses/${mine}`)).status).toBe(404);
    expect((await customer.get(`/api/addresses/${mine}`)).body.data.recipient).toBe('Private');
    expect((await customer.get('/api/addresses/not-a-uuid')).status).toBe(404);
  });

  it('is closed to a caller without the screen and to a visitor', async () => {
    const supplier = await loginAs(server.url, 'supplier');
    expect((await supplier.get('/api/addresses')).status).toBe(403);
    expect((await new Client(server.url).get('/api/addresses')).status).toBe(401);
  });
});
