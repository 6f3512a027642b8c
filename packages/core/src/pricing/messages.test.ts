import { describe, expect, it } from 'vitest';
import { PRICING_LOCALES, isPricingMessageKey, pricingMessages, renderPricingMessage } from './messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('pricing messages', () => {
  it('has every key in English, simplified and traditional Chinese, Spanish and Japanese', () => {
    const keys = Object.keys(pricingMessages.en).sort();
    for (const locale of PRICING_LOCALES) {
      expect(Object.keys(pricingMessages[locale]).sort()).toEqual(keys);
      for (const text of Object.values(pricingMessages[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('uses the same placeholders in every language', () => {
    for (const [key, english] of Object.entries(pricingMessages.en)) {
      for (const locale of PRICING_LOCALES) {
        const text = pricingMessages[locale][key as keyof typeof pricingMessages.en];
        expect({ key, locale, names: placeholders(text) }).toEqual({ key, locale, names: placeholders(english) });
      }
    }
  });

  it('keeps the spec’s English sentences', () => {
    expect(renderPricingMessage('project.tooManyRows')).toBe('At most 20 data rows.');
    expect(renderPricingMessage('project.percentageFirst')).toBe('A percentage item cannot be first.');
    expect(renderPricingMessage('classification.batchIntervalRange')).toBe('The batch interval is between 4 and 10.');
    expect(renderPricingMessage('parameter.derivedCannotTick')).toBe('A derived parameter cannot use tick entry.');
    expect(renderPricingMessage('classification.hasChildren')).toBe(
      'A classification with children cannot be deleted.',
    );
  });

  it('fills placeholders in the caller’s language and leaves unknown ones visible', () => {
    expect(renderPricingMessage('formula.unknownCode', { code: 'LAYRS', position: 7 })).toBe('unknown code LAYRS at 7');
    expect(renderPricingMessage('formula.unknownCode', { code: 'LAYRS', position: 7 }, 'zh-TW')).toBe(
      '第 7 位：未知代碼 LAYRS',
    );
    expect(renderPricingMessage('formula.unknownCode', { position: 7 }, 'ja')).toBe('7 文字目：不明なコード {code}');
  });

  it('tells a message key from any other text', () => {
    expect(isPricingMessageKey('project.codeRequired')).toBe(true);
    expect(isPricingMessageKey('toString')).toBe(false);
  });
});
