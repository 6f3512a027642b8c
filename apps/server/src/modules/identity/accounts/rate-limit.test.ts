import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { like, sql } from 'drizzle-orm';
import { rateLimitWindows } from '../../../db/schema/index.js';
import { deleteExpired, hit } from './service/rate-limit.js';
import { AddressedClient, freshPhone, registerUser } from './test-support.js';

let server: TestServer;
beforeAll(async () => {
  process.env.PCB_LIMIT_CODES_PER_ADDRESS_HOUR = '3';
  process.env.PCB_LIMIT_LOGINS_PER_ADDRESS_MINUTE = '12';
  process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ADDRESS = '9';
  process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_ALL = '8';
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.PCB_LIMIT_CODES_PER_ADDRESS_HOUR;
  delete process.env.PCB_LIMIT_LOGINS_PER_ADDRESS_MINUTE;
  delete process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ADDRESS;
  delete process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_ALL;
  await server.stop();
});

/** As if the delays imposed on an address had passed. */
const passDelays = (address: string) =>
  server.database.db.execute(
    sql`update rate_limit_windows set last_hit_at = last_hit_at - interval '1 hour' where key like ${`%@${address}`}`,
  );

const loginBody = (phone: string, password: string) => ({
  login_type: 'phone',
  phone_area_code: '+86',
  login_phone: phone,
  login_password: password,
});

describe('rate limits', () => {
  it('slows a guesser with growing delays from their own address, and never locks the owner out', async () => {
    const stranger = new AddressedClient(server.url);
    for (let i = 0; i < 5; i++) {
      const wrong = await stranger.post('/api/service/login', loginBody(DEMO.supplier.phone, `Wrong_${i}aa`));
      expect(wrong.status).toBe(401);
    }
    const slowed = await stranger.call('POST', '/api/service/login', loginBody(DEMO.supplier.phone, DEMO.password));
    expect(slowed.status).toBe(429);
    expect(slowed.body.msg).toMatch(/^Too many attempts, try again in \d+ s$/);
    const zh = await new AddressedClient(server.url, 'zh-CN', stranger.address).post(
      '/api/service/login',
      loginBody(DEMO.supplier.phone, DEMO.password),
    );
    expect(zh.body.msg).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
    // The owner, from their own address, signs in while the stranger is being slowed down.
    const owner = await new AddressedClient(server.url).post(
      '/api/service/login',
      loginBody(DEMO.supplier.phone, DEMO.password),
    );
    expect(owner.body.code).toBe(1);
    // Each further wrong try doubles the stranger's wait: 1 s, 2 s, 4 s …
    const waits: number[] = [];
    for (let i = 0; i < 2; i++) {
      await passDelays(stranger.address);
      expect((await stranger.post('/api/service/login', loginBody(DEMO.supplier.phone, 'Wrong_again1'))).status).toBe(
        401,
      );
      const res = await fetch(`${server.url}/api/service/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': stranger.address },
        body: JSON.stringify(loginBody(DEMO.supplier.phone, DEMO.password)),
      });
      expect(res.status).toBe(429);
      waits.push(Number(res.headers.get('retry-after')));
    }
    expect(waits).toEqual([2, 4]);
  });

  it('delays a guess spread over many addresses only for addresses the owner never signed in from', async () => {
    const user = await registerUser(server, 'Spread');
    const home = new AddressedClient(server.url);
    expect((await home.post('/api/service/login', loginBody(user.phone, user.password))).body.code).toBe(1);
    for (let i = 0; i < 8; i++)
      expect(
        (await new AddressedClient(server.url).post('/api/service/login', loginBody(user.phone, 'Wrong_guess1')))
          .status,
      ).toBe(401);
    const newcomer = await new AddressedClient(server.url).post(
      '/api/service/login',
      loginBody(user.phone, user.password),
    );
    expect(newcomer.status).toBe(429);
    const again = await new AddressedClient(server.url, 'en', home.address).post(
      '/api/service/login',
      loginBody(user.phone, user.password),
    );
    expect(again.body.code).toBe(1);
  });

  it('deletes rate-limit rows once they limit nothing', async () => {
    const db = server.database.db;
    await hit(db, { key: 'sweep-test:old', max: 1, windowSeconds: 60 });
    await hit(db, { key: 'sweep-test:live', max: 1, windowSeconds: 60 });
    await db.execute(
      sql`update rate_limit_windows set window_start = now() - interval '2 minutes', expires_at = now() - interval '1 minute' where key = 'sweep-test:old'`,
    );
    await db.execute(
      sql`insert into rate_limit_windows (key, window_start, hits) values ('sweep-test:legacy', now() - interval '2 days', 3)`,
    );
    expect(await deleteExpired(db)).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(like(rateLimitWindows.key, 'sweep-test:%'));
    expect(left.map((r) => r.key)).toEqual(['sweep-test:live']);
  });

  it('limits wrong tries per address across many login names', async () => {
    const attacker = new AddressedClient(server.url, 'en', '10.201.0.1');
    for (let i = 0; i < 9; i++) {
      const res = await attacker.post('/api/service/login', loginBody(freshPhone(), 'Whatever_1'));
      expect(res.status).toBe(401);
    }
    expect((await attacker.post('/api/service/login', loginBody(DEMO.factory.phone, DEMO.password))).status).toBe(429);
  });

  it('limits every login try per address per minute', async () => {
    const busy = new AddressedClient(server.url, 'en', '10.202.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await busy.post('/api/service/login', loginBody(DEMO.factory.phone, DEMO.password))).status);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('limits code requests per address', async () => {
    const sender = new AddressedClient(server.url, 'en', '10.203.0.1');
    for (let i = 0; i < 3; i++)
      expect(
        (
          await sender.post('/api/service/alimessagecode', {
            phone_area_code: '+86',
            phone_num: freshPhone(),
            template_type: 'register',
          })
        ).body.code,
      ).toBe(1);
    const fourth = await sender.post('/api/service/alimessagecode', {
      phone_area_code: '+86',
      phone_num: freshPhone(),
      template_type: 'register',
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toMatch(/try again in \d+ s/);
  });
});
