/** The Gerber API's shapes (a file as listed is shared with the server, in @pcbunion/core), and the part of cam's result the screens read. */
import type {
  GerberAuditStatus as AuditStatus,
  GerberBindingKind as BindingKind,
  GerberBindingStatus as BindingStatus,
  GerberFileView as GerberFile,
  GerberUploadStatus as UploadStatus,
  GerberValidity as Validity,
} from '@pcbunion/core';

export type { GerberAction } from '@pcbunion/core';
export type { AuditStatus, BindingKind, BindingStatus, GerberFile, UploadStatus, Validity };

export interface CamWarning {
  code: string;
  message: string;
  file?: string;
}

/** What the screens read of the CAM result (`pcbunion-cam` JSON); the rest is shown as it is. */
export interface CamAnalysis {
  widthMm: number | null;
  heightMm: number | null;
  sizeFrom: 'outline' | 'copper-extent' | 'none';
  sizeIsGuess: boolean;
  copperLayers: number;
  drill: {
    hits: number;
    platedHits: number;
    nonPlatedHits: number;
    sizesMm: number[];
    minHoleMm: number | null;
    maxHoleMm: number | null;
    slots: number;
  };
  minTraceMm: number | null;
  solderMask: { top: boolean; bottom: boolean };
  silkscreen: { top: boolean; bottom: boolean };
  goldFingers: { detected: boolean; count: number; how: string };
  castellatedHoles: { detected: boolean; count: number; how: string };
  files: Array<{ name: string; role: string; side: string | null; how: string }>;
  units: Record<string, string>;
  found: Record<string, string>;
  warnings: CamWarning[];
}

export interface GerberFileDetail extends GerberFile {
  analysis: CamAnalysis | null;
  bindings: Array<{ uid: string; kind: BindingKind; number: string; bound_at: string; unbound_at: string | null }>;
  log: Array<{
    at: string;
    action: string;
    actor: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface AnalysisJob {
  id: string;
  state: JobState;
  stage: string;
  progress: number;
  /** While queued: the boards the analysis takes before this one (round robin across enterprises). */
  ahead?: number | null;
  error_code: string | null;
  message: string | null;
}

export interface ListFilters {
  search?: string;
  upload_status?: UploadStatus;
  audit_status?: AuditStatus;
  binding_status?: BindingStatus;
  validity?: Validity;
  uploaded_from?: string;
  uploaded_to?: string;
}
