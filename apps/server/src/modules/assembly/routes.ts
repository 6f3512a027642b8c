import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { boardFigures } from './gerber-source.js';
import { assemblyServerMessages } from './messages.js';
import type { AssemblyQuoteService } from './service/quote.js';
import { answers } from '../../http/answer.js';
import {
  assemblyQuoteAnswer,
  assemblyQuoteBody,
  assemblySettingsAnswer,
  settingsInput,
  stencilQuoteAnswer,
  stencilQuoteBody,
} from './schemas.js';
import { readSettings, saveSettings } from './service/settings.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';

/** The screen whose holders keep the stencil and assembly tables: the pricing projects screen, beside the book's terms. */
export const ASSEMBLY_SCREEN = 'valuation-project-management';

const perMinute = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const assemblyRoutes: FastifyPluginAsyncZod<{
  db: Database;
  service: AssemblyQuoteService;
  grantAll: boolean;
}> = async (app, { db, service, grantAll }) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', store: app.rateLimitStore });
  const screen = requireScreen([ASSEMBLY_SCREEN], grantAll);
  const factoryOf = (request: Parameters<typeof signedIn>[0]) => {
    const caller = signedInToEnterprise(request);
    if (caller.staff.enterpriseKind !== 'factory') throw forbidden(assemblyServerMessages.factoryOnly);
    return { enterpriseUid: caller.enterpriseUid, accountUid: caller.accountUid, ip: request.ip };
  };
  const tags = ['assembly'];
  /** Public, like the estimate: PRICING_ANON_PER_MINUTE per address, PRICING_USER_PER_MINUTE per account; beyond, 429. */
  const publicQuote = {
    bodyLimit: 6 * 1024 * 1024,
    config: {
      bodyDepth: 4,
      rateLimit: {
        timeWindow: 60_000,
        keyGenerator: (request: { sessionAccountUid: string | null; ip: string }) =>
          request.sessionAccountUid ? `account:${request.sessionAccountUid}` : `ip:${request.ip}`,
        max: (request: { sessionAccountUid: string | null }) =>
          request.sessionAccountUid
            ? perMinute('PRICING_USER_PER_MINUTE', 6000)
            : perMinute('PRICING_ANON_PER_MINUTE', 600),
      },
    },
  };
  const board = (
    request: Parameters<typeof signedIn>[0],
    body: {
      quoteId?: string | undefined;
      gerberFileId?: string | undefined;
      gerber?: Parameters<typeof boardFigures>[1]['gerber'];
    },
  ) =>
    boardFigures(db, body, {
      accountUid: request.sessionAccountUid,
      signedIn: () => signedInToEnterprise(request),
      grantAll,
    });

  /** The caller's factory's stencil options and assembly prices, with the version to save against. */
  app.get(
    '/api/assembly/settings',
    {
      schema: {
        tags,
        summary: "The factory's stencil table and assembly price table",
        response: answers(assemblySettingsAnswer),
      },
      preHandler: screen,
    },
    async (request) => ok(await readSettings(db, factoryOf(request).enterpriseUid)),
  );

  app.put(
    '/api/assembly/settings',
    {
      schema: {
        body: settingsInput,
        tags,
        summary: 'Save the stencil and assembly tables whole (409 on an older version)',
        response: answers(assemblySettingsAnswer),
      },
      preHandler: screen,
    },
    async (request) => {
      const actor = factoryOf(request);
      await saveSettings(db, actor, request.body);
      return ok(
        await readSettings(db, actor.enterpriseUid),
        translate(requestLanguage(request), assemblyServerMessages.saved),
      );
    },
  );

  app.post(
    '/api/stencil/quote',
    {
      schema: {
        body: stencilQuoteBody,
        tags,
        summary: "Public: one stencil per side with paste, from the factory's stencil table, each line explained",
        response: answers(stencilQuoteAnswer),
      },
      ...publicQuote,
    },
    async (request) =>
      ok(await service.stencil(request.body, await board(request, request.body), requestLanguage(request))),
  );

  app.post(
    '/api/assembly/quote',
    {
      schema: {
        body: assemblyQuoteBody,
        tags,
        summary:
          "Public: assembly price from the Gerber's pads and joints, with an optional BOM / pick-and-place file and their cross-check",
        response: answers(assemblyQuoteAnswer),
      },
      ...publicQuote,
    },
    async (request) =>
      ok(await service.assembly(request.body, await board(request, request.body), requestLanguage(request))),
  );
};
