import { HTTP_TIMEOUT_MS, PRODUCT_ID, SPACE_ID, SYSTEM_ID } from '@pcbunion/core';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A refused or failed call: HTTP status (0 for transport errors), the answer code and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

type ErrorListener = (error: ApiError) => void;
let errorListener: ErrorListener = () => {};

/** The shell installs how errors are shown (spec 01 §8: 5 s toast); a caller may show its own instead. */
export function onApiError(listener: ErrorListener): void {
  errorListener = listener;
}

type UnauthorizedListener = (error: ApiError) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * The session's owner installs what a 401 means (spec 01 §8: the session ended — signed in elsewhere or expired);
 * null removes it. While one is installed, a 401 of any session call goes to it instead of the error toast.
 */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

type WriteListener = () => void;
let writeListener: WriteListener = () => {};

/** Told after each write that succeeded (any method but GET): what the app has cached may now be out of date. */
export function onApiWrite(listener: WriteListener): void {
  writeListener = listener;
}

export interface CallOptions {
  /** The caller shows the error itself (e.g. the login page's 2 s message). */
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A POST that only reads (the gateway's queries, an estimate): it leaves what the app has cached as it is. */
  readOnly?: boolean;
  /** A sign-in call: its 401 means the credentials were refused, not that a session ended. */
  signIn?: boolean;
  /** Extra request headers, e.g. the `Idempotency-Key` of a call that moves money. */
  headers?: Record<string, string>;
  /** The identity fields this call carries when the spec notes fewer than all three (delfile: productid, spaceid). */
  carries?: readonly IdentityField[];
}

export type IdentityField = 'productid' | 'spaceid' | 'systemid';
const ALL_IDENTITY: readonly IdentityField[] = ['productid', 'spaceid', 'systemid'];

type ProductOfSession = () => string | undefined;
let productOfSession: ProductOfSession = () => undefined;

/** The session store tells which product its login answer named (stores/session.ts installs it). */
export function identifyCallsWith(productOf: ProductOfSession): void {
  productOfSession = productOf;
}

/** Spec 01 §7: the product (the session's, from its login answer; ours before one), space and system of a call. */
export function callIdentity(
  fields: readonly IdentityField[] = ALL_IDENTITY,
): Partial<Record<IdentityField, string | number>> {
  const values = { productid: productOfSession() || PRODUCT_ID, spaceid: SPACE_ID, systemid: SYSTEM_ID };
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

const isPlainObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype;

/**
 * Spec 01 §7 "every service call also carries productid, spaceid and systemid": in a JSON object body as the
 * spec's payloads do (a field the caller set stays as it is), else — a read, a file, no body — in the query.
 */
function withIdentity(path: string, body: unknown, carries?: readonly IdentityField[]): [string, unknown] {
  const identity = callIdentity(carries);
  if (isPlainObject(body)) return [path, { ...identity, ...body }];
  const mark = path.indexOf('?');
  const given = new URLSearchParams(mark < 0 ? '' : path.slice(mark + 1));
  const added = new URLSearchParams();
  for (const [field, value] of Object.entries(identity)) if (!given.has(field)) added.set(field, String(value));
  const extra = added.toString();
  if (!extra) return [path, body];
  const joiner = mark < 0 ? '?' : /[?&]$/.test(path) ? '' : '&';
  return [path + joiner + extra, body];
}

type Body = (Partial<Envelope<unknown>> & { status_code?: number; message?: string }) | null;

/** Spec 01 §8: non-200, a body status_code of 500, an answer code other than 1, or a transport failure. */
function failure(res: Response, body: Body): ApiError | null {
  const message = body?.msg || body?.message || res.statusText || `HTTP ${res.status}`;
  if (body?.status_code === 500) return new ApiError(res.status, body.code ?? 0, message, body.data ?? null);
  if (!res.ok) return new ApiError(res.status, body?.code ?? 0, message, body?.data ?? null);
  if (!body || body.code !== 1) return new ApiError(res.status, body?.code ?? 0, message, body?.data ?? null);
  return null;
}

function transportError(raw: unknown, timeout: AbortSignal): ApiError {
  if (raw instanceof ApiError) return raw;
  const message = raw instanceof Error ? raw.message : String(raw);
  const timedOut = timeout.aborted || /time\s?out/i.test(message);
  return new ApiError(0, 0, message, null, timedOut);
}

export const apiUrl = (path: string) => `/api/${path.replace(/^\/?(api\/)?/, '')}`;

/** The address of a call the browser sends itself (an upload's XMLHttpRequest, antd's Upload), identity in its query. */
export const identifiedApiUrl = (path: string) => apiUrl(withIdentity(path, undefined)[0]);

/** Calls under /api with cookies, a 60 s time-out and the `{ code, msg, data }` envelope unwrapped. */
export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const [url, sent] = withIdentity(path, body, options.carries);
  try {
    const res = await fetch(apiUrl(url), {
      method,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
      ...(options.headers && {
        headers: {
          ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      }),
      body: sent === undefined ? undefined : isForm ? (sent as FormData) : JSON.stringify(sent),
      signal,
    });
    const envelope = (await res.json().catch(() => null)) as Body;
    const error = failure(res, envelope);
    if (error) throw error;
    if (method !== 'GET' && !options.readOnly) writeListener();
    return envelope!.data as T;
  } catch (raw) {
    const error = transportError(raw, timeout);
    if (error.status === 401 && !options.signIn && unauthorizedListener) unauthorizedListener(error);
    else if (!options.silent) errorListener(error);
    throw error;
  }
}

/** A call answering plain text (the session-validity check answers `true`). Never shows an error itself. */
export async function getText(path: string, options: CallOptions = {}): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const [url] = withIdentity(path, undefined, options.carries);
  const res = await fetch(apiUrl(url), { credentials: 'same-origin', signal: timeout });
  if (res.status === 401) unauthorizedListener?.(new ApiError(401, 0, res.statusText));
  return (await res.text()).trim();
}

export const post = <T>(path: string, body: unknown = {}, options?: CallOptions) =>
  call<T>('POST', path, body, options);
export const get = <T>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options);
