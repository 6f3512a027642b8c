import { text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid } from '../../../../platform/ids.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import type { fileService } from '../../../../platform/files/file.service.js';
import { profileMessages as M } from '../messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers, fileAnswer } from '../../../../http/answer.js';
import { avatarAnswer, profileAnswer } from '../../schemas.js';
import { avatarFile, profileOf, setAvatar, updateProfile } from '../service/profile.js';

const patchBody = z.object({ name: text(64).optional(), email: text(254).nullish() });
const avatarBody = z.object({ file_id: text(64) });

/**
 * The personal profile: name, e-mail and avatar of the signed-in account, and its enterprises. The avatar is an
 * image uploaded through the file service (`/api/file/upload`, JPG/PNG ≤ 500 kB) and then chosen here.
 */
export const profileRoutes: FastifyPluginAsyncZod<AccountDeps & { files: ReturnType<typeof fileService> }> = async (
  app,
  { db, files },
) => {
  app.get('/api/profile', { schema: { tags: ['profile'], response: answers(profileAnswer) } }, async (request) => {
    const caller = signedIn(request);
    return ok(await profileOf(db, caller.accountUid));
  });

  app.patch(
    '/api/profile',
    {
      config: { openWhenExpired: true },
      schema: { body: patchBody, tags: ['profile'], response: answers(profileAnswer) },
    },
    async (request) => {
      const caller = signedIn(request);
      const profile = await updateProfile(
        db,
        { accountUid: caller.accountUid, enterpriseUid: caller.enterpriseUid, ip: request.ip },
        request.body,
      );
      return ok(profile, translate(requestLanguage(request), M.saved));
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
      const avatar = await setAvatar(
        db,
        files,
        { accountUid: caller.accountUid, enterpriseUid: caller.enterpriseUid, ip: request.ip },
        fileUid,
      );
      return ok(avatar, translate(requestLanguage(request), M.saved));
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
      const { file, bytes } = await avatarFile(db, files, knownUid(request.params.accountUid), caller.accountUid);
      return reply
        .header('content-type', file.type)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
