/** The Gerber API's shapes (a file as listed is shared with the server, in @pcbunion/core), and the part of cam's result the screens read. */
import type {
  GerberAuditStatus as AuditStatus,
  GerberBindingKind as BindingKind,
  GerberBindingStatus as BindingStatus,
  GerberUploadStatus as UploadStatus,
  GerberValidity as Validity,
} from '@pcbunion/core';
import type { Schemas } from '../../api/contract';

export type { GerberAction } from '@pcbunion/core';
export type { AuditStatus, BindingKind, BindingStatus, UploadStatus, Validity };
/** A Gerber file as the API answers it. */
export type GerberFile = Schemas['GerberFile'];

export interface CamWarning {
  code: string;
  message: string;
  file?: string;
}

/** A file of the upload as cam identified it (packages/cam CamFile): its role and why. */
export interface CamFile {
  name: string;
  role: string;
  side: string | null;
  how: string;
  format?: string;
  identifiedBy?: string;
  /** How sure the role is, 0…1. */
  confidence?: number;
  /** Why the file got its role, one reason a line, in the order they were weighed. */
  evidence?: string[];
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
  files: CamFile[];
  units: Record<string, string>;
  found: Record<string, string>;
  warnings: CamWarning[];
}

/** A file with its bindings and log; its `analysis` is cam's result, typed here by what the screens read of it. */
export type GerberFileDetail = Omit<Schemas['GerberFileDetail'], 'analysis' | 'log'> & {
  analysis: CamAnalysis | null;
  /** `before` / `after`: the audit row's snapshots of the state change. */
  log: Array<
    Omit<Schemas['GerberFileDetail']['log'][number], 'before' | 'after'> & {
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }
  >;
};

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export type AnalysisJob = Schemas['GerberJob'];

export interface ListFilters {
  search?: string;
  upload_status?: UploadStatus;
  audit_status?: AuditStatus;
  binding_status?: BindingStatus;
  validity?: Validity;
  uploaded_from?: string;
  uploaded_to?: string;
}
