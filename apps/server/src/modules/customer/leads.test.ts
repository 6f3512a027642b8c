import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, startTestServer, type TestServer } from '../../../test/test-server.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { secondFactory, signIn } from './test-helpers.js';

let server: TestServer;
let factory: Client;
let factoryEs: Client;
let customer: Client;
let other: Client;

async function lead(company = 'Orbit Sensors Ltd.'): Promise<string> {
  const res = await factory.post('/api/customer-leads', {
    company,
    contactName: 'Mia Chen',
    phone: '+852 5555 0101',
    email: 'mia@orbit.example',
    source: 'exhibition',
    requirement: '4-layer, 1k pcs/month',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toMatchObject({ stage: 'new', rowVersion: 1 });
  return res.body.data.no as string;
}

const act = (no: string, body: Record<string, unknown>, who = factory) =>
  who.post(`/api/customer-leads/${no}/actions`, body);

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer] = await Promise.all([signIn(server, DEMO.factory.phone), signIn(server, DEMO.customer.phone)]);
  // One session per account: the same sign-in, asking in another language.
  factoryEs = new Client(server.url, 'es');
  factoryEs.cookie = factory.cookie;
  other = await secondFactory(server, 'E0916', '13800000916');
}, 60_000);
afterAll(() => server?.stop());

describe('leads', () => {
  it('holds the demo leads at every stage, with follow-ups and a due filter', async () => {
    const list = await factory.get('/api/customer-leads?page_size=100');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    for (const stage of ['new', 'contacted', 'qualified', 'won', 'lost'])
      expect(list.body.data.counts[stage], stage).toBeGreaterThanOrEqual(1);
    const qualified = list.body.data.data.find((l: { company: string }) => l.company === 'Kestrel Robotics Ltd.');
    const detail = await factory.get(`/api/customer-leads/${qualified.no}`);
    expect(detail.body.data.followUps.length).toBe(3);
    expect(detail.body.data.actions).toEqual(['win', 'lose']);
    const won = list.body.data.data.find((l: { stage: string }) => l.stage === 'won');
    expect(won.customerUid).toBeTruthy();
    const due = await factory.get('/api/customer-leads?dueBy=2999-12-31&page_size=100');
    expect(
      due.body.data.data.every(
        (l: { stage: string; nextFollowUpOn: string | null }) =>
          ['new', 'contacted', 'qualified'].includes(l.stage) && l.nextFollowUpOn,
      ),
    ).toBe(true);
    const byStage = await factory.get('/api/customer-leads?stage=lost');
    expect(byStage.body.data.data[0].lostReason).toContain('12%');
  });

  it('moves new → contacted by a follow-up, then qualified and won: the customer file is made from the lead', async () => {
    const no = await lead();
    const follow = await factory.post(`/api/customer-leads/${no}/follow-ups`, {
      followedOn: '2026-11-20',
      way: 'call',
      summary: 'Asked for the capability sheet',
      nextFollowUpOn: '2026-11-27',
    });
    expect(follow.status, JSON.stringify(follow.body)).toBe(200);
    expect(follow.body.data).toMatchObject({ stage: 'contacted', nextFollowUpOn: '2026-11-27', rowVersion: 2 });
    expect((await act(no, { action: 'qualify', rowVersion: 2 })).body.data).toMatchObject({
      stage: 'qualified',
      rowVersion: 3,
    });
    const won = await act(no, {
      action: 'win',
      rowVersion: 3,
      customer: { level: 'key', paymentTerms: 'net_30', creditLimit: '30000' },
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(won.body.data.stage).toBe('won');
    const file = await factory.get(`/api/customers/${won.body.data.customerUid}`);
    expect(file.body.data).toMatchObject({
      name: 'Orbit Sensors Ltd.',
      origin: 'lead',
      level: 'key',
      paymentTerms: 'net_30',
      creditLimit: '30000.00',
    });
    expect(file.body.data.contacts[0]).toMatchObject({ name: 'Mia Chen', email: 'mia@orbit.example', primary: true });
    expect(file.body.data.leads[0].no).toBe(no);
    expect(file.body.data.log[0].words).toBe(`Zhang Wei created customer ${file.body.data.customerNo} from lead ${no}`);
    const detail = (await factory.get(`/api/customer-leads/${no}`)).body.data;
    expect(detail.customer.customerNo).toBe(file.body.data.customerNo);
    expect(detail.actions).toEqual([]);
    expect(detail.log.map((l: { words: string }) => l.words)).toEqual([
      'Zhang Wei recorded the lead',
      'Zhang Wei followed up by phone call: Asked for the capability sheet (next 2026-11-27)',
      'Zhang Wei qualified the lead',
      `Zhang Wei won the lead: customer ${file.body.data.customerNo}`,
    ]);
  });

  it('loses a lead only with a reason, refuses a follow-up on a lost lead naming its stage, and reopens it', async () => {
    const no = await lead('Lost Cause Inc.');
    const bare = await act(no, { action: 'lose' });
    expect(bare.status).toBe(400);
    expect(bare.body.data.field).toBe('reason');
    expect((await act(no, { action: 'lose', reason: 'Went with a local supplier' })).body.data.stage).toBe('lost');
    const follow = await factory.post(`/api/customer-leads/${no}/follow-ups`, {
      way: 'email',
      summary: 'Still there?',
    });
    expect(follow.status).toBe(409);
    expect(follow.body.msg).toContain('is lost');
    const win = await act(no, { action: 'win' });
    expect(win.status).toBe(409);
    expect(win.body.msg).toBe(`Lead ${no} is lost: it cannot be won now`);
    expect((await act(no, { action: 'reopen' })).body.data.stage).toBe('contacted');
    const log = (await factory.get(`/api/customer-leads/${no}`)).body.data.log.map((l: { words: string }) => l.words);
    expect(log).toContain('Zhang Wei marked the lead lost: Went with a local supplier');
  });

  it('answers 409 to a stale row version and to winning a new lead, 400 naming the field in the user’s language', async () => {
    const no = await lead('Stale Leads Co.');
    expect((await factory.call('PUT', `/api/customer-leads/${no}`, { contactName: 'Ada', rowVersion: 1 })).status).toBe(
      200,
    );
    const stale = await act(no, { action: 'qualify', rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('version 2');
    const early = await act(no, { action: 'win' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toContain('is new');
    const empty = await factoryEs.post('/api/customer-leads', { company: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('Empresa');
    const way = await factoryEs.post(`/api/customer-leads/${no}/follow-ups`, { way: 'pigeon', summary: 'x' });
    expect(way.status).toBe(400);
    expect(way.body.msg).toContain('Medio de seguimiento');
    const before = await factoryEs.post(`/api/customer-leads/${no}/follow-ups`, {
      followedOn: '2026-11-20',
      way: 'call',
      summary: 'x',
      nextFollowUpOn: '2026-11-19',
    });
    expect(before.status).toBe(400);
    expect(before.body.msg).toContain('Próximo seguimiento');
    const badDay = await factoryEs.post(`/api/customer-leads/${no}/follow-ups`, {
      followedOn: '2026-02-30',
      way: 'call',
      summary: 'x',
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.msg).toContain('Fecha del seguimiento');
  });

  it('takes a mobile, a landline or an international number as the lead’s phone, and refuses another with 400 naming the field; nothing changes', async () => {
    const no = await lead('Phone Rule Leads Co.');
    const landline = await factory.call('PUT', `/api/customer-leads/${no}`, { phone: '0755-12345678', rowVersion: 1 });
    expect(landline.status, JSON.stringify(landline.body)).toBe(200);
    const before = (await factory.get(`/api/customer-leads/${no}`)).body.data;
    expect(before.phone).toBe('0755-12345678');
    const refused = await factoryEs.call('PUT', `/api/customer-leads/${no}`, {
      phone: '0755-12ab5678',
      note: 'never saved',
      rowVersion: before.rowVersion,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('phone');
    expect(refused.body.msg).toMatch(/^Teléfono: Introduzca un móvil, un fijo/);
    const after = (await factory.get(`/api/customer-leads/${no}`)).body.data;
    expect(after).toMatchObject({ phone: '0755-12345678', note: before.note, rowVersion: before.rowVersion });
    const tooLong = await factory.post('/api/customer-leads', {
      company: 'Fifteen Digits Ltd.',
      phone: '123456789012345',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.field).toBe('phone');
  });

  it('answers 404 for another factory’s lead and 403 to the customer side', async () => {
    const no = await lead('Secret Lead Ltd.');
    expect((await other.get(`/api/customer-leads/${no}`)).status).toBe(404);
    expect((await act(no, { action: 'qualify' }, other)).status).toBe(404);
    expect((await other.post(`/api/customer-leads/${no}/follow-ups`, { way: 'call', summary: 'hi' })).status).toBe(404);
    expect((await other.get('/api/customer-leads?keyword=Secret')).body.data.total).toBe(0);
    expect((await customer.get('/api/customer-leads')).status).toBe(403);
    expect((await customer.post('/api/customer-leads', { company: 'Me' })).status).toBe(403);
  });

  it('exports the leads to Excel', async () => {
    const res = await fetch(`${server.url}/api/customer-leads/export?stage=lost`, {
      headers: { cookie: factory.cookie ?? '' },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows[0]).toEqual(expect.arrayContaining(['Lead no.', 'Company', 'Stage']));
    expect(sheet!.rows.length).toBeGreaterThanOrEqual(2);
    expect(sheet!.rows.slice(1).every((r) => r.includes('lost'))).toBe(true);
  });
});
