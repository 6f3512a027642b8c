import type { StencilOption } from '@pcbunion/core';
import type { Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';

/** One price line as the server explains it (text in the reader's language). */
export type PriceLine = StencilQuoteAnswer['lines'][number];

/** A finding of the BOM / placement reader or the cross-check, rendered by the server. */
export type Finding = NonNullable<AssemblyQuoteAnswer['bom']>['errors'][number] & { ok?: boolean };

/** Which board: an instant quote, a Gerber file, or the analysis's figures. */
export type BoardRef = Pick<Body<'/api/stencil/quote', 'post'>, 'merchant' | 'quoteId' | 'gerberFileId' | 'gerber'>;

export type StencilQuoteAnswer = Schemas['StencilQuote'];
export type AssemblyQuoteAnswer = Schemas['AssemblyQuote'];

/** A BOM or placement file as the API takes it: its name and bytes in base64. */
export type FilePayload = NonNullable<Body<'/api/assembly/quote', 'post'>['bom']>;

export const quoteStencil = (body: BoardRef & { kind: StencilOption['kind'] }, signal?: AbortSignal) =>
  post<StencilQuoteAnswer>('stencil/quote', body, { readOnly: true, silent: true, signal });

export const quoteAssembly = (
  body: BoardRef & { boards: number; sourcing: 'customer' | 'factory'; bom?: FilePayload; pnp?: FilePayload },
  signal?: AbortSignal,
) => post<AssemblyQuoteAnswer>('assembly/quote', body, { readOnly: true, silent: true, signal });

export type AssemblySettings = Schemas['AssemblySettings'];

export const getAssemblySettings = () => get<AssemblySettings>('assembly/settings');
export const saveAssemblySettings = (body: Body<'/api/assembly/settings', 'put'>) =>
  call<AssemblySettings>('PUT', 'assembly/settings', body, { silent: true });

/** Reads a chosen file into the API's shape (base64 of its bytes). */
export async function filePayload(file: File): Promise<FilePayload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name, content: btoa(binary) };
}
