import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, estimatePrice } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import { inquiries } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { zipFixture } from '../gerber/test-support/fixtures.js';
import { createOtherFactory, postArchive, waitForJob } from '../gerber/test-support/http.js';
import { inquiryCommerce } from './index.js';

/**
 * Issue 15 inquiries against a real server (PGlite, or PostgreSQL with DATABASE_URL): every transition of core's
 * table and every refusal — the wrong state answers 409 naming the state now, another enterprise's inquiry 404,
 * bad input 400 naming the field in the caller's language.
 */
let server: TestServer;
let customer: Client;
let factory: Client;
let factoryUid: string;

const board = { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 };

beforeAll(async () => {
  server = await startTestServer();
  customer = await loginAs(server.url, 'customer');
  factory = await loginAs(server.url, 'factory');
  const merchants = await customer.get('/api/pricing/merchants');
  factoryUid = (merchants.body.data as Array<{ uid: string; no: string }>).find((m) => m.no === 'E0001')!.uid;
});
afterAll(() => server.stop());

async function make(params: Record<string, unknown> = board, extra: Record<string, unknown> = {}) {
  const res = await customer.post('/api/inquiries', { params, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    no: string;
    status: string;
    price: { total: string; boardFee: string; otherFees: string; estimated: string };
    deliveryDays: number;
    version: number;
    actions: string[];
  };
}

describe('making an inquiry', () => {
  it('prices it on the server exactly as the estimate, whatever price the client sends, and keeps the parameters', async () => {
    const estimate = await customer.post('/api/pricing/estimate', { params: board });
    const made = await customer.post('/api/inquiries', { params: board, price: { total: '0.01' }, total: '0.01' });
    expect(made.status).toBe(200);
    const inquiry = made.body.data;
    expect(inquiry.no).toMatch(/^XJ\d{8}\d{6}$/);
    expect(inquiry.status).toBe('to_be_reviewed');
    expect(inquiry.price.total).toBe(new Decimal(estimate.body.data.total).toFixed(2));
    expect(inquiry.price.estimated).toBe(inquiry.price.total);
    expect(new Decimal(inquiry.price.boardFee).plus(inquiry.price.otherFees).toFixed(2)).toBe(inquiry.price.total);
    expect(new Decimal(inquiry.price.boardFee).gt(0)).toBe(true);
    expect(inquiry.deliveryDays).toBe(estimate.body.data.deliveryDays);
    expect(inquiry.merchant.id).toBe(factoryUid);
    expect(inquiry.details).toMatchObject({
      pcsWidthMm: '100.00',
      pcsLengthMm: '80.00',
      surfaceFinish: 'hasl',
      orderType: 'prototype',
      leadTime: 'standard',
      deliveryForm: 'pcs',
    });
    expect(inquiry.actions).toEqual(['withdraw', 'modify', 'delete', 'print']);
    const detail = (await customer.get(`/api/inquiries/${inquiry.no}`)).body.data;
    expect(detail.versions).toHaveLength(1);
    expect(detail.versions[0].params).toEqual(board);
    expect(detail.versions[0].pricedParams).toMatchObject({ LAYERS: '2', QTY: '50', FINISH: 'HASL' });
    expect(detail.log.map((l: { text: string }) => l.text)[0]).toMatch(
      /made the inquiry \(version 1, total CNY \d+\.\d\d, \d+ days\)/,
    );
  });

  it('prices the finish, the gold fingers and the fastest lead time the details choose, and keeps both lead times', async () => {
    const { book, pricedOn, defaultProductNumber } = (await customer.get('/api/pricing/book')).body.data;
    const local = estimatePrice(book, {
      productNumber: defaultProductNumber,
      values: { ...board, FINISH: 'ENIG', GOLD_FINGER: 1, LEAD_TIME: 'fastest' },
      pricedOn,
    });
    expect(local.ok).toBe(true);
    const made = await make(board, {
      details: {
        surfaceFinish: 'enig',
        goldFingerCount: 4,
        goldThicknessUm: '0.05',
        nickelThicknessUm: '4',
        leadTime: 'fastest',
        orderType: 'volume',
        splittingMethod: 'v_cut',
        deliveryMethod: 'logistics',
      },
    });
    if (local.ok) expect(made.price.total).toBe(new Decimal(local.estimate.total).toFixed(2));
    const detail = (await customer.get(`/api/inquiries/${made.no}`)).body.data;
    expect(detail.details).toMatchObject({
      surfaceFinish: 'enig',
      goldFingerCount: 4,
      goldThicknessUm: '0.050',
      nickelThicknessUm: '4.000',
      orderType: 'volume',
      splittingMethod: 'v_cut',
      deliveryMethod: 'logistics',
      leadTime: 'fastest',
    });
    expect(detail.leadTimes.fastest).toBeLessThanOrEqual(detail.leadTimes.standard);
    expect(detail.deliveryDays).toBe(detail.leadTimes.fastest);
  });

  it('takes a required lead time in days, and refuses one without days, naming the field', async () => {
    const made = await make(board, { details: { leadTime: 'required', requiredDays: 12 } });
    expect(made.deliveryDays).toBe(12);
    const refused = await customer.post('/api/inquiries', { params: board, details: { leadTime: 'required' } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('requiredDays');
  });

  it('needs the SET size for a SET delivery, in the caller language', async () => {
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    const refused = await zh.post('/api/inquiries', { params: board, details: { deliveryForm: 'set' } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('setWidthMm');
    expect(refused.body.msg).toContain('SET');
    expect(refused.body.msg).toMatch(/[长寬宽]/);
    const ok = await make(board, {
      details: { deliveryForm: 'set', setWidthMm: '200', setLengthMm: '160', pcsPerSet: 4 },
    });
    expect(ok.status).toBe('to_be_reviewed');
  });

  it('refuses a bad parameter (400 naming it), an unknown Gerber upload, and a factory asking itself', async () => {
    const bad = await customer.post('/api/inquiries', { params: { ...board, QTY: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('QTY');
    const gerber = await customer.post('/api/inquiries', {
      params: board,
      gerberFileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(gerber.status).toBe(400);
    expect(gerber.body.data.field).toBe('gerberFileId');
    const finish = await customer.post('/api/inquiries', { params: board, details: { surfaceFinish: 'chrome' } });
    expect(finish.status).toBe(400);
    expect(finish.body.data.field).toContain('surfaceFinish');
    // The factory has no customer screen: its own merchant is refused before anything is priced.
    expect((await factory.post('/api/inquiries', { params: board })).status).toBe(403);
  });
});

describe('the factory review', () => {
  it('approves at the requested price without a reason; the customer then sees approved and may add it to the cart', async () => {
    const made = await make();
    const listed = (await factory.get('/api/inquiries?tab=to_be_reviewed&page_size=100')).body.data;
    expect(listed.side).toBe('factory');
    expect(listed.data.map((i: { no: string }) => i.no)).toContain(made.no);
    expect(listed.data.find((i: { no: string }) => i.no === made.no).actions).toEqual(['print', 'approve', 'reject']);
    const approved = await factory.post(`/api/inquiries/${made.no}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const seen = (await customer.get(`/api/inquiries/${made.no}`)).body.data;
    expect(seen.status).toBe('approved');
    expect(seen.actions).toContain('add_to_cart');
    expect(seen.approvedPrice).toMatchObject({
      total: made.price.total,
      deliveryDays: made.deliveryDays,
      reason: null,
    });
    expect(seen.differences).toEqual([]);
  });

  it('approves with a changed price and lead time only with a reason; the differences are marked and the log says why', async () => {
    const made = await make();
    const lower = new Decimal(made.price.total).minus(10).toFixed(2);
    const noReason = await factory.post(`/api/inquiries/${made.no}/approve`, {
      total: lower,
      deliveryDays: made.deliveryDays + 2,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.field).toBe('reason');
    expect((await factory.get(`/api/inquiries/${made.no}`)).body.data.status).toBe('to_be_reviewed');
    const approved = await factory.post(`/api/inquiries/${made.no}/approve`, {
      total: lower,
      deliveryDays: made.deliveryDays + 2,
      reason: 'Volume discount',
    });
    expect(approved.status).toBe(200);
    const seen = (await customer.get(`/api/inquiries/${made.no}`)).body.data;
    expect(seen.price.total).toBe(lower);
    expect(seen.price.discounted).toBe(lower);
    expect(seen.price.estimated).toBe(made.price.total);
    expect(new Decimal(seen.price.boardFee).plus(seen.price.otherFees).toFixed(2)).toBe(lower);
    expect(seen.approvedPrice).toEqual({
      total: lower,
      deliveryDays: made.deliveryDays + 2,
      reason: 'Volume discount',
    });
    expect(seen.versions.map((v: { version: number; side: string }) => [v.version, v.side])).toEqual([
      [1, 'customer'],
      [2, 'factory'],
    ]);
    const fields = seen.differences.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['total', 'discounted', 'deliveryDays']));
    expect(seen.differences.find((d: { field: string }) => d.field === 'total')).toMatchObject({
      before: made.price.total,
      after: lower,
    });
    const approveLine = seen.log.find((l: { action: string }) => l.action === 'approve').text;
    expect(approveLine).toContain(`total CNY ${lower}`);
    expect(approveLine).toContain('Volume discount');
    expect(approveLine).toContain(`changed from CNY ${made.price.total}`);
    const compared = (await customer.get(`/api/inquiries/${made.no}/compare?a=1&b=2`)).body.data;
    expect(compared.differences).toEqual(seen.differences);
    // The bell told the customer.
    const bell = (await customer.get('/api/messages?page_size=50')).body.data;
    const titles = (bell.data ?? bell).map((m: { title: string }) => m.title);
    expect(titles).toContain(`Inquiry ${made.no} approved`);
  });

  it('takes a board-making fee and other fees that must add up to a given total', async () => {
    const made = await make();
    const refused = await factory.post(`/api/inquiries/${made.no}/approve`, {
      total: '100.00',
      boardFee: '60.00',
      otherFees: '30.00',
      reason: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('total');
    const negative = await factory.post(`/api/inquiries/${made.no}/approve`, { total: -1, reason: 'x' });
    expect(negative.status).toBe(400);
    expect(negative.body.data.field).toBe('total');
    const cents = await factory.post(`/api/inquiries/${made.no}/approve`, { total: '1.005', reason: 'x' });
    expect(cents.status).toBe(400);
    expect(cents.body.data.field).toBe('total');
    const ok = await factory.post(`/api/inquiries/${made.no}/approve`, {
      boardFee: '60.00',
      otherFees: '40.00',
      reason: 'Manual quotation',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.price).toMatchObject({ boardFee: '60.00', otherFees: '40.00', total: '100.00' });
  });

  it('rejects with a reason only, and the customer sees the reason', async () => {
    const made = await make();
    const empty = await factory.post(`/api/inquiries/${made.no}/reject`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.field).toBe('reason');
    const missing = await factory.post(`/api/inquiries/${made.no}/reject`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.data.field).toBe('reason');
    const rejected = await factory.post(`/api/inquiries/${made.no}/reject`, { reason: 'Copper weight not available' });
    expect(rejected.body.data.status).toBe('rejected');
    const seen = (await customer.get(`/api/inquiries/${made.no}`)).body.data;
    expect(seen.rejectReason).toBe('Copper weight not available');
    expect(seen.log.at(-1).text).toContain('rejected the inquiry: Copper weight not available');
    expect(
      (await customer.get('/api/inquiries?tab=rejected&page_size=100')).body.data.data.map((i: { no: string }) => i.no),
    ).toContain(made.no);
  });

  it('answers 409 naming the state to a second approval, a reject after approval and an approval of a withdrawn inquiry', async () => {
    const made = await make();
    expect((await factory.post(`/api/inquiries/${made.no}/approve`, {})).status).toBe(200);
    const again = await factory.post(`/api/inquiries/${made.no}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Cannot approve: the inquiry is now approved');
    expect(again.body.data).toMatchObject({ status: 'approved' });
    const reject = await factory.post(`/api/inquiries/${made.no}/reject`, { reason: 'late' });
    expect(reject.status).toBe(409);
    const other = await make();
    expect((await customer.post(`/api/inquiries/${other.no}/withdraw`)).body.data.status).toBe('withdrawn');
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const late = await zh.post(`/api/inquiries/${other.no}/approve`, {});
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('无法审核通过：询价当前状态为已撤回');
  });

  it('takes the total as a JSON number too (2 decimals), and the days as text', async () => {
    const made = await make();
    const approved = await factory.post(`/api/inquiries/${made.no}/approve`, {
      total: 77.5,
      deliveryDays: '9',
      reason: 'Rounded',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ price: { total: '77.50' }, deliveryDays: 9 });
  });

  it('lets only one of two simultaneous approvals win; the other gets 409 with the new state', async () => {
    const made = await make();
    // Two approvals in flight at once (one account may keep one session: the same staff's two tabs).
    const answers = await Promise.all([
      factory.post(`/api/inquiries/${made.no}/approve`, {}),
      factory.post(`/api/inquiries/${made.no}/approve`, { total: '1.00', reason: 'race' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.data.status).toBe('approved');
    const detail = (await customer.get(`/api/inquiries/${made.no}`)).body.data;
    expect(detail.versions).toHaveLength(2);
    expect(detail.log.filter((l: { action: string }) => l.action === 'approve')).toHaveLength(1);
  });
});

describe('the customer actions', () => {
  it('modifies into a new version, back to be reviewed; the factory compares version against version', async () => {
    const made = await make();
    await factory.post(`/api/inquiries/${made.no}/reject`, { reason: 'Quantity too small' });
    const modified = await customer.call('PUT', `/api/inquiries/${made.no}`, { params: { ...board, QTY: 500 } });
    expect(modified.status).toBe(200);
    expect(modified.body.data).toMatchObject({
      status: 'to_be_reviewed',
      version: 2,
      requestVersion: 2,
      rejectReason: null,
    });
    expect(modified.body.data.price.total).not.toBe(made.price.total);
    const compared = (await factory.get(`/api/inquiries/${made.no}/compare?a=1&b=2`)).body.data;
    expect(compared.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ group: 'params', field: 'QTY', before: '50', after: '500' }),
        expect.objectContaining({ group: 'price', field: 'total' }),
      ]),
    );
    const badCompare = await factory.get(`/api/inquiries/${made.no}/compare?a=1&b=9`);
    expect(badCompare.status).toBe(400);
    expect(badCompare.body.data.field).toBe('versions');
    // A stale screen: modifying an older version than the current one is refused.
    const stale = await customer.call('PUT', `/api/inquiries/${made.no}`, { params: board, expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.status).toBe('to_be_reviewed');
  });

  it('withdraws, then deletes; a deleted inquiry is gone for both sides', async () => {
    const made = await make();
    expect((await customer.post(`/api/inquiries/${made.no}/withdraw`)).body.data.actions).toEqual([
      'modify',
      'delete',
      'print',
    ]);
    expect((await customer.post(`/api/inquiries/${made.no}/withdraw`)).status).toBe(409);
    expect((await customer.call('DELETE', `/api/inquiries/${made.no}`)).status).toBe(200);
    expect((await customer.get(`/api/inquiries/${made.no}`)).status).toBe(404);
    expect((await factory.get(`/api/inquiries/${made.no}`)).status).toBe(404);
    expect((await customer.call('DELETE', `/api/inquiries/${made.no}`)).status).toBe(404);
  });

  it('prints with a template only, and the print lands in the log', async () => {
    const made = await make();
    const none = await customer.post(`/api/inquiries/${made.no}/print`, {});
    expect(none.status).toBe(400);
    expect(none.body.data.field).toBe('template');
    const printed = await customer.post(`/api/inquiries/${made.no}/print`, { template: 'standard' });
    expect(printed.status).toBe(200);
    expect(printed.body.data.log.at(-1).action).toBe('print');
  });

  it('refuses the factory customer actions and the customer factory actions', async () => {
    const made = await make();
    expect((await customer.post(`/api/inquiries/${made.no}/approve`, {})).status).toBe(403);
    expect((await factory.post(`/api/inquiries/${made.no}/withdraw`)).status).toBe(403);
  });
});

describe('lists', () => {
  it('show tabs, search by number and customer, date presets, sort and paging', async () => {
    const a = await make();
    const b = await make({ ...board, QTY: 5 });
    const mine = (await customer.get('/api/inquiries?tab=all&page_size=20')).body.data;
    expect(mine.side).toBe('customer');
    expect(mine.total).toBeGreaterThanOrEqual(2);
    const byNo = (await customer.get(`/api/inquiries?keyword=${a.no}`)).body.data;
    expect(byNo.data.map((i: { no: string }) => i.no)).toEqual([a.no]);
    const byCustomer = (await factory.get('/api/inquiries?keyword=Demo&page_size=100')).body.data;
    expect(byCustomer.total).toBeGreaterThanOrEqual(2);
    const month = (await customer.get('/api/inquiries?preset=last_month&page_size=100')).body.data;
    expect(month.data.map((i: { no: string }) => i.no)).toEqual(expect.arrayContaining([a.no, b.no]));
    const future = (await customer.get('/api/inquiries?from=2099-01-01')).body.data;
    expect(future.total).toBe(0);
    const sorted = (await customer.get('/api/inquiries?field=total&sort=asc&page_size=100')).body.data.data.map(
      (i: { price: { total: string } }) => Number(i.price.total),
    );
    expect(sorted).toEqual([...sorted].sort((x, y) => x - y));
    const page = (await customer.get('/api/inquiries?page_size=1&page_no=2')).body.data;
    expect(page.data).toHaveLength(1);
    expect((await customer.get('/api/inquiries?tab=open')).status).toBe(400);
  });
});

describe('the manual-quotation tab close (spec 01 §2.7)', () => {
  it('opens the inquiry for quotation and closes it through updatethestatusofinquiry, answering code and msg', async () => {
    const made = await make();
    const opened = await factory.post(`/api/inquiries/${made.no}/quoting`);
    expect(opened.body.data.quoting).not.toBeNull();
    const uid = opened.body.data.uid;
    const wrong = await factory.post('/api/service/busiservice.pcbuniontrans.updatethestatusofinquiry', {
      inquiry_uid: uid,
      suppenterpriseuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe(0);
    expect(wrong.body.msg).toContain('not found');
    const closed = await factory.post('/api/service/busiservice.pcbuniontrans.updatethestatusofinquiry', {
      inquiry_uid: uid,
      suppenterpriseuid: factoryUid,
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ code: 1, msg: `Inquiry ${made.no} closed` });
    const seen = (await factory.get(`/api/inquiries/${made.no}`)).body.data;
    expect(seen.quoting).toBeNull();
    expect(seen.log.map((l: { action: string }) => l.action)).toEqual(['create', 'open_quotation', 'close_quotation']);
    // The shell's own path (no /service/) is the same call.
    const shell = await factory.post('/api/busiservice.pcbuniontrans.updatethestatusofinquiry', {
      inquiry_uid: made.no,
      suppenterpriseuid: factoryUid,
    });
    expect(shell.body.code).toBe(1);
    const missing = await factory.post('/api/busiservice.pcbuniontrans.updatethestatusofinquiry', {
      inquiry_uid: 'XJ000',
      suppenterpriseuid: factoryUid,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(0);
  });
});

describe('another enterprise', () => {
  it('gets 404 for an inquiry that is not addressed to it, reading or acting', async () => {
    const made = await make();
    const { client: other } = await createOtherFactory(server.database.db, server.url);
    expect((await other.get(`/api/inquiries/${made.no}`)).status).toBe(404);
    expect((await other.post(`/api/inquiries/${made.no}/approve`, {})).status).toBe(404);
    expect((await other.post(`/api/inquiries/${made.no}/reject`, { reason: 'x' })).status).toBe(404);
    expect(
      (await other.get('/api/inquiries?page_size=100')).body.data.data.map((i: { no: string }) => i.no),
    ).not.toContain(made.no);
    expect((await customer.get(`/api/inquiries/${made.no}`)).body.data.status).toBe('to_be_reviewed');
  });
});

describe('from a Gerber upload', () => {
  it('prices the board from the stored analysis of the customer’s own upload, whatever cam the client sends', async () => {
    const upload = await postArchive(
      customer,
      server.url,
      '/api/gerber/files',
      zipFixture('arduino-uno'),
      'arduino-uno.zip',
      { merchant_uid: factoryUid },
    );
    expect(upload.status).toBe(202);
    expect((await waitForJob(customer, upload.body.data.job_id)).state).toBe('done');
    const made = await customer.post('/api/inquiries', {
      params: { LAYERS: 2, QTY: 10 },
      gerberFileId: upload.body.data.file.uid,
      cam: { widthMm: 500, heightMm: 500 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.source).toBe('gerber');
    expect(made.body.data.gerberFileId).toBe(upload.body.data.file.uid);
    const detail = (await customer.get(`/api/inquiries/${made.body.data.no}`)).body.data;
    expect(Number(detail.versions[0].pricedParams.WIDTH_MM)).toBeCloseTo(68.58, 1);
    expect(Number(detail.versions[0].pricedParams.HEIGHT_MM)).toBeCloseTo(53.34, 1);
    // Another enterprise's upload is not the customer's to use.
    const theirs = await customer.post('/api/inquiries', {
      params: board,
      gerberFileId: upload.body.data.file.uid,
      merchant: '00000000-0000-4000-8000-000000000001',
    });
    expect(theirs.status).toBe(404);
  });

  it('carries the board’s design-rule findings against the merchant’s capability table, as the table is now', async () => {
    const upload = await postArchive(
      customer,
      server.url,
      '/api/gerber/files',
      zipFixture('arduino-uno'),
      'arduino-uno.zip',
      { merchant_uid: factoryUid },
    );
    expect((await waitForJob(customer, upload.body.data.job_id)).state).toBe('done');
    const made = await customer.post('/api/inquiries', {
      params: { LAYERS: 2, QTY: 10, COPPER_OZ: 2 },
      gerberFileId: upload.body.data.file.uid,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const stored = (await customer.get(`/api/gerber/files/${upload.body.data.file.uid}`)).body.data;
    const report = stored.analysis.dfm;
    type Finding = {
      item: string;
      measured: number | null;
      verdict: string;
      rule: { copperOz: string | null; standard: string; upgradeProject: string | null } | null;
    };
    const read = async (who: Client) => {
      const detail = (await who.get(`/api/inquiries/${made.body.data.no}`)).body.data;
      return {
        dfm: detail.dfm,
        by: Object.fromEntries((detail.dfm.findings as Finding[]).map((f) => [f.item, f])) as Record<string, Finding>,
      };
    };
    const before = await read(customer);
    expect(before.dfm.copperOz).toBe(2);
    expect(before.dfm.report.minTraceMm).toBe(report.minTraceMm);
    // The demo table (E0001): 2 layers of 12, the 2 oz trace row, arduino-uno's smallest plated hole 0.6 mm ≥ 0.25.
    expect(before.by.maxLayers).toMatchObject({ measured: 2, verdict: 'fine' });
    expect(before.by.minTrace!.rule!.copperOz).toBe('2');
    expect(before.by.minPlatedHole!.measured).toBeGreaterThanOrEqual(0.25);
    expect(before.by.minPlatedHole!.verdict).toBe('fine');
    expect((await factory.get(`/api/inquiries/${made.body.data.no}`)).body.data.dfm.findings).toEqual(
      before.dfm.findings,
    );
    // The factory tightens its table: the hole needs an upgrade (charged by ENGINEERING), the board's layers cannot be made.
    const mine = (await factory.get('/api/capability/mine')).body.data;
    const hole = before.by.minPlatedHole!.measured!;
    const saved = await factory.call('PUT', '/api/capability', {
      version: mine.version,
      rules: [
        {
          item: 'minPlatedHole',
          copperOz: null,
          standard: (hole + 0.1).toFixed(3),
          advanced: (Math.floor(hole * 1000) / 1000).toFixed(3),
          upgradeProject: 'ENGINEERING',
        },
        { item: 'maxLayers', copperOz: null, standard: '1', advanced: null, upgradeProject: null },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const after = await read(customer);
      expect(after.by.minPlatedHole).toMatchObject({ verdict: 'upgrade', rule: { upgradeProject: 'ENGINEERING' } });
      expect(after.by.maxLayers!.verdict).toBe('cannot');
      expect(after.by.minTrace!.verdict).toBe('no-rule');
      expect(after.dfm.overall).toBe('cannot');
      expect(after.dfm.table.projects.map((p: { code: string }) => p.code)).toContain('ENGINEERING');
    } finally {
      await factory.call('PUT', '/api/capability', { version: mine.version + 1, rules: mine.rules });
    }
    // An inquiry from the estimate form has no board files: no findings.
    expect((await customer.get(`/api/inquiries/${(await make()).no}`)).body.data.dfm).toBeNull();
  });
});

describe('the factory’s bell', () => {
  it('rings for a new inquiry, a modification and a withdrawal', async () => {
    const made = await make();
    await customer.call('PUT', `/api/inquiries/${made.no}`, { params: { ...board, QTY: 60 } });
    await customer.post(`/api/inquiries/${made.no}/withdraw`);
    const titles = ((await factory.get('/api/messages?page_size=100')).body.data.data as Array<{ title: string }>).map(
      (m) => m.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining([`New inquiry ${made.no}`, `Inquiry ${made.no} modified`, `Inquiry ${made.no} withdrawn`]),
    );
  });
});

describe('the seam the cart and the orders call (inquiryCommerce)', () => {
  it('moves approved → added to cart → approved → added to cart → ordered, each a compare-and-set with the state named on refusal', async () => {
    const commerce = inquiryCommerce(server.database.db);
    const db = server.database.db;
    const made = await make();
    const [row] = await db.select().from(inquiries).where(eq(inquiries.inquiryNo, made.no));
    const actor = { enterpriseUid: row!.customerEnterpriseUid, accountUid: row!.customerAccountUid };

    await expect(commerce.findApproved(db, actor.enterpriseUid, made.no)).rejects.toMatchObject({
      statusCode: 409,
      status: 'to_be_reviewed',
    });
    await expect(commerce.markAddedToCart(db, actor, made.no)).rejects.toMatchObject({
      statusCode: 409,
      status: 'to_be_reviewed',
    });
    await expect(commerce.find(db, factoryUid, made.no)).rejects.toMatchObject({ statusCode: 404 });

    await factory.post(`/api/inquiries/${made.no}/approve`, { total: '88.00', reason: 'Price match' });
    const found = await commerce.findApproved(db, actor.enterpriseUid, made.no);
    expect(found).toMatchObject({
      status: 'approved',
      totalCents: 8800n,
      approvedPrice: { total: '88.00', reason: 'Price match' },
      customer: { id: actor.enterpriseUid },
    });
    expect(found.price.total).toBe('88.00');

    const inCart = await commerce.markAddedToCart(db, actor, made.no);
    expect(inCart.status).toBe('added_to_cart');
    await expect(commerce.markAddedToCart(db, actor, made.no)).rejects.toMatchObject({
      statusCode: 409,
      status: 'added_to_cart',
    });
    const seen = (await customer.get(`/api/inquiries/${made.no}`)).body.data;
    expect(seen.actions).toEqual(['print']);
    for (const [method, url, body] of [
      ['POST', `/api/inquiries/${made.no}/withdraw`, undefined],
      ['PUT', `/api/inquiries/${made.no}`, { params: board }],
      ['DELETE', `/api/inquiries/${made.no}`, undefined],
    ] as const) {
      const refused = await customer.call(method, url, body);
      expect(refused.status, url).toBe(409);
      expect(refused.body.msg).toContain('the inquiry is now added to cart');
    }

    expect((await commerce.markRemovedFromCart(db, actor, made.no)).status).toBe('approved');
    await commerce.markAddedToCart(db, actor, made.no);
    await db.transaction((tx) => commerce.markOrdered(tx, actor, [made.no], 'DD0001'));
    expect((await commerce.find(db, actor.enterpriseUid, made.no)).status).toBe('ordered');
    await expect(commerce.markRemovedFromCart(db, actor, made.no)).rejects.toMatchObject({
      statusCode: 409,
      status: 'ordered',
    });
    const approvedTab = (await customer.get('/api/inquiries?tab=approved&page_size=100')).body.data.data.map(
      (i: { no: string }) => i.no,
    );
    expect(approvedTab).toContain(made.no);
    const log = (await customer.get(`/api/inquiries/${made.no}`)).body.data.log.map(
      (l: { action: string }) => l.action,
    );
    expect(log).toEqual(['create', 'approve', 'add_to_cart', 'remove_from_cart', 'add_to_cart', 'order']);

    // Today's engine price moved by the factory's change: the same board, unchanged book → not changed.
    expect(await commerce.priceToday(actor.enterpriseUid, made.no)).toEqual({
      approvedTotalCents: 8800n,
      todayTotalCents: 8800n,
      changed: false,
    });
    // Reorder: a new inquiry at today's prices; the factory had lowered it, so the price changed.
    const again = await commerce.reorder(actor, made.no, 'DD0001', 'en');
    expect(again.inquiry).toMatchObject({ status: 'to_be_reviewed', source: 'reorder' });
    expect(again.inquiry.no).not.toBe(made.no);
    expect(again).toMatchObject({
      previousTotal: '88.00',
      total: made.price.total,
      priceChanged: made.price.total !== '88.00',
    });
  });

  it('lets one of two concurrent cart additions win', async () => {
    const commerce = inquiryCommerce(server.database.db);
    const db = server.database.db;
    const made = await make();
    await factory.post(`/api/inquiries/${made.no}/approve`, {});
    const [row] = await db.select().from(inquiries).where(eq(inquiries.inquiryNo, made.no));
    const actor = { enterpriseUid: row!.customerEnterpriseUid, accountUid: row!.customerAccountUid };
    const results = await Promise.allSettled([
      db.transaction((tx) => commerce.markAddedToCart(tx, actor, made.no)),
      db.transaction((tx) => commerce.markAddedToCart(tx, actor, made.no)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, status: 'added_to_cart' },
    });
  });
});
