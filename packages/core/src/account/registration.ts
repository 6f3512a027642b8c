import { ACCOUNT_PASSWORD, EMAIL, MOBILE_PHONE, SHORT_TEXT_MAX, VERIFY_CODE } from './credentials.js';

/**
 * Shared rules of registration, recovery and verification codes (spec 01 §3, §5, §9; spec 02 §4, §5, §9).
 * The form and the server run the same functions; the texts live in each app's messages.
 */

/** A code is valid this long after it is sent. */
export const VERIFY_CODE_TTL_SECONDS = 300;
/** Wrong tries allowed on one code; the last one voids it. */
export const VERIFY_CODE_MAX_ATTEMPTS = 5;
/** Codes one phone number or e-mail address may receive in an hour. */
export const VERIFY_CODES_PER_HOUR = 5;

/** What a code is for (`template_type` of the `alimessagecode` service). A code only works for its purpose. */
export const VERIFY_PURPOSES = [
  'register',
  'reset_password',
  'join_enterprise',
  'business_register',
  'change_phone',
  'erase_account',
] as const;
export type VerifyPurpose = (typeof VERIFY_PURPOSES)[number];

/** The kinds of enterprise a business registration may create (the platform operator is never registered). */
export const REGISTRABLE_KINDS = ['factory', 'customer', 'supplier'] as const;
export type RegistrableKind = (typeof REGISTRABLE_KINDS)[number];

/** Registration number (15) or unified social credit code (18), or a foreign registration number. */
export const CREDIT_CODE = /^[0-9A-Za-z-]{6,30}$/;
/** Job numbers: letters, digits, dash and underscore. */
export const JOB_NUMBER = /^[A-Za-z0-9_-]{1,32}$/;
export const COMPANY_NAME_MAX = 100;
export const ABBREVIATION_MAX = 30;

/** Avatar images (spec 01 §9: JPG or PNG, at most 500 kB). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

/** The problems a registration form can have; each app maps them to its texts. */
export type RegistrationProblem =
  | 'required'
  | 'badPhone'
  | 'badEmail'
  | 'badPassword'
  | 'passwordMismatch'
  | 'tooLong'
  | 'badCode'
  | 'badCreditCode'
  | 'agreement';

export interface FieldProblem<F extends string = string> {
  field: F;
  problem: RegistrationProblem;
}

/** Mainland numbers are 11 digits starting with 1; other area codes take 5 to 15 digits. */
export function isPhoneOf(areaCode: string, phone: string): boolean {
  return areaCode === '+86' ? MOBILE_PHONE.test(phone) : /^\d{5,15}$/.test(phone);
}

const blank = (value: string | undefined | null) => value === undefined || value === null || value.trim() === '';

/** Checks fields in order and answers the first problem, naming the field. */
export function firstProblem<F extends string>(checks: Array<[F, RegistrationProblem | null]>): FieldProblem<F> | null {
  for (const [field, problem] of checks) if (problem) return { field, problem };
  return null;
}

export const checkRequired = (value: string | undefined | null): RegistrationProblem | null =>
  blank(value) ? 'required' : null;
export const checkPhone = (areaCode: string | undefined, phone: string | undefined): RegistrationProblem | null =>
  blank(phone) ? 'required' : isPhoneOf(areaCode ?? '+86', phone!) ? null : 'badPhone';
export const checkEmail = (email: string | undefined): RegistrationProblem | null =>
  blank(email) ? 'required' : EMAIL.test(email!) ? null : 'badEmail';
export const checkAccountPassword = (password: string | undefined): RegistrationProblem | null =>
  blank(password) ? 'required' : ACCOUNT_PASSWORD.test(password!) ? null : 'badPassword';
export const checkVerifyCode = (code: string | undefined): RegistrationProblem | null =>
  blank(code) ? 'required' : VERIFY_CODE.test(code!) ? null : 'badCode';
/** A person's name: 1 to 10 characters (spec 01 §5 "you can only enter 10 characters"). */
export const checkShortText = (text: string | undefined): RegistrationProblem | null =>
  blank(text) ? 'required' : [...text!.trim()].length > SHORT_TEXT_MAX ? 'tooLong' : null;

export interface UserRegistrationForm {
  phone_area_code?: string;
  register_phonenum?: string;
  register_email?: string;
  register_username?: string;
  register_password?: string;
  verify_code?: string;
}

/** User registration by phone (a code sent to it) or by e-mail (a code sent there). */
export function checkUserRegistration(form: UserRegistrationForm, by: 'phone' | 'email'): FieldProblem | null {
  return firstProblem([
    by === 'phone'
      ? ['register_phonenum', checkPhone(form.phone_area_code, form.register_phonenum)]
      : ['register_email', checkEmail(form.register_email)],
    by === 'phone' && !blank(form.register_email)
      ? ['register_email', checkEmail(form.register_email)]
      : ['register_email', null],
    ['verify_code', checkVerifyCode(form.verify_code)],
    ['register_username', checkShortText(form.register_username)],
    ['register_password', checkAccountPassword(form.register_password)],
  ]);
}

export interface BusinessRegistrationForm {
  company_name?: string;
  regNumOrCreditCode?: string;
  entp_abbreviation?: string;
  phoneAreaCode?: string;
  loginUserPhone?: string;
  verify_code?: string;
  agreement?: boolean;
}

export function checkBusinessRegistration(form: BusinessRegistrationForm): FieldProblem | null {
  return firstProblem<string>([
    [
      'company_name',
      checkRequired(form.company_name) ??
        ((form.company_name ?? '').trim().length > COMPANY_NAME_MAX ? 'tooLong' : null),
    ],
    [
      'regNumOrCreditCode',
      checkRequired(form.regNumOrCreditCode) ??
        (CREDIT_CODE.test(form.regNumOrCreditCode!.trim()) ? null : 'badCreditCode'),
    ],
    ['entp_abbreviation', (form.entp_abbreviation ?? '').trim().length > ABBREVIATION_MAX ? 'tooLong' : null],
    ['loginUserPhone', checkPhone(form.phoneAreaCode, form.loginUserPhone)],
    ['verify_code', checkVerifyCode(form.verify_code)],
    ['agreement', form.agreement === true ? null : 'agreement'],
  ]);
}
