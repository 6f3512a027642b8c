import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { zipFixture } from '../gerber/test-support/fixtures.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  server.app.clock.useSystemTime();
  await server.stop();
});

const arduino = zipFixture('arduino-uno');

async function upload(client: Client, id: string, bytes: Uint8Array, name = 'arduino-uno.zip') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${server.url}/api/instant-quotes/${id}/gerber`, {
    method: 'POST',
    body: form,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

describe('instant quotes (no session, then signed in)', () => {
  it('keeps a visitor’s choices and Gerber upload under the quote id, analysed, until the visitor signs in and claims it', async () => {
    const visitor = new Client(server.url);
    const created = await visitor.post('/api/instant-quotes', { state: { params: { QTY: 10 } } });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    expect(created.body.data.merchant).toEqual(expect.any(String));
    expect(Date.parse(created.body.data.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const uploaded = await upload(visitor, id, arduino);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.file).toEqual({ name: 'arduino-uno.zip', size: arduino.length });
    expect(uploaded.body.data.analysis).toMatchObject({ copperLayers: 2, widthMm: 68.58, heightMm: 53.34 });

    const state = {
      params: { QTY: 50, LEAD_TIME: 'fastest', FINISH: 'ENIG' },
      leadTime: 'fastest',
      destination: { country: 'US' },
      carrier: 'DHL Express',
      assembly: { stencil: 'framed' },
    };
    const saved = await visitor.call('PUT', `/api/instant-quotes/${id}`, {
      state,
      rowVersion: uploaded.body.data.rowVersion,
    });
    expect(saved.status).toBe(200);
    const stale = await visitor.call('PUT', `/api/instant-quotes/${id}`, {
      state,
      rowVersion: uploaded.body.data.rowVersion,
    });
    expect(stale.status).toBe(409);

    // Another browser with the link sees it while nobody has claimed it.
    expect((await new Client(server.url).get(`/api/instant-quotes/${id}`)).body.data.state).toEqual(state);

    const customer = await loginAs(server.url, 'customer');
    const claimed = await customer.post(`/api/instant-quotes/${id}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ claimed: true, state, file: { name: 'arduino-uno.zip' } });
    expect(claimed.body.data.analysis.copperLayers).toBe(2);
    expect((await customer.post(`/api/instant-quotes/${id}/claim`)).status).toBe(200);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entityUid, id));
    expect(audits.map((a) => a.action)).toEqual(['claim']);
    const archive = await fetch(`${server.url}/api/instant-quotes/${id}/gerber`, {
      headers: { cookie: customer.cookie! },
    });
    expect(archive.status).toBe(200);
    expect(Buffer.from(await archive.arrayBuffer()).equals(Buffer.from(arduino))).toBe(true);

    // Claimed: the visitor's link and other accounts no longer reach it.
    expect((await visitor.get(`/api/instant-quotes/${id}`)).status).toBe(404);
    const factory = await loginAs(server.url, 'factory');
    expect((await factory.post(`/api/instant-quotes/${id}/claim`)).status).toBe(404);
    expect((await factory.get(`/api/instant-quotes/${id}`)).status).toBe(404);
  });

  it('refuses what is not a Gerber archive and bad choices, naming the field', async () => {
    const visitor = new Client(server.url);
    const id = (await visitor.post('/api/instant-quotes', {})).body.data.id as string;
    const junk = await upload(visitor, id, new TextEncoder().encode('not a zip'), 'board.zip');
    expect(junk.status).toBe(400);
    const bad = await visitor.call('PUT', `/api/instant-quotes/${id}`, { state: { params: { QTY: { nested: 1 } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('QTY');
    // A field the quote names in its own words (labels.ts), in the caller's language.
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = visitor.cookie;
    const noChoices = await zh.call('PUT', `/api/instant-quotes/${id}`, { state: 'all of them' });
    expect(noChoices.status).toBe(400);
    expect(noChoices.body.data).toMatchObject({ field: 'state' });
    expect(noChoices.body.msg).toMatch(/^报价选项：/);
    expect((await visitor.get('/api/instant-quotes/not-an-id')).status).toBe(400);
    expect((await visitor.get('/api/instant-quotes/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('ends a quote after its validity (404 with the reason)', async () => {
    const visitor = new Client(server.url);
    const id = (await visitor.post('/api/instant-quotes', {})).body.data.id as string;
    server.app.clock.set(new Date(Date.now() + 31 * 86_400_000));
    try {
      const expired = await visitor.get(`/api/instant-quotes/${id}`);
      expect(expired.status).toBe(404);
      expect(expired.body.msg).toBe('This quote does not exist or its validity has ended; start a new one');
    } finally {
      server.app.clock.useSystemTime();
    }
  });
});
