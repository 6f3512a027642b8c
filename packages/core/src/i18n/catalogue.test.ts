import { describe, expect, it } from 'vitest';
import { accountProblemTexts } from './account-problems.js';
import { CATALOGUE_LANGUAGES, inLanguage } from './catalogue.js';

describe('shared catalogues', () => {
  it("give the web one language with i18next's {{name}} placeholders", () => {
    const texts = {
      joined: {
        en: 'Joined {name}',
        'zh-CN': '已加入{name}',
        'zh-TW': '已加入{name}',
        es: 'Unido a {name}',
        ja: '{name} に参加',
      },
    };
    expect(inLanguage(texts, 'es')).toEqual({ joined: 'Unido a {{name}}' });
    expect(inLanguage(accountProblemTexts, 'zh-CN').required).toBe('不能为空');
  });

  it('hold every text in the five languages', () => {
    for (const [key, texts] of Object.entries(accountProblemTexts))
      for (const language of CATALOGUE_LANGUAGES) expect(texts[language].trim(), key).not.toBe('');
  });
});
