import type { WorkOrderAction, WorkOrderKind } from '@pcbunion/core';
import type { Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The work-order API (docs in the README § Work orders): both sides of consultations, complaints, pricing suggestions. */
export type WorkOrderImage = Schemas['WorkOrderImage'];
export type WorkOrder = Schemas['WorkOrder'];
export type WorkOrderEntry = Schemas['WorkOrderEntry'];
export type WorkOrderDetail = Schemas['WorkOrderDetail'];

/** A new work order's fields (sent as multipart text fields with the images). */
export type NewWorkOrderInput = {
  [K in keyof NewWorkOrderBody]?: Exclude<NewWorkOrderBody[K], null>;
} & { kind: WorkOrderKind };
type NewWorkOrderBody = Omit<NonNullable<Body<'/api/work-orders', 'post'>>, 'fileIds'>;

// Field errors are shown on the form's field by the caller, so these writes are silent.
const quiet = { silent: true };
const path = (no: string) => `work-orders/${encodeURIComponent(no)}`;

const form = (fields: Record<string, string | undefined>, images: File[]) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') data.append(k, v);
  for (const image of images) data.append('file', image, image.name);
  return data;
};

export const listWorkOrders = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<WorkOrder>>(`work-orders?${queryString(p)}`);
export const getWorkOrder = (no: string) => get<WorkOrderDetail>(path(no));
export const createWorkOrder = (input: NewWorkOrderInput, images: File[]) =>
  post<WorkOrder>('work-orders', form({ ...input }, images), quiet);
export const replyToWorkOrder = (no: string, body: string, images: File[]) =>
  post<WorkOrderDetail>(`${path(no)}/replies`, form({ body }, images));
export const addNote = (no: string, body: string) => post<WorkOrderDetail>(`${path(no)}/notes`, { body });
export const assignWorkOrder = (no: string, assigneeId: string, rowVersion: number) =>
  post<WorkOrderDetail>(`${path(no)}/assign`, { assigneeId, rowVersion });
export const changeWorkOrderStatus = (no: string, action: WorkOrderAction, rowVersion: number) =>
  post<WorkOrderDetail>(`${path(no)}/status`, { action, rowVersion });
export const reuploadImage = (no: string, fileId: string, image: File) => {
  const data = new FormData();
  data.append('file', image, image.name);
  return call<WorkOrderImage>('POST', `${path(no)}/attachments/${fileId}/reupload`, data);
};

/** Choices for the link fields: the caller's orders, inquiries and quotations (silent: a list the caller lacks is empty). */
const numbers = async (url: string, pick: (row: Record<string, unknown>) => unknown): Promise<string[]> => {
  try {
    const page = await get<{ data: Array<Record<string, unknown>> }>(url, quiet);
    return page.data.map(pick).filter((v): v is string => typeof v === 'string');
  } catch {
    return [];
  }
};
export const myOrderNumbers = () => numbers('orders?tab=all&page_size=100', (r) => r.no);
export const myInquiryNumbers = () => numbers('inquiries?tab=all&page_size=100', (r) => r.no);
export const myQuotationNumbers = () => numbers('quotations?page_size=100', (r) => r.quotationNo ?? r.no);
