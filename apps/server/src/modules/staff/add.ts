import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkPhone, checkShortText, firstProblem, JOB_NUMBER, PHONE_AREA_CODES } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staff } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { addStaff, createAccount, findAccountByPhone, isUniqueViolation, starterMask } from '../accounts/account-factory.js';
import { recordAudit } from '../accounts/audit.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem } from '../accounts/field-problem.js';
import { signedIn } from '../auth/session-plugin.js';
import { staffMessages as M } from './messages.js';
import { findStaffOf, presentStaff } from './queries.js';

export const staffFields = {
  staff_name: z.string().max(64),
  department: z.string().max(50).nullish(),
  job_number: z.string().max(32).nullish(),
  staff_member: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
};

const addBody = z.object({ phone_area_code: z.enum(PHONE_AREA_CODES).default('+86'), phone: z.string().max(20), ...staffFields });

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 letters and digits with at least one of each case and a digit: fits the 6-20 login rule and the 8-16 change rule. */
export function initialPassword(): string {
  for (;;) {
    const candidate = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

export function checkJobNumber(job: string | null | undefined): void {
  if (job && !JOB_NUMBER.test(job.trim())) throw new AppError(400, M.badJobNumber, {}, 0, 'job_number');
}

/**
 * Adds staff by phone: an existing account joins at once; otherwise an account is created with an initial
 * password that is answered this once (never stored in clear, never logged) for the administrator to hand over.
 */
export const addStaffRoute: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post('/api/staff', { schema: { body: addBody, tags: ['staff'] } }, async (request) => {
    const caller = signedIn(request);
    const b = request.body;
    assertNoProblem(firstProblem([
      ['phone', checkPhone(b.phone_area_code, b.phone)],
      ['staff_name', checkShortText(b.staff_name)],
    ]));
    checkJobNumber(b.job_number);
    const enterpriseUid = caller.enterpriseUid!;
    const existing = await findAccountByPhone(db, b.phone_area_code, b.phone);
    try {
      const { staffUid, password } = await db.transaction(async (tx) => {
        let accountUid = existing?.uid;
        let password: string | null = null;
        if (!accountUid) {
          password = initialPassword();
          accountUid = (await createAccount(tx, { name: b.staff_name, phoneAreaCode: b.phone_area_code, phone: b.phone, password })).uid;
        }
        const added = await addStaff(tx, {
          enterpriseUid,
          accountUid,
          staffName: b.staff_name,
          department: b.department,
          jobNumber: b.job_number,
          staffMember: b.staff_member === true || b.staff_member === 1,
          permissionMask: starterMask(),
        });
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid,
          entity: 'staff',
          entityUid: added.uid,
          action: 'add',
          after: { staff_name: b.staff_name, department: b.department ?? null, job_number: b.job_number ?? null, new_account: !existing },
          ip: request.ip,
        });
        return { staffUid: added.uid, password };
      });
      const row = await findStaffOf(db, enterpriseUid, staffUid);
      return ok({ staff: presentStaff(row), initial_password: password }, translate(requestLanguage(request), M.added));
    } catch (error) {
      if (isUniqueViolation(error, 'staff_enterprise_job_number_unique')) throw new AppError(409, M.jobNumberTaken, { job: b.job_number ?? '' }, 0, 'job_number');
      if (isUniqueViolation(error, 'staff_enterprise_account_unique')) {
        const disabled = existing && (await isDisabledStaff(db, enterpriseUid, existing.uid));
        throw new AppError(409, disabled ? M.staffDisabledExists : M.staffExists, {}, 0, 'phone');
      }
      throw error;
    }
  });
};

async function isDisabledStaff(db: AccountDeps['db'], enterpriseUid: string, accountUid: string) {
  const [row] = await db.select({ status: staff.status }).from(staff).where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.accountUid, accountUid)));
  return row?.status === 'disabled';
}
