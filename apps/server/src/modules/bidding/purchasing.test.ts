import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enterprisePartners, enterprises } from '../../db/schema/index.js';
import { LiveChannel } from '../../../test/live-channel.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { registerEnterprise } from './test-support.js';

let server: TestServer;
let factory: Client;
let supplierA: Client;
let supplierB: Awaited<ReturnType<typeof registerEnterprise>>;
let outsider: Awaited<ReturnType<typeof registerEnterprise>>;
let supplierAUid: string;

const HOUR = 3600_000;
const QUERY = '/api/busiservice.pcbuniontrans.biddingmessagequery';

beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  supplierA = await loginAs(server.url, 'supplier');
  supplierB = await registerEnterprise(server, 'supplier', 'Second Laminate');
  outsider = await registerEnterprise(server, 'supplier', 'Stranger Copper');
  const db = server.database.db;
  const [buyer] = await db.select().from(enterprises).where(eq(enterprises.enterpriseNo, 'E0001'));
  const [a] = await db.select().from(enterprises).where(eq(enterprises.enterpriseNo, 'E0003'));
  supplierAUid = a!.uid;
  // Supplier B accepted the factory's invitation earlier; the outsider never did.
  await db
    .insert(enterprisePartners)
    .values({ enterpriseUid: buyer!.uid, partnerEnterpriseUid: supplierB.enterpriseUid, relation: 'supplier' });
});
afterAll(() => server.stop());

const inHours = (hours: number) => new Date(server.app.clock.now().getTime() + hours * HOUR).toISOString();
const day = (days: number) => new Date(server.app.clock.now().getTime() + days * 24 * HOUR).toISOString().slice(0, 10);

const request = (extra: Record<string, unknown> = {}) => ({
  kind: 'material',
  name: 'Copper foil 35 µm',
  specification: 'HTE, 1290 mm rolls',
  quantity: '120.5',
  unit: 'roll',
  deadline: inHours(48),
  deliveryPlace: 'Warehouse 2, Shenzhen',
  audience: 'chosen',
  supplierUids: [supplierAUid, supplierB.enterpriseUid],
  ...extra,
});

const bid = (unitPrice: string, extra: Record<string, unknown> = {}) => ({
  unitPrice,
  quantity: '120.5',
  deliveryDate: day(10),
  validUntil: day(30),
  remarks: 'FOB Shenzhen',
  ...extra,
});

describe('publishing a purchasing request', () => {
  it('refuses what is missing or wrong, naming the field in the caller language', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, 'name'],
      [{ quantity: '0' }, 'quantity'],
      [{ quantity: '1.23456' }, 'quantity'],
      [{ deadline: inHours(0.01) }, 'deadline'],
      [{ deadline: 'tomorrow' }, 'deadline'],
      [{ deliveryPlace: '' }, 'deliveryPlace'],
      [{ supplierUids: [] }, 'supplierUids'],
      [{ supplierUids: [outsider.enterpriseUid] }, 'supplierUids'],
      [{ attachments: ['00000000-0000-4000-8000-000000000000'] }, 'attachments'],
    ];
    for (const [change, field] of cases) {
      const res = await factory.post('/api/purchasing/requests', request(change));
      expect(res.status, field).toBe(400);
      expect(res.body.data.field, JSON.stringify(change)).toBe(field);
    }
    const zh = await factory.post('/api/purchasing/requests', request({ deliveryPlace: '' }), {
      'accept-language': 'zh-CN',
    });
    expect(zh.body.msg).toBe('交货地点：不能为空');
    expect((await supplierA.post('/api/purchasing/requests', request())).status).toBe(403);
    expect((await (await loginAs(server.url, 'customer')).post('/api/purchasing/requests', request())).status).toBe(
      403,
    );
  });

  it('sends the bidding notice card item and a live message to the invited suppliers only', async () => {
    const live = await LiveChannel.open(server.url, supplierA.cookie);
    const res = await factory.post('/api/purchasing/requests', request({ name: 'Solder mask ink, green' }));
    expect(res.status).toBe(200);
    const published = res.body.data.request;
    expect(published).toMatchObject({
      requestNo: expect.stringMatching(/^BD-\d{4}-\d{4}$/),
      quantity: '120.5',
      phase: 'bidding',
      sealed: true,
    });
    const pushed = await live.next((p) => p.type === 'message' && p.message.kind === 'bidding');
    expect(pushed.message.title).toContain(published.requestNo);
    expect(pushed.message.link).toContain(`standard_request_details_no=${published.detailsNo}`);
    live.close();
    const notices = (await supplierA.post(QUERY, {})).body.data as Array<{
      uid: string;
      bidding_doccode: string;
      standard_request_details_no: string;
    }>;
    const item = notices.find((n) => n.bidding_doccode === published.requestNo)!;
    expect(item).toMatchObject({
      mat_name: 'Solder mask ink, green',
      entp_name: 'Demo PCB Factory',
      standard_request_details_no: published.detailsNo,
    });
    // The card's item opens the detail by the notice's uid.
    const detail = await supplierA.get(`/api/purchasing/requests/${item.uid}`);
    expect(detail.body.data).toMatchObject({
      role: 'supplier',
      request: { uid: published.uid, buyerName: 'Demo PCB Factory' },
      myBid: null,
    });
    expect((await outsider.client.post(QUERY, {})).body.data).toEqual([]);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'purchase_request'), eq(auditLog.entityUid, published.uid)));
    expect(audit.map((a) => a.action)).toEqual(['publish']);
  });
});

describe('sealed bids', () => {
  let uid: string;
  beforeAll(async () => {
    uid = (await factory.post('/api/purchasing/requests', request())).body.data.request.uid;
  });

  it('keeps every bid sealed until the deadline: the factory sees none, another supplier gets 404', async () => {
    const first = await supplierA.call('PUT', `/api/purchasing/requests/${uid}/bid`, bid('12.5'));
    expect(first.status).toBe(200);
    expect(first.body.data.myBid).toMatchObject({
      version: 1,
      unitPrice: '12.50',
      amount: '1506.25',
      status: 'submitted',
    });
    // A change before the deadline is a new version; the old one is kept.
    const changed = await supplierA.call(
      'PUT',
      `/api/purchasing/requests/${uid}/bid`,
      bid('11.8', { expectedVersion: 1 }),
    );
    expect(changed.body.data.myBid).toMatchObject({ version: 2, unitPrice: '11.80', amount: '1421.90' });
    expect(changed.body.data.myBid.versions.map((v: { unitPrice: string }) => v.unitPrice)).toEqual(['12.50', '11.80']);
    // The same bid sent again is not a change: no new version.
    const again = await supplierA.call(
      'PUT',
      `/api/purchasing/requests/${uid}/bid`,
      bid('11.80', { expectedVersion: 2 }),
    );
    expect(again.body.data.myBid).toMatchObject({ version: 2, unitPrice: '11.80' });
    expect(again.body.data.myBid.versions).toHaveLength(2);
    const stale = await supplierA.call('PUT', `/api/purchasing/requests/${uid}/bid`, bid('10', { expectedVersion: 1 }));
    expect(stale.status).toBe(409);
    expect((await supplierB.client.call('PUT', `/api/purchasing/requests/${uid}/bid`, bid('13.2'))).status).toBe(200);

    const buyer = await factory.get(`/api/purchasing/requests/${uid}`);
    expect(buyer.body.data).toMatchObject({ role: 'buyer', bids: null, request: { sealed: true, phase: 'bidding' } });
    expect(JSON.stringify(buyer.body.data)).not.toContain('11.80');
    const listed = (await factory.get('/api/purchasing/requests?page_size=100')).body.data.data.find(
      (r: { uid: string }) => r.uid === uid,
    );
    expect(listed).toMatchObject({ invitedCount: 2, bidCount: null });

    const seenByB = await supplierB.client.get(`/api/purchasing/requests/${uid}`);
    expect(seenByB.body.data.myBid.unitPrice).toBe('13.20');
    expect(JSON.stringify(seenByB.body.data)).not.toContain('11.80');
    for (const res of [
      await outsider.client.get(`/api/purchasing/requests/${uid}`),
      await outsider.client.call('PUT', `/api/purchasing/requests/${uid}/bid`, bid('1')),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(
      (await factory.post(`/api/purchasing/requests/${uid}/award`, { bidUids: [first.body.data.myBid.uid] })).status,
    ).toBe(409);
  });

  it('refuses a bid with wrong values, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ unitPrice: '-1' }, 'unitPrice'],
      [{ unitPrice: 'abc' }, 'unitPrice'],
      [{ quantity: '' }, 'quantity'],
      [{ deliveryDate: '2026-02-30' }, 'deliveryDate'],
      [{ deliveryDate: '2020-01-01' }, 'deliveryDate'],
      [{ validUntil: day(1) }, 'validUntil'],
    ];
    for (const [change, field] of cases) {
      const res = await supplierB.client.call(
        'PUT',
        `/api/purchasing/requests/${uid}/bid`,
        bid('5', { expectedVersion: 1, ...change }),
      );
      expect(res.status, field).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
  });

  it('refuses a late bid, then shows the bids side by side, awards one and tells winner and loser', async () => {
    server.app.clock.advance(49 * HOUR);
    try {
      const late = await supplierB.client.call(
        'PUT',
        `/api/purchasing/requests/${uid}/bid`,
        bid('9', { expectedVersion: 1 }),
      );
      expect(late.status).toBe(409);
      expect(late.body.msg).toBe('Bidding closed at the deadline; the bid was not accepted');
      expect((await supplierB.client.get(`/api/purchasing/requests/${uid}`)).body.data.myBid.unitPrice).toBe('13.20');

      const buyer = (await factory.get(`/api/purchasing/requests/${uid}`)).body.data;
      expect(buyer.request).toMatchObject({ sealed: false, phase: 'evaluating' });
      expect(buyer.bids.map((b: { unitPrice: string; version: number }) => [b.unitPrice, b.version])).toEqual([
        ['11.80', 2],
        ['13.20', 1],
      ]);
      expect(buyer.bids[0].versions).toHaveLength(2);

      const liveA = await LiveChannel.open(server.url, supplierA.cookie);
      const liveB = await LiveChannel.open(server.url, supplierB.client.cookie);
      const award = await factory.post(`/api/purchasing/requests/${uid}/award`, { bidUids: [buyer.bids[0].uid] });
      expect(award.status).toBe(200);
      expect(award.body.data.request.status).toBe('awarded');
      expect(award.body.data.bids.map((b: { status: string }) => b.status)).toEqual(['awarded', 'lost']);
      const won = await liveA.next((p) => p.type === 'message' && p.message.kind === 'bidding-result');
      const lost = await liveB.next((p) => p.type === 'message' && p.message.kind === 'bidding-result');
      expect(won.message.title).toMatch(/was awarded$/);
      expect(lost.message.title).toMatch(/was not awarded$/);
      liveA.close();
      liveB.close();
      expect((await supplierB.client.get(`/api/purchasing/requests/${uid}`)).body.data.myBid.status).toBe('lost');
      expect(
        (await factory.post(`/api/purchasing/requests/${uid}/award`, { bidUids: [buyer.bids[1].uid] })).status,
      ).toBe(409);
    } finally {
      server.app.clock.useSystemTime();
    }
  });
});
