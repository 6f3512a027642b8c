import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let factory: Client;

const fixture = readFileSync(new URL('./fixtures/process-flows-with-errors.xlsx', import.meta.url));

async function upload(client: Client, bytes: Uint8Array, language = 'en') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'flows.xlsx');
  const res = await fetch(`${server.url}/api/process-flows/import`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie!, 'accept-language': language },
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

async function exported(language = 'en'): Promise<Uint8Array> {
  const res = await fetch(`${server.url}/api/process-flows/export`, {
    headers: { cookie: factory.cookie!, 'accept-language': language },
  });
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return new Uint8Array(await res.arrayBuffer());
}

const step = (serialNo: number, procedure: string, unitCost: string, extra: object = {}) => ({
  serialNo,
  processType: 'PCB',
  procedure,
  unitCost,
  referenceTimes: '1',
  difficulty: '1',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
}, 60_000);
afterAll(() => server?.stop());

describe('process flows', () => {
  it('keeps a product’s ordered steps with a cost summary', async () => {
    const saved = await factory.call('PUT', '/api/process-flows/HDI-8L', {
      productName: '八层 HDI',
      steps: [
        step(2, 'Laser drilling', '40', { difficultyAdjustment: '0.5' }),
        step(1, 'Cutting', '2'),
        step(3, 'ENIG', '40', { specialAddition: '5' }),
      ],
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data.steps.map((s: { procedure: string }) => s.procedure)).toEqual([
      'Cutting',
      'Laser drilling',
      'ENIG',
    ]);
    // 2×1×1 + 40×1×1.5 + (40×1×1 + 5) = 2 + 60 + 45
    expect(saved.body.data.summary).toMatchObject({
      steps: 3,
      costPerM2: '107.0000',
      stepCosts: ['2.0000', '60.0000', '45.0000'],
    });
    const refused = await factory.call('PUT', '/api/process-flows/HDI-8L', {
      productName: '八层 HDI',
      steps: [{ serialNo: 1, processType: 'PCB', referenceTimes: '1', difficulty: '1' }],
    });
    expect(refused.body).toMatchObject({
      msg: 'Procedure (row 1): The procedure is required.',
      data: { field: 'processes.0.procedure' },
    });
  });

  it('exports and imports back the same data', async () => {
    await factory.call('PUT', '/api/process-flows/RF-2L', {
      productName: '双层高频板',
      steps: [
        step(1, 'Cutting', '2.5'),
        step(2, 'Solder mask', '15', { timesAdjustment: '1', difficultyAdjustment: '-0.1' }),
      ],
    });
    const before = (await factory.get('/api/process-flows?page_size=100')).body.data.data;
    expect(before.length).toBeGreaterThanOrEqual(2);
    const bytes = await exported('zh-CN');
    for (const flow of before) await factory.call('DELETE', `/api/process-flows/${flow.productNo}`);
    expect((await factory.get('/api/process-flows')).body.data.total).toBe(0);
    const imported = await upload(factory, bytes, 'zh-CN');
    expect(imported.status, imported.body.msg).toBe(200);
    const steps = before.reduce((n: number, flow: { steps: unknown[] }) => n + flow.steps.length, 0);
    expect(imported.body).toMatchObject({
      msg: `已导入 ${before.length} 个产品的 ${steps} 道工序。`,
      data: { products: before.length, steps },
    });
    const after = (await factory.get('/api/process-flows?page_size=100')).body.data.data;
    const shape = (flows: Array<{ productNo: string; productName: string; steps: unknown[]; summary: unknown }>) =>
      flows.map(({ productNo, productName, steps, summary }) => ({ productNo, productName, steps, summary }));
    expect(shape(after)).toEqual(shape(before));
  });

  it('refuses a sheet with errors whole, naming each row and column in the user’s language', async () => {
    const before = (await factory.get('/api/process-flows')).body.data;
    const zh = await upload(factory, fixture, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.data.errors.map((e: { text: string }) => e.text)).toEqual([
      '第 3 行，第 E 列（工序）：工序不能为空！',
      '第 5 行，第 I 列（基准难度系数）：基准难度系数 必须是不小于 0 的数字！',
      '第 6 行，第 C 列（序号）：序号 2 重复！',
      '第 8 行，第 B 列（产品名称）：产品名称不能为空！',
    ]);
    expect(zh.body.msg).toBe('第 3 行，第 E 列（工序）：工序不能为空！');
    const en = await upload(factory, fixture, 'en');
    expect(en.body.data.errors[0].text).toBe('Row 3, column E (Procedure): The procedure is required.');
    expect((await factory.get('/api/process-flows')).body.data).toEqual(before);
  });

  it('refuses a file that is not a workbook, and a caller without the screen', async () => {
    const notExcel = await upload(factory, new TextEncoder().encode('not,a,workbook'));
    expect(notExcel.body).toMatchObject({
      msg: 'File: the file is not an Excel workbook (.xlsx)',
      data: { field: 'file' },
    });
    const customer = await loginAs(server.url, 'customer');
    expect((await upload(customer, fixture)).status).toBe(403);
  });
});
