import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('health, version and config', () => {
  it('answers health with the database in use', async () => {
    const res = await new Client(server.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual({
      db: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      version: expect.any(String),
    });
  });

  it('serves version.json and config.json uncached', async () => {
    const version = await fetch(`${server.url}/version.json?t=${Date.now()}`);
    expect(version.headers.get('cache-control')).toBe('no-store');
    expect(await version.json()).toEqual({ version: expect.any(String) });
    const config = await (await fetch(`${server.url}/config.json?t=1`)).json();
    expect(config).toMatchObject({
      projectName: 'PCB Union',
      faviconIcon: expect.any(String),
      faviconSmallIcon: expect.any(String),
    });
  });

  it('publishes the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/service/login', '/api/atom/auth-info1', '/api/health']),
    );
  });

  it('answers an unknown API route with 404 in the envelope', async () => {
    const res = await new Client(server.url).post('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 0, msg: 'No such endpoint: /api/no-such-thing', data: null });
  });
});
