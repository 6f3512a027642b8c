import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, gerberFiles, inquiries, orderItems, orders } from '../../db/schema/index.js';
import { createStorage } from '../../storage/index.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { seedGerberDemo } from './index.js';

/** Issue 29: the demo factory's Gerber uploads (seeded through the module) and the board render of a bound file. */
let server: TestServer;
let factory: Client;
let customer: Client;
let stranger: Client;
let factoryUid: string;

const DEMO_FILES = ['arduino-uno.zip', 'simplefoc-mini.zip', 'pinephone-flex-breakout.zip'];

async function demoFiles() {
  return server.database.db
    .select()
    .from(gerberFiles)
    .where(and(eq(gerberFiles.merchantUid, factoryUid), inArray(gerberFiles.fileName, DEMO_FILES)))
    .orderBy(asc(gerberFiles.fileName));
}

async function raw(client: Client | null, url: string) {
  const res = await fetch(server.url + url, { headers: client?.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer, stranger] = await Promise.all([
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'supplier'),
  ]);
  const [row] = await server.database.db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  factoryUid = row!.uid;
}, 60_000);
afterAll(() => server?.stop());

describe('the demo Gerber uploads', () => {
  it('are analysed through the real path, with the design-rule figures and both previews, and bound', async () => {
    const files = await demoFiles();
    expect(files.map((f) => f.fileName).sort()).toEqual([...DEMO_FILES].sort());
    for (const file of files) {
      expect(file, file.fileName).toMatchObject({ uploadStatus: 'success', bindingStatus: 'bound', validity: 'valid' });
      expect((file.analysis as { dfm?: unknown }).dfm, file.fileName).toBeTruthy();
      expect(file.previewTop?.startsWith('<svg'), file.fileName).toBe(true);
      expect(file.previewBottom?.startsWith('<svg'), file.fileName).toBe(true);
    }
    const arduino = files.find((f) => f.fileName === 'arduino-uno.zip')!;
    expect(arduino).toMatchObject({ copperLayers: 2, auditStatus: 'success' });
    expect(arduino.inquiryNo).toMatch(/^XJ/);
    expect(files.find((f) => f.fileName === 'pinephone-flex-breakout.zip')!.quotationNo).toBeTruthy();

    // The factory's Gerber list (gerber-file-management) shows them.
    const list = await factory.get('/api/gerber/files?page_no=1&page_size=50');
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((f: { file_name: string }) => f.file_name)).toEqual(
      expect.arrayContaining(DEMO_FILES),
    );
  });

  it('are seeded once: a second run adds nothing', async () => {
    const before = await demoFiles();
    const started = performance.now();
    await seedGerberDemo(server.database.db, createStorage({ dataDir: server.dataDir! }));
    expect(performance.now() - started).toBeLessThan(2_000);
    const after = await demoFiles();
    expect(after.map((f) => [f.uid, f.updatedAt.getTime()])).toEqual(before.map((f) => [f.uid, f.updatedAt.getTime()]));
  });
});

describe('GET /api/gerber/files/:uid/render/:side', () => {
  let arduino: string;
  let inquiryNo: string;
  let flex: string;

  beforeAll(async () => {
    const files = await demoFiles();
    const file = files.find((f) => f.fileName === 'arduino-uno.zip')!;
    arduino = file.uid;
    inquiryNo = file.inquiryNo!;
    flex = files.find((f) => f.fileName === 'pinephone-flex-breakout.zip')!.uid;
  });

  it('draws the board of a bound inquiry for its customer (the owner), in the chosen colours', async () => {
    const green = await raw(customer, `/api/gerber/files/${arduino}/render/top`);
    expect(green.status).toBe(200);
    expect(green.type).toMatch(/^image\/svg\+xml/);
    expect(green.text).toContain('#1f6b3c');
    const red = await raw(customer, `/api/gerber/files/${arduino}/render/top?mask=RED&silk=BLACK&v=1`);
    expect(red.status).toBe(200);
    expect(red.text).toContain('#a3182a');
    expect(red.text).not.toContain('#1f6b3c');
    expect((await raw(customer, `/api/gerber/files/${arduino}/render/bottom?mask=BLUE`)).status).toBe(200);
  });

  it('draws it for the merchant, and answers 404 to a stranger, to nobody signed in 401', async () => {
    expect((await raw(factory, `/api/gerber/files/${arduino}/render/bottom?mask=WHITE`)).status).toBe(200);
    // The factory's own upload bound to its quotation: its customer has no inquiry or order that reaches it.
    expect((await raw(factory, `/api/gerber/files/${flex}/render/top`)).status).toBe(200);
    expect((await raw(customer, `/api/gerber/files/${flex}/render/top`)).status).toBe(404);
    const denied = await raw(stranger, `/api/gerber/files/${arduino}/render/top`);
    expect(denied.status).toBe(404);
    expect(denied.text).not.toContain('<svg');
    expect((await raw(null, `/api/gerber/files/${arduino}/render/top`)).status).toBe(401);
  });

  it('refuses a colour that is not a code (400 naming the field)', async () => {
    const res = await customer.get(`/api/gerber/files/${arduino}/render/top?mask=%23ff0000`);
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ field: 'mask' });
  });

  it('is the board the inquiry and its order name, on both sides', async () => {
    for (const client of [customer, factory]) {
      const detail = await client.get(`/api/inquiries/${inquiryNo}`);
      expect(detail.body.data.boardFileId).toBe(arduino);
      // The bound board's design-rule figures are the inquiry's findings.
      expect(detail.body.data.dfm).toBeTruthy();
    }
    const [order] = await server.database.db
      .select({ no: orders.orderNo })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(inquiries, eq(inquiries.inquiryNo, orderItems.inquiryNo))
      .where(eq(orderItems.inquiryNo, inquiryNo));
    expect(order).toBeTruthy();
    for (const client of [customer, factory]) {
      const detail = await client.get(`/api/orders/${order!.no}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.boards).toEqual([{ inquiryNo, gerberFileId: arduino }]);
    }
    expect((await stranger.get(`/api/orders/${order!.no}`)).status).toBeGreaterThanOrEqual(403);
  });
});
