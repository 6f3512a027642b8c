import os from 'node:os';
import { DEFAULT_LIMITS } from '@pcbunion/cam';
import type { PoolOptions } from './analysis/pool.js';
import { FILE_MAX_BYTES } from '../../platform/files/file.service.js';

export interface GerberConfig {
  pool: PoolOptions;
  /** Largest Gerber archive accepted: the file service's limit and cam's, whichever is smaller. */
  maxUploadBytes: number;
  /** Analyses of `/api/cam/analyze` one account may start per minute. */
  analyzePerMinute: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

/**
 * The analysis settings, from the environment (README § Configuration):
 *   GERBER_WORKERS             worker threads (default min(2, cores − 1), at least 1)
 *   GERBER_ANALYSIS_TIMEOUT_MS hard time bound of one analysis (default 20000)
 *   GERBER_WORKER_MEMORY_MB    heap bound of one worker (default 512)
 *   GERBER_QUEUE_MAX           analyses one enterprise may have waiting for a worker (default 64)
 *   GERBER_QUEUE_TOTAL         analyses waiting in all before BUSY (default 1000)
 *   CAM_ANALYZE_PER_MINUTE     /api/cam/analyze calls per account per minute (default 30)
 */
export function gerberConfig(env: NodeJS.ProcessEnv = process.env): GerberConfig {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  return {
    pool: {
      size: positive(env.GERBER_WORKERS, Math.max(1, Math.min(2, cores - 1))),
      timeoutMs: positive(env.GERBER_ANALYSIS_TIMEOUT_MS, 20_000),
      memoryMb: positive(env.GERBER_WORKER_MEMORY_MB, 512),
      maxQueue: positive(env.GERBER_QUEUE_MAX, 64),
      maxQueueTotal: positive(env.GERBER_QUEUE_TOTAL, 1000),
    },
    maxUploadBytes: Math.min(FILE_MAX_BYTES, DEFAULT_LIMITS.maxArchiveBytes),
    analyzePerMinute: positive(env.CAM_ANALYZE_PER_MINUTE, 30),
  };
}
