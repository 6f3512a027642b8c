/**
 * A Gerber file as the API answers it (spec 02 §3 "Gerber file", §4): written once for the server that answers
 * (apps/server/src/modules/gerber) and the screens that read it (apps/web/src/features/gerber).
 */
export type GerberUploadStatus = 'uploading' | 'success' | 'failed';
export type GerberAuditStatus = 'under_review' | 'success' | 'failed';
export type GerberBindingStatus = 'unbound' | 'bound';
export type GerberValidity = 'valid' | 'expired';
export type GerberBindingKind = 'quotation' | 'inquiry';
/** What the factory that received a file may do with it (apps/server/src/modules/gerber/states.ts). */
export type GerberAction = 'review' | 'recheck' | 'bind' | 'unbind' | 'validity' | 'remarks';

export interface GerberFileView {
  uid: string;
  file_name: string;
  file_size: number;
  uploader_name: string;
  uploader_enterprise: string;
  merchant_uid: string;
  merchant_name: string;
  upload_status: GerberUploadStatus;
  audit_status: GerberAuditStatus;
  binding_status: GerberBindingStatus;
  validity: GerberValidity;
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
  /** Uploaded by the caller's own enterprise. */
  own: boolean;
  /** What the caller may do with it now (the factory that received it only). */
  actions: GerberAction[];
}
