import { describe, expect, it } from 'vitest';
import { checkInvoicingInfo, checkPhoneByAreaCode, checkShippingAddress } from '../index.js';

const address = {
  recipient: 'Li Lei',
  company: '',
  areaCode: '+86',
  phone: '13912345678',
  region: ['44', '4403', '440305'],
  detailAddress: 'No. 1 Keji Road',
};
const invoicing = {
  unitName: 'Demo Electronics Co.',
  taxpayerNo: '91440300MA5F0XXXXX',
  address: 'Shenzhen',
  detailAddress: 'No. 1 Keji Road',
  phone: '0755-12345678',
  bank: 'Bank of China',
  bankCardNo: '6222 0200 1234 5678',
  email: 'billing@example.com',
  status: 'valid',
};

describe('shipping address rule', () => {
  it('takes a complete address, company optional', () => {
    expect(checkShippingAddress(address)).toBeNull();
  });

  it('wants 11 digits starting with 1 for +86, 5 to 15 digits for the other area codes', () => {
    expect(checkPhoneByAreaCode('+86', '1391234567')).toBe('badPhone');
    expect(checkPhoneByAreaCode('+86', '23912345678')).toBe('badPhone');
    expect(checkPhoneByAreaCode('+852', '91234567')).toBeNull();
    expect(checkPhoneByAreaCode('+82', '1234')).toBe('badPhone');
    expect(checkPhoneByAreaCode('+1', '2025550100')).toBe('badAreaCode');
    expect(checkShippingAddress({ ...address, phone: '139' })).toEqual({ field: 'phone', problem: 'badPhone' });
  });

  it('names the first missing field: recipient, region, detail address, phone', () => {
    expect(checkShippingAddress({ ...address, recipient: ' ' })).toEqual({ field: 'recipient', problem: 'required' });
    expect(checkShippingAddress({ ...address, phone: '' })).toEqual({ field: 'phone', problem: 'required' });
    expect(checkShippingAddress({ ...address, region: [] })).toEqual({ field: 'region', problem: 'required' });
    expect(checkShippingAddress({ ...address, detailAddress: '' })).toEqual({
      field: 'detailAddress',
      problem: 'required',
    });
  });

  it('refuses region codes that do not nest', () => {
    expect(checkShippingAddress({ ...address, region: ['44', '3501', '350102'] })).toEqual({
      field: 'region',
      problem: 'badRegion',
    });
    expect(checkShippingAddress({ ...address, region: ['44'] })).toEqual({ field: 'region', problem: 'badRegion' });
    expect(checkShippingAddress({ ...address, region: ['44', '4419', '441900003'] })).toBeNull();
    expect(checkShippingAddress({ ...address, region: ['44', '4403', '4403051'] })).toEqual({
      field: 'region',
      problem: 'badRegion',
    });
  });

  it('limits lengths and says the limit', () => {
    expect(checkShippingAddress({ ...address, recipient: 'x'.repeat(51) })).toEqual({
      field: 'recipient',
      problem: 'tooLong',
      max: 50,
    });
  });
});

describe('invoicing info rule', () => {
  it('takes a complete row', () => {
    expect(checkInvoicingInfo(invoicing)).toBeNull();
  });

  it('requires every field of spec 02 §5, naming it', () => {
    for (const field of [
      'unitName',
      'taxpayerNo',
      'address',
      'detailAddress',
      'phone',
      'bank',
      'bankCardNo',
      'email',
      'status',
    ] as const) {
      expect(checkInvoicingInfo({ ...invoicing, [field]: '' })).toEqual({ field, problem: 'required' });
    }
  });

  it('checks the formats of taxpayer number, card number, phone and e-mail', () => {
    expect(checkInvoicingInfo({ ...invoicing, taxpayerNo: '123' })?.problem).toBe('badTaxpayerNo');
    expect(checkInvoicingInfo({ ...invoicing, bankCardNo: '6222-abc' })?.problem).toBe('badBankCardNo');
    expect(checkInvoicingInfo({ ...invoicing, phone: 'call me' })?.problem).toBe('badTelephone');
    expect(checkInvoicingInfo({ ...invoicing, phone: '123456' })?.problem).toBe('badTelephone');
    for (const phone of ['0755-12345678', '13912345678', '+86 755 1234 5678'])
      expect(checkInvoicingInfo({ ...invoicing, phone })).toBeNull();
    expect(checkInvoicingInfo({ ...invoicing, email: 'nope' })?.problem).toBe('badEmail');
    expect(checkInvoicingInfo({ ...invoicing, status: 'maybe' })?.problem).toBe('badChoice');
  });
});
