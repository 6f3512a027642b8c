import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, quotations } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { boardBody, enterpriseUidOf } from './test-support.js';

/**
 * Issue 30 #8: platform vs internal is derived — a quotation made from an online inquiry to the factory is platform,
 * one the factory enters directly is internal; a sent `type` is refused; the list filters on it and counts its tabs.
 */
let server: TestServer;
let engineer: Client;
let factoryUid: string;
let inquiryNo: string;

beforeAll(async () => {
  server = await startTestServer();
  engineer = await loginAs(server.url, 'factory');
  factoryUid = await enterpriseUidOf(server.database.db, 'E0001');
  const [inquiry] = await server.database.db
    .select({ inquiryNo: inquiries.inquiryNo })
    .from(inquiries)
    .where(and(eq(inquiries.merchantEnterpriseUid, factoryUid), eq(inquiries.deleted, false)))
    .orderBy(asc(inquiries.createdAt))
    .limit(1);
  expect(inquiry, 'the demo has online inquiries to the demo factory').toBeDefined();
  inquiryNo = inquiry!.inquiryNo;
}, 60_000);
afterAll(() => server?.stop());

async function create(body: object) {
  const res = await engineer.post('/api/quotations', { ...boardBody, ...body });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

type Page = {
  data: Array<{ quotationNo: string; type: string; inquiryNo: string | null }>;
  total: number;
  counts: { all: number; platform: number; internal: number };
};
const list = async (query: string): Promise<Page> => {
  const res = await engineer.get(`/api/quotations?${query}`);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};

describe('the quotation type follows from the inquiry', () => {
  it('the demo factory has a platform quotation, made from its earliest online inquiry, beside its internal ones', async () => {
    const platform = await list('tab=all&type=platform');
    expect(platform.data.map((row) => row.inquiryNo)).toContain(inquiryNo);
    expect((await list('tab=all&type=internal')).total).toBeGreaterThanOrEqual(2);
  });

  it('makes a quotation from an online inquiry a platform one, and one entered directly an internal one', async () => {
    const platform = await create({ inquiryNo });
    expect(platform).toMatchObject({ type: 'platform', inquiryNo });
    const internal = await create({});
    expect(internal).toMatchObject({ type: 'internal', inquiryNo: null });
    // A new version and a copy keep the inquiry link, so their type.
    const upgraded = await engineer.post(`/api/quotations/${platform.quotationNo}/upgrade`, { reason: 'other' });
    expect(upgraded.body.data).toMatchObject({ version: 2, type: 'platform', inquiryNo });
    const copy = await engineer.post(`/api/quotations/${internal.quotationNo}/copy`, {});
    expect(copy.body.data).toMatchObject({ type: 'internal', inquiryNo: null });
    // The stored column agrees (what the list filters and counts on).
    const [row] = await server.database.db
      .select({ type: quotations.type, inquiryUid: quotations.inquiryUid })
      .from(quotations)
      .where(and(eq(quotations.quotationNo, platform.quotationNo), eq(quotations.isCurrent, true)));
    expect(row!.type).toBe('platform');
    expect(row!.inquiryUid).not.toBeNull();
  });

  it('refuses a sent type with 400 naming the field in the caller’s language, and changes nothing', async () => {
    const before = (await list('tab=all')).total;
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = engineer.cookie;
    for (const type of ['internal', 'platform']) {
      const res = await zh.post('/api/quotations', { ...boardBody, type });
      expect(res.status).toBe(400);
      expect(res.body.data).toMatchObject({ field: 'type' });
      expect(res.body.msg).toContain('类型不能手动设置');
    }
    const es = new Client(server.url, 'es');
    es.cookie = engineer.cookie;
    const spanish = await es.post('/api/quotations', { ...boardBody, inquiryNo, type: 'platform' });
    expect(spanish.status).toBe(400);
    expect(spanish.body.msg).toContain('El tipo no se puede fijar');
    expect((await list('tab=all')).total).toBe(before);

    const internal = await create({});
    const put = await engineer.call('PUT', `/api/quotations/${internal.quotationNo}`, {
      type: 'platform',
      quantity: 7,
    });
    expect(put.status).toBe(400);
    expect(put.body.data).toMatchObject({ field: 'type' });
    const after = (await engineer.get(`/api/quotations/${internal.quotationNo}`)).body.data;
    expect(after).toMatchObject({ type: 'internal', quantity: internal.quantity, rowVersion: internal.rowVersion });
  });

  it('refuses an inquiry number that is not an online inquiry to this factory, naming inquiryNo', async () => {
    const res = await engineer.post('/api/quotations', { ...boardBody, inquiryNo: 'XJ000000000000000' });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ field: 'inquiryNo' });
    expect(res.body.msg).toContain('XJ000000000000000');
  });
});

describe('the list’s type filter and tab counts', () => {
  it('filters by type and counts every tab under the same other filters, each count the total of its tab', async () => {
    const keyword = `Q8-${randomBytes(4).toString('hex')}`;
    const p1 = await create({ inquiryNo, customerModel: `${keyword}-A` });
    await create({ inquiryNo, customerModel: `${keyword}-B` });
    const i1 = await create({ customerModel: `${keyword}-C` });
    await create({ customerModel: `${keyword}-D` });
    await create({ customerModel: `${keyword}-E` });
    await engineer.post(`/api/quotations/${p1.quotationNo}/submit`, {});
    await engineer.post(`/api/quotations/${i1.quotationNo}/submit`, {});

    const all = await list(`tab=all&search=${keyword}`);
    expect(all.counts).toEqual({ all: 5, platform: 2, internal: 3 });
    expect(all.total).toBe(5);
    for (const type of ['platform', 'internal'] as const) {
      const page = await list(`tab=all&search=${keyword}&type=${type}`);
      expect(page.total).toBe(all.counts[type]);
      expect(page.counts).toEqual(all.counts);
      expect(page.data.every((row) => row.type === type)).toBe(true);
    }

    // The counts follow the other filters: the approval tab, the status and the keyword.
    const reviewing = await list(`tab=to_be_reviewed&search=${keyword}`);
    expect(reviewing.counts).toEqual({ all: 2, platform: 1, internal: 1 });
    const notSubmitted = await list(`tab=all&status=not_submitted&search=${keyword}&type=internal&page_size=1`);
    expect(notSubmitted.counts).toEqual({ all: 3, platform: 1, internal: 2 });
    expect(notSubmitted.total).toBe(2);
    expect(notSubmitted.data).toHaveLength(1);
    // The keyword also finds the inquiry number a platform quotation came from.
    const byInquiry = await list(`tab=all&search=${inquiryNo}&type=platform`);
    expect(byInquiry.data.map((row) => row.quotationNo)).toContain(p1.quotationNo);
    expect(byInquiry.counts.internal).toBe(0);
    const one = await list(`tab=all&search=${keyword}-A`);
    expect(one.counts).toEqual({ all: 1, platform: 1, internal: 0 });
    const overdue = await list(`tab=all&validity=overdue&search=${keyword}`);
    expect(overdue.counts).toEqual({ all: 0, platform: 0, internal: 0 });

    // Without a keyword the counts are the whole list's, tab by tab.
    const whole = await list('tab=all');
    expect(whole.counts.all).toBe(whole.total);
    expect(whole.counts.platform + whole.counts.internal).toBe(whole.counts.all);
    expect((await list('tab=all&type=platform')).total).toBe(whole.counts.platform);
    expect((await list('tab=all&type=internal')).total).toBe(whole.counts.internal);

    // Sorting by type keeps the paging conventions.
    const sorted = await list(`tab=all&search=${keyword}&field=type&sort=asc`);
    expect(sorted.data.map((row) => row.type)).toEqual(['internal', 'internal', 'internal', 'platform', 'platform']);
  });

  it('refuses an unknown type filter with 400 naming the field', async () => {
    const res = await engineer.get('/api/quotations?type=external');
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ field: 'type' });
  });
});
