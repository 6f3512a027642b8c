import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, onApiError, onUnauthorized } from './http';

const unauthorized = () =>
  Promise.resolve(
    new Response(JSON.stringify({ code: 0, msg: 'Login status invalid', data: null }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('a 401 ends the session (spec 01 §8, issue 13)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onApiError(() => {});
    onUnauthorized(null);
  });

  it('hands a 401 of any call to the session owner instead of the error toast', async () => {
    vi.stubGlobal('fetch', vi.fn(unauthorized));
    const toasts: ApiError[] = [];
    const ended: ApiError[] = [];
    onApiError((e) => toasts.push(e));
    onUnauthorized((e) => ended.push(e));
    await expect(call('GET', 'gerber/files', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    await expect(call('POST', 'staff', {})).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveLength(2);
    expect(toasts).toHaveLength(0);
  });

  it('leaves a refused sign-in to the login page, and a 401 to the toast while nobody is signed in', async () => {
    vi.stubGlobal('fetch', vi.fn(unauthorized));
    const toasts: ApiError[] = [];
    const ended: ApiError[] = [];
    onApiError((e) => toasts.push(e));
    onUnauthorized((e) => ended.push(e));
    await expect(call('POST', 'service/login', {}, { signIn: true })).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveLength(0);
    expect(toasts.map((e) => e.message)).toEqual(['Login status invalid']);
    onUnauthorized(null);
    await expect(call('GET', 'x')).rejects.toMatchObject({ status: 401 });
    expect(toasts).toHaveLength(2);
  });
});
