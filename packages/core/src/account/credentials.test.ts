import { describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, checkPasswordChange, EMAIL, LANDLINE, MOBILE_PHONE } from './credentials.js';

describe('sign-in shapes (spec 01 §5)', () => {
  it('takes an 11-digit mobile number starting with 1 only', () => {
    expect(MOBILE_PHONE.test('13800000001')).toBe(true);
    expect(MOBILE_PHONE.test('23800000001')).toBe(false);
    expect(MOBILE_PHONE.test('1380000000')).toBe(false);
  });
  it('takes a standard e-mail address', () => {
    expect(EMAIL.test('factory@demo.pcbunion.test')).toBe(true);
    expect(EMAIL.test('factory@demo')).toBe(false);
  });
  it('takes 6-20 letters, digits or underscores as a password', () => {
    expect(ACCOUNT_PASSWORD.test('Pcb_Demo2026')).toBe(true);
    expect(ACCOUNT_PASSWORD.test('abc12')).toBe(false);
    expect(ACCOUNT_PASSWORD.test('abc-123')).toBe(false);
  });
  it('takes a landline with an optional area code then 7 to 14 digits', () => {
    for (const landline of ['0755-12345678', '12345678', '075512345678', '010-1234567', '1234567', '12345678901234'])
      expect(LANDLINE.test(landline), landline).toBe(true);
    for (const wrong of ['123456', '0755-123456', 'abcdefgh', '0755-1234567a', '123456789012345', '0755-', '-12345678'])
      expect(LANDLINE.test(wrong), wrong).toBe(false);
  });
});

describe('change password (spec 01 §5)', () => {
  it('requires all three fields', () => {
    expect(checkPasswordChange({ current_pwd: 'x', new_pwd: '' })).toEqual({ field: 'new_pwd', problem: 'required' });
  });
  it('wants 8-16 characters with lower, upper case and a digit', () => {
    expect(checkPasswordChange({ current_pwd: 'x', new_pwd: 'abcdefgh1', re_pwd: 'abcdefgh1' })?.problem).toBe(
      'weakPassword',
    );
    expect(checkPasswordChange({ current_pwd: 'x', new_pwd: 'Abcdefgh1Abcdefgh', re_pwd: 'x' })?.problem).toBe(
      'weakPassword',
    );
  });
  it('wants the repeat to match', () => {
    expect(checkPasswordChange({ current_pwd: 'x', new_pwd: 'Abcdefg1', re_pwd: 'Abcdefg2' })).toEqual({
      field: 're_pwd',
      problem: 'passwordMismatch',
    });
  });
  it('passes a good change', () => {
    expect(checkPasswordChange({ current_pwd: 'x', new_pwd: 'Abcdefg1', re_pwd: 'Abcdefg1' })).toBeNull();
  });
});
