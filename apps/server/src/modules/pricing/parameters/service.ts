import { and, eq, ne } from 'drizzle-orm';
import {
  canDeleteParameter,
  type DataLevel,
  type FieldError,
  fieldError,
  type QuotationParameter,
} from '@pcbunion/core';
import { validateParameter } from '@pcbunion/core';
import { pricingParameters, pricingProjects } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../http/errors.js';
import { lockedError, type PricingActor } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, type PageQuery } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, toPriceBook, type BookData, type Queryable } from '../service/load.js';
import { parameterValues, shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

/** A parameter as the screen sends it: the model, the level asked for, its place, and on an update its row version. */
export type ParameterBody = Omit<QuotationParameter, 'level' | 'sortNumber'> & {
  level?: DataLevel;
  sortNumber?: number;
  rowVersion?: number;
};

/** Quotation parameters (spec 02 §3): the platform's, shared read-only with every merchant, and a merchant's own. */
export function parameterService(ctx: PricingContext) {
  return {
    async page(actor: PricingActor, query: PageQuery & { level?: DataLevel; status?: 'valid' | 'expired' }) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const { level, status } = query;
      const rows = data.parameters
        .filter((p) => (!level || p.model.level === level) && (!status || p.model.status === status))
        .map((p) => shown(p, actor.enterpriseUid));
      return pageOf(rows, query, (row) => [row.code, row.name, row.category, row.featureCode]);
    },

    async one(actor: PricingActor, uid: string) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const found = data.parameters.find((p) => p.uid === uid);
      if (!found) throw notFound();
      return shown(found, actor.enterpriseUid);
    },

    create(actor: PricingActor, body: ParameterBody) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const model = modelOf(body, actor);
        assertNoErrors([
          ...validateParameter(model, { parameters: data.parameters.map((p) => p.model) }),
          ...(await takenElsewhere(tx, actor, model.code)),
        ]);
        const [row] = await tx
          .insert(pricingParameters)
          .values({
            ...parameterValues(model),
            enterpriseUid: actor.enterpriseUid,
            sortNumber: body.sortNumber ?? nextSort(data),
          })
          .returning();
        await audit('pricing_parameter', row!.uid, 'create', null, model);
        return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
      });
    },

    update(actor: PricingActor, uid: string, body: ParameterBody) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = ownRow(data, uid, actor);
        assertRowVersion(stored, body.rowVersion);
        const model = modelOf(body, actor);
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
            sortNumber: body.sortNumber ?? stored.model.sortNumber,
            rowVersion: stored.rowVersion + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(pricingParameters.uid, stored.uid), eq(pricingParameters.rowVersion, stored.rowVersion)))
          .returning();
        if (!row) throw conflict();
        await audit('pricing_parameter', stored.uid, 'update', stored.model, model);
        return { uid: stored.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
      });
    },

    async remove(actor: PricingActor, uid: string) {
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = ownRow(data, uid, actor);
        assertNoErrors(await usageErrors(ctx, tx, actor, data, stored.model.code));
        await tx.delete(pricingParameters).where(eq(pricingParameters.uid, stored.uid));
        await audit('pricing_parameter', stored.uid, 'delete', stored.model, null);
      });
    },
  };
}

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
