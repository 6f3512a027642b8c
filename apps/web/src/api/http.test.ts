import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, getText, onApiError } from './http';

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(impl);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the HTTP client (spec 01 §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onApiError(() => {});
  });

  it('posts JSON under /api and unwraps the data of a code-1 answer', async () => {
    const fetch = stubFetch(() => answer(200, { code: 1, msg: 'ok', data: { a: 1 } }));
    await expect(call('POST', 'atom/auth-info1', { clienttype: 3 })).resolves.toEqual({ a: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/atom/auth-info1');
    expect(init.body).toBe('{"clienttype":3}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports a non-200 answer with its message to the shell (the 5 s toast)', async () => {
    stubFetch(() => answer(403, { code: 0, msg: 'Not allowed', data: null }));
    const seen: ApiError[] = [];
    onApiError((e) => seen.push(e));
    await expect(call('GET', 'quotations')).rejects.toMatchObject({ status: 403, message: 'Not allowed' });
    expect(seen.map((e) => e.message)).toEqual(['Not allowed']);
  });

  it('treats a body status_code of 500 as a failure showing that body message', async () => {
    stubFetch(() => answer(200, { status_code: 500, message: 'Database unavailable' }));
    await expect(call('GET', 'x')).rejects.toMatchObject({ message: 'Database unavailable' });
  });

  it('an answer code other than 1 fails with the server msg, and a silent call shows nothing', async () => {
    stubFetch(() => answer(200, { code: 0, msg: 'Password error', data: null }));
    const seen: ApiError[] = [];
    onApiError((e) => seen.push(e));
    await expect(call('POST', 'service/login', {}, { silent: true })).rejects.toMatchObject({
      code: 0,
      message: 'Password error',
    });
    expect(seen).toEqual([]);
  });

  it('marks a transport error that mentions a time-out as timed out', async () => {
    stubFetch(() => Promise.reject(new Error('connect ETIMEDOUT: request timeout')));
    await expect(call('GET', 'x', undefined, { silent: true })).rejects.toMatchObject({ status: 0, timedOut: true });
  });

  it('gives up after the time-out and says so', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    await expect(call('GET', 'slow', undefined, { silent: true, timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      timedOut: true,
    });
  });

  it('keeps the server message of any other transport failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call('GET', 'x', undefined, { silent: true })).rejects.toMatchObject({
      message: 'Failed to fetch',
      timedOut: false,
    });
  });

  it('reads the plain-text session check', async () => {
    stubFetch(() => answer(200, 'true\n'));
    await expect(getText('auth/check')).resolves.toBe('true');
  });
});
