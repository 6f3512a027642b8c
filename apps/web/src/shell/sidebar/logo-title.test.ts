import { describe, expect, it } from 'vitest';
import zhCN from '../../locales/zh-CN/common';
import { logoTitle } from './logo-title';

describe('the sidebar logo title (spec 01 §1)', () => {
  it('is the configured project name when there is one', () => {
    expect(logoTitle('Acme PCB Portal', 'customer')).toEqual({ text: 'Acme PCB Portal' });
  });

  it('is 报价平台 in the quotation branch (a customer’s online quotation and ordering portal)', () => {
    expect(logoTitle('', 'customer')).toEqual({ key: 'quotationPlatform' });
    expect(zhCN.quotationPlatform).toBe('报价平台');
  });

  it('is the app name elsewhere', () => {
    expect(logoTitle('', 'factory')).toEqual({ key: 'appName' });
    expect(logoTitle('', undefined)).toEqual({ key: 'appName' });
  });
});
