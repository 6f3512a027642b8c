import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { pagingQuery } from '../../../../platform/paging.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import { enterpriseMessages as M } from '../messages.js';
import { requireScreen } from '../../../../platform/access/guards.js';
import { answers, pageOf } from '../../../../http/answer.js';
import { adminEnterpriseRow, expirySavedAnswer } from '../../schemas.js';
import { enterprisePage, setEnterpriseExpiry } from '../service/admin-list.js';

const listQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  kind: z.enum(['platform', 'factory', 'customer', 'supplier']).optional(),
});

const expiryBody = z.object({ expires_on: z.iso.date() });

/** The platform operator's enterprise-management screen: every enterprise, searchable and paged; each one's system expiry date. */
export const enterpriseAdminRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  const guard = requireScreen(['enterprise-management'], grantAll);

  app.get(
    '/api/admin/enterprises',
    {
      schema: { querystring: listQuery, tags: ['enterprises'], response: answers(pageOf(adminEnterpriseRow)) },
      preHandler: guard,
    },
    async (request) => ok(await enterprisePage(db, request.query)),
  );

  app.post(
    '/api/admin/enterprises/:uid/expiry',
    {
      schema: { params: uidParams, body: expiryBody, tags: ['enterprises'], response: answers(expirySavedAnswer) },
      preHandler: guard,
    },
    async (request) => {
      const caller = signedIn(request);
      const uid = knownUid(request.params.uid);
      const row = await setEnterpriseExpiry(db, uid, request.body.expires_on, {
        accountUid: caller.accountUid,
        ip: request.ip,
      });
      return ok(row, translate(requestLanguage(request), M.expirySaved));
    },
  );
};
