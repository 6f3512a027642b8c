import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkEmail, checkShortText, firstProblem } from '@pcbunion/core';
import type { Database } from '../../../../db/client.js';
import { accounts, staff, storedFiles } from '../../../../db/schema/index.js';
import { AppError, notFound } from '../../../../http/errors.js';
import { isUniqueViolation } from '../../accounts/service/account-factory.js';
import { recordAudit } from '../../../../platform/audit.js';
import { assertNoProblem } from '../../accounts/field-problem.js';
import { listJoinedEnterprises } from '../../auth/service/login.js';
import type { fileService } from '../../../../platform/files/file.service.js';
import { profileMessages as M } from '../messages.js';

type Files = ReturnType<typeof fileService>;

/** Who changes the profile: the signed-in account, in its enterprise if it is in one, from the request's address. */
export interface ProfileCaller {
  accountUid: string;
  enterpriseUid: string | null;
  ip: string;
}

/** `/api/profile/avatar/<account>?v=<file>`: the address stored as the account's avatar. */
const avatarUrl = (accountUid: string, fileUid: string) => `/api/profile/avatar/${accountUid}?v=${fileUid}`;
const avatarFileOf = (url: string | null) => (url ? new URL(url, 'http://x').searchParams.get('v') : null);

/** Do the two accounts belong to one enterprise (the viewer as active staff)? */
async function shareAnEnterprise(db: Database, ownerUid: string, viewerUid: string): Promise<boolean> {
  const viewer = alias(staff, 'viewer');
  const [row] = await db
    .select({ uid: staff.uid })
    .from(staff)
    .innerJoin(
      viewer,
      and(eq(viewer.enterpriseUid, staff.enterpriseUid), eq(viewer.accountUid, viewerUid), eq(viewer.status, 'active')),
    )
    .where(eq(staff.accountUid, ownerUid))
    .limit(1);
  return row !== undefined;
}

async function load(db: Database, accountUid: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.uid, accountUid));
  if (!row) throw notFound();
  return row;
}

const present = async (db: Database, row: Awaited<ReturnType<typeof load>>) => ({
  user_uid: row.uid,
  user_no: row.userNo,
  name: row.name,
  phone_area_code: row.phoneAreaCode,
  phone: row.phone,
  email: row.email,
  avatar: row.avatarUrl,
  created_at: row.createdAt,
  has_password: !!row.passwordHash,
  enterprises: await listJoinedEnterprises(db, row.uid),
});

/** The account's profile as the screen shows it, its enterprises included. */
export async function profileOf(db: Database, accountUid: string) {
  return present(db, await load(db, accountUid));
}

/** Changes the name and e-mail (audited); an e-mail another account has is refused on the field. */
export async function updateProfile(
  db: Database,
  caller: ProfileCaller,
  b: { name?: string | undefined; email?: string | null | undefined },
) {
  assertNoProblem(
    firstProblem([
      ['name', b.name === undefined ? null : checkShortText(b.name)],
      ['email', b.email ? checkEmail(b.email) : null],
    ]),
  );
  const before = await load(db, caller.accountUid);
  const change = {
    ...(b.name !== undefined && { name: b.name.trim() }),
    ...(b.email !== undefined && { email: b.email?.trim() || null }),
  };
  try {
    await db.transaction(async (tx) => {
      if (Object.keys(change).length) await tx.update(accounts).set(change).where(eq(accounts.uid, caller.accountUid));
      await recordAudit(tx, {
        actorAccountUid: caller.accountUid,
        enterpriseUid: caller.enterpriseUid,
        entity: 'account',
        entityUid: caller.accountUid,
        action: 'update_profile',
        before: { name: before.name, email: before.email },
        after: change,
        ip: caller.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, M.emailTaken, {}, 0, 'email');
    throw error;
  }
  return profileOf(db, caller.accountUid);
}

/** Makes an image the caller's enterprise holds (JPG or PNG) the account's avatar (audited); answers its address. */
export async function setAvatar(
  db: Database,
  files: Files,
  caller: ProfileCaller & { enterpriseUid: string },
  fileUid: string,
) {
  // The file must be an image the caller's enterprise holds (another enterprise's id is "not found").
  const [file] = await db
    .select({ kind: storedFiles.kind, type: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.uid, fileUid))
    .limit(1);
  if (
    (await files.kindOf({ enterpriseUid: caller.enterpriseUid, uid: fileUid })) !== 'image' ||
    !file ||
    !['image/jpeg', 'image/png'].includes(file.type)
  ) {
    throw new AppError(400, M.avatarNotImage, {}, 0, 'file_id');
  }
  const before = await load(db, caller.accountUid);
  const url = avatarUrl(caller.accountUid, fileUid);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ avatarUrl: url }).where(eq(accounts.uid, caller.accountUid));
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'account',
      entityUid: caller.accountUid,
      action: 'set_avatar',
      before: { avatar: before.avatarUrl },
      after: { avatar: url },
      ip: caller.ip,
    });
  });
  return { avatar: url };
}

/**
 * An avatar's file, for its owner and the people who share an enterprise with them; anyone else gets "not found",
 * as for an account without one.
 */
export async function avatarFile(db: Database, files: Files, ownerUid: string, viewerUid: string) {
  const account = await load(db, ownerUid);
  if (account.uid !== viewerUid && !(await shareAnEnterprise(db, account.uid, viewerUid))) throw notFound();
  const fileUid = avatarFileOf(account.avatarUrl);
  if (!fileUid) throw notFound();
  const [owner] = await db
    .select({ enterpriseUid: storedFiles.enterpriseUid })
    .from(storedFiles)
    .where(eq(storedFiles.uid, fileUid));
  if (!owner) throw notFound();
  return files.readFile({ enterpriseUid: owner.enterpriseUid, uid: fileUid });
}
