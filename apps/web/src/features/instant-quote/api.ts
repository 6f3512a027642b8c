import type { Body, Schemas } from '../../api/contract';
import { ApiError, call, get, identifiedApiUrl, post } from '../../api/http';

export type PriceMatrix = Schemas['PriceMatrix'];
export type MatrixCell = PriceMatrix['rows'][number]['cells'][number];

export const getMatrix = (body: Body<'/api/pricing/matrix', 'post'>, signal?: AbortSignal) =>
  post<PriceMatrix>('pricing/matrix', body, { readOnly: true, silent: true, signal });

export type ShippingQuote = Schemas['ShippingQuote'];
export type ShippingOption = ShippingQuote['options'][number];
export type Destination = Body<'/api/shipping/quote', 'post'>['destination'];

export const getShippingQuote = (body: Body<'/api/shipping/quote', 'post'>, signal?: AbortSignal) =>
  post<ShippingQuote>('shipping/quote', body, { readOnly: true, silent: true, signal });

export type ShippingZones = Schemas['ShippingZones'];
export const getZones = (merchant?: string) =>
  get<ShippingZones>(`shipping/zones${merchant ? `?merchant=${encodeURIComponent(merchant)}` : ''}`);

export type QuoteState = Body<'/api/instant-quotes/{id}', 'put'>['state'];
export type InstantQuote = Schemas['InstantQuote'];

export const createQuote = (body: Body<'/api/instant-quotes', 'post'>) =>
  post<InstantQuote>('instant-quotes', body, { readOnly: true });
export const getQuote = (id: string) => get<InstantQuote>(`instant-quotes/${id}`, { silent: true });
export const saveQuote = (id: string, body: Body<'/api/instant-quotes/{id}', 'put'>) =>
  call<InstantQuote>('PUT', `instant-quotes/${id}`, body, { readOnly: true, silent: true });
export const claimQuote = (id: string) =>
  post<InstantQuote>(`instant-quotes/${id}/claim`, {}, { readOnly: true, silent: true });

/** Sends the archive to the quote: transfer progress, then the server analyses it (same request). */
export function uploadQuoteGerber(
  id: string,
  file: Blob & { name?: string },
  onProgress: (fraction: number) => void,
): Promise<InstantQuote> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'gerber.zip');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', identifiedApiUrl(`instant-quotes/${id}/gerber`));
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as { code?: number; msg?: string; data?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.code === 1) resolve(body.data as InstantQuote);
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
    xhr.timeout = 120_000;
    xhr.ontimeout = () => reject(new ApiError(0, 0, 'timeout', null, true));
    xhr.send(form);
  });
}

/** The quote's archive (to send on as the inquiry's Gerber file once signed in). */
export async function quoteArchive(id: string, name: string): Promise<File> {
  const res = await fetch(identifiedApiUrl(`instant-quotes/${id}/gerber`), { credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, 0, res.statusText);
  return new File([await res.blob()], name, { type: 'application/zip' });
}

export type MadeInquiry = Schemas['Inquiry'];
export const makeInquiry = (body: Body<'/api/inquiries', 'post'>) => post<MadeInquiry>('inquiries', body);

// The factory's shipping table (settings card on the pricing projects screen).
export type ShippingTable = Schemas['ShippingTable'];
export type ShippingRateRow = ShippingTable['rates'][number];
export const getShippingTable = () => get<ShippingTable>('shipping/table');
export const saveShippingTable = (table: Body<'/api/shipping/table', 'put'>) =>
  call<ShippingTable>('PUT', 'shipping/table', table);
