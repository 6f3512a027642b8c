import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { numberParameter } from './test-support.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

const board = { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 10 };

describe('names a factory enters per language', () => {
  it('keeps a parameter’s and its options’ names per language, and drops empty ones', async () => {
    const created = await factory.post('/api/pricing/parameters', {
      ...numberParameter('SLOTS'),
      name: 'Slots',
      names: { 'zh-CN': '槽数', ja: 'スロット数', es: '  ' },
      entryMode: 'tick',
      valueList: [{ value: '0', labels: { 'zh-CN': '无槽' } }, { value: '2' }],
    });
    expect(created.status).toBe(200);
    const read = await factory.get(`/api/pricing/parameters/${created.body.data.uid}`);
    expect(read.body.data).toMatchObject({
      name: 'Slots',
      names: { 'zh-CN': '槽数', ja: 'スロット数' },
      valueList: [{ value: '0', labels: { 'zh-CN': '无槽' } }, { value: '2' }],
    });
    expect(read.body.data.names).not.toHaveProperty('es');
    expect(
      (await factory.post('/api/pricing/parameters', { ...numberParameter('BAD_NAMES'), names: { fr: 'Fentes' } }))
        .status,
    ).toBe(400);
  });

  it('names the parameter of a refused estimate in the caller’s language, never by its code', async () => {
    const customerZh = new Client(server.url, 'zh-CN');
    await expect
      .poll(async () => (await customerZh.post('/api/pricing/estimate', { params: { ...board, SLOTS: 5 } })).body.msg, {
        timeout: 5_000,
      })
      .toBe('5 不是 槽数 的可选值');
    const en = await new Client(server.url).post('/api/pricing/estimate', { params: { ...board, SLOTS: 5 } });
    expect(en.body).toMatchObject({ msg: '5 is not one of the values of Slots.', data: { field: 'SLOTS' } });
    const width = await new Client(server.url, 'ja').post('/api/pricing/estimate', {
      params: { ...board, WIDTH_MM: 'wide' },
    });
    expect(width.body.msg).toContain('幅（mm）');
    expect(width.body.msg).not.toContain('WIDTH_MM');
  });

  it('explains the estimate with names, not codes, in the caller’s language', async () => {
    const zh = await new Client(server.url, 'zh-CN').post('/api/pricing/estimate', {
      params: { ...board, FINISH: 'HASL_LF' },
    });
    expect(zh.status).toBe(200);
    const texts = [
      ...zh.body.data.lines.flatMap((l: { name: string; explain: { text: string } }) => [l.name, l.explain.text]),
      ...zh.body.data.steps.map((s: { text: string }) => s.text),
    ].join('\n');
    expect(texts).toContain('无铅喷锡');
    expect(texts).not.toMatch(/\b(HASL_LF|FINISH_PRICE|WIDTH_MM|BATCH_TIER|AREA_M2)\b/);
  });
});
