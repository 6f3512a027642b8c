import { PHONE_AREA_CODES, REGISTRABLE_KINDS, text, VERIFY_PURPOSES } from '@pcbunion/core';
import { z } from 'zod';
import { identityFields } from '../../../platform/session/identity.js';

/**
 * Bodies of the gateway services of spec 01 §3/§7. The shapes (type, presence, length) are checked here;
 * the business rules of spec 01 §5 (phone, password, code …) by core's rules in each service, so each
 * refusal carries the spec's message.
 */
const areaCode = z.enum(PHONE_AREA_CODES);

export const sendCodeBody = z.object({
  phone_area_code: areaCode.optional(),
  phone_num: text(20).optional(),
  email: text(254).optional(),
  /** What the code is for; `change_phone` and `erase_account` codes are sent by the profile to the signed-in person. */
  template_type: z.enum(
    VERIFY_PURPOSES.filter((p) => p !== 'change_phone' && p !== 'erase_account') as [
      'register',
      'reset_password',
      'join_enterprise',
      'business_register',
    ],
  ),
  ...identityFields,
});

const userFields = {
  verify_code: text(16),
  phone_area_code: areaCode.default('+86'),
  register_phonenum: text(20).optional(),
  register_password: text(64),
  register_email: text(254).optional(),
  register_username: text(64),
  /** `phone` (the code went to the phone) or `email` (it went to the mailbox); defaults from what is filled. */
  register_type: z.enum(['phone', 'email']).optional(),
  ...identityFields,
};

export const userRegisterBody = z.object(userFields);
export type UserRegisterBody = z.infer<typeof userRegisterBody>;

export const memberRegisterBody = z.object({
  ...userFields,
  enterpriseuid: z.uuid(),
  /** The invite link's code. */
  tenantid: text(64).min(1),
  /** The link's purpose: `member` or `staff` (must agree with the link). */
  flag: z.enum(['member', 'staff']).optional(),
});
export type MemberRegisterBody = z.infer<typeof memberRegisterBody>;

export const businessRegisterBody = z.object({
  company_name: text(200),
  regNumOrCreditCode: text(64),
  entp_abbreviation: text(64).optional(),
  loginUserPhone: text(20),
  phoneAreaCode: areaCode.default('+86'),
  verify_code: text(16),
  enterprise_kind: z.enum(REGISTRABLE_KINDS),
  agreement: z.boolean().optional(),
  /** Needed when the phone has no account yet: the administrator's name and password. */
  register_username: text(64).optional(),
  register_password: text(64).optional(),
  ...identityFields,
});
export type BusinessRegisterBody = z.infer<typeof businessRegisterBody>;

export const joinEnterpriseBody = z.object({
  phoneAreaCode: areaCode.default('+86'),
  phoneNum: text(20).optional(),
  /** '1': the person already has an account; '0': a new account is made with register_username and register_password. */
  joined: z.enum(['0', '1']),
  /** The enterprise number (E0001 …) that invited this phone number. */
  cimforceNoEnter: text(32).optional(),
  /** Or an invite link: the enterprise uid and the link code. */
  enterpriseuid: z.uuid().optional(),
  tenantid: text(64).optional(),
  verifyCode: text(16),
  login_type: z.enum(['phone', 'email', 'jobnumber']).optional(),
  register_username: text(64).optional(),
  register_password: text(64).optional(),
  ...identityFields,
});
export type JoinEnterpriseBody = z.infer<typeof joinEnterpriseBody>;

export const verifyPhoneBody = z.object({
  phone_area_code: areaCode.default('+86'),
  phone_num: text(20),
  verify_code: text(16),
  template_type: z.enum(['register', 'reset_password', 'join_enterprise', 'business_register']),
  ...identityFields,
});

export const resetPasswordBody = z.object({
  phone_area_code: areaCode.default('+86'),
  phone_num: text(20).optional(),
  email: text(254).optional(),
  new_password: text(64),
  re_password: text(64).optional(),
  verify_code: text(16),
  ...identityFields,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
