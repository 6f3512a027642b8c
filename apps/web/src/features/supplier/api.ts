import type { SupplierAction, SupplierScope } from '@pcbunion/core';
import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The supplier master and potential-supplier calls of issue 19. */
export type Supplier = Schemas['SupplierRow'];
export type SupplierContact = Supplier['contacts'][number];
export type SupplierDetail = Schemas['Supplier'];
export type SupplierDocument = Schemas['SupplierDocument'];
/** A change of a supplier file (PUT); a new file (POST) needs its name too. */
export type SupplierInput = Body<'/api/suppliers/{uid}', 'put'>;
export type NewSupplierInput = Body<'/api/suppliers', 'post'>;
export type SupplierEvaluationInput = Body<'/api/suppliers/{uid}/evaluations', 'post'>;
export type SupplierDocumentInput = NonNullable<Body<'/api/suppliers/{uid}/documents', 'post'>>;

type Query = PageParams & Record<string, unknown>;

export const listSuppliers = (p: Query) =>
  get<PageAnswer<Supplier> & Pick<Answer<'/api/suppliers', 'get'>, 'counts'>>(`suppliers?${queryString(p)}`);
export const supplierExportUrl = (filters: Record<string, unknown>) => `/api/suppliers/export?${queryString(filters)}`;
export const getSupplier = (uid: string) => get<SupplierDetail>(`suppliers/${uid}`);
export const platformSuppliers = () =>
  get<Answer<'/api/suppliers/platform-enterprises', 'get'>>('suppliers/platform-enterprises');
export const createSupplier = (body: NewSupplierInput) => post<SupplierDetail>('suppliers', body);
export const changeSupplier = (uid: string, body: SupplierInput) =>
  call<SupplierDetail>('PUT', `suppliers/${uid}`, body);
export const moveSupplier = (
  uid: string,
  action: Exclude<SupplierAction, 'approve' | 'reject'>,
  body: Body<'/api/suppliers/{uid}/suspend', 'post'>,
) => post<Answer<'/api/suppliers/{uid}/suspend', 'post'>>(`suppliers/${uid}/${action}`, body);
export const evaluateSupplier = (uid: string, body: SupplierEvaluationInput) =>
  post<Answer<'/api/suppliers/{uid}/evaluations', 'post'>>(`suppliers/${uid}/evaluations`, body);
export const addSupplierDocument = (uid: string, body: SupplierDocumentInput) =>
  post<SupplierDetail>(`suppliers/${uid}/documents`, body);
/** The document's text fields and its scan or PDF (`file`), as one multipart form. */
const documentForm = (fields: Record<string, string | null | undefined>, file?: File) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null && v !== '') data.append(k, v);
  if (file) data.append('file', file, file.name);
  return data;
};
export const uploadSupplierDocument = (uid: string, body: SupplierDocumentInput, file?: File) =>
  post<SupplierDetail>(`suppliers/${uid}/documents`, documentForm({ ...body }, file));
export const changeSupplierDocument = (
  uid: string,
  documentUid: string,
  body: Body<'/api/suppliers/{uid}/documents/{documentUid}', 'put'>,
) => call<SupplierDocument>('PUT', `suppliers/${uid}/documents/${documentUid}`, body);
export const replaceSupplierDocumentFile = (uid: string, documentUid: string, file: File, version: number) =>
  post<SupplierDocument>(
    `suppliers/${uid}/documents/${documentUid}/file`,
    documentForm({ version: String(version) }, file),
  );
export const removeSupplierDocument = (uid: string, documentUid: string) =>
  call<null>('DELETE', `suppliers/${uid}/documents/${documentUid}`);
export type { SupplierScope };
