import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkEmail, checkShortText, firstProblem, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, staff, storedFiles } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { AppError, notFound } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { isUniqueViolation } from '../../accounts/service/account-factory.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { assertNoProblem } from '../../accounts/field-problem.js';
import { knownUid } from '../../../../platform/ids.js';
import { listJoinedEnterprises } from '../../auth/service/login.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import type { fileService } from '../../../../platform/files/file.service.js';
import { profileMessages as M } from '../messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers, fileAnswer } from '../../../../http/answer.js';
import { avatarAnswer, profileAnswer } from '../../schemas.js';

const patchBody = z.object({ name: text(64).optional(), email: text(254).nullish() });
const avatarBody = z.object({ file_id: text(64) });

/** `/api/profile/avatar/<account>?v=<file>`: the address stored as the account's avatar. */
const avatarUrl = (accountUid: string, fileUid: string) => `/api/profile/avatar/${accountUid}?v=${fileUid}`;
const avatarFileOf = (url: string | null) => (url ? new URL(url, 'http://x').searchParams.get('v') : null);

/** Do the two accounts belong to one enterprise (the viewer as active staff)? */
async function shareAnEnterprise(db: AccountDeps['db'], ownerUid: string, viewerUid: string): Promise<boolean> {
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

/**
 * The personal profile: name, e-mail and avatar of the signed-in account, and its enterprises. The avatar is an
 * image uploaded through the file service (`/api/file/upload`, JPG/PNG ≤ 500 kB) and then chosen here.
 */
export const profileRoutes: FastifyPluginAsyncZod<AccountDeps & { files: ReturnType<typeof fileService> }> = async (
  app,
  { db, files },
) => {
  const load = async (accountUid: string) => {
    const [row] = await db.select().from(accounts).where(eq(accounts.uid, accountUid));
    if (!row) throw notFound();
    return row;
  };
  const present = async (row: Awaited<ReturnType<typeof load>>) => ({
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

  app.get('/api/profile', { schema: { tags: ['profile'], response: answers(profileAnswer) } }, async (request) => {
    const caller = signedIn(request);
    return ok(await present(await load(caller.accountUid)));
  });

  app.patch(
    '/api/profile',
    {
      config: { openWhenExpired: true },
      schema: { body: patchBody, tags: ['profile'], response: answers(profileAnswer) },
    },
    async (request) => {
      const caller = signedIn(request);
      const b = request.body;
      assertNoProblem(
        firstProblem([
          ['name', b.name === undefined ? null : checkShortText(b.name)],
          ['email', b.email ? checkEmail(b.email) : null],
        ]),
      );
      const before = await load(caller.accountUid);
      const change = {
        ...(b.name !== undefined && { name: b.name.trim() }),
        ...(b.email !== undefined && { email: b.email?.trim() || null }),
      };
      try {
        await db.transaction(async (tx) => {
          if (Object.keys(change).length)
            await tx.update(accounts).set(change).where(eq(accounts.uid, caller.accountUid));
          await recordAudit(tx, {
            actorAccountUid: caller.accountUid,
            enterpriseUid: caller.enterpriseUid,
            entity: 'account',
            entityUid: caller.accountUid,
            action: 'update_profile',
            before: { name: before.name, email: before.email },
            after: change,
            ip: request.ip,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, M.emailTaken, {}, 0, 'email');
        throw error;
      }
      return ok(await present(await load(caller.accountUid)), translate(requestLanguage(request), M.saved));
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      config: { openWhenExpired: true },
      schema: { body: avatarBody, tags: ['profile'], response: answers(avatarAnswer) },
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const fileUid = knownUid(request.body.file_id);
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
      const before = await load(caller.accountUid);
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
          ip: request.ip,
        });
      });
      return ok({ avatar: url }, translate(requestLanguage(request), M.saved));
    },
  );

  /**
   * An avatar is seen by its owner and by the people who share an enterprise with them (it appears beside their
   * name there); anyone else gets "not found", as for an account without one. The bytes come from the file service.
   */
  app.get(
    '/api/profile/avatar/:accountUid',
    {
      schema: {
        params: z.object({ accountUid: text(64) }),
        querystring: z.object({ v: text(64).optional() }),
        tags: ['profile'],
        response: fileAnswer('image/jpeg', 'image/png'),
      },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      const account = await load(knownUid(request.params.accountUid));
      if (account.uid !== caller.accountUid && !(await shareAnEnterprise(db, account.uid, caller.accountUid)))
        throw notFound();
      const fileUid = avatarFileOf(account.avatarUrl);
      if (!fileUid) throw notFound();
      const [owner] = await db
        .select({ enterpriseUid: storedFiles.enterpriseUid })
        .from(storedFiles)
        .where(eq(storedFiles.uid, fileUid));
      if (!owner) throw notFound();
      const { file, bytes } = await files.readFile({ enterpriseUid: owner.enterpriseUid, uid: fileUid });
      return reply
        .header('content-type', file.type)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
