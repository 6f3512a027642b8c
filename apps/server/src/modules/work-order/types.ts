import type { WorkOrderDraft } from '@pcbunion/core';
import type { Language } from '../../http/language.js';

export interface Caller {
  accountUid: string;
  enterpriseUid: string;
  staffName: string;
  language: Language;
  ip?: string;
}

/** An image received in a multipart request, not stored yet. */
export interface IncomingImage {
  name: string;
  bytes: Buffer;
}

export interface NewWorkOrder extends WorkOrderDraft {
  merchantId?: string | null;
  fileIds?: string[];
}
