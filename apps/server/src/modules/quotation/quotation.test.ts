import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_REASONS } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import { quotations } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { extractPdfText } from '../../../test/support/pdf-text.js';
import { analysedGerberFile, boardBody, enterpriseUidOf, otherFactory, signedInStaff } from './test-support.js';

let server: TestServer;
let engineer: Client;
let auditorA: Client;
let auditorB: Client;
let factoryUid: string;

beforeAll(async () => {
  server = await startTestServer();
  engineer = await loginAs(server.url, 'factory');
  factoryUid = await enterpriseUidOf(server.database.db, 'E0001');
  auditorA = await signedInStaff(server.database.db, server.url, factoryUid, 'Auditor A');
  auditorB = await signedInStaff(server.database.db, server.url, factoryUid, 'Auditor B');
}, 60_000);
afterAll(() => server?.stop());

async function create(body: object = boardBody) {
  const res = await engineer.post('/api/quotations', body);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

describe('creating a quotation', () => {
  it('computes the cost build-up from its lines, to the cent', async () => {
    const q = await create();
    expect(q).toMatchObject({
      version: 1,
      status: 'not_submitted',
      validity: 'normal',
      currency: 'USD',
      localCurrency: 'CNY',
      amountLocal: '7010.88',
      amountOriginal: '987.45',
    });
    expect(q.quotationNo).toMatch(/^QT\d{8}\d{4}$/);
    expect(q.costs).toMatchObject({
      costPerM2: '477.3000',
      scrapAmount: '214.79',
      grossMarginAmount: '1094.88',
      taxAmount: '806.56',
      marginalCost: '4987.79',
    });
    expect(q.costs.lines).toHaveLength(14);
    expect(q.materials).toHaveLength(5);
    expect(q.processes.map((p: { serialNo: number }) => p.serialNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(q.actions).toEqual({ quoter: ['submit', 'modify', 'delete', 'copy', 'upgrade'], approver: [] });
  });

  it('refuses bad lines naming the field in the caller’s language, and writes nothing', async () => {
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = engineer.cookie;
    const before = (await engineer.get('/api/quotations?tab=all')).body.data.total;
    const twice = await zh.post('/api/quotations', {
      ...boardBody,
      materials: [boardBody.materials[0], boardBody.materials[0]],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('材料编号（第 2 行）：物料 X-FR4 已添加，请勿重复添加！');
    const high = await zh.post('/api/quotations', {
      ...boardBody,
      materials: [{ ...boardBody.materials[0], adjustmentPrice: '113.01' }],
    });
    expect(high.body.msg).toBe('调整价格（第 1 行）：调整价格不能大于含税单价！');
    const negative = await engineer.post('/api/quotations', {
      ...boardBody,
      materials: [{ ...boardBody.materials[0], coefficient: '-1' }],
    });
    expect(negative.body.msg).toBe('Coefficient (row 1): The coefficient cannot be negative.');
    const noMaterial = await engineer.post('/api/quotations', { ...boardBody, materials: [{ materialNo: '' }] });
    expect(noMaterial.body.msg).toBe('Material number (row 1): A material item must be chosen first.');
    const noProcedure = await engineer.post('/api/quotations', {
      ...boardBody,
      processes: [{ serialNo: 1, processType: 'PCB', referenceTimes: '1', difficulty: '1' }],
    });
    expect(noProcedure.body).toMatchObject({
      msg: 'Procedure (row 1): The procedure is required.',
      data: { field: 'processes.0.procedure' },
    });
    const emptyNo = await zh.post('/api/quotations', { ...boardBody, quotationNo: '' });
    expect(emptyNo.body.msg).toBe('报价单号：报价单号不能为空！');
    const noCurrency = await zh.post('/api/quotations', { ...boardBody, currency: '' });
    expect(noCurrency.body.msg).toBe('币种：请选择币种！');
    expect((await engineer.get('/api/quotations?tab=all')).body.data.total).toBe(before);
  });

  it('binds a Gerber file of the factory, and refuses none chosen', async () => {
    const q = await create({ ...boardBody, customerName: 'Gerber customer' });
    const none = await engineer.post(`/api/quotations/${q.quotationNo}/gerber`, {});
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('A Gerber file must be chosen');
    const file = await analysedGerberFile(server.database.db, factoryUid, 'hx-ctrl-v2.zip');
    const bound = await engineer.post(`/api/quotations/${q.quotationNo}/gerber`, { gerber_file_uid: file });
    expect(bound.status).toBe(200);
    expect(bound.body.data.gerberFiles.map((f: { fileName: string }) => f.fileName)).toEqual(['hx-ctrl-v2.zip']);
    // The Gerber screen sees the same binding record: bound to this number, and binding it again there is refused.
    const onGerber = (await engineer.get(`/api/gerber/files/${file}`)).body.data;
    expect(onGerber).toMatchObject({ binding_status: 'bound', quotation_no: q.quotationNo });
    expect(onGerber.bindings.filter((b: { unbound_at: string | null }) => !b.unbound_at)).toHaveLength(1);
    expect(onGerber.log.find((e: { action: string }) => e.action === 'bound')).toMatchObject({
      before: { binding_status: 'unbound' },
      after: { binding_status: 'bound', kind: 'quotation', number: q.quotationNo },
    });
    expect(
      (await engineer.post(`/api/gerber/files/${file}/bind`, { kind: 'quotation', number: q.quotationNo })).status,
    ).toBe(409);
    const copy = await engineer.post(
      `/api/quotations/${q.quotationNo}/copy`,
      {},
      { 'idempotency-key': `copy-${q.quotationNo}` },
    );
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({
      version: 1,
      status: 'not_submitted',
      copiedFrom: `${q.quotationNo} v1`,
      amountLocal: q.amountLocal,
    });
    expect(copy.body.data.materials).toHaveLength(5);
    expect(copy.body.data.gerberFiles).toHaveLength(1);
    const again = await engineer.post(
      `/api/quotations/${q.quotationNo}/copy`,
      {},
      { 'idempotency-key': `copy-${q.quotationNo}` },
    );
    expect(again.body.data.quotationNo).toBe(copy.body.data.quotationNo);
  });
});

describe('a quotation through every state', () => {
  it('moves as the state table says and refuses every other move with 409 and the state it is in', async () => {
    const { quotationNo: no } = await create();
    const post = (client: Client, action: string, body: object = {}) =>
      client.post(`/api/quotations/${no}/${action}`, body);

    for (const action of ['withdraw', 'audit', 'deapprove']) expect((await post(auditorA, action)).status).toBe(409);
    const returnEarly = await post(auditorA, 'return', { reason: 'x' });
    expect(returnEarly.body).toMatchObject({
      msg: 'Execution failed: the quotation is now not submitted',
      data: { status: 'not_submitted' },
    });

    expect((await post(engineer, 'submit')).body.data.status).toBe('to_be_reviewed');
    const modify = await engineer.call('PUT', `/api/quotations/${no}`, { quantity: 2000 });
    expect(modify.status).toBe(409);
    expect(modify.body.msg).toBe('Modify failed: the quotation is now to be reviewed');
    expect((await engineer.call('DELETE', `/api/quotations/${no}`)).body.msg).toBe(
      'Delete failed: the quotation is now to be reviewed',
    );
    expect((await post(engineer, 'submit')).body.msg).toBe('Submit failed: the quotation is now to be reviewed');

    expect((await post(engineer, 'withdraw')).body.data.status).toBe('not_submitted');
    expect((await post(engineer, 'withdraw')).body.msg).toBe(
      'Cancel submission failed: the quotation is now not submitted',
    );
    await post(engineer, 'submit');

    const noReason = await post(auditorA, 'return', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.field).toBe('reason');
    const returned = await post(auditorA, 'return', { reason: 'Gross margin too low for a customer of level A' });
    expect(returned.body.data).toMatchObject({
      status: 'returned',
      returnReason: 'Gross margin too low for a customer of level A',
      auditorName: 'Auditor A',
    });

    const fixed = await engineer.call('PUT', `/api/quotations/${no}`, { gross_margin_adjusted: '22' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'returned', grossMarginAdjusted: '22.000000' });
    const resubmitted = await post(engineer, 'submit');
    expect(resubmitted.body.data).toMatchObject({ status: 'to_be_reviewed', returnReason: null });

    const audited = await post(auditorA, 'audit');
    expect(audited.body.data).toMatchObject({
      status: 'reviewed',
      auditorName: 'Auditor A',
      actions: { quoter: ['copy', 'upgrade'], approver: ['deapprove'] },
    });
    expect((await post(auditorB, 'audit')).body).toMatchObject({
      msg: 'Audit failed: the quotation is now reviewed',
      data: { status: 'reviewed' },
    });
    expect((await engineer.call('DELETE', `/api/quotations/${no}`)).status).toBe(409);

    expect((await post(auditorA, 'deapprove')).body.data.status).toBe('to_be_reviewed');
    expect((await post(auditorB, 'audit')).body.data.status).toBe('reviewed');

    const tabs = async (tab: string) =>
      (await auditorA.get(`/api/quotations?tab=${tab}&page_size=100`)).body.data.data.map(
        (q: { quotationNo: string }) => q.quotationNo,
      );
    expect(await tabs('approved')).toContain(no);
    expect(await tabs('to_be_reviewed')).not.toContain(no);
    expect(await tabs('all')).toContain(no);

    const log = (await engineer.get(`/api/quotations/${no}/log`)).body.data.map(
      (entry: { text: string }) => entry.text,
    );
    expect(log[0]).toBe('Zhang Wei created version 1');
    expect(log).toContain('Auditor A returned version 1: Gross margin too low for a customer of level A');
    expect(log.at(-1)).toMatch(/^Auditor B audited version 1 \(amount \d+\.\d{2}\)$/);
  });

  it('deletes a quotation not submitted', async () => {
    const { quotationNo: no } = await create();
    expect((await engineer.call('DELETE', `/api/quotations/${no}`)).status).toBe(200);
    expect((await engineer.get(`/api/quotations/${no}`)).status).toBe(404);
  });

  it('asks for the work only the role’s screen allows', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/quotations')).status).toBe(403);
    expect((await customer.post('/api/quotations', boardBody)).status).toBe(403);
  });
});

describe('upgrades and versions', () => {
  it('needs one of the five reasons and keeps every old version as it was', async () => {
    const { quotationNo: no } = await create();
    await engineer.post(`/api/quotations/${no}/submit`);
    await auditorA.post(`/api/quotations/${no}/audit`);
    const v1 = (await engineer.get(`/api/quotations/${no}/versions`)).body.data[0];

    expect((await engineer.post(`/api/quotations/${no}/upgrade`, {})).status).toBe(400);
    expect((await engineer.post(`/api/quotations/${no}/upgrade`, { reason: 'cheaper' })).status).toBe(400);
    for (const [i, reason] of UPGRADE_REASONS.entries()) {
      const next = await engineer.post(`/api/quotations/${no}/upgrade`, { reason, remark: `round ${i + 1}` });
      expect(next.status, next.body.msg).toBe(200);
      expect(next.body.data).toMatchObject({
        version: i + 2,
        status: 'not_submitted',
        upgradeReason: reason,
        isCurrent: true,
        auditorName: '',
      });
      await engineer.call('PUT', `/api/quotations/${no}`, { gross_margin_adjusted: String(18 + i) });
    }
    const versions = (await engineer.get(`/api/quotations/${no}/versions`)).body.data;
    expect(versions.map((v: { version: number; isCurrent: boolean }) => [v.version, v.isCurrent])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, true],
    ]);
    const { actions: _a, validity: _v, expired: _e, ...frozen } = v1;
    expect(versions[0]).toMatchObject({ ...frozen, isCurrent: false });
    expect(versions[0].actions).toEqual({ quoter: ['copy'], approver: [] });
    expect(versions[1].grossMarginAdjusted).toBe('18.000000');
    expect(versions[5].grossMarginAdjusted).toBe('22.000000');

    const log = (await engineer.get(`/api/quotations/${no}/log`)).body.data.map(
      (entry: { text: string }) => entry.text,
    );
    expect(log).toContain('Zhang Wei upgraded to version 3: quotation expired upgrade (round 2)');

    // Deleting the draft of version 6 makes version 5 current again, unchanged.
    await engineer.call('DELETE', `/api/quotations/${no}`);
    const current = (await engineer.get(`/api/quotations/${no}`)).body.data;
    expect(current).toMatchObject({ version: 5, isCurrent: true });
  });
});

describe('isolation and concurrency', () => {
  it('answers 404 for another enterprise’s quotation, and never lists it', async () => {
    const { quotationNo: no } = await create();
    const other = await otherFactory(server.database.db, server.url);
    for (const [method, path] of [
      ['GET', `/api/quotations/${no}`],
      ['GET', `/api/quotations/${no}/versions`],
      ['GET', `/api/quotations/${no}/log`],
      ['POST', `/api/quotations/${no}/submit`],
      ['POST', `/api/quotations/${no}/copy`],
      ['PUT', `/api/quotations/${no}`],
    ] as const) {
      expect(
        (await other.client.call(method, path, method === 'GET' ? undefined : {})).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    expect((await other.client.get('/api/quotations?tab=all')).body.data.total).toBe(0);
  });

  it('lets one of two auditors at once win; the other gets 409 with the new state', async () => {
    const { quotationNo: no } = await create();
    await engineer.post(`/api/quotations/${no}/submit`);
    const answers = await Promise.all([
      auditorA.post(`/api/quotations/${no}/audit`),
      auditorB.post(`/api/quotations/${no}/audit`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.data).toEqual({ status: 'reviewed', version: 1 });
    const audited = (await engineer.get(`/api/quotations/${no}/log`)).body.data.filter(
      (entry: { action: string }) => entry.action === 'audited',
    );
    expect(audited).toHaveLength(1);
  });

  // A held row lock makes the audit slow for real; PGlite has one connection (the session check would wait too).
  it.runIf(process.env.DATABASE_URL)(
    'answers an audit past its deadline with the continue prompt, and the audit still lands (PostgreSQL)',
    async () => {
      const { quotationNo: no } = await create();
      await engineer.post(`/api/quotations/${no}/submit`);
      let release!: () => void;
      let locked!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = server.database.db.transaction(async (tx) => {
        await tx
          .select()
          .from(quotations)
          .where(and(eq(quotations.quotationNo, no), eq(quotations.enterpriseUid, factoryUid)))
          .for('update');
        locked();
        await held;
      });
      await isLocked;
      process.env.QUOTATION_WORK_TIMEOUT_MS = '300';
      const late = await auditorA.post(`/api/quotations/${no}/audit`);
      delete process.env.QUOTATION_WORK_TIMEOUT_MS;
      expect(late.status).toBe(504);
      expect(late.body.msg).toBe('The audit timed out. It may still finish; continue?');
      expect((await engineer.get(`/api/quotations/${no}`)).body.data.status).toBe('to_be_reviewed');
      release();
      await holder;
      for (let i = 0; i < 100 && (await engineer.get(`/api/quotations/${no}`)).body.data.status !== 'reviewed'; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      expect((await engineer.get(`/api/quotations/${no}`)).body.data.status).toBe('reviewed');
      // Continuing after the prompt is safe: the second try learns the quotation is reviewed.
      expect((await auditorA.post(`/api/quotations/${no}/audit`)).body.data.status).toBe('reviewed');
    },
  );
});

describe('printing', () => {
  it('needs a template, and prints the customer’s Chinese name into a PDF with the embedded font', async () => {
    const { quotationNo: no } = await create();
    const none = await engineer.call('GET', `/api/quotations/${no}/pdf`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Printing needs a selected quotation and a template');
    const res = await fetch(`${server.url}/api/quotations/${no}/pdf?template=internal`, {
      headers: { cookie: engineer.cookie!, 'accept-language': 'zh-CN' },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = extractPdfText(pdf);
    expect(text).toContain('深圳市华星电子有限公司');
    expect(text).toContain('边际成本');
    expect(text).toContain('CNY 4987.79');
    const customer = extractPdfText(
      Buffer.from(
        await (
          await fetch(`${server.url}/api/quotations/${no}/pdf?template=customer`, {
            headers: { cookie: engineer.cookie! },
          })
        ).arrayBuffer(),
      ),
    );
    expect(customer).toContain('USD 987.45');
    expect(customer).toContain('USD 0.9875');
    expect(customer).not.toContain('4987.79');
    expect(customer).not.toContain('Marginal cost');
  });
});

describe('a minimal quotation', () => {
  it('is created from defaults alone: a 100 × 100 mm board, one piece, the factory’s rates and local currency', async () => {
    const res = await engineer.post('/api/quotations', {});
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      layers: 2,
      panelUnit: 'mm',
      pcsPerPanel: 1,
      quantity: 1,
      currency: 'CNY',
      exchangeRate: '1.000000',
      validityDays: 30,
      status: 'not_submitted',
      amountLocal: '0.00',
    });
    const snake = await engineer.post('/api/quotations', {
      customer_name: '蛇形客户',
      quantity: 5,
      gross_margin: '25',
    });
    expect(snake.body.data).toMatchObject({ customerName: '蛇形客户', quantity: 5, grossMargin: '25.000000' });
  });
});
