import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { daily, weekly, zoneOffsetMs } from './schedule.js';

process.env.JOBS_POLL_MS = '0';
let server: TestServer;
const ran: string[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  server = await startTestServer();
  server.app.clock.set(new Date('2026-11-25T07:00:00Z'));
  server.app.jobs.register<{ name: string }>('test.record', async ({ payload }) => {
    ran.push(payload.name);
    return { recorded: payload.name };
  });
  server.app.jobs.register<{ name: string }>(
    'test.flaky',
    async ({ payload }) => {
      if (failuresLeft-- > 0) throw new Error(`flaky ${payload.name} failed`);
      ran.push(payload.name);
    },
    { maxAttempts: 2, backoffMs: () => 60_000 },
  );
});
afterAll(() => server.stop());

const statusOf = async (id: number) =>
  String(
    (
      (await server.database.db.execute(sql`select status from jobs where id = ${id}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows[0]!.status,
  );

describe('durable jobs', () => {
  it('runs a job once it is due by the injected clock, and only once even when polled twice at the same time', async () => {
    const clock = server.app.clock;
    const id = await server.app.jobs.enqueue(
      'test.record',
      { name: 'later' },
      { runAt: new Date(clock.now().getTime() + 3_600_000) },
    );
    expect(await server.app.jobs.runDue()).toBe(0);
    clock.advance(3_600_000);
    await Promise.all([server.app.jobs.runDue(), server.app.jobs.runDue(), server.app.jobs.runDue()]);
    expect(ran.filter((n) => n === 'later')).toHaveLength(1);
    expect(await statusOf(id!)).toBe('completed');
  });

  it('makes one job of two enqueues with the same singleton key', async () => {
    const a = await server.app.jobs.enqueue('test.record', { name: 'single' }, { singletonKey: 'single-1' });
    const b = await server.app.jobs.enqueue('test.record', { name: 'single' }, { singletonKey: 'single-1' });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    await server.app.jobs.runDue();
    expect(ran.filter((n) => n === 'single')).toHaveLength(1);
  });

  it('retries a failing job after its backoff, keeps it failed after the last attempt, and the operator retries it', async () => {
    failuresLeft = 2;
    const id = await server.app.jobs.enqueue('test.flaky', { name: 'flaky' });
    await server.app.jobs.runDue();
    expect(await statusOf(id!)).toBe('scheduled');
    await server.app.jobs.runDue();
    expect(await statusOf(id!)).toBe('scheduled'); // the backoff has not passed yet
    server.app.clock.advance(60_000);
    await server.app.jobs.runDue();
    expect(await statusOf(id!)).toBe('failed');

    const operator = await loginAs(server.url, 'platform');
    const failed = await operator.get('/api/admin/jobs?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          kind: 'test.flaky',
          status: 'failed',
          attempts: 2,
          lastError: 'flaky flaky failed',
        }),
      ]),
    );
    const retried = await operator.post(`/api/admin/jobs/${id}/retry`, {});
    expect(retried.body).toMatchObject({ code: 1, data: { status: 'scheduled', attempts: 0 } });
    await server.app.jobs.runDue();
    expect(await statusOf(id!)).toBe('completed');
    expect(ran).toContain('flaky');

    const again = await operator.post(`/api/admin/jobs/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('completed');
    expect((await operator.post('/api/admin/jobs/999999/retry', {})).status).toBe(404);
    expect((await operator.post('/api/admin/jobs/abc/retry', {})).status).toBe(400);
  });

  it('takes over a job whose process died while running it (its lease ran out)', async () => {
    const id = await server.app.jobs.enqueue('test.record', { name: 'orphan' });
    const past = new Date(server.app.clock.now().getTime() - 1000).toISOString();
    await server.database.db.execute(
      sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead-process', locked_until = ${past} where id = ${id}`,
    );
    await server.app.jobs.runDue();
    expect(await statusOf(id!)).toBe('completed');
    expect(ran).toContain('orphan');
  });

  it('shows the jobs to the platform operator only', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/admin/jobs')).status).toBe(403);
    const operator = await loginAs(server.url, 'platform');
    const scheduled = await operator.get('/api/admin/jobs?status=scheduled&page_size=100');
    expect(scheduled.body.data.data.map((j: { kind: string }) => j.kind)).toContain('idempotency.purge');
    expect((await operator.get('/api/admin/jobs?status=sleeping')).status).toBe(400);
  });
});

describe('weekly schedules', () => {
  const monday = weekly(1, 0, 0, 'Asia/Shanghai');
  it('runs next on Monday 00:00 in Shanghai (Sunday 16:00 UTC)', () => {
    expect(zoneOffsetMs(new Date('2026-11-25T00:00:00Z'), 'Asia/Shanghai')).toBe(8 * 3_600_000);
    expect(monday.next(new Date('2026-11-25T07:00:00Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(monday.next(new Date('2026-11-29T15:59:59Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(monday.next(new Date('2026-11-29T16:00:00Z')).toISOString()).toBe('2026-12-06T16:00:00.000Z');
    // Sunday 20:00 UTC is already Monday 04:00 in Shanghai: the next run is a week later.
    expect(monday.next(new Date('2026-11-29T20:00:00Z')).toISOString()).toBe('2026-12-06T16:00:00.000Z');
  });
  it('follows daylight saving time in zones that have it', () => {
    const berlin = weekly(1, 0, 0, 'Europe/Berlin');
    expect(berlin.next(new Date('2026-03-25T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(berlin.next(new Date('2026-10-21T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
  it('runs a daily schedule every day at its hour in Shanghai', () => {
    const eight = daily(8, 0, 'Asia/Shanghai');
    expect(eight.next(new Date('2026-11-25T07:00:00Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(eight.next(new Date('2026-11-25T23:59:59Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(eight.next(new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(eight.describe).toBe('every day 08:00 Asia/Shanghai');
  });
});
