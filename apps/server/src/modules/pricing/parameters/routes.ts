import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { pricingParameterAnswer } from '../schemas.js';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  canDeleteParameter,
  DATA_LEVELS,
  type FieldError,
  fieldError,
  int4,
  type QuotationParameter,
  quotationParameterSchema,
  validateParameter,
} from '@pcbunion/core';
import { pricingParameters, pricingProjects } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { conflict, notFound } from '../../../http/errors.js';
import { actorOf, lockedError, requireScreens, SCREENS, type PricingActor } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, pageQuery, uidParams } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, toPriceBook, type BookData, type Queryable } from '../service/load.js';
import { parameterValues, shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

export const parameterBody = quotationParameterSchema.extend({
  level: z.enum(DATA_LEVELS).optional(),
  sortNumber: int4().min(0).optional(),
  rowVersion: int4().optional(),
});
type ParameterBody = z.infer<typeof parameterBody>;

const listQuery = pageQuery.extend({
  level: z.enum(DATA_LEVELS).optional(),
  status: z.enum(['valid', 'expired']).optional(),
});

/** Quotation parameters (spec 02 §3): the platform's, shared read-only with every merchant, and a merchant's own. */
export const parameterRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const screen = {
    preHandler: requireScreens([SCREENS.parameters, SCREENS.projects], { grantAll: ctx.grantAll, platform: true }),
  };
  const writeScreen = { preHandler: requireScreens([SCREENS.parameters], { grantAll: ctx.grantAll, platform: true }) };
  const tags = ['pricing: parameters'];

  app.get(
    '/api/pricing/parameters',
    { ...screen, schema: { querystring: listQuery, tags, response: answers(pageAnswer(pricingParameterAnswer)) } },
    async (request) => {
      const actor = actorOf(request);
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const { level, status } = request.query;
      const rows = data.parameters
        .filter((p) => (!level || p.model.level === level) && (!status || p.model.status === status))
        .map((p) => shown(p, actor.enterpriseUid));
      return ok(pageOf(rows, request.query, (row) => [row.code, row.name, row.category, row.featureCode]));
    },
  );

  app.get(
    '/api/pricing/parameters/:uid',
    { ...screen, schema: { params: uidParams, tags, response: answers(pricingParameterAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const found = data.parameters.find((p) => p.uid === request.params.uid);
      if (!found) throw notFound();
      return ok(shown(found, actor.enterpriseUid));
    },
  );

  app.post(
    '/api/pricing/parameters',
    { ...writeScreen, schema: { body: parameterBody, tags, response: answers(pricingParameterAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const model = modelOf(request.body, actor);
          assertNoErrors([
            ...validateParameter(model, { parameters: data.parameters.map((p) => p.model) }),
            ...(await takenElsewhere(tx, actor, model.code)),
          ]);
          const [row] = await tx
            .insert(pricingParameters)
            .values({
              ...parameterValues(model),
              enterpriseUid: actor.enterpriseUid,
              sortNumber: request.body.sortNumber ?? nextSort(data),
            })
            .returning();
          await audit('pricing_parameter', row!.uid, 'create', null, model);
          return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
        }),
      );
    },
  );

  app.put(
    '/api/pricing/parameters/:uid',
    {
      ...writeScreen,
      schema: { params: uidParams, body: parameterBody, tags, response: answers(pricingParameterAnswer) },
    },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const stored = ownRow(data, request.params.uid, actor);
          assertRowVersion(stored, request.body.rowVersion);
          const model = modelOf(request.body, actor);
          const others = data.parameters.filter((p) => p.uid !== stored.uid).map((p) => p.model);
          const errors = [...validateParameter(model, { parameters: others })];
          if (model.code !== stored.model.code) {
            errors.push(
              ...(await usageErrors(ctx, tx, actor, data, stored.model.code)),
              ...(await takenElsewhere(tx, actor, model.code)),
            );
          }
          assertNoErrors(errors);
          const [row] = await tx
            .update(pricingParameters)
            .set({
              ...parameterValues(model),
              sortNumber: request.body.sortNumber ?? stored.model.sortNumber,
              rowVersion: stored.rowVersion + 1,
              updatedAt: new Date(),
            })
            .where(and(eq(pricingParameters.uid, stored.uid), eq(pricingParameters.rowVersion, stored.rowVersion)))
            .returning();
          if (!row) throw conflict();
          await audit('pricing_parameter', stored.uid, 'update', stored.model, model);
          return { uid: stored.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
        }),
      );
    },
  );

  app.delete(
    '/api/pricing/parameters/:uid',
    { ...writeScreen, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const actor = actorOf(request);
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = ownRow(data, request.params.uid, actor);
        assertNoErrors(await usageErrors(ctx, tx, actor, data, stored.model.code));
        await tx.delete(pricingParameters).where(eq(pricingParameters.uid, stored.uid));
        await audit('pricing_parameter', stored.uid, 'delete', stored.model, null);
      });
      return ok(null);
    },
  );
};

function modelOf(body: ParameterBody, actor: PricingActor): QuotationParameter {
  const { level = actor.level, sortNumber: _sort, rowVersion: _version, ...rest } = body;
  if (level === 'platform' && actor.level !== 'platform') throw lockedError();
  return { ...rest, level: actor.level };
}

function nextSort(data: BookData): number {
  return (
    Math.max(
      0,
      ...data.parameters.filter((p) => p.enterpriseUid === data.enterpriseUid).map((p) => p.model.sortNumber),
    ) + 10
  );
}

/** The row the actor may change: 404 when it is not in the caller's view, 403 when it is the platform's. */
function ownRow(data: BookData, uid: string, actor: PricingActor) {
  const stored = data.parameters.find((p) => p.uid === uid);
  if (!stored) throw notFound();
  if (stored.enterpriseUid !== actor.enterpriseUid) throw lockedError();
  return stored;
}

/** The platform's codes are every merchant's: a platform code may not clash with any merchant's own. */
async function takenElsewhere(db: Queryable, actor: PricingActor, code: string): Promise<FieldError[]> {
  if (actor.level !== 'platform') return [];
  const [clash] = await db
    .select({ code: pricingParameters.code })
    .from(pricingParameters)
    .where(and(eq(pricingParameters.code, code), ne(pricingParameters.enterpriseUid, actor.enterpriseUid)))
    .limit(1);
  return clash ? [fieldError('code', 'parameter.codeDuplicate', { code })] : [];
}

/** Spec 02 §5: a parameter named by a formula, a factor or a role of any book that sees it is in use. */
async function usageErrors(
  ctx: PricingContext,
  db: Queryable,
  actor: PricingActor,
  data: BookData,
  code: string,
): Promise<FieldError[]> {
  const books = actor.level === 'platform' ? await merchantBooks(ctx, db, actor.enterpriseUid) : [data];
  for (const book of books) {
    const priceBook = toPriceBook(book);
    const errors = canDeleteParameter(code, {
      parameters: priceBook.parameters,
      projects: priceBook.projects,
      roles: book.terms ? priceBook.roles : undefined,
    });
    if (errors.length > 0) return errors;
  }
  return [];
}

async function merchantBooks(ctx: PricingContext, db: Queryable, platformUid: string): Promise<BookData[]> {
  const owners = await db
    .selectDistinct({ uid: pricingParameters.enterpriseUid })
    .from(pricingParameters)
    .where(ne(pricingParameters.enterpriseUid, platformUid));
  const uids = owners.map((o) => o.uid);
  const projectOwners = await db
    .selectDistinct({ uid: pricingProjects.enterpriseUid })
    .from(pricingProjects)
    .where(ne(pricingProjects.enterpriseUid, platformUid));
  const all = [...new Set([...uids, ...projectOwners.map((o) => o.uid)])];
  const books = await Promise.all(all.map((uid) => loadBookData(db, uid, ctx.platformUid)));
  return [await loadBookData(db, platformUid, platformUid), ...books];
}
