import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../../test/test-server.js';
import { demoEnterprises } from './demo-data.js';

/**
 * Demo data must pass the product's own rules: every demo record a screen can edit is saved back unchanged, as a
 * person pressing Save without touching anything would, and the server accepts it (no "you can only enter 10
 * characters" on a name the demo itself chose).
 */
let server: TestServer;
const clients = {} as Record<(typeof demoEnterprises)[number]['key'], Client>;

beforeAll(async () => {
  server = await startTestServer();
  for (const demo of demoEnterprises) clients[demo.key] = await loginAs(server.url, demo.key);
}, 60_000);
afterAll(() => server?.stop());

const saved = (answer: { status: number; body: { msg: string } }, what: string) =>
  expect(answer.status, `${what}: ${answer.body.msg}`).toBe(200);

describe('every demo record saves unchanged', () => {
  it('the personal profile of each demo account', async () => {
    for (const demo of demoEnterprises) {
      const { name, email } = (await clients[demo.key].get('/api/profile')).body.data;
      saved(await clients[demo.key].call('PATCH', '/api/profile', { name, email }), `${demo.key} profile`);
    }
  });

  it('the member information of each demo account that has the screen', async () => {
    let seen = 0;
    for (const demo of demoEnterprises) {
      const read = await clients[demo.key].get('/api/member/information');
      if (read.status === 403) continue;
      seen += 1;
      const m = read.body.data;
      saved(
        await clients[demo.key].call('PATCH', '/api/member/information', {
          name: m.name,
          email: m.email,
          birthday: m.birthday,
          gender: m.gender,
          wechat_no: m.wechat_no,
          qq_no: m.qq_no,
        }),
        `${demo.key} member information`,
      );
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('every staff row of each demo enterprise that manages its staff', async () => {
    let seen = 0;
    for (const demo of demoEnterprises) {
      const list = await clients[demo.key].get('/api/staff?page_no=1&page_size=100');
      if (list.status === 403) continue;
      for (const row of list.body.data.data) {
        seen += 1;
        const body = {
          staff_name: row.staff_name,
          department: row.department,
          job_number: row.job_number,
          staff_member: row.staff_member,
        };
        saved(
          await clients[demo.key].call('PATCH', `/api/staff/${row.staff_uid}`, body),
          `${demo.key} staff ${row.staff_name}`,
        );
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('every row of the demo price book, by whoever owns it', async () => {
    for (const [who, path] of [
      ['platform', 'parameters'],
      ['factory', 'parameters'],
      ['factory', 'projects'],
      ['platform', 'classifications'],
      ['factory', 'products'],
    ] as const) {
      const rows = (await clients[who].get(`/api/pricing/${path}?page_no=1&page_size=100`)).body.data.data as Array<
        Record<string, unknown>
      >;
      const own = rows.filter((row) => !row.readOnly);
      expect(own.length, `${who} ${path}`).toBeGreaterThan(0);
      for (const row of own) {
        const { uid, readOnly: _readOnly, ...body } = row;
        saved(
          await clients[who].call('PUT', `/api/pricing/${path}/${String(uid)}`, body),
          `${who} ${path} ${String(row.code ?? row.number)}`,
        );
      }
    }
  });
});
