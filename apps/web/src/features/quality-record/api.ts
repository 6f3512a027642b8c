import type { ComplaintDefectType, QualityRecordAction, QualityRecordStatus } from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The poor-quality-record calls of issue 20 (apps/server/src/modules/quality-record). */
export interface QualityRecord {
  no: string;
  status: QualityRecordStatus;
  side: 'customer' | 'factory';
  customer: { id: string; name: string | null };
  factory: { id: string; name: string | null };
  deliveryNo: string;
  position: number;
  saleNoticeNo: string;
  orderNo: string;
  partNo: string;
  delivered: number;
  defectType: ComplaintDefectType;
  quantity: number;
  lot: string | null;
  description: string;
  containment: string | null;
  rootCause: string | null;
  correctiveAction: string | null;
  verification: string | null;
  reopenReason: string | null;
  reopenCount: number;
  rowVersion: number;
  createdAt: string;
  actions: QualityRecordAction[];
}

export interface QualityRecordDetail extends QualityRecord {
  photos: Array<{ id: string; name: string; size: number; url: string }>;
  log: Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
}

export interface RecordFiling {
  deliveryNo: string;
  position: number;
  defectType: ComplaintDefectType;
  quantity: number;
  lot?: string | null;
  description: string;
  photoIds?: string[];
}

const at = (no: string) => `quality-records/${encodeURIComponent(no)}`;
export const listRecords = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<QualityRecord>>(`quality-records?${queryString(p)}`);
export const recordsExportUrl = (p: Record<string, unknown>) => `/api/quality-records/export?${queryString(p)}`;
export const fetchRecord = (no: string) => get<QualityRecordDetail>(at(no));
export const fileRecord = (body: RecordFiling) => post<QualityRecordDetail>('quality-records', body);
export const actOnRecord = (
  no: string,
  body: {
    action: QualityRecordAction;
    containment?: string;
    rootCause?: string;
    correctiveAction?: string;
    verification?: string;
    reason?: string;
    rowVersion?: number;
  },
) => post<QualityRecordDetail>(`${at(no)}/actions`, body);
