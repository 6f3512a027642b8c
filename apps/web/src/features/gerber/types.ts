/** The Gerber API's shapes (apps/server/src/modules/gerber), and the part of cam's result the screens read. */
export type UploadStatus = 'uploading' | 'success' | 'failed';
export type AuditStatus = 'under_review' | 'success' | 'failed';
export type BindingStatus = 'unbound' | 'bound';
export type Validity = 'valid' | 'expired';
export type GerberAction = 'review' | 'recheck' | 'bind' | 'unbind' | 'validity' | 'remarks';
export type BindingKind = 'quotation' | 'inquiry';

export interface GerberFile {
  uid: string;
  file_name: string;
  file_size: number;
  uploader_name: string;
  uploader_enterprise: string;
  merchant_uid: string;
  merchant_name: string;
  upload_status: UploadStatus;
  audit_status: AuditStatus;
  binding_status: BindingStatus;
  validity: Validity;
  quotation_no: string | null;
  inquiry_no: string | null;
  remarks: string | null;
  failure_code: string | null;
  failure_message: string | null;
  width_mm: number | null;
  height_mm: number | null;
  copper_layers: number | null;
  size_is_guess: boolean | null;
  analysis_ms: number | null;
  analyzed_at: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  own: boolean;
  actions: GerberAction[];
}

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
  drill: { hits: number; platedHits: number; nonPlatedHits: number; sizesMm: number[]; minHoleMm: number | null; maxHoleMm: number | null; slots: number };
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
  log: Array<{ at: string; action: string; actor: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface AnalysisJob {
  id: string;
  state: JobState;
  stage: string;
  progress: number;
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
