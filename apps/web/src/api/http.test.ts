import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from './session';
import { sessionStore, type StoredSession } from '../stores/session';
import { ApiError, call, getText, identifiedApiUrl, onApiError, post } from './http';

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
    expect(JSON.parse(init.body as string)).toMatchObject({ clienttype: 3 });
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

describe('every call carries productid, spaceid and systemid (spec 01 §7)', () => {
  const ok = () => answer(200, { code: 1, msg: 'ok', data: null });
  const OURS = { productid: 'pcb_uniontrans', spaceid: 'pcb_uniontrans', systemid: 10201 };
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ session: null, authInfo: null, ended: null });
  });

  it('puts them in the JSON body of a service call, beside its own fields', async () => {
    const fetch = stubFetch(ok);
    await post('busiservice.pcbuniontrans.updatepassword', { old_password: 'a', new_password: 'b' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/busiservice.pcbuniontrans.updatepassword');
    expect(JSON.parse(init.body as string)).toEqual({ ...OURS, old_password: 'a', new_password: 'b' });
  });

  it('puts them in the query of a read, after the query it has', async () => {
    const fetch = stubFetch(ok);
    await call('GET', 'staff?page_no=2&page_size=20');
    await call('GET', 'wallet');
    await call('DELETE', 'addresses/7');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/staff?page_no=2&page_size=20&productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201',
      '/api/wallet?productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201',
      '/api/addresses/7?productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201',
    ]);
    expect(fetch.mock.calls.map(([, init]) => init.body)).toEqual([undefined, undefined, undefined]);
  });

  it('puts them in the query of a form upload and of a list body, leaving the body as it is', async () => {
    const fetch = stubFetch(ok);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.gtl');
    await call('POST', 'work-orders', form);
    await call('POST', 'batch', [1, 2]);
    const [[formUrl, formInit], [listUrl, listInit]] = fetch.mock.calls as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(new URL(formUrl, 'http://x').searchParams.get('systemid')).toBe('10201');
    expect(formInit.body).toBe(form);
    expect(new URL(listUrl, 'http://x').searchParams.get('productid')).toBe('pcb_uniontrans');
    expect(listInit.body).toBe('[1,2]');
  });

  it('puts them in the address of what the browser sends itself: an upload, a download, an image', () => {
    expect(identifiedApiUrl('gerber/files')).toBe(
      '/api/gerber/files?productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201',
    );
    expect(identifiedApiUrl('gerber/files/7/render/top?mask=green')).toBe(
      '/api/gerber/files/7/render/top?mask=green&productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201',
    );
  });

  it("sends the session's product id, from its login answer, once signed in", async () => {
    const fetch = stubFetch(ok);
    sessionStore.signIn(
      { sessionid: 'S', productid: 'pcb_admin' } as StoredSession,
      { menus: [] } as unknown as AuthInfo,
    );
    await post('atom/auth-info1', { clienttype: 3 });
    await getText('auth/check');
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string).productid).toBe('pcb_admin');
    expect(fetch.mock.calls[1]![0]).toContain('productid=pcb_admin');
  });

  it('keeps a value the caller set, and carries only what the spec notes for delfile', async () => {
    const fetch = stubFetch(ok);
    await post('x', { productid: 'given' });
    await post('file/delfile', { delfile_name: 'a' }, { carries: ['productid', 'spaceid'] });
    await call('GET', 'file/getfile?productid=pcb_uniontrans&id=1', undefined, { carries: ['productid'] });
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string).productid).toBe('given');
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string)).toEqual({
      productid: 'pcb_uniontrans',
      spaceid: 'pcb_uniontrans',
      delfile_name: 'a',
    });
    expect(fetch.mock.calls[2]![0]).toBe('/api/file/getfile?productid=pcb_uniontrans&id=1');
  });
});
