import { and, eq, ne } from 'drizzle-orm';
import {
  canDeleteClassification,
  type DataLevel,
  type ProductClassification,
  validateClassification,
} from '@pcbunion/core';
import { pricingProducts, productClassifications } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../http/errors.js';
import { lockedError, type PricingActor } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, type PageQuery } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData, type Queryable } from '../service/load.js';
import { classificationValues, productOf, classificationOf, shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

/** A classification as the screen sends it: the model, the level asked for, and on an update its row version. */
export type ClassificationBody = Omit<ProductClassification, 'level'> & { level?: DataLevel; rowVersion?: number };

function modelOf(body: ClassificationBody, actor: PricingActor): ProductClassification {
  const { level = actor.level, rowVersion: _v, ...rest } = body;
  if (level === 'platform' && actor.level !== 'platform') throw lockedError();
  return { ...rest, level: actor.level };
}

function ownRow(data: BookData, uid: string, actor: PricingActor) {
  const stored = data.classifications.find((c) => c.uid === uid);
  if (!stored) throw notFound();
  if (stored.enterpriseUid !== actor.enterpriseUid) throw lockedError();
  return stored;
}

/**
 * Children of a classification: in the caller's view, and for a platform classification, those of every
 * merchant (whose own classifications and products may hang under it).
 */
async function childErrors(db: Queryable, actor: PricingActor, data: BookData, number: string) {
  if (actor.level !== 'platform') {
    return canDeleteClassification(
      number,
      data.classifications.map((c) => c.model),
      data.products.map((p) => p.model),
    );
  }
  const [classifications, products] = await Promise.all([
    db.select().from(productClassifications).where(eq(productClassifications.parentNumber, number)),
    db.select().from(pricingProducts).where(eq(pricingProducts.classificationNumber, number)),
  ]);
  return canDeleteClassification(number, classifications.map(classificationOf), products.map(productOf));
}

/** Product classifications (spec 02 §3, §5): a tree, platform-level rows shared read-only with merchants. */
export function classificationService(ctx: PricingContext) {
  return {
    async page(actor: PricingActor, query: PageQuery & { parent?: string }) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const { parent } = query;
      const rows = data.classifications
        .filter((c) => !parent || c.model.parentNumber === parent)
        .map((c) => shown(c, actor.enterpriseUid));
      return pageOf(rows, query, (row) => [row.number, row.name, row.remarks]);
    },

    /** The whole tree: nodes with `children`, by serial number. */
    async tree(actor: PricingActor) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      type Node = ReturnType<typeof shown<ProductClassification>> & { children: Node[] };
      const nodes = new Map<string, Node>(
        data.classifications.map((c) => [c.model.number, { ...shown(c, actor.enterpriseUid), children: [] }]),
      );
      const roots: Node[] = [];
      for (const node of nodes.values()) {
        const parent = nodes.get(node.parentNumber);
        if (parent && parent !== node) parent.children.push(node);
        else roots.push(node);
      }
      const bySerial = (list: Node[]) => {
        list.sort((a, b) => a.serialNumber - b.serialNumber || a.number.localeCompare(b.number));
        list.forEach((node) => bySerial(node.children));
        return list;
      };
      return bySerial(roots);
    },

    /** A platform classification's number must also be free among every merchant's own. */
    create(actor: PricingActor, body: ClassificationBody) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const model = modelOf(body, actor);
        const errors = validateClassification(model, { classifications: data.classifications.map((c) => c.model) });
        if (actor.level === 'platform' && errors.length === 0) {
          const [clash] = await tx
            .select({ uid: productClassifications.uid })
            .from(productClassifications)
            .where(
              and(
                eq(productClassifications.number, model.number),
                ne(productClassifications.enterpriseUid, actor.enterpriseUid),
              ),
            )
            .limit(1);
          if (clash)
            errors.push({ field: 'number', key: 'classification.numberDuplicate', values: { number: model.number } });
        }
        assertNoErrors(errors);
        const [row] = await tx
          .insert(productClassifications)
          .values({ ...classificationValues(model), enterpriseUid: actor.enterpriseUid })
          .returning();
        await audit('product_classification', row!.uid, 'create', null, model);
        return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
      });
    },

    update(actor: PricingActor, uid: string, body: ClassificationBody) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = ownRow(data, uid, actor);
        assertRowVersion(stored, body.rowVersion);
        const model = modelOf(body, actor);
        const errors = validateClassification(model, {
          classifications: data.classifications.map((c) => c.model),
          editing: stored.model.number,
        });
        if (model.number !== stored.model.number)
          errors.push(...(await childErrors(tx, actor, data, stored.model.number)));
        assertNoErrors(errors);
        const [row] = await tx
          .update(productClassifications)
          .set({ ...classificationValues(model), rowVersion: stored.rowVersion + 1, updatedAt: new Date() })
          .where(
            and(eq(productClassifications.uid, stored.uid), eq(productClassifications.rowVersion, stored.rowVersion)),
          )
          .returning();
        if (!row) throw conflict();
        await audit('product_classification', stored.uid, 'update', stored.model, model);
        return { uid: stored.uid, rowVersion: row.rowVersion, readOnly: false, ...model };
      });
    },

    async remove(actor: PricingActor, uid: string) {
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = ownRow(data, uid, actor);
        assertNoErrors(await childErrors(tx, actor, data, stored.model.number));
        await tx.delete(productClassifications).where(eq(productClassifications.uid, stored.uid));
        await audit('product_classification', stored.uid, 'delete', stored.model, null);
      });
    },
  };
}
