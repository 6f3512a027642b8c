import type { ProgressStage } from '@pcbunion/cam';

export type JobState = 'queued' | 'running' | 'done' | 'failed';
export type JobStage = 'queued' | ProgressStage | 'store';

/** The analysis job of one Gerber file, as `GET /api/gerber/jobs/:id` shows it (the job id is the file's uid). */
export interface JobView {
  id: string;
  state: JobState;
  stage: JobStage;
  /** 0…1 while it runs; 1 when done. */
  progress: number;
  /** While queued: the boards a worker takes before this one (round robin across enterprises); else null. */
  ahead?: number | null;
  error_code: string | null;
  message: string | null;
  started_at: string;
  updated_at: string;
}

const KEEP_FINISHED_MS = 10 * 60_000;

/**
 * The live progress of the analyses this server instance runs (cam's `onProgress`, relayed by the worker).
 * Jobs are in memory: the file row holds the durable state, and another instance answers from it.
 */
export class JobBoard {
  private readonly jobs = new Map<string, JobView>();

  queued(id: string): void {
    const now = new Date().toISOString();
    this.jobs.set(id, {
      id,
      state: 'queued',
      stage: 'queued',
      progress: 0,
      error_code: null,
      message: null,
      started_at: now,
      updated_at: now,
    });
    this.sweep();
  }

  running(id: string): void {
    this.update(id, { state: 'running', stage: 'unpack' });
  }

  progress(id: string, fraction: number, stage: ProgressStage): void {
    // The analysis is most of the work; storing the result is the last 5 %.
    this.update(id, { state: 'running', stage, progress: Math.min(0.95, Math.max(0, fraction) * 0.95) });
  }

  storing(id: string): void {
    this.update(id, { stage: 'store', progress: 0.95 });
  }

  done(id: string): void {
    this.update(id, { state: 'done', stage: 'done', progress: 1 });
  }

  failed(id: string, code: string, message: string): void {
    this.update(id, { state: 'failed', error_code: code, message });
  }

  forget(id: string): void {
    this.jobs.delete(id);
  }

  get(id: string): JobView | undefined {
    return this.jobs.get(id);
  }

  isActive(id: string): boolean {
    const job = this.jobs.get(id);
    return job !== undefined && (job.state === 'queued' || job.state === 'running');
  }

  private update(id: string, change: Partial<JobView>): void {
    const job = this.jobs.get(id);
    if (job) Object.assign(job, change, { updated_at: new Date().toISOString() });
  }

  private sweep(): void {
    const cutoff = Date.now() - KEEP_FINISHED_MS;
    for (const [id, job] of this.jobs) {
      if ((job.state === 'done' || job.state === 'failed') && Date.parse(job.updated_at) < cutoff) this.jobs.delete(id);
    }
  }
}
