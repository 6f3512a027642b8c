import { EMAIL, int4, LOGIN_TYPES, MOBILE_PHONE, PHONE_AREA_CODES, text } from '@pcbunion/core';
import { z } from 'zod';
import { identityFields } from '../../../platform/session/identity.js';

/** `login` service of spec 01 §3/§7: phone + area code, e-mail or job number, and a password. */
export const loginBody = z
  .object({
    login_type: z.enum(LOGIN_TYPES),
    login_password: text(128).min(1),
    phone_area_code: z.enum(PHONE_AREA_CODES).optional(),
    login_phone: text(20).optional(),
    login_email: text(254).optional(),
    login_jobnumber: text(32).optional(),
    mac: text(256).optional(),
    clienttype: int4({ min: 1, max: 9, coerce: true }).optional(),
    ...identityFields,
  })
  .superRefine((body, ctx) => {
    const missing = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
    if (body.login_type === 'phone') {
      if (!body.login_phone) return missing('login_phone');
      if (!body.phone_area_code) return missing('phone_area_code');
      const local = body.phone_area_code === '+86' ? MOBILE_PHONE : /^\d{5,15}$/;
      if (!local.test(body.login_phone)) ctx.addIssue({ code: 'custom', path: ['login_phone'], message: 'badPhone' });
    } else if (body.login_type === 'email') {
      if (!body.login_email) return missing('login_email');
      if (!EMAIL.test(body.login_email)) ctx.addIssue({ code: 'custom', path: ['login_email'], message: 'badEmail' });
    } else if (!body.login_jobnumber) missing('login_jobnumber');
  });
export type LoginBody = z.infer<typeof loginBody>;

const membershipFields = z.object({
  enterprise_uid: z.uuid().optional(),
  staff_uid: z.uuid().optional(),
  phone: text(200).optional(),
  login_type: z.enum(LOGIN_TYPES).optional(),
  ip: text(200).optional(),
});

/** The same fields and rules for both calls; a body naming neither membership field is refused naming `named`. */
const membershipChoice = (named: 'enterprise_uid' | 'staff_uid') =>
  membershipFields.superRefine((body, ctx) => {
    if (!body.enterprise_uid && !body.staff_uid) ctx.addIssue({ code: 'custom', path: [named], message: 'required' });
  });

/**
 * POST /login and POST atom/login of spec 01 §7: finish signing in by naming one of the account's memberships —
 * by its enterprise (`enterprise_uid`, /login's payload), by its staff uid (`staff_uid`, atom/login's), or both
 * (they must then name the same membership). `phone`, when sent, must be the signed-in account's own.
 */
export const enterEnterpriseBody = membershipChoice('enterprise_uid');
export const atomLoginBody = membershipChoice('staff_uid');
export type EnterEnterpriseBody = z.infer<typeof membershipFields>;

/** Fetch joined enterprises (spec 02 §7: area code, phone, login type): the signed-in account's enterprises now. */
export const joinedEnterprisesBody = z
  .object({
    phone_area_code: z.enum(PHONE_AREA_CODES).optional(),
    phone: text(20).optional(),
    login_type: z.enum(LOGIN_TYPES).optional(),
  })
  .optional();
