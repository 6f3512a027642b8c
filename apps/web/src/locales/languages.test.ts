import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages';

describe('the stored language (spec 01 §1, §3)', () => {
  it('prefers a stored choice over the browser, and the browser over English', () => {
    expect(detectLanguage('ja', ['en-US'])).toBe('ja');
    expect(detectLanguage(null, ['zh-HK', 'en'])).toBe('zh-TW');
    expect(detectLanguage('xx', ['fr-FR'])).toBe('en');
  });
});
