import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server.js';
import { AddressedClient, registerUser } from '../accounts/test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const STEP = 30_000;
/** The server's clock, frozen in the middle of a 30-second step, moved on by whole minutes between tests. */
let now = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
const moveOn = () => {
  now += 10 * STEP;
  server.app.clock.set(new Date(now));
};

/** What the authenticator app shows `steps` steps from the server's now. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + steps * STEP });

const cookieOf = (setCookie: string | undefined, name: string) => setCookie?.match(new RegExp(`${name}=([^;]+)`))?.[1];

interface Person {
  phone: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

const passwordStep = (client: AddressedClient, who: { phone: string; password: string }, cookie?: string) =>
  client.post(
    '/api/service/login',
    { login_type: 'phone', phone_area_code: '+86', login_phone: who.phone, login_password: who.password },
    cookie ? { cookie } : {},
  );

/** A fresh account, signed in, with two-factor turned on (begin → confirm with a computed code). */
async function enrolled(): Promise<Person & { client: AddressedClient }> {
  moveOn();
  const user = await registerUser(server, 'Two Factor');
  const client = new AddressedClient(server.url);
  expect((await passwordStep(client, user)).body.code).toBe(1);
  const begun = await client.post('/api/profile/two-factor/begin');
  expect(begun.status).toBe(200);
  const { secret } = begun.body.data;
  const confirmed = await client.post('/api/profile/two-factor/confirm', { code: codeAt(secret) });
  expect(confirmed.status).toBe(200);
  moveOn();
  return { ...user, secret, recoveryCodes: confirmed.body.data.recovery_codes, client };
}

/** The password step of an account with two-factor on: its challenge. */
async function challengeOf(client: AddressedClient, who: Person, cookie?: string): Promise<string> {
  const res = await passwordStep(client, who, cookie);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ two_factor_required: true, challenge: expect.any(String) });
  return res.body.data.challenge;
}

describe('two-factor enrolment (profile)', () => {
  it('answers an otpauth URI and a QR image, stays off until a code confirms it, then gives ten recovery codes once', async () => {
    moveOn();
    const user = await registerUser(server, 'Enrolling');
    const client = new AddressedClient(server.url);
    await passwordStep(client, user);
    expect((await client.get('/api/profile/two-factor')).body.data).toMatchObject({ enabled: false });

    const begun = await client.post('/api/profile/two-factor/begin');
    expect(begun.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/PCB%20Union:.+\?.*secret=[A-Z2-7]+/);
    expect(begun.body.data.otpauth_uri).toContain(`secret=${begun.body.data.secret}`);
    expect(begun.body.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    expect((await client.get('/api/profile/two-factor')).body.data.enabled).toBe(false);
    // Pending: the password alone still signs in.
    expect((await passwordStep(new AddressedClient(server.url), user)).body.data.sessionID).toEqual(expect.any(String));
    await passwordStep(client, user);

    const wrong = await client.post('/api/profile/two-factor/confirm', { code: codeAt(begun.body.data.secret, 3) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      msg: 'Authentication code: the code is wrong or has expired',
      data: { field: 'code' },
    });

    const confirmed = await client.post('/api/profile/two-factor/confirm', { code: codeAt(begun.body.data.secret) });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{10}$/);
    expect((await client.get('/api/profile/two-factor')).body.data).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });
    const again = await client.post('/api/profile/two-factor/begin');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Two-factor sign-in is already on');
  });
});

describe('signing in with two-factor on', () => {
  it('gives no session after the password, and signs in with a computed code exactly as the password would have', async () => {
    const person = await enrolled();
    const client = new AddressedClient(server.url);
    const step = await passwordStep(client, person);
    expect(step.body).toMatchObject({ code: 1, msg: 'Enter the code from your authenticator app' });
    expect(step.body.data).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_seconds: 300 });
    expect(step.cookie).toBeUndefined();
    expect((await client.get('/api/profile')).status).toBe(401);

    const done = await client.post('/api/login/two-factor', {
      challenge: step.body.data.challenge,
      code: codeAt(person.secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('Login successful');
    expect(done.body.data).toMatchObject({
      sessionID: expect.any(String),
      usercode: expect.stringMatching(/^U\d+$/),
      productid: 'pcb_uniontrans',
      choose_enterprise: false,
      user_role_info: [expect.objectContaining({ role_no: expect.any(String) })],
    });
    expect(done.cookie).toMatch(/pcb_session=.+HttpOnly/i);
    expect((await client.get('/api/profile')).status).toBe(200);
    // The challenge worked once.
    const reused = await new AddressedClient(server.url).post('/api/login/two-factor', {
      challenge: step.body.data.challenge,
      code: codeAt(person.secret, 1),
    });
    expect(reused.status).toBe(401);
    expect(reused.body.data).toEqual({ field: 'challenge' });
  });

  it('accepts one step of drift either way and refuses two', async () => {
    const person = await enrolled();
    const client = new AddressedClient(server.url);
    const early = await client.post('/api/login/two-factor', {
      challenge: await challengeOf(client, person),
      code: codeAt(person.secret, -1),
    });
    expect(early.status).toBe(200);
    moveOn();
    const late = await client.post('/api/login/two-factor', {
      challenge: await challengeOf(client, person),
      code: codeAt(person.secret, 1),
    });
    expect(late.status).toBe(200);
    moveOn();
    const challenge = await challengeOf(client, person);
    for (const steps of [-2, 2]) {
      const res = await client.post('/api/login/two-factor', { challenge, code: codeAt(person.secret, steps) });
      expect(res.status, `${steps} steps`).toBe(401);
      expect(res.body.data).toEqual({ field: 'code' });
    }
  });

  it('refuses a code already used in its window, and an older one', async () => {
    const person = await enrolled();
    const client = new AddressedClient(server.url);
    const code = codeAt(person.secret);
    expect(
      (await client.post('/api/login/two-factor', { challenge: await challengeOf(client, person), code })).status,
    ).toBe(200);
    const challenge = await challengeOf(client, person);
    const replay = await client.post('/api/login/two-factor', { challenge, code });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      msg: 'Authentication code: this code has already been used; wait for the next one',
      data: { field: 'code' },
    });
    const older = await client.post('/api/login/two-factor', { challenge, code: codeAt(person.secret, -1) });
    expect(older.status).toBe(401);
    expect((await client.post('/api/login/two-factor', { challenge, code: codeAt(person.secret, 1) })).status).toBe(
      200,
    );
  });

  it('takes each recovery code once', async () => {
    const person = await enrolled();
    const client = new AddressedClient(server.url);
    const recovery_code = person.recoveryCodes[3]!;
    const first = await client.post('/api/login/two-factor', {
      challenge: await challengeOf(client, person),
      recovery_code,
    });
    expect(first.status).toBe(200);
    expect((await client.get('/api/profile/two-factor')).body.data.recovery_codes_left).toBe(9);
    const second = await client.post('/api/login/two-factor', {
      challenge: await challengeOf(client, person),
      recovery_code,
    });
    expect(second.status).toBe(401);
    expect(second.body).toMatchObject({
      msg: 'Recovery code: the recovery code is wrong or has already been used',
      data: { field: 'recovery_code' },
    });
  });

  it('counts wrong codes as wrong passwords of the login name: five end the challenge, the next try waits', async () => {
    const person = await enrolled();
    const client = new AddressedClient(server.url);
    const challenge = await challengeOf(client, person);
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/login/two-factor', { challenge, code: '000000' })).status).toBe(401);
    const ended = await client.post('/api/login/two-factor', { challenge, code: codeAt(person.secret) });
    expect(ended.status).toBe(401);
    expect(ended.body.data).toEqual({ field: 'challenge' });
    const slowed = await passwordStep(client, person);
    expect(slowed.status).toBe(429);
    // Another address is not slowed.
    expect((await passwordStep(new AddressedClient(server.url), person)).status).toBe(200);
  });

  it('refuses in the reader language, naming the field', async () => {
    const person = await enrolled();
    const expected = {
      'zh-CN': '动态验证码：验证码错误或已过期',
      'zh-TW': '動態驗證碼：驗證碼錯誤或已過期',
      es: 'Código de autenticación: el código es incorrecto o ha caducado',
      ja: '確認コード: コードが正しくないか、有効期限が切れています',
    };
    for (const [language, msg] of Object.entries(expected)) {
      const client = new AddressedClient(server.url, language);
      const challenge = await challengeOf(client, person);
      const res = await client.post('/api/login/two-factor', { challenge, code: codeAt(person.secret, 5) });
      expect(res.body).toMatchObject({ code: 0, msg, data: { field: 'code' } });
    }
    const missing = await new AddressedClient(server.url, 'zh-CN').post('/api/login/two-factor', { challenge: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({ field: 'code' });
    const gone = await new AddressedClient(server.url, 'es').post('/api/login/two-factor', {
      challenge: 'no-such-challenge',
      code: '123456',
    });
    expect(gone.body.msg).toBe('Paso de inicio de sesión: caducó o ya se usó; vuelva a entrar con su contraseña');
  });
});

describe('trusting a browser', () => {
  it('skips the code step with the trust cookie, until two-factor is turned off', async () => {
    const person = await enrolled();
    const client = new AddressedClient(server.url);
    const done = await client.post('/api/login/two-factor', {
      challenge: await challengeOf(client, person),
      code: codeAt(person.secret),
      trust_browser: true,
    });
    expect(done.status).toBe(200);
    expect(done.cookie).toMatch(/pcb_trusted_browser=[^;]+;.*HttpOnly/i);
    const trusted = `pcb_trusted_browser=${cookieOf(done.cookie, 'pcb_trusted_browser')}`;

    const skipped = await passwordStep(new AddressedClient(server.url), person, trusted);
    expect(skipped.body.data).toMatchObject({ sessionID: expect.any(String), choose_enterprise: false });
    // Another browser still gets the code step.
    await challengeOf(new AddressedClient(server.url), person);

    const owner = new AddressedClient(server.url);
    owner.cookie = `pcb_session=${cookieOf(skipped.cookie, 'pcb_session')}`;
    moveOn();
    const off = await owner.post('/api/profile/two-factor/disable', {
      password: person.password,
      code: codeAt(person.secret),
    });
    expect(off.status).toBe(200);

    // Turned on again: the cookie of before no longer skips the code step.
    const fresh = new AddressedClient(server.url);
    expect((await passwordStep(fresh, person, trusted)).body.data.sessionID).toEqual(expect.any(String));
    const begun = await fresh.post('/api/profile/two-factor/begin');
    expect((await fresh.post('/api/profile/two-factor/confirm', { code: codeAt(begun.body.data.secret) })).status).toBe(
      200,
    );
    moveOn();
    const revoked = await passwordStep(new AddressedClient(server.url), person, trusted);
    expect(revoked.body.data).toMatchObject({ two_factor_required: true });
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a current code (or a recovery code)', async () => {
    const person = await enrolled();
    const client = person.client;
    const noPassword = await client.post('/api/profile/two-factor/disable', { code: codeAt(person.secret) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.data).toEqual({ field: 'password' });
    const wrongPassword = await client.post('/api/profile/two-factor/disable', {
      password: 'Wrong_pass1',
      code: codeAt(person.secret),
    });
    expect(wrongPassword.body).toMatchObject({ msg: 'Password: the password is wrong', data: { field: 'password' } });
    const noCode = await client.post('/api/profile/two-factor/disable', { password: person.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.data).toEqual({ field: 'code' });
    const wrongCode = await client.post('/api/profile/two-factor/disable', {
      password: person.password,
      code: '000000',
    });
    expect(wrongCode.body).toMatchObject({ data: { field: 'code' } });
    expect((await client.get('/api/profile/two-factor')).body.data.enabled).toBe(true);

    const off = await client.post('/api/profile/two-factor/disable', {
      password: person.password,
      recovery_code: person.recoveryCodes[0],
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    const plain = await passwordStep(new AddressedClient(server.url), person);
    expect(plain.body.data.sessionID).toEqual(expect.any(String));
  });
});
