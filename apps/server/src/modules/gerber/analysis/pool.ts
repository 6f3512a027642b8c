import { Worker } from 'node:worker_threads';
import type { CamLimits, CamResult, ProgressStage, RoleCorrection } from '@pcbunion/cam';
import type { AnalysisTask, Preview, WorkerMessage } from './protocol.js';

export interface PoolOptions {
  /** Worker threads running at most one analysis each. */
  size: number;
  /** Hard bound of one analysis: past it the worker is terminated and the analysis fails with TIMEOUT. */
  timeoutMs: number;
  /** Old-generation heap of each worker (`resourceLimits`); past it the analysis fails with OUT_OF_MEMORY. */
  memoryMb: number;
  /** Analyses one owner (enterprise) may have waiting for a worker; one more of theirs is refused at once with BUSY. */
  maxQueue: number;
  /** Analyses allowed to wait in all (every owner together); one more is refused with BUSY. Default 1000. */
  maxQueueTotal?: number;
  /** cam's archive and work limits (its defaults otherwise). */
  limits?: Partial<CamLimits>;
  /** The worker script; tests pass a stand-in. */
  workerUrl?: URL;
}

export type AnalysisFailure =
  'TIMEOUT' | 'OUT_OF_MEMORY' | 'BUSY' | 'SHUTDOWN' | 'WORKER_FAILED' | 'ANALYSIS_ERROR' | (string & {});

/** A failed analysis: cam's error code (CORRUPT_ARCHIVE, COMPRESSION_RATIO, …) or one of the pool's own. */
export class AnalysisError extends Error {
  constructor(
    readonly code: AnalysisFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AnalysisError';
  }
}

export interface AnalysisInput {
  bytes: Uint8Array;
  /** Whose analysis it is (the enterprise): waiting analyses are served round robin across owners. */
  owner?: string;
  /** A name to ask the queue position by (`ahead`): the Gerber file's job id. */
  jobId?: string;
  fileName: string;
  preview: boolean;
  /** Roles a person corrected (issue 17), handed to cam. */
  corrections?: RoleCorrection[];
  onProgress?(fraction: number, stage: ProgressStage): void;
  /** Called when a worker takes the analysis off the queue. */
  onStart?(): void;
}

export interface AnalysisOutcome {
  result: CamResult;
  preview: Preview | null;
  /** Time spent inside the worker. */
  ms: number;
}

interface Pending {
  owner: string;
  task: AnalysisTask;
  input: AnalysisInput;
  resolve(outcome: AnalysisOutcome): void;
  reject(error: AnalysisError): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Being terminated: takes no more work. */
  dying: boolean;
  current: (Pending & { timer: NodeJS.Timeout }) | null;
}

const DEFAULT_WORKER = new URL('./worker-entry.mjs', import.meta.url);

/**
 * A fixed-size pool of `node:worker_threads` workers running the CAM analysis off the request thread.
 * Each analysis gets one worker to itself, a wall-clock bound (the worker is terminated and replaced when it
 * passes it) and a heap bound (`resourceLimits`); cam's own archive limits apply inside. Workers start lazily
 * and stay for the next analysis.
 */
export class AnalysisPool {
  private readonly slots = new Set<Slot>();
  /** Waiting analyses per owner; the map's order is the round-robin order (the owner served next is first). */
  private readonly queues = new Map<string, Pending[]>();
  private waiting = 0;
  private nextId = 1;
  private closed = false;

  constructor(readonly options: PoolOptions) {
    if (options.size < 1) throw new Error('the analysis pool needs at least one worker');
  }

  analyze(input: AnalysisInput): Promise<AnalysisOutcome> {
    if (this.closed) return Promise.reject(new AnalysisError('SHUTDOWN', 'The server is shutting down.'));
    const owner = input.owner ?? '';
    const idle = this.idleCapacity();
    if (
      this.waitingFor(owner) >= this.options.maxQueue + idle ||
      this.waiting >= (this.options.maxQueueTotal ?? 1000) + idle
    ) {
      return Promise.reject(
        new AnalysisError('BUSY', 'Every analysis worker is busy and the queue is full; try again shortly.'),
      );
    }
    // A copy the worker can own: the caller keeps its bytes (to store them), the worker gets a transferable buffer.
    const bytes = input.bytes.slice().buffer;
    const limits = { maxMillisTotal: Math.floor(this.options.timeoutMs * 0.75), ...this.options.limits };
    const task: AnalysisTask = {
      id: this.nextId++,
      bytes,
      fileName: input.fileName,
      limits,
      preview: input.preview,
      ...(input.corrections?.length ? { corrections: input.corrections } : {}),
    };
    return new Promise<AnalysisOutcome>((resolve, reject) => {
      const queue = this.queues.get(owner) ?? [];
      queue.push({ owner, task, input, resolve, reject });
      this.queues.set(owner, queue);
      this.waiting++;
      this.pump();
    });
  }

  /** Analyses of this owner waiting for a worker. */
  waitingFor(owner: string): number {
    return this.queues.get(owner)?.length ?? 0;
  }

  /**
   * How many waiting analyses a worker will take before this one (null: not waiting here). Round robin: the
   * owners before this one in the rotation get one more turn than its own place, those after it as many.
   */
  ahead(jobId: string): number | null {
    const owners = [...this.queues.values()];
    const k = owners.findIndex((q) => q.some((p) => p.input.jobId === jobId));
    if (k < 0) return null;
    const place = owners[k]!.findIndex((p) => p.input.jobId === jobId);
    return owners.reduce((sum, q, j) => sum + (j === k ? place : Math.min(q.length, place + (j < k ? 1 : 0))), 0);
  }

  stats(): { size: number; workers: number; busy: number; queued: number } {
    const busy = [...this.slots].filter((s) => s.current).length;
    return { size: this.options.size, workers: this.slots.size, busy, queued: this.waiting };
  }

  /** Refuses what waits, stops what runs (SHUTDOWN) and terminates the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.takeAll()) pending.reject(new AnalysisError('SHUTDOWN', 'The server is shutting down.'));
    await Promise.all(
      [...this.slots].map((slot) => this.stop(slot, new AnalysisError('SHUTDOWN', 'The server is shutting down.'))),
    );
  }

  private idleCapacity(): number {
    const busy = [...this.slots].filter((s) => s.current).length;
    return this.options.size - busy;
  }

  /** The next waiting analysis, round robin across owners: the owner served moves to the end of the rotation. */
  private takeNext(): Pending | undefined {
    const [owner, queue] = this.queues.entries().next().value ?? [];
    if (owner === undefined || !queue) return undefined;
    const pending = queue.shift()!;
    this.queues.delete(owner);
    if (queue.length > 0) this.queues.set(owner, queue);
    this.waiting--;
    return pending;
  }

  private takeAll(): Pending[] {
    const all = [...this.queues.values()].flat();
    this.queues.clear();
    this.waiting = 0;
    return all;
  }

  private pump(): void {
    while (this.waiting > 0) {
      const idle = [...this.slots].find((s) => s.ready && !s.dying && !s.current);
      if (idle) {
        this.dispatch(idle, this.takeNext()!);
        continue;
      }
      const starting = [...this.slots].filter((s) => !s.ready && !s.dying).length;
      if (this.slots.size < this.options.size && starting < this.waiting) {
        this.spawn();
        continue;
      }
      return;
    }
  }

  private dispatch(slot: Slot, pending: Pending): void {
    const timer = setTimeout(() => {
      void this.stop(
        slot,
        new AnalysisError(
          'TIMEOUT',
          `The analysis took longer than ${Number((this.options.timeoutMs / 1000).toFixed(1))} s and was stopped.`,
        ),
      );
    }, this.options.timeoutMs);
    slot.current = { ...pending, timer };
    pending.input.onStart?.();
    slot.worker.postMessage(pending.task, [pending.task.bytes]);
  }

  private spawn(): void {
    const worker = new Worker(this.options.workerUrl ?? DEFAULT_WORKER, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, ready: false, dying: false, current: null };
    this.slots.add(slot);
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new AnalysisError(
              'OUT_OF_MEMORY',
              `The analysis needed more than ${this.options.memoryMb} MB of memory and was stopped.`,
            )
          : new AnalysisError('WORKER_FAILED', `The analysis worker failed: ${error.message}`);
      if (!slot.ready && !slot.current) {
        // The worker could not even start: what waits would wait forever, so it fails now.
        for (const pending of this.takeAll()) pending.reject(failure);
      }
      this.settle(slot, failure);
    });
    worker.on('exit', () => {
      this.settle(slot, new AnalysisError('WORKER_FAILED', 'The analysis worker stopped unexpectedly.'));
      this.slots.delete(slot);
      if (!this.closed) this.pump();
    });
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === 'ready') {
      slot.ready = true;
      this.pump();
      return;
    }
    const current = slot.current;
    if (!current || current.task.id !== message.id) return;
    if (message.type === 'progress') {
      current.input.onProgress?.(message.fraction, message.stage);
      return;
    }
    if (message.type === 'done')
      this.settle(slot, { result: message.result, preview: message.preview, ms: message.ms });
    else this.settle(slot, new AnalysisError(message.code, message.message));
    this.pump();
  }

  /** Ends the slot's current analysis (if any) with an outcome or a failure. */
  private settle(slot: Slot, outcome: AnalysisOutcome | AnalysisError): void {
    const current = slot.current;
    if (!current) return;
    slot.current = null;
    clearTimeout(current.timer);
    if (outcome instanceof AnalysisError) current.reject(outcome);
    else current.resolve(outcome);
  }

  private async stop(slot: Slot, reason: AnalysisError): Promise<void> {
    slot.dying = true;
    this.settle(slot, reason);
    await slot.worker.terminate();
  }
}
