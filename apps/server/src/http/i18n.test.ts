import { describe, expect, it } from 'vitest';
import { defineMessages, i18n, loadedNamespaces } from './i18n.js';
import { localizedText, translate } from './messages.js';

describe('server messages through i18next', () => {
  const noticeWords = {
    shipped: localizedText(
      'Notice {no} shipped',
      '通知 {no} 已发货',
      '通知 {no} 已發貨',
      'Aviso {no} enviado',
      '通知 {no} 出荷済み',
    ),
  };
  defineMessages('i18n-test', { noticeWords });

  it('loads a module catalogue into its namespace, per language, keyed by its path', () => {
    expect(loadedNamespaces()['i18n-test']).toEqual(['noticeWords.shipped']);
    expect(i18n.getResource('zh-TW', 'i18n-test', 'noticeWords.shipped')).toBe('通知 {no} 已發貨');
    expect(translate('ja', noticeWords.shipped, { no: 'SN-1' })).toBe('通知 SN-1 出荷済み');
  });

  it('resolves the common texts from their namespace and keeps a placeholder with no value as written', () => {
    expect(i18n.getResource('es', 'common', 'notFound')).toBe('No encontrado');
    expect(translate('zh-CN', 'routeNotFound', { path: '/api/x$&{y}' })).toBe('接口不存在：/api/x$&{y}');
    expect(translate('en', 'wrongType')).toBe('must be a {expected}');
  });

  it('fills a sentence made on the spot the same way, and takes `count` as a plain value', () => {
    const made = localizedText(
      '{count} of {total}',
      '{count}/{total}',
      '{count}/{total}',
      '{count} de {total}',
      '{count}/{total}',
    );
    expect(translate('es', made, { count: 1, total: 3 })).toBe('1 de 3');
  });

  it('refuses a key loaded twice with different texts', () => {
    const other = { noticeWords: { shipped: { ...noticeWords.shipped, en: 'Notice {no} sent' } } };
    expect(() => defineMessages('i18n-test', other)).toThrow(/i18n-test:noticeWords.shipped/);
    expect(() => defineMessages('i18n-test', { noticeWords })).not.toThrow();
  });
});
