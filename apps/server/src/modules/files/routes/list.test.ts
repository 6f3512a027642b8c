import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../../db/schema/index.js';
import { readWorkbook } from '../../../platform/documents/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
let factory: Client;
let customer: Client;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GERBER = Buffer.from('G04 top copper*\n%FSLAX26Y26*%\n%MOMM*%\nM02*\n');

async function upload(client: Client, query: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${server.url}/api/file/upload${query}`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie!, 'accept-language': 'en' },
  });
  const body = (await res.json()) as { data: { id: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.id;
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'customer')]);
  await upload(factory, '?purpose=gerber', GERBER, 'board-a top.gtl');
  await upload(factory, '?purpose=gerber', GERBER, 'board-b bottom.gbl');
  await upload(factory, '?kind=image&purpose=avatar', PNG, 'avatar.png');
  await upload(factory, '?purpose=staff', GERBER, 'contract.txt');
  await upload(customer, '?purpose=gerber', GERBER, 'customer secret.gtl');
}, 60_000);
afterAll(() => server?.stop());

describe('the file list', () => {
  it("lists the enterprise's files across modules with search, module filter, sort and pages", async () => {
    const all = await factory.get('/api/file/list?page_size=100');
    expect(all.status).toBe(200);
    const names = all.body.data.data.map((f: { name: string }) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['board-a top.gtl', 'board-b bottom.gbl', 'avatar.png', 'contract.txt']),
    );
    expect(names).not.toContain('customer secret.gtl');
    const avatar = all.body.data.data.find((f: { name: string }) => f.name === 'avatar.png');
    expect(avatar).toMatchObject({
      module: 'profile',
      kind: 'image',
      contentType: 'image/png',
      previewable: true,
      uploadedBy: expect.any(String),
    });
    // The demo factory's own Gerber uploads (its demo boards) are in the module too: the search keeps to this test's.
    const gerbers = await factory.get('/api/file/list?module=gerber&keyword=board-&field=name&sort=desc');
    expect(gerbers.body.data.data.map((f: { name: string }) => f.name)).toEqual([
      'board-b bottom.gbl',
      'board-a top.gtl',
    ]);
    const page = await factory.get(
      '/api/file/list?module=gerber&keyword=board-&field=name&sort=asc&page_size=1&page_no=2',
    );
    expect(page.body.data).toMatchObject({ total: 2, data: [expect.objectContaining({ name: 'board-b bottom.gbl' })] });
    const search = await factory.get('/api/file/list?keyword=CONTRACT');
    expect(search.body.data.data.map((f: { module: string; name: string }) => [f.name, f.module])).toEqual([
      ['contract.txt', 'staff'],
    ]);
    const images = await factory.get('/api/file/list?kind=image');
    expect(images.body.data.data.map((f: { name: string }) => f.name)).toEqual(['avatar.png']);
  });

  it('filters by upload day (Asia/Shanghai, `to` inclusive) and exports the same rows to Excel', async () => {
    const late = await upload(factory, '?purpose=staff', GERBER, 'dated late.txt');
    const next = await upload(factory, '?purpose=gerber', GERBER, 'dated next.gtl');
    // 23:30 on 10 January in Shanghai, and half past midnight on the 11th.
    await server.database.db
      .update(storedFiles)
      .set({ createdAt: new Date('2026-01-10T15:30:00Z') })
      .where(eq(storedFiles.uid, late));
    await server.database.db
      .update(storedFiles)
      .set({ createdAt: new Date('2026-01-10T16:30:00Z') })
      .where(eq(storedFiles.uid, next));
    const names = async (query: string) =>
      (await factory.get(`/api/file/list?keyword=dated&field=name&sort=asc&${query}`)).body.data.data.map(
        (f: { name: string }) => f.name,
      );
    expect(await names('from=2026-01-10&to=2026-01-10')).toEqual(['dated late.txt']);
    expect(await names('from=2026-01-11')).toEqual(['dated next.gtl']);
    expect(await names('to=2026-01-11')).toEqual(['dated late.txt', 'dated next.gtl']);
    expect(await names('to=2026-01-09')).toEqual([]);

    const exported = async (client: Client, query: string, language = 'en') => {
      const res = await fetch(`${server.url}/api/file/list/export?${query}`, {
        headers: { cookie: client.cookie ?? '', 'accept-language': language },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      return (await readWorkbook(Buffer.from(await res.arrayBuffer())))[0]!.rows;
    };
    const rows = await exported(factory, 'keyword=dated&from=2026-01-10&to=2026-01-11&field=name&sort=asc', 'zh-CN');
    expect(rows[0]).toEqual(['文件名', '模块', '类型', '大小（字节）', '上传人', '上传时间']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual([
      ['dated late.txt', '员工', String(GERBER.length), '2026-01-10 23:30'],
      ['dated next.gtl', 'Gerber 文件', String(GERBER.length), '2026-01-11 00:30'],
    ]);
    expect((await exported(factory, 'keyword=dated&to=2026-01-10')).slice(1).map((r) => r[0])).toEqual([
      'dated late.txt',
    ]);
    // Only the caller's enterprise: the customer's export holds none of the factory's files.
    expect(JSON.stringify(await exported(customer, 'page_size=100'))).not.toContain('dated');
    expect((await new Client(server.url).get('/api/file/list/export')).status).toBe(401);
  });

  it('refuses a bad filter naming the field, and a caller without a session', async () => {
    const bad = await factory.get('/api/file/list?module=wallet');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Module');
    expect((await new Client(server.url).get('/api/file/list')).status).toBe(401);
  });
});
