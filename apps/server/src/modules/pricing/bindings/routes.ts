import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { bindingAnswer, bindingRow, bindingSetAnswer } from '../schemas.js';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  type FieldError,
  fieldError,
  type ProductProjectBinding,
  productProjectBindingSchema,
  text,
} from '@pcbunion/core';
import { productProjectBindings } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, pageQuery, uidParams } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData } from '../service/load.js';
import { shown } from '../service/rows.js';
import { writeBook } from '../service/write.js';

const setBody = z.object({ projectCodes: z.array(text(40).min(1)).max(500) });
const productParams = z.object({ product: text(60).min(1) });

/** A binding names a product and a project of the same book; the projects bound to a product keep a percentage item from leading. */
function bindingErrors(data: BookData, wanted: readonly ProductProjectBinding[]): FieldError[] {
  const products = new Set(data.products.map((p) => p.model.number));
  const projects = new Map(data.projects.map((p) => [p.model.code, p.model]));
  const errors: FieldError[] = [];
  for (const binding of wanted) {
    if (!products.has(binding.productNumber))
      errors.push(fieldError('productNumber', 'basePrice.productNotFound', { product: binding.productNumber }));
    if (!projects.has(binding.projectCode))
      errors.push(fieldError('projectCode', 'project.notFound', { code: binding.projectCode }));
  }
  const firstOf = new Map<string, { code: string; mode: string; sort: number }>();
  for (const binding of wanted) {
    const project = projects.get(binding.projectCode);
    if (!project) continue;
    const current = firstOf.get(binding.productNumber);
    if (
      !current ||
      project.sortNumber < current.sort ||
      (project.sortNumber === current.sort && project.code < current.code)
    ) {
      firstOf.set(binding.productNumber, { code: project.code, mode: project.pricingMode, sort: project.sortNumber });
    }
  }
  for (const first of firstOf.values()) {
    if (first.mode === 'percentage')
      errors.push(fieldError('projectCode', 'project.percentageFirst', { code: first.code }));
  }
  return errors;
}

/** Product ↔ pricing project bindings (spec 02 §2): which projects price which product. */
export const bindingRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const read = { preHandler: requireScreens([SCREENS.bindings, SCREENS.projects], { grantAll: ctx.grantAll }) };
  const write = { preHandler: requireScreens([SCREENS.bindings], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: bindings'];

  app.get(
    '/api/pricing/bindings',
    {
      ...read,
      schema: {
        querystring: pageQuery.extend({ product: text(60).optional() }),
        tags,
        response: answers(pageAnswer(bindingRow)),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const names = new Map(data.projects.map((p) => [p.model.code, p.model.name]));
      const { product } = request.query;
      const rows = data.bindings
        .filter((b) => !product || b.model.productNumber === product)
        .map((b) => shown(b, actor.enterpriseUid, { projectName: names.get(b.model.projectCode) ?? null }));
      return ok(pageOf(rows, request.query, (row) => [row.productNumber, row.projectCode, row.projectName]));
    },
  );

  app.post(
    '/api/pricing/bindings',
    { ...write, schema: { body: productProjectBindingSchema, tags, response: answers(bindingAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const binding = request.body;
          const existing = data.bindings.find(
            (b) => b.model.productNumber === binding.productNumber && b.model.projectCode === binding.projectCode,
          );
          if (existing) return shown(existing, actor.enterpriseUid);
          assertNoErrors(bindingErrors(data, [...data.bindings.map((b) => b.model), binding]));
          const [row] = await tx
            .insert(productProjectBindings)
            .values({ ...binding, enterpriseUid: actor.enterpriseUid })
            .returning();
          await audit('product_project_binding', row!.uid, 'create', null, binding);
          return { uid: row!.uid, rowVersion: 1, readOnly: false, ...binding };
        }),
      );
    },
  );

  app.delete(
    '/api/pricing/bindings/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const actor = actorOf(request);
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = data.bindings.find((b) => b.uid === request.params.uid);
        if (!stored) throw notFound();
        const rest = data.bindings.filter((b) => b.uid !== stored.uid).map((b) => b.model);
        assertNoErrors(bindingErrors(data, rest).filter((e) => e.key === 'project.percentageFirst'));
        await tx.delete(productProjectBindings).where(eq(productProjectBindings.uid, stored.uid));
        await audit('product_project_binding', stored.uid, 'delete', stored.model, null);
      });
      return ok(null);
    },
  );

  /** The binding screen saves a product's whole set of projects at once. */
  app.put(
    '/api/pricing/products/:product/bindings',
    { ...write, schema: { params: productParams, body: setBody, tags, response: answers(bindingSetAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const productNumber = request.params.product;
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          if (!data.products.some((p) => p.model.number === productNumber)) throw notFound();
          const codes = [...new Set(request.body.projectCodes)];
          const wanted = [
            ...data.bindings.filter((b) => b.model.productNumber !== productNumber).map((b) => b.model),
            ...codes.map((projectCode) => ({ productNumber, projectCode })),
          ];
          assertNoErrors(bindingErrors(data, wanted));
          const before = data.bindings
            .filter((b) => b.model.productNumber === productNumber)
            .map((b) => b.model.projectCode);
          const removed = before.filter((code) => !codes.includes(code));
          const added = codes.filter((code) => !before.includes(code));
          if (removed.length > 0) {
            await tx
              .delete(productProjectBindings)
              .where(
                and(
                  eq(productProjectBindings.enterpriseUid, actor.enterpriseUid),
                  eq(productProjectBindings.productNumber, productNumber),
                  inArray(productProjectBindings.projectCode, removed),
                ),
              );
          }
          if (added.length > 0)
            await tx
              .insert(productProjectBindings)
              .values(added.map((projectCode) => ({ enterpriseUid: actor.enterpriseUid, productNumber, projectCode })));
          await audit('product_project_binding', productNumber, 'replace-set', before, codes);
          return { productNumber, projectCodes: codes };
        }),
      );
    },
  );
};
