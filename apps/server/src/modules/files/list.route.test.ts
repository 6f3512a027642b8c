import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let factory: Client;
let customer: Client;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GERBER = Buffer.from('G04 top copper*\n%FSLAX26Y26*%\n%MOMM*%\nM02*\n');

async function upload(client: Client, query: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${server.url}/api/file/upload${query}`, { method: 'POST', body: form, headers: { cookie: client.cookie!, 'accept-language': 'en' } });
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
  it('lists the enterprise\'s files across modules with search, module filter, sort and pages', async () => {
    const all = await factory.get('/api/file/list?page_size=100');
    expect(all.status).toBe(200);
    const names = all.body.data.data.map((f: { name: string }) => f.name);
    expect(names).toEqual(expect.arrayContaining(['board-a top.gtl', 'board-b bottom.gbl', 'avatar.png', 'contract.txt']));
    expect(names).not.toContain('customer secret.gtl');
    const avatar = all.body.data.data.find((f: { name: string }) => f.name === 'avatar.png');
    expect(avatar).toMatchObject({ module: 'profile', kind: 'image', contentType: 'image/png', previewable: true, uploadedBy: expect.any(String) });
    const gerbers = await factory.get('/api/file/list?module=gerber&field=name&sort=desc');
    expect(gerbers.body.data.data.map((f: { name: string }) => f.name)).toEqual(['board-b bottom.gbl', 'board-a top.gtl']);
    const page = await factory.get('/api/file/list?module=gerber&field=name&sort=asc&page_size=1&page_no=2');
    expect(page.body.data).toMatchObject({ total: 2, data: [expect.objectContaining({ name: 'board-b bottom.gbl' })] });
    const search = await factory.get('/api/file/list?keyword=CONTRACT');
    expect(search.body.data.data.map((f: { module: string; name: string }) => [f.name, f.module])).toEqual([['contract.txt', 'staff']]);
    const images = await factory.get('/api/file/list?kind=image');
    expect(images.body.data.data.map((f: { name: string }) => f.name)).toEqual(['avatar.png']);
  });

  it('refuses a bad filter naming the field, and a caller without a session', async () => {
    const bad = await factory.get('/api/file/list?module=wallet');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Module');
    expect((await new Client(server.url).get('/api/file/list')).status).toBe(401);
  });
});
