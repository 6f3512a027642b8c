import type { CamLimits, CamResult, ProgressStage, RoleCorrection } from '@pcbunion/cam';

/** One analysis handed to a worker; `bytes` is transferred, not copied. */
export interface AnalysisTask {
  id: number;
  bytes: ArrayBuffer;
  fileName: string;
  limits: Partial<CamLimits>;
  /** Also render the top and bottom SVG previews. */
  preview: boolean;
  /** Roles a person corrected for this upload (issue 17). */
  corrections?: RoleCorrection[];
}

export interface Preview {
  top: string;
  bottom: string;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; fraction: number; stage: ProgressStage }
  | { type: 'done'; id: number; result: CamResult; preview: Preview | null; ms: number }
  | { type: 'failed'; id: number; code: string; message: string };
