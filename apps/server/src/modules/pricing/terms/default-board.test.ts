import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
let factory: Client;
let visitor: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  visitor = new Client(server.url);
});
afterAll(() => server.stop());

const DEMO_BOARD = {
  LAYERS: '2',
  WIDTH_MM: '100',
  HEIGHT_MM: '100',
  THICKNESS_MM: '1.6',
  FINISH: 'HASL',
  MASK_COLOR: 'GREEN',
  QTY: '10',
  LEAD_TIME: 'standard',
};

type Terms = { version: number; rowVersion: number; defaultBoard: Record<string, string> | null };
const terms = async () => (await factory.get('/api/pricing/terms')).body.data as Terms;
/** The terms as the screen sends them back: everything it read but the book's version. */
const body = ({ version: _v, ...rest }: Terms) => rest;
/** The last change of the book's terms in the audit log: the default board after it. */
const lastAudited = async () => {
  const [row] = await server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'pricing_book'), eq(auditLog.action, 'update-terms')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return (row?.after as { defaultBoard?: unknown } | undefined)?.defaultBoard;
};
const customerBoard = async () =>
  (await visitor.get('/api/pricing/book')).body.data.book.defaultBoard as Record<string, string> | undefined;

describe("a price book's default board (issue 29)", () => {
  it('the demo book names 2 layers, 100 × 100 mm, 1.6 mm, HASL, green, 10 pcs, standard lead time — to the factory and to a visitor', async () => {
    expect((await terms()).defaultBoard).toEqual(DEMO_BOARD);
    expect(await customerBoard()).toEqual(DEMO_BOARD);
  });

  it('is saved with the terms (compare-and-set, audited) and a visitor opens with it at once', async () => {
    const read = await terms();
    const board = { LAYERS: '4', WIDTH_MM: ' 80 ', HEIGHT_MM: '60', THICKNESS_MM: '1.60', QTY: '50', FINISH: '' };
    const saved = await factory.call('PUT', '/api/pricing/terms', { ...body(read), defaultBoard: board });
    expect(saved.status).toBe(200);
    const stored = { LAYERS: '4', WIDTH_MM: '80', HEIGHT_MM: '60', THICKNESS_MM: '1.6', QTY: '50' };
    expect(saved.body.data).toMatchObject({ defaultBoard: stored, rowVersion: read.rowVersion + 1 });
    expect((await terms()).defaultBoard).toEqual(stored);
    expect(await customerBoard()).toEqual(stored);
    expect(await lastAudited()).toEqual(stored);
    const stale = await factory.call('PUT', '/api/pricing/terms', { ...body(read), defaultBoard: DEMO_BOARD });
    expect(stale.status).toBe(409);
    expect((await terms()).defaultBoard).toEqual(stored);
  });

  it('refuses a code that is no entered parameter, or a value the engine refuses, naming the field in the caller’s language and changing nothing', async () => {
    const read = await terms();
    const unknown = await factory.call('PUT', '/api/pricing/terms', {
      ...body(read),
      defaultBoard: { ...read.defaultBoard, COLOUR: 'RED' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ field: 'defaultBoard.COLOUR' });
    expect(unknown.body.msg).toBe('The default board names COLOUR, which is not a parameter entered for a quote.');

    const chinese = new Client(server.url, 'zh-CN');
    chinese.cookie = factory.cookie;
    const badLayers = await chinese.call('PUT', '/api/pricing/terms', {
      ...body(read),
      defaultBoard: { ...read.defaultBoard, LAYERS: '3', QTY: '0' },
    });
    expect(badLayers.status).toBe(400);
    expect(badLayers.body.data.field).toBe('defaultBoard.LAYERS');
    expect(badLayers.body.msg).toBe('3 不是 层数 的可选值');
    expect(badLayers.body.data.errors.map((e: { field: string }) => e.field)).toEqual([
      'defaultBoard.LAYERS',
      'defaultBoard.QTY',
    ]);

    const derived = await factory.call('PUT', '/api/pricing/terms', {
      ...body(read),
      defaultBoard: { AREA_PCS_M2: '0.01' },
    });
    expect(derived.body.data.field).toBe('defaultBoard.AREA_PCS_M2');
    const notText = await factory.call('PUT', '/api/pricing/terms', { ...body(read), defaultBoard: { LAYERS: 2 } });
    expect(notText.status).toBe(400);

    const after = await terms();
    expect(after).toEqual(read);
  });

  it('left out it stays; null names none and a visitor gets no default board', async () => {
    const read = await terms();
    const { defaultBoard: _b, ...withoutBoard } = body(read);
    const kept = await factory.call('PUT', '/api/pricing/terms', withoutBoard);
    expect(kept.status).toBe(200);
    expect(kept.body.data.defaultBoard).toEqual(read.defaultBoard);
    const cleared = await factory.call('PUT', '/api/pricing/terms', {
      ...body(read),
      rowVersion: kept.body.data.rowVersion,
      defaultBoard: null,
    });
    expect(cleared.body.data.defaultBoard).toBeNull();
    expect(await customerBoard()).toBeUndefined();
    expect(await lastAudited()).toBeNull();
  });

  it('gives a visitor only the entries that still fit once a parameter changed under it', async () => {
    const read = await terms();
    const saved = await factory.call('PUT', '/api/pricing/terms', {
      ...body(read),
      defaultBoard: { ...DEMO_BOARD, PCS_PER_PNL: '2' },
    });
    expect(saved.status).toBe(200);
    const list = await factory.get('/api/pricing/parameters?search=PCS_PER_PNL');
    const pcs = list.body.data.data.find((p: { code: string }) => p.code === 'PCS_PER_PNL');
    const changed = await factory.call('PUT', `/api/pricing/parameters/${pcs.uid}`, {
      ...pcs,
      min: '5',
      defaultValue: '5',
    });
    expect(changed.status).toBe(200);
    expect((await terms()).defaultBoard).toEqual({ ...DEMO_BOARD, PCS_PER_PNL: '2' });
    expect(await customerBoard()).toEqual(DEMO_BOARD);
  });
});
