import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/logger.js';
import { hashPassword } from '../platform/session/password.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { redactParameters, secretParameterIndexes } from './query-log.js';
import { accounts, sessions } from './schema/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** What the server's logger writes for `{ err }`. */
function logged(error: unknown): string {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  pino(loggerOptions('error'), sink).error({ err: error, body: { login_password: 'Secret_pw1' } }, 'unhandled error');
  return lines.join('');
}

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('logs of failed queries', () => {
  it('never print a password hash or a token hash, and keep the rest of the query for debugging', async () => {
    const db = server.database.db;
    const [taken] = await db.select({ userNo: accounts.userNo }).from(accounts).limit(1);
    const hash = await hashPassword('Leaky_pass1');
    const insert = await failureOf(
      db
        .insert(accounts)
        .values({ userNo: taken!.userNo, name: 'Dup', phoneAreaCode: '+86', phone: '13900009999', passwordHash: hash }),
    );
    const out = logged(insert);
    expect(out).toContain('Failed query: insert into');
    expect(out).toContain('13900009999');
    expect(out).not.toContain(hash);
    expect(out).not.toContain(hash.split('$').pop()!);
    expect(out).not.toContain('Secret_pw1');

    const update = await failureOf(
      db
        .update(accounts)
        .set({ passwordHash: hash, userNo: sql`1 / 0` })
        .where(eq(accounts.userNo, taken!.userNo)),
    );
    expect(logged(update)).not.toContain(hash.split('$').pop()!);

    const token = 'f'.repeat(64);
    const lookup = await failureOf(
      db
        .select()
        .from(sessions)
        .where(sql`${sessions.tokenHash} = ${token} and 1 / 0 = 1`),
    );
    expect(logged(lookup)).not.toContain(token);
  });

  it('finds the parameters bound to secret columns', () => {
    expect([
      ...secretParameterIndexes(
        'insert into "accounts" ("uid", "name", "password_hash") values (default, $1, $2), (default, $3, $4)',
      ),
    ]).toEqual([1, 3]);
    expect([
      ...secretParameterIndexes('update "accounts" set "password_hash" = $1 where "accounts"."uid" = $2'),
    ]).toEqual([0]);
    expect(redactParameters('select 1 where "name" = $1 and "token_hash" = $2', ['Li', 'abc'])).toEqual([
      'Li',
      '[redacted]',
    ]);
  });
});
