import { describe, expect, it } from 'vitest';
import { isPublicPath, STANDALONE_ROUTES } from './fixed-routes';

describe('public routes (spec 01 §2.3)', () => {
  it('lets the login, help, registration and invite-link pages pass without a session', () => {
    for (const path of [
      '/login',
      '/login-help/index',
      '/register/index',
      '/join/index',
      '/file-list',
      '/text-ceshi/index',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it('lets the public instant quote (issue 22, beyond §2.3) pass without a session, outside the layout', () => {
    expect(isPublicPath('/instant-quote')).toBe(true);
    expect(isPublicPath('/instant-quote/index')).toBe(true);
    expect(STANDALONE_ROUTES).toContain('instant-quote');
  });

  it('keeps business screens behind the guard', () => {
    for (const path of ['/dashboard', '/staff-management/index', '/quotation-management/index', '/joined/index']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it('shows the short invite link without the layout', () => {
    expect(STANDALONE_ROUTES).toContain('join');
  });
});
