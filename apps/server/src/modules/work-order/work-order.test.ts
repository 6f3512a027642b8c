import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, enterprises, quotations, staff, storedFiles, workOrders } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { approvedInquiry, placedOrder } from '../order/test-support.js';
import { LiveChannel } from '../../../test/live-channel.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
let platform: Client;
let factory: Client;
let supplier: Client;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size = 2048, fill = 7) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, fill)]);
const gif = () => Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(1000, 1)]);

/** Sends a multipart form (text fields, then the files) with the client's session cookie. */
async function multipart(
  client: Client,
  url: string,
  fields: Record<string, string>,
  parts: Array<{ name: string; bytes: Buffer; field?: string }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of parts)
    form.append(p.field ?? 'file', new Blob([new Uint8Array(p.bytes)], { type: 'image/png' }), p.name);
  const res = await fetch(server.url + url, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie ?? '', 'accept-language': 'en' },
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

const consult = (over: Record<string, unknown> = {}) => ({
  kind: 'consult',
  type: 'invoice',
  title: 'Invoice timing',
  content: 'How long does an invoice take after payment?',
  ...over,
});
const count = async () => (await server.database.db.select({ uid: workOrders.uid }).from(workOrders)).length;

beforeAll(async () => {
  server = await startTestServer();
  [customer, platform, factory, supplier] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'platform'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'supplier'),
  ]);
});
afterAll(() => server.stop());

describe('filing a work order', () => {
  it('files a consult with a type, a title and content; the platform answers it', async () => {
    const res = await customer.post('/api/work-orders', consult());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'consult',
      type: 'invoice',
      status: 'open',
      side: 'customer',
      title: 'Invoice timing',
      actions: [],
      rowVersion: 1,
    });
    expect(res.body.data.no).toMatch(/^WO\d{14}$/);
    expect(res.body.data.handler.name).toBe(
      (await server.database.db.select().from(enterprises).where(eq(enterprises.kind, 'platform')))[0]!.name,
    );
    const seen = await platform.get(`/api/work-orders/${res.body.data.no}`);
    expect(seen.body.data).toMatchObject({ side: 'staff', actions: ['start', 'resolve'] });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'work_order'), eq(auditLog.action, 'create')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses an empty title, a consult without type and a complaint without type, naming the field, and saves nothing', async () => {
    const before = await count();
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    const noTitle = await zh.post('/api/work-orders', consult({ title: '   ' }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toMatchObject({ msg: '标题：不能为空', data: { field: 'title' } });
    expect((await customer.post('/api/work-orders', consult({ type: '' }))).body).toMatchObject({
      msg: 'Type: cannot be empty',
      data: { field: 'type' },
    });
    expect((await customer.post('/api/work-orders', consult({ content: '' }))).body.data.field).toBe('content');
    const complaint = await customer.post('/api/work-orders', {
      kind: 'complaint',
      title: 'Scratched boards',
      content: 'Half the boards are scratched',
      orderNo: 'SO-1',
    });
    expect(complaint.status).toBe(400);
    expect(complaint.body.data.field).toBe('type');
    expect(
      (
        await customer.post('/api/work-orders', {
          kind: 'complaint',
          type: 'late',
          title: 'x',
          content: 'y',
          orderNo: 'SO-1',
        })
      ).body.data.field,
    ).toBe('type');
    expect(
      (await customer.post('/api/work-orders', { kind: 'complaint', type: 'quality', title: 'x', content: 'y' })).body
        .data.field,
    ).toBe('orderNo');
    expect((await customer.post('/api/work-orders', consult({ kind: 'praise' }))).body.data.field).toBe('kind');
    expect((await customer.post('/api/work-orders', consult({ type: 'x'.repeat(41) }))).body.data.field).toBe('type');
    expect(await count()).toBe(before);
  });

  it("takes the kind and complaint type in other spellings, and a consult type of the caller's own", async () => {
    const res = await customer.post('/api/work-orders', consult({ kind: 'Consultation', type: 'delivery' }));
    expect(res.body.data).toMatchObject({ kind: 'consult', type: 'delivery' });
    const complaint = await customer.post('/api/work-orders', {
      kind: 'complaint',
      type: 'Wrong Shipment',
      title: 'x',
      content: 'y',
      orderNo: 'NO-SUCH-ORDER',
    });
    expect(complaint.status).toBe(404);
    const suggestion = await customer.post('/api/work-orders', {
      kind: 'pricing-suggestion',
      title: 'x',
      content: 'y',
      target: 'Inquiry',
      targetNo: 'NO-SUCH',
    });
    expect(suggestion.status).toBe(404);
  });

  it('refuses a complaint about an order the customer does not have with 404', async () => {
    const res = await customer.post('/api/work-orders', {
      kind: 'complaint',
      type: 'quality',
      title: 'Scratched',
      content: 'Scratched boards',
      orderNo: 'NO-SUCH-ORDER',
    });
    expect(res.status).toBe(404);
  });

  it('takes a photo in multipart, checked by its bytes, and both sides see it; nobody else does', async () => {
    const res = await multipart(
      customer,
      '/api/work-orders',
      consult({ title: 'With a photo' }) as Record<string, string>,
      [{ name: 'board.png', bytes: png() }],
    );
    expect(res.status).toBe(200);
    const [photo] = res.body.data.attachments;
    expect(photo).toMatchObject({ name: 'board.png', size: 2048, type: 'image/png', side: 'customer' });
    for (const who of [customer, platform]) {
      const image = await fetch(server.url + photo.url, { headers: { cookie: who.cookie! } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(png())).toBe(true);
    }
    expect((await supplier.get(`/api/work-orders/${res.body.data.no}`)).status).toBe(404);
    expect((await fetch(server.url + photo.url, { headers: { cookie: supplier.cookie! } })).status).toBe(404);
    expect((await factory.get(`/api/work-orders?keyword=${res.body.data.no}`)).body.data.total).toBe(0);
  });

  it('refuses a 600 kB PNG and a GIF renamed .png, and files nothing', async () => {
    const before = await count();
    const filesBefore = (await server.database.db.select().from(storedFiles)).length;
    const big = await multipart(customer, '/api/work-orders', consult() as Record<string, string>, [
      { name: 'big.png', bytes: png(600 * 1024) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.data.field).toBe('file');
    expect(big.body.msg).toContain('500 kB');
    const renamed = await multipart(customer, '/api/work-orders', consult() as Record<string, string>, [
      { name: 'photo.png', bytes: gif() },
    ]);
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({
      msg: 'File: only JPG or PNG images can be uploaded',
      data: { field: 'file' },
    });
    // A good image with a bad one: neither is kept.
    const mixed = await multipart(customer, '/api/work-orders', consult() as Record<string, string>, [
      { name: 'ok.png', bytes: png() },
      { name: 'photo.png', bytes: gif() },
    ]);
    expect(mixed.status).toBe(400);
    expect(await count()).toBe(before);
    expect((await server.database.db.select().from(storedFiles)).length).toBe(filesBefore);
  });

  it("takes file ids uploaded first as JSON, but only the caller's JPG/PNG images", async () => {
    const upload = async (bytes: Buffer, name: string, kind: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const r = await fetch(`${server.url}/api/file/upload?kind=${kind}`, {
        method: 'POST',
        body: form,
        headers: { cookie: customer.cookie! },
      });
      return ((await r.json()) as { data: { id: string } }).data.id;
    };
    const good = await upload(png(), 'a.png', 'image');
    const gifFile = await upload(gif(), 'b.png', 'file');
    expect((await customer.post('/api/work-orders', consult({ fileIds: [gifFile] }))).body.data.field).toBe('files');
    const factoryFile = await (async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png())]), 'f.png');
      const r = await fetch(`${server.url}/api/file/upload?kind=image`, {
        method: 'POST',
        body: form,
        headers: { cookie: factory.cookie! },
      });
      return ((await r.json()) as { data: { id: string } }).data.id;
    })();
    expect((await customer.post('/api/work-orders', consult({ fileIds: [factoryFile] }))).status).toBe(404);
    const res = await customer.post('/api/work-orders', consult({ fileIds: [good] }));
    expect(res.status).toBe(200);
    expect(res.body.data.attachments.map((a: { id: string }) => a.id)).toEqual([good]);
    expect((await customer.post('/api/work-orders', consult({ fileIds: [good] }))).body.data.field).toBe('files');
    expect(
      (await customer.post('/api/work-orders', consult({ fileIds: Array.from({ length: 7 }, () => good) }))).status,
    ).toBe(400);
  });
});

describe('working a work order', () => {
  let no: string;
  beforeAll(async () => {
    no = (await customer.post('/api/work-orders', consult({ title: 'Thread test' }))).body.data.no;
  });

  it("replies on both sides, rings the other side's bell live and lists the event in the message centre", async () => {
    const customerSocket = await LiveChannel.open(server.url, customer.cookie);
    try {
      const answer = await platform.post(`/api/work-orders/${no}/replies`, { body: 'About three working days.' });
      expect(answer.status).toBe(200);
      const pushed = await customerSocket.next((p) => p.type === 'message' && p.message.kind === 'workorder');
      const unread = (await customer.get('/api/messages?unread=1')).body.data.total;
      const bell = await customerSocket.next((p) => p.type === 'bell' && p.totlecount === unread);
      expect(pushed.message.title).toContain(no);
      expect(pushed.message.link).toBe(`/work-order-center?no=${no}`);
      const listed = await customer.get('/api/messages?unread=1&page_size=100');
      expect(JSON.stringify(listed.body.data)).toContain(no);
      // Opening the work order reads its messages: the bell goes down.
      const detail = await customer.get(`/api/work-orders/${no}`);
      expect(detail.body.data.entries.map((e: { body: string; side: string }) => [e.side, e.body])).toEqual([
        ['staff', 'About three working days.'],
      ]);
      expect(detail.body.data.firstResponseAt).not.toBeNull();
      const lower = await customerSocket.next((p) => p.type === 'bell' && p.totlecount < bell.totlecount);
      expect(lower.totlecount).toBe(bell.totlecount - 1);
    } finally {
      customerSocket.close();
    }
    const platformSocket = await LiveChannel.open(server.url, platform.cookie);
    try {
      expect(
        (
          await multipart(customer, `/api/work-orders/${no}/replies`, { body: 'Thanks, here is the invoice page' }, [
            { name: 'page.png', bytes: png(4096) },
          ])
        ).status,
      ).toBe(200);
      await platformSocket.next((p) => p.type === 'message' && p.message.title.includes(no));
    } finally {
      platformSocket.close();
    }
    const thread = (await platform.get(`/api/work-orders/${no}`)).body.data.entries;
    expect(thread[1]).toMatchObject({ side: 'customer', body: 'Thanks, here is the invoice page' });
    expect(thread[1].attachments).toHaveLength(1);
    expect((await customer.post(`/api/work-orders/${no}/replies`, { body: ' ' })).body.data.field).toBe('body');
  });

  it('keeps internal notes and assignments from the customer', async () => {
    expect((await platform.post(`/api/work-orders/${no}/notes`, { body: 'Check with finance first' })).status).toBe(
      200,
    );
    expect((await customer.post(`/api/work-orders/${no}/notes`, { body: 'sneaky' })).status).toBe(403);
    const staffView = (await platform.get(`/api/work-orders/${no}`)).body.data;
    expect(staffView.entries.some((e: { kind: string }) => e.kind === 'note')).toBe(true);
    const me = staffView.colleagues[0].id;
    const assigned = await platform.post(`/api/work-orders/${no}/assign`, { assigneeId: me });
    expect(assigned.body.data.assignee).toMatchObject({ id: me });
    const customerView = await customer.get(`/api/work-orders/${no}`);
    expect(JSON.stringify(customerView.body.data.entries)).not.toContain('Check with finance');
    expect(
      customerView.body.data.entries.every(
        (e: { kind: string; action: string | null }) => e.kind !== 'note' && e.action !== 'assign',
      ),
    ).toBe(true);
    expect(customerView.body.data.colleagues).toEqual([]);
    // A colleague is an active staff member of the handling enterprise; the customer cannot assign.
    const customerAccount = customerView.body.data.createdBy.id;
    expect(
      (await platform.post(`/api/work-orders/${no}/assign`, { assigneeId: customerAccount })).body.data.field,
    ).toBe('assigneeId');
    expect((await customer.post(`/api/work-orders/${no}/assign`, { assigneeId: me })).status).toBe(403);
  });

  it('moves open → in progress → resolved → closed by compare-and-set, reopens within 7 days only', async () => {
    expect((await customer.post(`/api/work-orders/${no}/status`, { action: 'start' })).status).toBe(403);
    const version = (await platform.get(`/api/work-orders/${no}`)).body.data.rowVersion;
    const started = await platform.post(`/api/work-orders/${no}/status`, { action: 'start', rowVersion: version });
    expect(started.body.data).toMatchObject({ status: 'in_progress', rowVersion: version + 1 });
    const stale = await platform.post(`/api/work-orders/${no}/status`, { action: 'resolve', rowVersion: version });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('in progress');
    const again = await platform.post(`/api/work-orders/${no}/status`, { action: 'start' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('The work order is in progress; it cannot be started now');
    expect((await platform.post(`/api/work-orders/${no}/status`, { action: 'resolve' })).body.data).toMatchObject({
      status: 'resolved',
      actions: ['close', 'reopen'],
    });
    expect((await customer.get(`/api/work-orders/${no}`)).body.data.actions).toEqual(['close', 'reopen']);
    expect((await customer.post(`/api/work-orders/${no}/status`, { action: 'close' })).body.data.status).toBe('closed');
    expect((await customer.post(`/api/work-orders/${no}/replies`, { body: 'one more thing' })).status).toBe(409);
    expect((await customer.post(`/api/work-orders/${no}/status`, { action: 'reopen' })).body.data.status).toBe('open');
    await platform.post(`/api/work-orders/${no}/status`, { action: 'resolve' });
    const clock = server.app.clock;
    try {
      clock.set(new Date(Date.now() + 8 * 86_400_000));
      const late = await customer.post(`/api/work-orders/${no}/status`, { action: 'reopen' });
      expect(late.status).toBe(409);
      expect(late.body.msg).toContain('7 days');
      expect((await customer.get(`/api/work-orders/${no}`)).body.data.actions).toEqual(['close']);
    } finally {
      clock.useSystemTime();
    }
    const events = (await customer.get(`/api/work-orders/${no}`)).body.data.entries.filter(
      (e: { kind: string }) => e.kind === 'event',
    );
    expect(events.map((e: { action: string }) => e.action)).toEqual(['start', 'resolve', 'close', 'reopen', 'resolve']);
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'work_order'));
    expect(audit.filter((a) => a.action === 'resolve')).toHaveLength(2);
  });

  it('re-uploads exactly one image in place; none or two are refused; the other side cannot replace it', async () => {
    const created = await multipart(customer, '/api/work-orders', consult() as Record<string, string>, [
      { name: 'first.png', bytes: png() },
    ]);
    const { no: n, attachments } = created.body.data;
    const url = `/api/work-orders/${n}/attachments/${attachments[0].id}/reupload`;
    expect((await multipart(customer, url, {}, [])).body).toMatchObject({
      msg: 'File: re-upload takes exactly one file',
      data: { field: 'file' },
    });
    expect(
      (
        await multipart(customer, url, {}, [
          { name: 'a.png', bytes: png() },
          { name: 'b.png', bytes: png() },
        ])
      ).status,
    ).toBe(400);
    expect((await multipart(customer, url, {}, [{ name: 'c.png', bytes: gif() }])).status).toBe(400);
    expect((await multipart(platform, url, {}, [{ name: 'd.png', bytes: png() }])).status).toBe(404);
    const replaced = await multipart(customer, url, {}, [{ name: 'second.png', bytes: png(3000, 9) }]);
    expect(replaced.body.data).toMatchObject({ id: attachments[0].id, name: 'second.png', size: 3000 });
    const image = await fetch(server.url + attachments[0].url, { headers: { cookie: platform.cookie! } });
    expect((await image.arrayBuffer()).byteLength).toBe(3000);
  });
});

describe('the work-order list', () => {
  it('searches, filters, sorts and pages, with the SLA age of each', async () => {
    const titles = ['Alpha solder mask', 'Beta stencil', 'Gamma drilling'];
    for (const title of titles) await customer.post('/api/work-orders', consult({ title, type: 'technical' }));
    const found = await platform.get('/api/work-orders?side=staff&keyword=stencil');
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.data[0]).toMatchObject({ title: 'Beta stencil', side: 'staff', sla: { overdue: false } });
    expect(found.body.data.data[0].sla.ageSeconds).toBeGreaterThanOrEqual(0);
    const technical = await platform.get('/api/work-orders?type=technical&field=title&sort=desc&page_size=2');
    expect(technical.body.data.total).toBe(3);
    expect(technical.body.data.data.map((r: { title: string }) => r.title)).toEqual(['Gamma drilling', 'Beta stencil']);
    const page2 = await platform.get('/api/work-orders?type=technical&field=title&sort=desc&page_size=2&page_no=2');
    expect(page2.body.data.data.map((r: { title: string }) => r.title)).toEqual(['Alpha solder mask']);
    expect((await customer.get('/api/work-orders?side=staff')).body.data.total).toBe(0);
    expect(
      (await customer.get('/api/work-orders?status=open,in_progress&kind=consult')).body.data.data.every(
        (r: { status: string }) => ['open', 'in_progress'].includes(r.status),
      ),
    ).toBe(true);
    expect((await platform.get('/api/work-orders?assignee=unassigned&status=resolved')).body.data.total).toBe(0);
    const clock = server.app.clock;
    try {
      clock.set(new Date(Date.now() + 25 * 3_600_000));
      const overdue = await platform.get('/api/work-orders?overdue=1&type=technical');
      expect(overdue.body.data.total).toBe(3);
      expect(overdue.body.data.data[0].sla.overdue).toBe(true);
    } finally {
      clock.useSystemTime();
    }
    expect((await platform.get('/api/work-orders?status=bogus')).status).toBe(400);
    const badDay = await platform.get('/api/work-orders?from=2026-02-30');
    expect(badDay.status).toBe(400);
    expect(badDay.body.data.field).toBe('from');
    const today = new Date().toISOString().slice(0, 10);
    expect((await platform.get(`/api/work-orders?type=technical&from=${today}&to=${today}`)).body.data.total).toBe(3);
    expect((await platform.get('/api/work-orders?type=technical&to=2020-01-01')).body.data.total).toBe(0);
  });
});

describe('pricing suggestions', () => {
  it("link to the caller's own quotation (the platform answers) and not to another enterprise's", async () => {
    const db = server.database.db;
    const [factoryEnterprise] = await db.select().from(enterprises).where(eq(enterprises.enterpriseNo, 'E0001'));
    const [quotation] = await db
      .select()
      .from(quotations)
      .where(and(eq(quotations.enterpriseUid, factoryEnterprise!.uid), eq(quotations.isCurrent, true)))
      .limit(1);
    expect(quotation, 'the demo factory has quotations').toBeDefined();
    const body = {
      kind: 'pricing_suggestion',
      title: 'ENIG surcharge',
      content: 'The ENIG surcharge looks high for 2 layers',
      target: 'quotation',
      targetNo: quotation!.quotationNo,
    };
    const res = await factory.post('/api/work-orders', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'pricing_suggestion',
      target: 'quotation',
      targetNo: quotation!.quotationNo,
      type: null,
    });
    expect((await platform.get(`/api/work-orders/${res.body.data.no}`)).body.data.side).toBe('staff');
    expect((await customer.post('/api/work-orders', body)).status).toBe(404);
    expect((await customer.post('/api/work-orders', { ...body, target: 'inquiry', targetNo: 'NO-SUCH' })).status).toBe(
      404,
    );
    expect((await customer.post('/api/work-orders', { ...body, targetNo: '' })).body.data.field).toBe('targetNo');
  });
});

let other: Client | undefined;

/** A second customer enterprise with the demo customer's screens, its administrator signed in. */
async function otherCustomer(): Promise<Client> {
  if (other) return other;
  const db = server.database.db;
  const phone = `1372${String(process.pid % 10000).padStart(4, '0')}001`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EW${process.pid % 100000}`,
      name: 'Other Customer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UW${phone.slice(-7)}`,
      name: 'Wang Fang',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Wang Fang',
    isAdmin: true,
    permissionMask: demoMask('customer'),
  });
  const client = new Client(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO_PASSWORD,
  });
  if (res.body.code !== 1) throw new Error(`login failed: ${res.body.msg}`);
  other = client;
  return client;
}

describe('complaints about an order', () => {
  it("link to one of the customer's own orders, with a photo; the factory answers; another customer's order is 404", async () => {
    const order = await placedOrder({ customer, factory, operator: platform });
    const res = await multipart(
      customer,
      '/api/work-orders',
      {
        kind: 'complaint',
        type: 'quality',
        title: 'Scratched boards',
        content: 'Half the boards arrived scratched',
        orderNo: order.no,
      },
      [{ name: 'scratch.png', bytes: png() }],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'complaint', type: 'quality', orderNo: order.no, side: 'customer' });
    expect(res.body.data.handler.name).toBe('Demo PCB Factory');
    const seen = await factory.get(`/api/work-orders/${res.body.data.no}`);
    expect(seen.body.data).toMatchObject({ side: 'staff', attachments: [{ name: 'scratch.png' }] });
    expect((await platform.get(`/api/work-orders/${res.body.data.no}`)).status).toBe(404);
    const body = { kind: 'complaint', type: 'overdue', title: 'Late', content: 'Not shipped yet', orderNo: order.no };
    const other = await otherCustomer();
    const before = await count();
    expect((await other.post('/api/work-orders', body)).status).toBe(404);
    // The factory the order was placed with is not its customer either.
    expect((await factory.post('/api/work-orders', body)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("pricing suggestions link to the customer's own inquiry; its factory answers", async () => {
    const inquiry = await approvedInquiry({ customer, factory, operator: platform });
    const body = {
      kind: 'pricing_suggestion',
      title: 'Cheaper ENIG?',
      content: 'Could ENIG be priced lower for this board?',
      target: 'inquiry',
      targetNo: inquiry.no,
    };
    const res = await customer.post('/api/work-orders', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ target: 'inquiry', targetNo: inquiry.no });
    expect((await factory.get(`/api/work-orders/${res.body.data.no}`)).body.data.side).toBe('staff');
    expect((await (await otherCustomer()).post('/api/work-orders', body)).status).toBe(404);
  });
});
