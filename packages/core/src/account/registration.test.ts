import { describe, expect, it } from 'vitest';
import { checkBusinessRegistration, checkShortText, checkUserRegistration, isPhoneOf } from './registration.js';

const good = {
  phone_area_code: '+86',
  register_phonenum: '13912340000',
  register_username: 'Li Lei',
  register_password: 'secret_1',
  verify_code: '123456',
};

describe('user registration rules (spec 01 §5)', () => {
  it('passes a complete registration by phone', () => {
    expect(checkUserRegistration(good, 'phone')).toBeNull();
  });
  it('names the first field in trouble', () => {
    expect(checkUserRegistration({ ...good, register_phonenum: '2391234000' }, 'phone')).toEqual({
      field: 'register_phonenum',
      problem: 'badPhone',
    });
    expect(checkUserRegistration({ ...good, verify_code: '12345' }, 'phone')).toEqual({
      field: 'verify_code',
      problem: 'badCode',
    });
    expect(checkUserRegistration({ ...good, register_password: 'a-b-c-d' }, 'phone')).toEqual({
      field: 'register_password',
      problem: 'badPassword',
    });
    expect(checkUserRegistration({ ...good, register_username: '' }, 'phone')).toEqual({
      field: 'register_username',
      problem: 'required',
    });
  });
  it('needs a correct mailbox when registering by e-mail', () => {
    expect(checkUserRegistration({ ...good, register_email: 'li@lei' }, 'email')).toEqual({
      field: 'register_email',
      problem: 'badEmail',
    });
    expect(checkUserRegistration({ ...good, register_email: 'li@lei.cn' }, 'email')).toBeNull();
  });
  it('allows at most 10 characters in a name', () => {
    expect(checkShortText('一二三四五六七八九十')).toBeNull();
    expect(checkShortText('ABCDEFGHIJK')).toBe('tooLong');
  });
  it('takes 11 digits starting with 1 in mainland China and 5-15 digits elsewhere', () => {
    expect(isPhoneOf('+86', '13800000001')).toBe(true);
    expect(isPhoneOf('+86', '23800000001')).toBe(false);
    expect(isPhoneOf('+852', '91234567')).toBe(true);
  });
});

describe('business registration rules', () => {
  const business = {
    company_name: 'Shenzhen Test PCB',
    regNumOrCreditCode: '91440300MA5EXAMPLE',
    phoneAreaCode: '+86',
    loginUserPhone: '13912340000',
    verify_code: '123456',
    agreement: true,
  };
  it('passes a complete registration', () => {
    expect(checkBusinessRegistration(business)).toBeNull();
  });
  it('requires the enterprise use agreement', () => {
    expect(checkBusinessRegistration({ ...business, agreement: false })).toEqual({
      field: 'agreement',
      problem: 'agreement',
    });
  });
  it('checks the credit code shape', () => {
    expect(checkBusinessRegistration({ ...business, regNumOrCreditCode: 'x!' })).toEqual({
      field: 'regNumOrCreditCode',
      problem: 'badCreditCode',
    });
  });
});
