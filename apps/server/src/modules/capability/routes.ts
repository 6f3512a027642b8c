import { capabilityTableSchema } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../http/answer.js';
import { forbidden } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { capabilityMessages } from './messages.js';
import { capabilityTableAnswer } from './schemas.js';
import { readCapability, saveCapability } from './service.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';

/** The screen whose holders keep the table (the factory's Gerber review: the CAM engineers). */
export const CAPABILITY_SCREEN = 'gerber-file-management';

const readQuery = z.object({ merchant_uid: z.uuid().optional() });

/**
 * A factory's process capability table. Reading is public (the /process-capability1 page needs no sign-in, the
 * quote form compares a board with it); saving is the factory's own, the whole table at once.
 */
export const capabilityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db } = options.database;
  const tags = ['capability'];

  app.get(
    '/api/capability',
    { schema: { querystring: readQuery, tags, response: answers(capabilityTableAnswer) } },
    async (request) => ok(await readCapability(db, request.query.merchant_uid)),
  );

  /** The caller's own factory's table (its editor), with the version to save against. */
  app.get(
    '/api/capability/mine',
    {
      schema: { tags, response: answers(capabilityTableAnswer) },
      preHandler: requireScreen([CAPABILITY_SCREEN], options.config.grantAllMenus),
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      if (caller.staff.enterpriseKind !== 'factory') throw forbidden(capabilityMessages.factoryOnly);
      const table = await readCapability(db, caller.enterpriseUid).catch(() => null);
      return ok(table ?? { merchant: { uid: caller.enterpriseUid, name: '' }, version: 0, rules: [], projects: [] });
    },
  );

  app.put(
    '/api/capability',
    {
      schema: { body: capabilityTableSchema, tags, response: answers(capabilityTableAnswer) },
      preHandler: requireScreen([CAPABILITY_SCREEN], options.config.grantAllMenus),
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      if (caller.staff.enterpriseKind !== 'factory') throw forbidden(capabilityMessages.factoryOnly);
      await saveCapability(db, caller.enterpriseUid, caller.accountUid, request.body);
      return ok(
        await readCapability(db, caller.enterpriseUid),
        translate(requestLanguage(request), capabilityMessages.saved),
      );
    },
  );
};
