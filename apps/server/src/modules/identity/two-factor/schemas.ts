import { text } from '@pcbunion/core';
import { z } from 'zod';
import { instant } from '../../../http/answer.js';
import { loginAnswer } from '../schemas.js';

/** A six-digit code from the authenticator app. */
const sixDigits = z.string().regex(/^\d{6}$/, 'badFormat');
const recoveryCode = text(32).min(1);

/** The second factor: a current code, or one of the recovery codes. Neither is refused naming `code`. */
const secondFactor = { code: sixDigits.optional(), recovery_code: recoveryCode.optional() };
const oneOfThem = (body: { code?: string; recovery_code?: string }, ctx: z.RefinementCtx) => {
  if (!body.code && !body.recovery_code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'required' });
};

/** POST /api/login/two-factor: the challenge of the password step and the second factor. */
export const twoFactorSignInBody = z
  .object({
    challenge: text(128).min(1),
    ...secondFactor,
    /** "Trust this browser for 30 days": later sign-ins from it skip the code. */
    trust_browser: z.boolean().optional(),
  })
  .superRefine(oneOfThem);

/** POST /api/profile/two-factor/confirm: the first code from the app. */
export const confirmBody = z.object({ code: sixDigits });

/** POST /api/profile/two-factor/disable: the password and a current code (or a recovery code). */
export const disableBody = z.object({ password: text(128).min(1), ...secondFactor }).superRefine(oneOfThem);

/** The password step's answer for an account with two-factor on: no session yet, a challenge for the code step. */
export const twoFactorChallengeAnswer = z
  .object({
    two_factor_required: z.literal(true),
    challenge: z.string(),
    expires_seconds: z.number().int(),
  })
  .meta({ id: 'TwoFactorChallenge' });

/** The password step's answer for a person a two-factor policy covers who has not set it up: enrol first. */
export const twoFactorSetupAnswer = z
  .object({
    two_factor_setup_required: z.literal(true),
    setup_ticket: z.string(),
    expires_seconds: z.number().int(),
  })
  .meta({ id: 'TwoFactorSetupRequired' });

/** service/login: the session, the code step when the account has two-factor on, or the enrolment a policy forces. */
export const passwordStepAnswer = z.union([loginAnswer, twoFactorChallengeAnswer, twoFactorSetupAnswer]);

export const twoFactorStatusAnswer = z
  .object({ enabled: z.boolean(), enabled_at: instant.nullable(), recovery_codes_left: z.number().int() })
  .meta({ id: 'TwoFactorStatus' });

/** The key to enrol: the otpauth:// URI, the same as a QR image (PNG data URL) and the secret to type by hand. */
export const enrolmentAnswer = z
  .object({ secret: z.string(), otpauth_uri: z.string(), qr_data_url: z.string() })
  .meta({ id: 'TwoFactorEnrolment' });

/** The ten recovery codes, answered once. */
export const recoveryCodesAnswer = z.object({ recovery_codes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });
