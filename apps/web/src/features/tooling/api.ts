import type { Answer, Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The tooling calls of issue 20 (apps/server/src/modules/tooling). Money as the API writes it: "1000.00". */
export type Tooling = Schemas['ToolingRow'];
export type ToolTransfer = Schemas['ToolingTransferRow'];
export type ToolingDetail = Schemas['Tooling'];
export type ToolTransferDetail = Schemas['ToolingTransfer'];
/** A transfer after an action on it: the transfer and its log. */
export type ToolTransferActed = Answer<'/api/tooling-transfers/{no}/actions', 'post'>;
export type LogLine = ToolingDetail['log'][number];
export type ToolingForm = Body<'/api/toolings', 'post'>;
export type ToolingActionInput = Body<'/api/toolings/{no}/actions', 'post'>;
export type ToolTransferInput = Body<'/api/tooling-transfers', 'post'>;
export type ToolTransferActionInput = Body<'/api/tooling-transfers/{no}/actions', 'post'>;

const at = (no: string) => `toolings/${encodeURIComponent(no)}`;
const tt = (no: string) => `tooling-transfers/${encodeURIComponent(no)}`;
export const listToolings = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Tooling>>(`toolings?${queryString(p)}`);
export const toolingExportUrl = (f: Record<string, unknown>) => `/api/toolings/export?${queryString(f)}`;
export const fetchTooling = (no: string) => get<ToolingDetail>(at(no));
export const createTooling = (body: ToolingForm) => post<ToolingDetail>('toolings', body);
export const actOnTooling = (no: string, body: ToolingActionInput) => post<ToolingDetail>(`${at(no)}/actions`, body);
export const listToolTransfers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<ToolTransfer>>(`tooling-transfers?${queryString(p)}`);
export const toolTransferExportUrl = (f: Record<string, unknown>) => `/api/tooling-transfers/export?${queryString(f)}`;
export const fetchToolTransfer = (no: string) => get<ToolTransferDetail>(tt(no));
export const sendTooling = (body: ToolTransferInput) => post<ToolTransfer>('tooling-transfers', body);
export const actOnToolTransfer = (no: string, body: ToolTransferActionInput) =>
  post<ToolTransferActed>(`${tt(no)}/actions`, body);
/** An API amount with its thousands grouped: "1234567.50" → "1,234,567.50". */
export const yuan = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
