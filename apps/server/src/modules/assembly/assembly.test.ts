import { analyzeArchive } from '@pcbunion/cam';
import ExcelJS from 'exceljs';
import { demoAssemblyTable, demoStencilTable } from '@pcbunion/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, instantQuotes } from '../../db/schema/index.js';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { postArchive, waitForJob } from '../gerber/test-support/http.js';
import { zipFixture } from '../gerber/test-support/fixtures.js';

let server: TestServer;
let factory: Client;
let customer: Client;
let visitor: Client;
const usbvil = analyzeArchive(zipFixture('usbvil'), 'usbvil.zip');
const gerber = usbvil.assembly;
const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  customer = await loginAs(server.url, 'customer');
  visitor = new Client(server.url);
}, 60_000);
afterAll(() => server?.stop());

describe('the stencil quote (public)', () => {
  it("prices one stencil per side with paste from the demo factory's table, each line explained, without signing in", async () => {
    const res = await visitor.post('/api/stencil/quote', { gerber, kind: 'framed' });
    expect(res.status).toBe(200);
    expect(res.body.data.merchant.name).toBe('Demo PCB Factory');
    expect(res.body.data.stencils.map((s: { side: string; price: string }) => [s.side, s.price])).toEqual([
      ['top', '120.00'],
      ['bottom', '120.00'],
    ]);
    expect(res.body.data.total).toBe('240.00');
    expect(res.body.data.lines[0].explain.text).toContain('Framed stencil for the top: 370 × 470 mm');
  });

  it("explains in the caller's language, and refuses a paste extent no stencil holds, naming the field", async () => {
    const zh = await new Client(server.url, 'zh-CN').post('/api/stencil/quote', { gerber, kind: 'frameless' });
    expect(zh.body.data.lines[0].explain.text).toContain('顶面无框钢网');
    const huge = { ...gerber, top: { ...gerber.top, pasteExtentMm: { widthMm: 900, heightMm: 900 } } };
    const res = await visitor.post('/api/stencil/quote', { gerber: huge, kind: 'framed' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: 'No framed stencil of this factory holds the top paste extent 900 × 900 mm.',
      data: { field: 'kind' },
    });
  });
});

describe("the public quotes' rate limit", () => {
  it('answers 429 past PRICING_ANON_PER_MINUTE quotes a minute from one address, not to another address', async () => {
    const before = process.env.PRICING_ANON_PER_MINUTE;
    process.env.PRICING_ANON_PER_MINUTE = '3';
    try {
      const from = (ip: string) => visitor.post('/api/stencil/quote', { gerber }, { 'x-forwarded-for': ip });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await from('10.9.9.9')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await from('10.9.9.10')).status).toBe(200);
      expect(
        (await visitor.post('/api/assembly/quote', { gerber, boards: 1 }, { 'x-forwarded-for': '10.9.9.11' })).status,
      ).toBe(200);
    } finally {
      if (before === undefined) delete process.env.PRICING_ANON_PER_MINUTE;
      else process.env.PRICING_ANON_PER_MINUTE = before;
    }
  });
});

describe('the assembly quote (public)', () => {
  it("prices the Gerber's joints with the demo table, every line explained", async () => {
    const res = await visitor.post('/api/assembly/quote', { gerber, boards: 10 });
    expect(res.status).toBe(200);
    const { quote } = res.body.data;
    // usbvil: 24 + 2 SMD pads, 38 through-hole joints, 5 + 1 pad patterns.
    expect(quote.lines.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual([
      ['SETUP', '150.00'],
      ['SIDES', '100.00'],
      ['SMD', '5.20'],
      ['THT', '57.00'],
      ['UNIQUE_PARTS', '18.00'],
      ['PARTS', '0.00'],
    ]);
    expect(quote.total).toBe('330.20');
    expect(quote.lines[3].explain.text).toBe(
      '38 through-hole joints per board × 10 boards = 380 joints × 0.1500 = 57.00',
    );
  });

  it('reads a CSV BOM and an xlsx one alike, checks them against the placements and the Gerber, and shows the differences', async () => {
    const bomCsv =
      'Designator,Quantity,Manufacturer Part Number,Footprint\n"C1,C2",2,CL10B104,0603\nR1,1,RC0603,0603\nU1,2,PIC18F14K50,DIP20\nX1,1,,HC49\n';
    const pnpCsv =
      'Designator,Mid X,Mid Y,Rotation,Layer\nC1,10mm,5mm,0,Top\nC2,12mm,5mm,0,Top\nR1,14mm,5mm,90,Bottom\nQ9,1,1,0,Top\n';
    const res = await visitor.post('/api/assembly/quote', {
      gerber,
      boards: 1,
      sourcing: 'factory',
      bom: { name: 'bom.csv', content: b64(bomCsv) },
      pnp: { name: 'pos.csv', content: b64(pnpCsv) },
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.bom).toMatchObject({ fileName: 'bom.csv', lines: 4, parts: 6, uniqueParts: 4, errors: [] });
    expect(data.pnp).toMatchObject({ top: 3, bottom: 1, total: 4, errors: [] });
    const messages = data.crossCheck.checks
      .filter((c: { ok: boolean }) => !c.ok)
      .map((c: { message: string }) => c.message);
    expect(messages).toEqual([
      'Row 4: quantity 2 but 1 designators.',
      'The BOM lists 6 parts, the placement file places 4.',
      '2 designator(s) of the BOM are not in the placement file: U1, X1.',
      '1 placed designator(s) are not in the BOM: Q9.',
      'top: 3 placements but 11 parts found on the Gerber pads (difference -8; placements include through-hole parts, the Gerber count is an estimate).',
    ]);
    expect(data.quote.lines.find((l: { code: string }) => l.code === 'UNIQUE_PARTS').explain.key).toBe(
      'line.uniqueBom',
    );
    expect(data.quote.lines.find((l: { code: string }) => l.code === 'PARTS').explain.text).toContain(
      'sourced by the factory',
    );

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('BOM');
    for (const row of bomCsv.trim().split('\n'))
      sheet.addRow(row.match(/("[^"]*"|[^,]+|(?<=,)(?=,|$))/g)!.map((c) => c.replace(/"/g, '')));
    const xlsx = new Uint8Array(await book.xlsx.writeBuffer());
    const fromXlsx = await visitor.post('/api/assembly/quote', {
      gerber,
      boards: 1,
      bom: { name: 'bom.xlsx', content: b64(xlsx) },
    });
    expect(fromXlsx.status).toBe(200);
    expect(fromXlsx.body.data.bom).toMatchObject({ lines: 4, parts: 6, uniqueParts: 4 });
  });

  it('lists row and column of a bad BOM line, and refuses a file that is neither CSV nor xlsx', async () => {
    const bad = await visitor.post('/api/assembly/quote', {
      gerber,
      boards: 1,
      bom: { name: 'b.csv', content: b64('Ref;Qty\nR1;one\n') },
    });
    expect(bad.status).toBe(200);
    expect(bad.body.data.bom.errors).toEqual([
      {
        key: 'bom.badQuantity',
        row: 2,
        column: 'quantity',
        values: { value: 'one' },
        message: 'Row 2, column quantity: "one" is not a whole number of at least 1.',
      },
    ]);
    const binary = await visitor.post('/api/assembly/quote', {
      gerber,
      boards: 1,
      pnp: { name: 'p.bin', content: b64(new Uint8Array([1, 0, 2, 0])) },
    });
    expect(binary.status).toBe(400);
    expect(binary.body).toMatchObject({ msg: 'The file p.bin cannot be read as CSV or xlsx', data: { field: 'pnp' } });
  });

  it('refuses bad input naming the field: no board, no boards, a broken figure', async () => {
    expect((await visitor.post('/api/assembly/quote', { boards: 1 })).body.data).toMatchObject({ field: 'gerber' });
    const zero = await visitor.post('/api/assembly/quote', { gerber, boards: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.data.field).toBe('boards');
    const broken = await visitor.post('/api/assembly/quote', { gerber: { ...gerber, top: { pads: -1 } }, boards: 1 });
    expect(broken.status).toBe(400);
  });
});

describe('the board named by an instant quote or a Gerber file', () => {
  it('reads an unclaimed instant quote by its id alone; a claimed one only for its owner; an expired one not at all', async () => {
    const db = server.database.db;
    const expiresAt = new Date(Date.now() + 3_600_000);
    const [open] = await db.insert(instantQuotes).values({ analysis: usbvil, expiresAt }).returning();
    const ok = await visitor.post('/api/assembly/quote', { quoteId: open!.uid, boards: 5 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.gerber.top.pads).toBe(24);
    const [owner] = await db
      .select({ uid: accounts.uid })
      .from(accounts)
      .where(eq(accounts.phone, DEMO.customer.phone));
    const [claimed] = await db
      .insert(instantQuotes)
      .values({ analysis: usbvil, expiresAt, ownerAccountUid: owner!.uid })
      .returning();
    expect((await visitor.post('/api/stencil/quote', { quoteId: claimed!.uid })).status).toBe(404);
    expect((await factory.post('/api/stencil/quote', { quoteId: claimed!.uid })).status).toBe(404);
    expect((await customer.post('/api/stencil/quote', { quoteId: claimed!.uid })).status).toBe(200);
    const [old] = await db
      .insert(instantQuotes)
      .values({ analysis: usbvil, expiresAt: new Date(Date.now() - 1000) })
      .returning();
    expect((await visitor.post('/api/stencil/quote', { quoteId: old!.uid })).status).toBe(404);
    const [bare] = await db
      .insert(instantQuotes)
      .values({ analysis: { widthMm: 10 }, expiresAt })
      .returning();
    const notYet = await visitor.post('/api/stencil/quote', { quoteId: bare!.uid });
    expect(notYet.status).toBe(400);
    expect(notYet.body.data.field).toBe('quoteId');
  });

  it('reads a Gerber file the caller may see, analysed by the server; another enterprise gets 404', async () => {
    const merchant = (await customer.get('/api/pricing/merchants')).body.data?.[0]?.uid;
    const up = await postArchive(
      customer,
      server.url,
      '/api/gerber/files',
      zipFixture('usbvil'),
      'usbvil.zip',
      merchant ? { merchant_uid: merchant } : {},
    );
    expect(up.status).toBe(202);
    const fileUid = up.body.data.file.uid;
    expect((await waitForJob(customer, up.body.data.job_id)).state).toBe('done');
    const mine = await customer.post('/api/assembly/quote', { gerberFileId: fileUid, boards: 2 });
    expect(mine.status).toBe(200);
    expect(mine.body.data.gerber).toMatchObject({
      source: 'mask',
      throughHoleJoints: 38,
      top: { pads: 24, parts: 11 },
    });
    const supplier = await loginAs(server.url, 'supplier');
    expect((await supplier.post('/api/assembly/quote', { gerberFileId: fileUid, boards: 2 })).status).toBe(404);
    expect((await visitor.post('/api/assembly/quote', { gerberFileId: fileUid, boards: 2 })).status).toBe(401);
  }, 60_000);
});

describe("the factory's stencil and assembly tables", () => {
  it('are seeded for the demo factory and saved whole against the version read', async () => {
    const mine = (await factory.get('/api/assembly/settings')).body.data;
    expect(mine.stencils).toEqual(demoStencilTable);
    expect(mine.assembly).toEqual(demoAssemblyTable);
    const saved = await factory.call('PUT', '/api/assembly/settings', {
      version: mine.version,
      stencils: [
        { kind: 'framed', widthMm: 370, heightMm: 470, usableWidthMm: 190, usableHeightMm: 290, price: '99.50' },
      ],
      assembly: { ...mine.assembly, smdJoint: '0.0125', minimum: '300' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Stencil and assembly prices saved');
    expect(saved.body.data).toMatchObject({
      version: mine.version + 1,
      assembly: { smdJoint: '0.0125', minimum: '300.00' },
    });
    const quote = await visitor.post('/api/assembly/quote', { gerber, boards: 1 });
    expect(quote.body.data.quote.total).toBe('300.00');
    expect(
      (
        await factory.call('PUT', '/api/assembly/settings', {
          version: mine.version,
          stencils: [],
          assembly: mine.assembly,
        })
      ).status,
    ).toBe(409);
    const back = await factory.call('PUT', '/api/assembly/settings', {
      version: mine.version + 1,
      stencils: demoStencilTable.options,
      assembly: demoAssemblyTable,
    });
    expect(back.status).toBe(200);
  });

  it('refuses a customer, and a price with three decimals naming the field', async () => {
    expect((await customer.get('/api/assembly/settings')).status).toBe(403);
    const mine = (await factory.get('/api/assembly/settings')).body.data;
    const bad = await factory.call('PUT', '/api/assembly/settings', {
      version: mine.version,
      stencils: [],
      assembly: { ...mine.assembly, setupFee: '1.234' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('assembly.setupFee');
  });
});
