import { describe, expect, it } from 'vitest';
import { databaseUnreachable } from './error-handler.js';

/** A PostgreSQL error as pg raises it: a SQLSTATE code and a severity. */
const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code, severity: 'FATAL' });
/** Drizzle's wrapper: the statement in the message, the driver's error as the cause. */
const drizzleWrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('database unreachable (answered 503 + Retry-After by the error handler)', () => {
  it('recognises a connection refused, reset or timed out, wrapped or not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseUnreachable(refused)).toBe(true);
    expect(databaseUnreachable(drizzleWrapped(refused))).toBe(true);
    expect(
      databaseUnreachable(drizzleWrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))),
    ).toBe(true);
    // Node's connect to `localhost` tries each address: an AggregateError of refusals.
    expect(databaseUnreachable(new AggregateError([refused, refused], 'connect failed'))).toBe(true);
  });

  it("recognises PostgreSQL shutting down or starting up, and pg's own words for a lost connection", () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08003', '53300'])
      expect(databaseUnreachable(drizzleWrapped(pgError(code))), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(databaseUnreachable(drizzleWrapped(new Error(message))), message).toBe(true);
  });

  it('leaves refusals of the work itself alone (they stay 4xx or 500)', () => {
    for (const code of ['23505', '23503', '22P02', '40001', '42P01', 'P0001'])
      expect(databaseUnreachable(drizzleWrapped(pgError(code))), code).toBe(false);
    expect(databaseUnreachable(new Error('boom'))).toBe(false);
    expect(databaseUnreachable(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBe(false);
    expect(databaseUnreachable(undefined)).toBe(false);
  });
});
