import { and, eq, lt } from 'drizzle-orm';
import type { RoleCorrection } from '@pcbunion/cam';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { gerberFiles } from '../../../db/schema/index.js';
import type { FileService } from '../../../platform/files/file.service.js';
import { AnalysisError, type AnalysisOutcome, type AnalysisPool } from '../analysis/pool.js';
import { auditGerber } from '../audit.js';
import type { JobBoard } from '../jobs.js';

export interface AnalysisSubject {
  uid: string;
  fileName: string;
  /** The owner enterprise, under which the archive is stored. */
  enterpriseUid: string;
  storedFileUid: string | null;
}

export interface AnalysisActor {
  accountUid: string | null;
  enterpriseUid: string;
  ip?: string | null;
}

/**
 * Runs the CAM analysis of Gerber files as jobs: the route answers at once, the pool analyses off the request
 * thread, and the outcome is written to the file row (compare-and-set on `upload_status = 'uploading'`) with an
 * audit entry. A job stopped by shutdown leaves the row `uploading`; `recoverStale` picks it up again.
 */
export class AnalysisRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly pool: AnalysisPool,
    private readonly jobs: JobBoard,
    private readonly files: FileService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts the analysis of a file whose row is `uploading`; `bytes` when the caller has them, else read from storage. */
  start(subject: AnalysisSubject, actor: AnalysisActor, bytes?: Uint8Array): void {
    this.jobs.queued(subject.uid);
    const job = this.run(subject, actor, bytes)
      .catch((error: unknown) => this.log.error({ err: error, gerberFile: subject.uid }, 'gerber analysis job failed'))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Waits for the jobs in flight (the pool must be closed first, so they end quickly). */
  async drain(): Promise<void> {
    await Promise.all([...this.running]);
  }

  /** Re-queues files left `uploading` by a stopped server (older than `staleMs`, not running here). */
  async recoverStale(staleMs: number): Promise<number> {
    const stale = await this.db
      .select({
        uid: gerberFiles.uid,
        fileName: gerberFiles.fileName,
        enterpriseUid: gerberFiles.enterpriseUid,
        storedFileUid: gerberFiles.storedFileUid,
      })
      .from(gerberFiles)
      .where(and(eq(gerberFiles.uploadStatus, 'uploading'), lt(gerberFiles.updatedAt, new Date(Date.now() - staleMs))))
      .limit(100);
    const todo = stale.filter((row) => !this.jobs.isActive(row.uid));
    for (const row of todo) this.start(row, { accountUid: null, enterpriseUid: row.enterpriseUid });
    return todo.length;
  }

  private async run(subject: AnalysisSubject, actor: AnalysisActor, given?: Uint8Array): Promise<void> {
    let outcome: AnalysisOutcome;
    try {
      const bytes = given ?? (await this.readArchive(subject));
      const [saved] = await this.db
        .select({ corrections: gerberFiles.roleCorrections })
        .from(gerberFiles)
        .where(eq(gerberFiles.uid, subject.uid));
      outcome = await this.pool.analyze({
        bytes,
        corrections: (saved?.corrections ?? []) as RoleCorrection[],
        owner: subject.enterpriseUid,
        jobId: subject.uid,
        fileName: subject.fileName,
        preview: true,
        onStart: () => this.jobs.running(subject.uid),
        onProgress: (fraction, stage) => this.jobs.progress(subject.uid, fraction, stage),
      });
    } catch (error) {
      const failure =
        error instanceof AnalysisError
          ? error
          : new AnalysisError('ANALYSIS_ERROR', error instanceof Error ? error.message : String(error));
      if (failure.code === 'SHUTDOWN') {
        this.jobs.forget(subject.uid);
        return;
      }
      await this.recordFailure(subject, actor, failure);
      this.jobs.failed(subject.uid, failure.code, failure.message);
      return;
    }
    this.jobs.storing(subject.uid);
    await this.recordSuccess(subject, actor, outcome);
    this.jobs.done(subject.uid);
  }

  private async readArchive(subject: AnalysisSubject): Promise<Uint8Array> {
    if (!subject.storedFileUid) throw new AnalysisError('NOT_FOUND', 'The archive of this Gerber file is not stored.');
    const { bytes } = await this.files
      .readFile({ enterpriseUid: subject.enterpriseUid, uid: subject.storedFileUid })
      .catch(() => {
        throw new AnalysisError('NOT_FOUND', 'The archive of this Gerber file could not be read from storage.');
      });
    return bytes;
  }

  private async recordSuccess(subject: AnalysisSubject, actor: AnalysisActor, outcome: AnalysisOutcome): Promise<void> {
    const { result, preview, ms } = outcome;
    const after = {
      upload_status: 'success',
      width_mm: result.widthMm,
      height_mm: result.heightMm,
      copper_layers: result.copperLayers,
      size_from: result.sizeFrom,
      analysis_ms: ms,
    };
    await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(gerberFiles)
        .set({
          uploadStatus: 'success',
          analysis: result,
          widthMm: result.widthMm,
          heightMm: result.heightMm,
          copperLayers: result.copperLayers,
          previewTop: preview?.top ?? null,
          previewBottom: preview?.bottom ?? null,
          analysisMs: ms,
          analyzedAt: new Date(),
          failureCode: null,
          failureMessage: null,
          updatedAt: new Date(),
        })
        .where(and(eq(gerberFiles.uid, subject.uid), eq(gerberFiles.uploadStatus, 'uploading')))
        .returning({ uid: gerberFiles.uid });
      if (!updated) return;
      await auditGerber(tx, {
        actorAccountUid: actor.accountUid,
        enterpriseUid: actor.enterpriseUid,
        ip: actor.ip,
        fileUid: subject.uid,
        action: 'analysed',
        before: { upload_status: 'uploading' },
        after,
      });
    });
  }

  private async recordFailure(subject: AnalysisSubject, actor: AnalysisActor, failure: AnalysisError): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(gerberFiles)
        .set({
          uploadStatus: 'failed',
          auditStatus: 'failed',
          failureCode: failure.code,
          failureMessage: failure.message,
          analysis: null,
          widthMm: null,
          heightMm: null,
          copperLayers: null,
          previewTop: null,
          previewBottom: null,
          analysisMs: null,
          analyzedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(gerberFiles.uid, subject.uid), eq(gerberFiles.uploadStatus, 'uploading')))
        .returning({ uid: gerberFiles.uid });
      if (!updated) return;
      await auditGerber(tx, {
        actorAccountUid: actor.accountUid,
        enterpriseUid: actor.enterpriseUid,
        ip: actor.ip,
        fileUid: subject.uid,
        action: 'analysis-failed',
        before: { upload_status: 'uploading', audit_status: 'under_review' },
        after: { upload_status: 'failed', audit_status: 'failed', error_code: failure.code, message: failure.message },
      });
    });
  }
}
