import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from './clock.js';
import type { Schedule } from './schedule.js';
import { rows } from '../../db/rows.js';

export interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  status: 'scheduled' | 'running' | 'completed' | 'failed';
  runAt: Date;
  attempts: number;
  maxAttempts: number;
}

export interface JobContext<P> {
  payload: P;
  job: JobRow;
  db: Database;
  /** The job's own time: when it was due (a weekly batch uses its slot, not the moment it ran). */
  now: Date;
  log: FastifyBaseLogger;
}

/** A job body. It must be idempotent: a job whose process died mid-run runs again. */
export type JobBody<P> = (ctx: JobContext<P>) => Promise<unknown>;

export interface JobKindOptions {
  maxAttempts?: number;
  /** How long a run may hold its job before another process may take it over (default 5 min). */
  leaseMs?: number;
  /** Delay before attempt n + 1 (default 10 s · 2^(n−1), at most 1 h). */
  backoffMs?: (attempt: number) => number;
  /** Runs by itself on this schedule (one job per occurrence, whatever the number of processes). */
  schedule?: Schedule;
}

interface Registered {
  body: JobBody<unknown>;
  options: Required<Omit<JobKindOptions, 'schedule'>> & { schedule?: Schedule };
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const defaultBackoff = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

/**
 * Durable jobs in the `jobs` table (DESIGN.md § Jobs): due jobs are claimed with FOR UPDATE SKIP LOCKED, so
 * several server processes share them and each runs once; a failed run is retried with backoff, then kept as
 * failed for the operator to retry. Works the same on PGlite and PostgreSQL. Registering a kind is one line:
 *
 *   app.jobs.register('order.auto-confirm', async ({ payload, db }) => confirmIfStillShipped(db, payload));
 */
export class JobRunner {
  private readonly kinds = new Map<string, Registered>();
  private readonly worker = `w-${process.pid}-${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Database,
    readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  register<P>(kind: string, body: JobBody<P>, options: JobKindOptions = {}): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    this.kinds.set(kind, {
      body: body as JobBody<unknown>,
      options: {
        maxAttempts: options.maxAttempts ?? 5,
        leaseMs: options.leaseMs ?? 300_000,
        backoffMs: options.backoffMs ?? defaultBackoff,
        schedule: options.schedule,
      },
    });
  }

  /** Adds a job; with `singletonKey` a second enqueue of the same key is the same job. Pass `tx` to enqueue with a change. */
  async enqueue(
    kind: string,
    payload: unknown = {},
    opts: { runAt?: Date; singletonKey?: string; maxAttempts?: number; tx?: Pick<Database, 'execute'> } = {},
  ): Promise<number | null> {
    const maxAttempts = opts.maxAttempts ?? this.kinds.get(kind)?.options.maxAttempts ?? 5;
    const runAt = (opts.runAt ?? this.clock.now()).toISOString();
    const [row] = rows<{ id: number }>(
      await (opts.tx ?? this.db)
        .execute(sql`insert into jobs (kind, payload, run_at, max_attempts, singleton_key, created_at)
        values (${kind}, ${JSON.stringify(payload)}::jsonb, ${runAt}, ${maxAttempts}, ${opts.singletonKey ?? null}, ${this.clock.now().toISOString()})
        on conflict (singleton_key) where singleton_key is not null do nothing returning id`),
    );
    return row ? Number(row.id) : null;
  }

  /** Makes sure every scheduled kind has its next occurrence queued (at start-up and after each run). */
  async ensureScheduled(): Promise<void> {
    for (const [kind, { options }] of this.kinds) {
      if (options.schedule) await this.enqueueOccurrence(kind, options.schedule.next(this.clock.now()));
    }
  }

  private enqueueOccurrence(kind: string, at: Date) {
    return this.enqueue(kind, { slot: at.toISOString() }, { runAt: at, singletonKey: `${kind}@${at.toISOString()}` });
  }

  /** Claims the due jobs of the kinds registered here (at most `limit`) and runs them; answers how many ran. */
  async runDue(limit = 4): Promise<number> {
    if (this.kinds.size === 0) return 0;
    const now = this.clock.now();
    const kinds = sql.join(
      [...this.kinds.keys()].map((k) => sql`${k}`),
      sql`, `,
    );
    await this.db.execute(sql`update jobs set status = 'failed',
          last_error = coalesce(last_error, 'its process stopped while running it'),
          locked_by = null, locked_until = null, finished_at = ${now.toISOString()}
      where status = 'running' and locked_until < ${now.toISOString()} and attempts >= max_attempts and kind in (${kinds})`);
    const claimed = rows<Record<string, unknown>>(
      await this.db.execute(sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${this.worker},
          locked_until = ${new Date(now.getTime() + this.leaseFor()).toISOString()}, started_at = ${now.toISOString()}
        where id in (select id from jobs
          where kind in (${kinds})
            and ((status = 'scheduled' and run_at <= ${now.toISOString()})
              or (status = 'running' and locked_until < ${now.toISOString()}))
          order by run_at, id limit ${limit} for update skip locked)
        returning id, kind, payload, status, run_at, attempts, max_attempts`),
    );
    // Tracked, so a drain (shutdown) knows what this process is running, whoever called runDue.
    const work = Promise.all(
      claimed.map((r) =>
        this.execute({
          id: Number(r.id),
          kind: String(r.kind),
          payload: r.payload,
          status: 'running',
          runAt: asDate(r.run_at),
          attempts: Number(r.attempts),
          maxAttempts: Number(r.max_attempts),
        }),
      ),
    ).then(() => undefined);
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
    }
    return claimed.length;
  }

  private leaseFor(): number {
    return Math.max(...[...this.kinds.values()].map((k) => k.options.leaseMs));
  }

  private async execute(job: JobRow): Promise<void> {
    const kind = this.kinds.get(job.kind)!;
    const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
    try {
      const result = await kind.body({ payload, job, db: this.db, now: job.runAt, log: this.log });
      await this.db
        .execute(sql`update jobs set status = 'completed', result = ${JSON.stringify(result ?? null)}::jsonb, locked_by = null, locked_until = null,
        finished_at = ${this.clock.now().toISOString()} where id = ${job.id} and locked_by = ${this.worker}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job failed');
      const retry = job.attempts < job.maxAttempts;
      const runAt = new Date(this.clock.now().getTime() + kind.options.backoffMs(job.attempts)).toISOString();
      await this.db
        .execute(sql`update jobs set status = ${retry ? 'scheduled' : 'failed'}, run_at = ${retry ? runAt : job.runAt.toISOString()},
        last_error = ${message.slice(0, 2000)}, locked_by = null, locked_until = null, finished_at = ${retry ? null : this.clock.now().toISOString()}
        where id = ${job.id} and locked_by = ${this.worker}`);
    }
    const schedule = kind.options.schedule;
    if (schedule)
      await this.enqueueOccurrence(
        job.kind,
        schedule.next(job.runAt > this.clock.now() ? job.runAt : this.clock.now()),
      );
  }

  /** Polls for due jobs every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    const tick = () => {
      if (this.stopped) return;
      const run = this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'job poll failed'))
        .then(() => {
          this.running.delete(run);
        });
      this.running.add(run);
      void run.then(() => {
        if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  /**
   * A process going away (SIGTERM): stops polling, lets the runs in progress finish for up to `waitMs`, then hands
   * back the jobs it still holds — scheduled again, due now, the interrupted attempt not counted — so another
   * instance claims them at once instead of waiting out the lease. A body still running here afterwards finds its
   * job no longer locked by this worker and records nothing (job bodies are idempotent). Answers the jobs handed back.
   */
  async drain(waitMs: number): Promise<number[]> {
    this.stopped = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.allSettled([...this.running]).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(resolve, waitMs, false))),
    ]);
    clearTimeout(timer);
    if (finished) return [];
    return this.releaseHeld();
  }

  /** Hands back every job this worker holds (see drain). */
  async releaseHeld(): Promise<number[]> {
    const released = rows<{ id: number }>(
      await this.db.execute(sql`update jobs set status = 'scheduled', attempts = greatest(attempts - 1, 0),
          run_at = ${this.clock.now().toISOString()}, locked_by = null, locked_until = null, started_at = null
        where locked_by = ${this.worker} and status = 'running' returning id`),
    ).map((r) => Number(r.id));
    if (released.length) this.log.warn({ jobs: released }, 'shutting down: jobs handed back to the queue');
    return released;
  }

  /** Stops polling and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }
}
