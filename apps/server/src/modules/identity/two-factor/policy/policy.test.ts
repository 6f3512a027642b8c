import { maskFromAuthCodes } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../../db/schema/index.js';
import { authCodeOf } from '../../../../platform/access/catalogue-index.js';
import { loginAs, startTestServer, type TestServer } from '../../../../../test/test-server.js';
import { AddressedClient, registerUser } from '../../accounts/test-support.js';
import { coveredBy } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const passwordStep = (client: AddressedClient, who: { phone: string; password: string }) =>
  client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: who.phone,
    login_password: who.password,
  });
const codeOf = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });
const maskOf = (...screens: string[]) => maskFromAuthCodes(screens.map(authCodeOf));

describe('who a two-factor policy covers', () => {
  it('covers the platform’s operators and finance staff, and an enterprise’s admins and whoever may withdraw', () => {
    expect(coveredBy({ kind: 'platform', isAdmin: true, mask: '0' })).toBe(true);
    expect(coveredBy({ kind: 'platform', isAdmin: false, mask: maskOf('finance-management') })).toBe(true);
    expect(coveredBy({ kind: 'platform', isAdmin: false, mask: maskOf('message-outbox') })).toBe(false);
    expect(coveredBy({ kind: 'factory', isAdmin: true, mask: '0' })).toBe(true);
    expect(coveredBy({ kind: 'customer', isAdmin: false, mask: maskOf('withdrawal-application') })).toBe(true);
    expect(coveredBy({ kind: 'customer', isAdmin: false, mask: maskOf('withdrawal-records') })).toBe(false);
  });
});

describe('an enterprise policy', () => {
  it('forces the enrolment right after the password, grants no session before it, then refuses turning it off', async () => {
    const admin = await registerUser(server, 'Policy A');
    const first = new AddressedClient(server.url);
    expect((await passwordStep(first, admin)).body.code).toBe(1);
    expect((await first.get('/api/two-factor-policy')).body.data).toMatchObject({
      enabled: false,
      covers: 'admins_and_withdrawers',
      can_change: true,
    });
    const on = await first.call('PUT', '/api/two-factor-policy', { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.data.enabled).toBe(true);

    const client = new AddressedClient(server.url, 'zh-CN');
    const step = await passwordStep(client, admin);
    expect(step.status).toBe(200);
    expect(step.body.data).toMatchObject({ two_factor_setup_required: true, setup_ticket: expect.any(String) });
    expect(step.body.data.sessionID).toBeUndefined();
    expect(step.cookie ?? '').not.toContain('pcb_session');
    expect((await client.get('/api/profile/sign-ins')).status).toBe(401);

    const ticket: string = step.body.data.setup_ticket;
    const begun = await client.post('/api/login/two-factor-setup/begin', { setup_ticket: ticket });
    expect(begun.body.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const wrong = await client.post('/api/login/two-factor-setup/confirm', { setup_ticket: ticket, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ field: 'code' });
    expect(wrong.body.msg).toContain('动态验证码');
    expect((await client.get('/api/profile/sign-ins')).status).toBe(401);

    const done = await client.post('/api/login/two-factor-setup/confirm', {
      setup_ticket: ticket,
      code: codeOf(begun.body.data.secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.data.sessionID).toEqual(expect.any(String));
    expect(done.body.data.recovery_codes).toHaveLength(10);
    const again = await client.post('/api/login/two-factor-setup/confirm', { setup_ticket: ticket, code: '123456' });
    expect(again.status).toBe(401);
    expect(again.body.data).toMatchObject({ field: 'setup_ticket' });

    const history = (await client.get('/api/profile/sign-ins')).body.data.data;
    expect(history.slice(0, 3).map((r: { outcome: string; method: string }) => `${r.method}:${r.outcome}`)).toEqual([
      'two_factor_setup:success',
      'two_factor_setup:code_wrong',
      'password:setup_required',
    ]);

    const off = await client.post('/api/profile/two-factor/disable', {
      password: admin.password,
      code: codeOf(begun.body.data.secret),
    });
    expect(off.status).toBe(409);
    expect(off.body.msg).toContain('无法关闭两步验证登录');
    expect((await client.get('/api/profile/two-factor')).body.data.enabled).toBe(true);

    // From now on the password step asks for a code, as for anyone with two-factor on.
    const next = await passwordStep(new AddressedClient(server.url), admin);
    expect(next.body.data).toMatchObject({ two_factor_required: true });
  });

  it('can be changed by the enterprise’s admins only', async () => {
    const member = await registerUser(server, 'Policy M');
    await server.database.db.update(staff).set({ isAdmin: false }).where(eq(staff.accountUid, member.uid));
    const client = new AddressedClient(server.url);
    expect((await passwordStep(client, member)).body.code).toBe(1);
    expect((await client.get('/api/two-factor-policy')).body.data.can_change).toBe(false);
    expect((await client.call('PUT', '/api/two-factor-policy', { enabled: true })).status).toBe(403);
    const bad = await client.call('PUT', '/api/two-factor-policy', { enabled: 'yes' });
    expect(bad.status).toBe(400);
  });
});

describe('the platform policy', () => {
  it('is set by the platform operator and then covers the operator at the next sign-in', async () => {
    const operator = await loginAs(server.url, 'platform');
    const policy = await operator.call('PUT', '/api/two-factor-policy', { enabled: true });
    expect(policy.body.data).toMatchObject({ enabled: true, covers: 'finance_and_operators' });
    const step = await passwordStep(new AddressedClient(server.url), {
      phone: '13800000000',
      password: 'Pcb_Demo2026',
    });
    expect(step.body.data).toMatchObject({ two_factor_setup_required: true });
  });
});
