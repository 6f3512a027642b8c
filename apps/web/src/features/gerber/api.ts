import type { Answer } from '../../api/contract';
import { ApiError, get, identifiedApiUrl, post, type CallOptions } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import type { AnalysisJob, BindingKind, GerberFile, GerberFileDetail, ListFilters, Validity } from './types';

const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

type ListParams = PageParams & ListFilters & Record<string, unknown>;

/** The factory's management list (screen gerber-file-management). */
export const listGerberFiles = (params: ListParams) => get<PageAnswer<GerberFile>>(`gerber/files${query(params)}`);
/** The caller's own uploads (the customer's inquiry screens). */
export const listMyUploads = (params: ListParams) => get<PageAnswer<GerberFile>>(`gerber/my-uploads${query(params)}`);

export const getGerberFile = (uid: string) => get<GerberFileDetail>(`gerber/files/${uid}`);
export const getAnalysisJob = (uid: string, options?: CallOptions) => get<AnalysisJob>(`gerber/jobs/${uid}`, options);

export const previewUrl = (uid: string, side: 'top' | 'bottom', version: string) =>
  identifiedApiUrl(`gerber/files/${uid}/preview/${side}?v=${encodeURIComponent(version)}`);
export const archiveUrl = (uid: string) => identifiedApiUrl(`gerber/files/${uid}/archive`);

const quiet = { silent: true } as const;
export const reviewFile = (uid: string, audit_status: 'success' | 'failed', remarks?: string) =>
  post<GerberFileDetail>(`gerber/files/${uid}/review`, { audit_status, remarks }, quiet);
export const recheckFile = (uid: string) =>
  post<Omit<Answer<'/api/gerber/files/{uid}/recheck', 'post'>, 'file'> & { file: GerberFileDetail }>(
    `gerber/files/${uid}/recheck`,
    {},
    quiet,
  );
export const bindFile = (uid: string, kind: BindingKind, number: string) =>
  post<GerberFileDetail>(`gerber/files/${uid}/bind`, { kind, number }, quiet);
export const unbindFile = (uid: string, kind: BindingKind, number: string) =>
  post<GerberFileDetail>(`gerber/files/${uid}/unbind`, { kind, number }, quiet);
export const setValidity = (uid: string, validity: Validity) =>
  post<GerberFileDetail>(`gerber/files/${uid}/validity`, { validity }, quiet);
export const saveRemarks = (uid: string, remarks: string) =>
  post<GerberFileDetail>(`gerber/files/${uid}/remarks`, { remarks }, quiet);

/** The 202 of an upload: the file, the job that analyses it and the boards the analysis takes before this one. */
export type UploadAnswer = Omit<Answer<'/api/gerber/files', 'post'>, 'file'> & { file: GerberFileDetail };

/**
 * Uploads a Gerber archive (multipart `file`) with the transfer's progress, which fetch cannot report: an
 * XMLHttpRequest with the same cookie, envelope and ApiError as `api/http.ts`. The server answers 202 at once
 * with the file and the job that analyses it.
 */
export function uploadGerber(
  file: Blob & { name?: string },
  fields: { merchant_uid?: string; remarks?: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('file', file, file.name ?? 'gerber.zip');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', identifiedApiUrl('gerber/files'));
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as { code?: number; msg?: string; data?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.code === 1) resolve(body.data as UploadAnswer);
      else
        reject(
          new ApiError(
            xhr.status,
            body?.code ?? 0,
            body?.msg || xhr.statusText || `HTTP ${xhr.status}`,
            body?.data ?? null,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 0, 'network error'));
    xhr.ontimeout = () => reject(new ApiError(0, 0, 'timeout', null, true));
    xhr.timeout = 120_000;
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
