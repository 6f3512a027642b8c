import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, staff } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { LiveChannel } from '../../../test/live-channel.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const STATISTICS = '/api/busiservice.pcbuniontrans.workordermessagestatistics';

async function memberOf(no: string) {
  const [row] = await server.database.db
    .select({ accountUid: staff.accountUid, enterpriseUid: staff.enterpriseUid })
    .from(staff)
    .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .where(eq(enterprises.enterpriseNo, no));
  return row!;
}

const bidding = {
  kind: 'bidding',
  title: { en: 'New bidding notice BD-2026-0003', 'zh-CN': '新的招标通知 BD-2026-0003' },
  body: 'Copper clad laminate, 500 sheets',
  link: '/purchasing-manage-detail/index',
};

describe('bell count (workordermessagestatistics)', () => {
  it("counts the caller's unread messages: the demo welcome", async () => {
    const supplier = await loginAs(server.url, 'supplier');
    const res = await supplier.post(STATISTICS, { flag: 1, satff_member: 0 });
    expect(res.body).toEqual({ code: 1, msg: 'ok', data: { totlecount: 1 } });
  });

  it("counts a staff member's consult queue too, whatever the payload says", async () => {
    const platform = await loginAs(server.url, 'platform');
    expect((await platform.post(STATISTICS, { flag: 1, satff_member: 1 })).body.data.totlecount).toBe(2);
    expect((await platform.post(STATISTICS, { flag: 1, satff_member: 0 })).body.data.totlecount).toBe(2);
    const factory = await loginAs(server.url, 'factory');
    expect((await factory.post(STATISTICS, { flag: 1, satff_member: 1 })).body.data.totlecount).toBe(1);
  });

  it('refuses a malformed flag, another enterprise and a caller without a session', async () => {
    const factory = await loginAs(server.url, 'factory');
    const bad = await factory.post(STATISTICS, { flag: 1, satff_member: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('satff_member');
    expect((await factory.post(STATISTICS, { suppenterpriseuid: '00000000-0000-0000-0000-000000000000' })).status).toBe(
      403,
    );
    expect((await new Client(server.url).post(STATISTICS, { flag: 1 })).status).toBe(401);
  });
});

describe('message centre (GET /api/messages, POST /api/messages/read)', () => {
  it("pages the caller's messages in its language, newest first", async () => {
    const factory = await loginAs(server.url, 'factory');
    const page = await factory.get('/api/messages?page_no=1&page_size=20');
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.data[0]).toMatchObject({
      kind: 'welcome',
      title: 'Welcome to PCB Union, Demo PCB Factory',
      read: false,
      read_at: null,
      link: '/quotation-management',
    });
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    expect((await zh.get('/api/messages')).body.data.data[0].title).toBe('欢迎 Demo PCB Factory 加入 PCB Union');

    const platform = await loginAs(server.url, 'platform');
    const queue = await platform.get('/api/messages?field=kind&sort=asc');
    expect(queue.body.data.data.map((m: { kind: string }) => m.kind)).toEqual(['consult', 'welcome']);
    const second = await platform.get('/api/messages?page_no=2&page_size=1&field=kind&sort=asc');
    expect(second.body.data).toMatchObject({ total: 2, data: [{ kind: 'welcome' }] });
  });

  it('answers 400 naming the bad paging field', async () => {
    const factory = await loginAs(server.url, 'factory');
    for (const [query, field] of [
      ['page_size=0', 'page_size'],
      ['page_no=x', 'page_no'],
      ['sort=up', 'sort'],
      ['field=password', 'field'],
      ['page_size=1000', 'page_size'],
    ]) {
      const res = await factory.get(`/api/messages?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    expect((await new Client(server.url).get('/api/messages')).status).toBe(401);
  });

  it("marks the caller's messages read and ignores anyone else's", async () => {
    const customer = await loginAs(server.url, 'customer');
    const factory = await loginAs(server.url, 'factory');
    const customerMessage = (await customer.get('/api/messages')).body.data.data[0];
    const factoryMessage = (await factory.get('/api/messages')).body.data.data[0];

    const foreign = await customer.post('/api/messages/read', { ids: [factoryMessage.id] });
    expect(foreign.body.data).toEqual({ updated: 0, totlecount: 1 });
    expect((await factory.post(STATISTICS, { flag: 1 })).body.data.totlecount).toBe(1);

    const own = await customer.post('/api/messages/read', { ids: [customerMessage.id] });
    expect(own.body.data).toEqual({ updated: 1, totlecount: 0 });
    expect((await customer.get('/api/messages')).body.data.data[0]).toMatchObject({
      read: true,
      read_at: expect.any(String),
    });
    expect((await customer.post('/api/messages/read', { ids: ['nope'] })).body.data.field).toBe('ids.0');
    expect((await customer.post('/api/messages/read', { ids: [] })).body.data.field).toBe('ids');
  });
});

describe('live channel (/ws) and the notify service', () => {
  it('refuses a WebSocket without a session', async () => {
    await expect(LiveChannel.open(server.url, undefined)).rejects.toThrow('HTTP 401');
    await expect(LiveChannel.open(server.url, 'pcb_session=forged')).rejects.toThrow('HTTP 401');
  });

  it('pushes a new message and the new bell count to the recipient only', async () => {
    const supplier = await loginAs(server.url, 'supplier');
    const customer = await loginAs(server.url, 'customer');
    const supplierChannel = await LiveChannel.open(server.url, supplier.cookie);
    const customerChannel = await LiveChannel.open(server.url, customer.cookie);
    const before = (await supplierChannel.next((p) => p.type === 'bell')).totlecount;
    await customerChannel.next((p) => p.type === 'bell');

    const supplierMember = await memberOf('E0003');
    const stored = await server.app.notifier.notify(supplierMember.accountUid, {
      ...bidding,
      enterpriseUid: supplierMember.enterpriseUid,
    });

    const pushed = await supplierChannel.next((p) => p.type === 'message');
    expect(pushed.message).toMatchObject({
      id: stored.uid,
      kind: 'bidding',
      title: 'New bidding notice BD-2026-0003',
      body: 'Copper clad laminate, 500 sheets',
      read: false,
    });
    expect(await supplierChannel.next((p) => p.type === 'bell')).toEqual({ type: 'bell', totlecount: before + 1 });
    expect((await supplier.post(STATISTICS, { flag: 1 })).body.data.totlecount).toBe(before + 1);

    // The customer hears of its own message, never of the supplier's.
    const customerMember = await memberOf('E0002');
    await server.app.notifier.notify(customerMember.accountUid, { kind: 'system', title: 'Your order has shipped' });
    expect((await customerChannel.next((p) => p.type === 'message')).message.title).toBe('Your order has shipped');
    expect(customerChannel.received.filter((p) => p.type === 'message')).toEqual([]);

    await supplier.post('/api/messages/read', { ids: [stored.uid] });
    expect(await supplierChannel.next((p) => p.type === 'bell')).toEqual({ type: 'bell', totlecount: before });
    supplierChannel.close();
    customerChannel.close();
  });

  it("delivers a consult-queue message to the platform's staff members in their language", async () => {
    const platform = await loginAs(server.url, 'platform');
    const channel = await LiveChannel.open(server.url, `${platform.cookie}; language=zh-CN`);
    const bell = await channel.next((p) => p.type === 'bell');
    const platformMember = await memberOf('E0000');
    await server.app.notifier.notifyConsultQueue(platformMember.enterpriseUid, {
      kind: 'consult',
      title: { en: 'New consultation', 'zh-CN': '新的咨询' },
    });
    expect((await channel.next((p) => p.type === 'message')).message.title).toBe('新的咨询');
    expect((await channel.next((p) => p.type === 'bell')).totlecount).toBe(bell.totlecount + 1);
    channel.close();
  });

  it('answers ping with pong and closes the socket of a session that logs out', async () => {
    const factory = await loginAs(server.url, 'factory');
    const channel = await LiveChannel.open(server.url, factory.cookie);
    channel.socket.send('ping');
    expect(await channel.next((p) => p.type === 'pong')).toEqual({ type: 'pong' });
    await factory.post('/api/atom/logout', {});
    expect((await channel.closed).code).toBe(4001);
  });
});
