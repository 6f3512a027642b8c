import type {
  AmortisationBasis,
  ToolTransferAction,
  ToolTransferStatus,
  ToolingKind,
  ToolingOwner,
  ToolingStatus,
} from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The tooling calls of issue 20 (apps/server/src/modules/tooling). */
type Party = { id: string; name: string | null; no: string | null };
export interface LogLine {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  text: string;
}
export interface Tooling {
  no: string;
  name: string;
  kind: ToolingKind;
  status: ToolingStatus;
  side: 'factory' | 'customer';
  factory: Party;
  customer: Party;
  holder: Party;
  orderNo: string | null;
  owner: ToolingOwner;
  /** Money as the API writes it: "1000.00". */
  cost: string;
  amortiseBasis: AmortisationBasis;
  amortiseOver: number;
  amortisedUnits: number;
  amortised: string;
  remaining: string;
  percent: number;
  location: string;
  scrapReason: string | null;
  rowVersion: number;
  createdAt: string;
  actions: Array<'record_use' | 'scrap' | 'transfer'>;
}
export interface ToolTransfer {
  no: string;
  toolingNo: string;
  toolingName: string | null;
  status: ToolTransferStatus;
  side: 'sender' | 'receiver';
  from: Party;
  to: Party;
  fromLocation: string;
  toLocation: string;
  note: string;
  answerReason: string | null;
  sentByName: string;
  signedByName: string | null;
  rowVersion: number;
  createdAt: string;
  answeredAt: string | null;
  actions: ToolTransferAction[];
}
export interface ToolingDetail extends Tooling {
  transfers: ToolTransfer[];
  log: LogLine[];
}
export interface ToolTransferDetail extends ToolTransfer {
  log: LogLine[];
}
export interface ToolingForm {
  name: string;
  kind: ToolingKind;
  customerNo: string;
  orderNo?: string;
  owner: ToolingOwner;
  /** The cost as typed: "1200.5". */
  cost: string;
  amortiseBasis: AmortisationBasis;
  amortiseOver: number;
  amortisedUnits?: number;
  location?: string;
}

const at = (no: string) => `toolings/${encodeURIComponent(no)}`;
const tt = (no: string) => `tooling-transfers/${encodeURIComponent(no)}`;
export const listToolings = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Tooling>>(`toolings?${queryString(p)}`);
export const toolingExportUrl = (f: Record<string, unknown>) => `/api/toolings/export?${queryString(f)}`;
export const fetchTooling = (no: string) => get<ToolingDetail>(at(no));
export const createTooling = (body: ToolingForm) => post<ToolingDetail>('toolings', body);
export const actOnTooling = (
  no: string,
  body: { action: 'record_use' | 'scrap'; units?: number; reason?: string; rowVersion?: number },
) => post<ToolingDetail>(`${at(no)}/actions`, body);
export const listToolTransfers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<ToolTransfer>>(`tooling-transfers?${queryString(p)}`);
export const toolTransferExportUrl = (f: Record<string, unknown>) => `/api/tooling-transfers/export?${queryString(f)}`;
export const fetchToolTransfer = (no: string) => get<ToolTransferDetail>(tt(no));
export const sendTooling = (body: { toolingNo: string; toFactoryNo: string; toLocation?: string; note?: string }) =>
  post<ToolTransfer>('tooling-transfers', body);
export const actOnToolTransfer = (
  no: string,
  body: { action: ToolTransferAction; reason?: string; location?: string; rowVersion?: number },
) => post<ToolTransferDetail>(`${tt(no)}/actions`, body);
/** An API amount with its thousands grouped: "1234567.50" → "1,234,567.50". */
export const yuan = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
