import type { Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The poor-quality-record calls of issue 20 (apps/server/src/modules/quality-record). */
export type QualityRecord = Schemas['QualityRecordRow'];
export type QualityRecordDetail = Schemas['QualityRecord'];
export type RecordFiling = Body<'/api/quality-records', 'post'>;
export type RecordActionInput = Body<'/api/quality-records/{no}/actions', 'post'>;

const at = (no: string) => `quality-records/${encodeURIComponent(no)}`;
export const listRecords = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<QualityRecord>>(`quality-records?${queryString(p)}`);
export const recordsExportUrl = (p: Record<string, unknown>) => `/api/quality-records/export?${queryString(p)}`;
export const fetchRecord = (no: string) => get<QualityRecordDetail>(at(no));
export const fileRecord = (body: RecordFiling) => post<QualityRecordDetail>('quality-records', body);
export const actOnRecord = (no: string, body: RecordActionInput) =>
  post<QualityRecordDetail>(`${at(no)}/actions`, body);
