import { MASK_COLORS, SILK_COLORS } from '@pcbunion/cam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipFixture } from '../gerber/test-support/fixtures.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function upload(client: Client, id: string) {
  const form = new FormData();
  form.append('file', new Blob([zipFixture('arduino-uno')]), 'arduino-uno.zip');
  const res = await fetch(`${server.url}/api/instant-quotes/${id}/gerber`, {
    method: 'POST',
    body: form,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  expect(res.status).toBe(200);
}

const render = (id: string, side: string, query = '', cookie?: string) =>
  fetch(`${server.url}/api/instant-quotes/${id}/render/${side}${query}`, { headers: cookie ? { cookie } : {} });

describe('the picture of an instant quote’s board', () => {
  it('draws both sides of an anonymous upload as a safe SVG, in the chosen mask and silkscreen colours', async () => {
    const visitor = new Client(server.url);
    const id = (await visitor.post('/api/instant-quotes', {})).body.data.id as string;
    expect((await render(id, 'top')).status).toBe(404);

    await upload(visitor, id);
    for (const side of ['top', 'bottom']) {
      const res = await render(id, side, '?v=1');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      for (const layer of ['copper', 'mask', 'drill']) expect(svg.includes(`id="${side}-${layer}"`)).toBe(true);
      expect(svg.includes(`fill="${MASK_COLORS.GREEN!.mask}"`)).toBe(true);
    }
    const top = await (await render(id, 'top')).text();
    expect(top.includes(`id="top-silk"`) && top.includes(`fill="${SILK_COLORS.WHITE}"`)).toBe(true);

    const red = await (await render(id, 'top', '?mask=RED')).text();
    expect(red.includes(`fill="${MASK_COLORS.RED!.mask}"`)).toBe(true);
    expect(red.includes(`fill="${MASK_COLORS.GREEN!.mask}"`)).toBe(false);
    const white = await (await render(id, 'top', '?mask=WHITE')).text();
    expect(white.includes(`fill="${SILK_COLORS.BLACK}"`)).toBe(true);
    expect((await render(id, 'top', '?mask=RED&silk=YELLOW').then((r) => r.text())).includes(SILK_COLORS.YELLOW!)).toBe(
      true,
    );

    expect((await render(id, 'left')).status).toBe(400);
    expect((await render(id, 'top', '?mask=%22%3E%3Cscript%3E')).status).toBe(400);
    expect((await render('00000000-0000-4000-8000-000000000000', 'top')).status).toBe(404);

    // Claimed, the quote's picture is its account's alone.
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.post(`/api/instant-quotes/${id}/claim`)).status).toBe(200);
    expect((await render(id, 'top', '', customer.cookie!)).status).toBe(200);
    expect((await render(id, 'top')).status).toBe(404);
    const factory = await loginAs(server.url, 'factory');
    expect((await render(id, 'top', '', factory.cookie!)).status).toBe(404);
  }, 120_000);
});
