import type { Database } from '../../../db/client.js';
import type { FileService } from '../../../platform/files/file.service.js';
import type { AnalysisPool } from '../analysis/pool.js';
import type { JobBoard } from '../jobs.js';
import type { AnalysisRunner } from '../service/analysis-runner.js';

/** What the Gerber routes share: one pool, one job board and one runner per server instance. */
export interface GerberDeps {
  db: Database;
  files: FileService;
  pool: AnalysisPool;
  jobs: JobBoard;
  runner: AnalysisRunner;
  grantAll: boolean;
  maxUploadBytes: number;
  analyzePerMinute: number;
}
