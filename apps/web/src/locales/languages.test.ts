import { describe, expect, it } from 'vitest';
import { cookieLanguage, detectLanguage } from './languages';

describe('the stored language (spec 01 §1, §3)', () => {
  it('reads the language cookie among others', () => {
    expect(cookieLanguage('sidebarStatus=1; language=zh-TW; other=x')).toBe('zh-TW');
    expect(cookieLanguage('sidebarStatus=1')).toBeNull();
    expect(cookieLanguage('')).toBeNull();
  });

  it('prefers a stored choice over the browser, and the browser over English', () => {
    expect(detectLanguage('ja', ['en-US'])).toBe('ja');
    expect(detectLanguage(null, ['zh-HK', 'en'])).toBe('zh-TW');
    expect(detectLanguage('xx', ['fr-FR'])).toBe('en');
  });
});
