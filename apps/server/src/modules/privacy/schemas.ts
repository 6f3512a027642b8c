import { z } from 'zod';
import { instant } from '../../http/answer.js';

/** One "Download my data" archive: being prepared, ready to download until `expires_at`, or failed. */
export const personalDataExportAnswer = z
  .object({
    id: z.string(),
    status: z.enum(['preparing', 'ready', 'failed']),
    requested_at: instant,
    ready_at: instant.nullable(),
    expires_at: instant.nullable(),
    /** True once the 24 hours are over: the link is refused. */
    expired: z.boolean(),
    size: z.number().int().nullable(),
    /** The link that downloads the zip with this session, while it is valid. */
    download_url: z.string().nullable(),
  })
  .meta({ id: 'PersonalDataExport' });

export const latestExportAnswer = z.object({ latest: personalDataExportAnswer.nullable() });

export const downloadParams = z.object({ token: z.string().min(20).max(100) });

/** What "Delete my account" asks for and what it will erase and keep, before the person confirms. */
export const erasurePreviewAnswer = z
  .object({
    /** The code asked for besides the password: the authenticator's, or one sent by SMS or e-mail. */
    proof: z.enum(['two_factor', 'sms', 'email']),
    sent_to: z.string().nullable(),
    /** Enterprises the person alone administers: erasure is refused until they hand over. */
    must_hand_over: z.array(z.object({ enterprise_uid: z.string(), enterprise_name: z.string() })),
    erased: z.array(z.string()),
    kept: z.array(z.object({ kind: z.string(), what: z.string(), why: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'AccountErasurePreview' });

export const erasureCodeAnswer = z.object({
  resend_seconds: z.number().int(),
  expires_seconds: z.number().int(),
  sent_to: z.string(),
});

const sixDigits = z.string().regex(/^\d{6}$/);

export const erasureBody = z.object({
  password: z.string().min(1).max(200),
  /** The authenticator's code, when two-factor is on (or `recovery_code`). */
  code: sixDigits.optional(),
  recovery_code: z.string().min(8).max(40).optional(),
  /** The code sent by SMS or e-mail, when two-factor is off. */
  verify_code: sixDigits.optional(),
});
export type ErasureBody = z.infer<typeof erasureBody>;

export const erasureAnswer = z.object({ user_no: z.string(), erased_at: instant });
