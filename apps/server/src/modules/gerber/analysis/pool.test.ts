import { analyzeArchive } from '@pcbunion/cam';
import { afterEach, describe, expect, it } from 'vitest';
import { zipFixture } from '../test-support/fixtures.js';
import { AnalysisError, AnalysisPool, type PoolOptions } from './pool.js';

const pools: AnalysisPool[] = [];
function pool(options: Partial<PoolOptions> = {}, worker?: string): AnalysisPool {
  const created = new AnalysisPool({
    size: 1,
    timeoutMs: 20_000,
    memoryMb: 256,
    maxQueue: 4,
    ...options,
    ...(worker ? { workerUrl: new URL(`./test-workers/${worker}`, import.meta.url) } : {}),
  });
  pools.push(created);
  return created;
}

async function failureOf(promise: Promise<unknown>): Promise<AnalysisError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AnalysisError) return error;
    throw error;
  }
  throw new Error('the analysis did not fail');
}

/** The longest gap between ticks of a 10 ms timer while `work` runs: how long the event loop was blocked. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 10);
  await work.catch(() => undefined);
  clearInterval(timer);
  return worst;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the analysis worker pool', () => {
  it('runs the TypeScript worker under tsx and answers what cam answers in-thread, with previews and progress', async () => {
    const bytes = zipFixture('arduino-uno');
    const stages: string[] = [];
    const outcome = await pool().analyze({
      bytes,
      fileName: 'arduino-uno.zip',
      preview: true,
      onProgress: (_f, stage) => stages.push(stage),
    });
    // Everything but the design-rule check's own timing is the same in the worker as in-thread.
    const comparable = (result: unknown) =>
      JSON.parse(JSON.stringify(result, (key, value) => (key === 'millis' ? undefined : value)));
    expect(comparable(outcome.result)).toEqual(comparable(analyzeArchive(bytes, 'arduino-uno.zip')));
    expect(outcome.result.widthMm).toBeCloseTo(68.58, 1);
    expect(outcome.preview?.top).toMatch(/^<svg/);
    expect(outcome.preview?.bottom).toMatch(/^<svg/);
    expect(stages[0]).toBe('unpack');
    expect(stages).toContain('done');
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('reports cam error codes for garbage and for a zip bomb', async () => {
    const workers = pool();
    expect(
      (
        await failureOf(
          workers.analyze({ bytes: new TextEncoder().encode('not a zip at all'), fileName: 'x.zip', preview: false }),
        )
      ).code,
    ).toMatch(/UNSUPPORTED_ARCHIVE|CORRUPT_ARCHIVE/);
    const { zipBomb } = await import('../test-support/fixtures.js');
    const bomb = await failureOf(workers.analyze({ bytes: zipBomb(), fileName: 'bomb.zip', preview: false }));
    expect(bomb.code).toMatch(/COMPRESSION_RATIO|ENTRY_TOO_LARGE|TOTAL_TOO_LARGE/);
  });

  it('terminates a worker that passes the time bound, replaces it, and never blocks the main thread', async () => {
    const spinning = pool({ timeoutMs: 300 }, 'spin.mjs');
    const started = performance.now();
    const run = spinning.analyze({ bytes: new Uint8Array(10), fileName: 'a.zip', preview: false });
    const stall = await longestStall(run);
    const failure = await failureOf(run);
    expect(failure.code).toBe('TIMEOUT');
    expect(failure.message).toMatch(/longer than/);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(stall).toBeLessThan(200);
    // The replacement worker takes the next analysis (and is stopped the same way).
    expect(
      (await failureOf(spinning.analyze({ bytes: new Uint8Array(10), fileName: 'b.zip', preview: false }))).code,
    ).toBe('TIMEOUT');
  });

  it('stops a worker that passes its memory bound', async () => {
    const hog = pool({ memoryMb: 32 }, 'hog.mjs');
    const failure = await failureOf(hog.analyze({ bytes: new Uint8Array(10), fileName: 'a.zip', preview: false }));
    expect(failure.code).toBe('OUT_OF_MEMORY');
  });

  it('refuses at once when every worker is busy and the queue is full', async () => {
    const small = pool({ timeoutMs: 400, maxQueue: 1 }, 'spin.mjs');
    const input = { bytes: new Uint8Array(10), fileName: 'a.zip', preview: false };
    const running = [small.analyze(input), small.analyze(input)];
    expect((await failureOf(small.analyze(input))).code).toBe('BUSY');
    expect((await Promise.all(running.map(failureOf))).map((e) => e.code)).toEqual(['TIMEOUT', 'TIMEOUT']);
  });

  it('serves waiting analyses round robin across owners: one upload of another enterprise waits behind at most one', async () => {
    const fair = pool({ maxQueue: 60 }, 'echo.mjs');
    const order: string[] = [];
    const analyse = (owner: string, name: string) =>
      fair.analyze({
        bytes: new Uint8Array(1),
        fileName: name,
        preview: false,
        owner,
        jobId: name,
        onStart: () => order.push(name),
      });
    const flood = Array.from({ length: 50 }, (_, i) => analyse('busy-enterprise', `busy-${i}`));
    const other = analyse('other-enterprise', 'other-0');
    const late = analyse('third-enterprise', 'third-0');
    // The worker is still starting: everything waits, and the queue says who is ahead.
    expect(fair.ahead('other-0')).toBe(1);
    expect(fair.ahead('third-0')).toBe(2);
    expect(fair.ahead('busy-3')).toBe(5); // busy-0, other-0, third-0, busy-1, busy-2
    expect(fair.ahead('busy-0')).toBe(0);
    expect(fair.waitingFor('busy-enterprise')).toBe(50);
    await Promise.all([...flood, other, late]);
    expect(order.slice(0, 4)).toEqual(['busy-0', 'other-0', 'third-0', 'busy-1']);
  });

  it('caps what one owner may have waiting, not the others', async () => {
    const capped = pool({ maxQueue: 2 }, 'spin.mjs');
    const input = (owner: string) => ({ bytes: new Uint8Array(1), fileName: 'a.zip', preview: false, owner });
    const waiting = [capped.analyze(input('a')), capped.analyze(input('a')), capped.analyze(input('a'))].map(failureOf);
    expect((await failureOf(capped.analyze(input('a')))).code).toBe('BUSY');
    const other = failureOf(capped.analyze(input('b')));
    expect(capped.waitingFor('b')).toBe(1);
    await capped.close();
    expect((await Promise.all([...waiting, other])).map((e) => e.code)).toEqual([
      'SHUTDOWN',
      'SHUTDOWN',
      'SHUTDOWN',
      'SHUTDOWN',
    ]);
  });

  it('refuses new work and stops running work on close', async () => {
    const closing = pool({}, 'spin.mjs');
    const running = failureOf(closing.analyze({ bytes: new Uint8Array(10), fileName: 'a.zip', preview: false }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await closing.close();
    expect((await running).code).toBe('SHUTDOWN');
    expect(
      (await failureOf(closing.analyze({ bytes: new Uint8Array(10), fileName: 'a.zip', preview: false }))).code,
    ).toBe('SHUTDOWN');
  });
});
