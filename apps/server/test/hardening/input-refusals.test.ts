import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type TestServer } from '../test-server.js';
import { fieldLabel, routesWithLabels } from '../../src/http/field-labels.js';

/**
 * Issue 12 item 1: hostile input answers 400 naming the field, never 500 — NUL bytes and lone surrogates in
 * text, numbers beyond a column, malformed multipart, deep JSON — and the limit messages name their number.
 */
let server: TestServer;
let factoryCookie: string;

beforeAll(async () => {
  server = await startTestServer();
  factoryCookie = (await loginAs(server.url, 'factory')).cookie!;
});
afterAll(() => server.stop());

async function call(options: InjectOptions & { signedIn?: boolean }): Promise<LightMyRequestResponse> {
  const { signedIn = true, ...rest } = options;
  return server.app.inject({
    ...rest,
    headers: { 'accept-language': 'en', ...(signedIn ? { cookie: factoryCookie } : {}), ...rest.headers },
  });
}

function expectFieldRefusal(res: LightMyRequestResponse, field: string, message?: RegExp) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ code: 0, data: { field } });
  // The message names the field by its label in the route's module (see http/field-labels.ts), `data.field` by its
  // wire path.
  const { method, url } = res.raw.req;
  const route = routesWithLabels(server.app).find((r) => r.method === method && r.url === url?.split('?')[0]);
  expect(body.msg.startsWith(`${fieldLabel(field, 'en', route?.labels)}:`), body.msg).toBe(true);
  if (message) expect(body.msg).toMatch(message);
}

describe('text fields', () => {
  it('refuse a NUL byte before it reaches the database', async () => {
    expectFieldRefusal(
      await call({ method: 'PATCH', url: '/api/profile', payload: { name: 'Zhang\u0000San' } }),
      'name',
      /control characters/,
    );
    expectFieldRefusal(
      await call({
        method: 'POST',
        url: '/api/staff',
        payload: { phone_area_code: '+86', phone: '13900000000', staff_name: 'a\u0000' },
      }),
      'staff_name',
      /control characters/,
    );
    expectFieldRefusal(await call({ method: 'GET', url: '/api/staff?keyword=%00x' }), 'keyword', /control characters/);
  });

  it('refuse a lone surrogate', async () => {
    expectFieldRefusal(
      await call({
        method: 'PATCH',
        url: '/api/profile',
        payload: '{"name":"bad \\ud800 name"}',
        headers: { 'content-type': 'application/json' },
      }),
      'name',
      /lone surrogate/,
    );
    const project = {
      code: 'X1',
      name: 'x\udc00',
      costCategory: 'specialFee',
      kind: 'independent',
      pricingMode: 'amount',
      formula: '1',
      sortNumber: 1,
    };
    expectFieldRefusal(
      await call({
        method: 'POST',
        url: '/api/pricing/projects',
        payload: JSON.stringify(project),
        headers: { 'content-type': 'application/json' },
      }),
      'name',
      /lone surrogate/,
    );
  });

  it('name their maximum length instead of "undefined"', async () => {
    const res = await call({ method: 'PATCH', url: '/api/profile', payload: { name: 'x'.repeat(65) } });
    expectFieldRefusal(res, 'name', /at most 64$/);
    const zh = await call({
      method: 'PATCH',
      url: '/api/profile',
      payload: { name: 'x'.repeat(65) },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().msg).toBe('名称：最多为 64');
  });

  it('bound pricing names (1.9 MB names were stored)', async () => {
    const project = {
      code: 'X2',
      name: 'n'.repeat(1_900_000),
      costCategory: 'specialFee',
      kind: 'independent',
      pricingMode: 'amount',
      formula: '1',
      sortNumber: 1,
    };
    expectFieldRefusal(
      await call({ method: 'POST', url: '/api/pricing/projects', payload: project }),
      'name',
      /at most \d+$/,
    );
  });
});

describe('numbers', () => {
  it('refuse integers beyond their column', async () => {
    const project = {
      code: 'X3',
      name: 'Big',
      costCategory: 'specialFee',
      kind: 'independent',
      pricingMode: 'amount',
      formula: '1',
      sortNumber: 2 ** 40,
    };
    expectFieldRefusal(
      await call({ method: 'POST', url: '/api/pricing/projects', payload: project }),
      'sortNumber',
      /at most 2147483647/,
    );
    expectFieldRefusal(
      await call({
        method: 'POST',
        url: '/api/pricing/projects',
        payload:
          '{"code":"X4","name":"n","costCategory":"specialFee","kind":"independent","pricingMode":"amount","formula":"1","sortNumber":12345678901234567890}',
        headers: { 'content-type': 'application/json' },
      }),
      'sortNumber',
    );
    expectFieldRefusal(
      await call({ method: 'GET', url: '/api/pricing/base-prices?layers=99999999999' }),
      'layers',
      /at most/,
    );
    expectFieldRefusal(
      await call({
        method: 'POST',
        url: '/api/staff/invitations',
        payload: { phone_area_code: '+86', phone: '13900000001', expires_in_days: 1e308 },
      }),
      'expires_in_days',
      /at most 90/,
    );
  });

  it('refuse a price with more than 6 decimals instead of storing 0', async () => {
    const row = {
      productNumber: 'FR4',
      layers: 2,
      tier: 'sample',
      maxAreaM2: '1',
      pricePerM2: '0.0000001',
      deliveryDays: 3,
    };
    expectFieldRefusal(
      await call({ method: 'POST', url: '/api/pricing/base-prices', payload: row }),
      'pricePerM2',
      /at most 6 decimals/,
    );
    expectFieldRefusal(
      await call({
        method: 'POST',
        url: '/api/pricing/base-prices',
        payload: { ...row, pricePerM2: '10000000000000' },
      }),
      'pricePerM2',
      /at most 999999999999\.999999/,
    );
  });
});

describe('dates', () => {
  it('refuse a day that does not exist instead of failing on it (found by the fuzz suite)', async () => {
    expectFieldRefusal(
      await call({ method: 'GET', url: '/api/gerber/files?uploaded_from=2634-45-71' }),
      'uploaded_from',
    );
  });
});

describe('bodies', () => {
  it('refuse a 5,000-deep JSON value naming its field', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const payload = `{"params":{"LAYERS":2},"cam":${deep}}`;
    expectFieldRefusal(
      await call({
        method: 'POST',
        url: '/api/pricing/estimate',
        payload,
        headers: { 'content-type': 'application/json' },
        signedIn: false,
      }),
      'cam',
      /nested more than \d+ levels/,
    );
    const array = '['.repeat(5000) + ']'.repeat(5000);
    expectFieldRefusal(
      await call({
        method: 'PATCH',
        url: '/api/profile',
        payload: `{"name":${array}}`,
        headers: { 'content-type': 'application/json' },
      }),
      'name',
      /nested/,
    );
  });

  it('refuse malformed multipart bodies', async () => {
    const bodies = [
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK',
      ],
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nbroken header without colon\r\n\r\n\r\n--XYZ--'],
    ] as const;
    for (const url of ['/api/gerber/files', '/api/file/upload?purpose=avatar']) {
      for (const [type, payload] of bodies) {
        const res = await call({ method: 'POST', url, payload, headers: { 'content-type': type } });
        expect(res.statusCode, `${url} ${type}: ${res.body.slice(0, 300)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 0, data: { field: 'file' } });
      }
    }
  });

  it('refuse a body above its route size limit with the limit named', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/pricing/estimate',
      payload: { params: { LAYERS: 2, NOTE: 'x'.repeat(200) }, cam: { pad: 'y'.repeat(300_000) } },
      signedIn: false,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 0, data: { field: 'body' } });
    expect(res.json().msg).toMatch(/^body: is larger than \d+ bytes$/);
  });
});

describe('the estimate cam (issue 12 item 3)', () => {
  const estimate = (cam: unknown) =>
    call({
      method: 'POST',
      url: '/api/pricing/estimate',
      payload: { params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 5 }, cam },
      signedIn: false,
    });

  it('takes only the CAM fields the pricing engine reads', async () => {
    expectFieldRefusal(await estimate({ widthMm: 100, junk: 'x'.repeat(1000) }), 'cam.junk', /not a known field/);
    expectFieldRefusal(await estimate({ drill: { minHoleMm: 0.2, hits: 7 } }), 'cam.drill.hits', /not a known field/);
    expectFieldRefusal(await estimate({ widthMm: 'wide' }), 'cam.widthMm');
    expectFieldRefusal(await estimate({ copperLayers: 1e308 }), 'cam.copperLayers', /at most 1000/);
    const ok = await estimate({
      widthMm: 100,
      heightMm: 80,
      copperLayers: 2,
      drill: { minHoleMm: 0.3, holeCount: 120 },
      minTraceMm: 0.15,
    });
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    expect(ok.json().code).toBe(1);
  });
});
