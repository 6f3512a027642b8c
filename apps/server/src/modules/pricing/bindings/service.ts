import { and, eq, inArray } from 'drizzle-orm';
import { type FieldError, fieldError, type ProductProjectBinding } from '@pcbunion/core';
import { productProjectBindings } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import type { PricingActor } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, type PageQuery } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData } from '../service/load.js';
import { shown } from '../service/rows.js';
import { writeBook } from '../service/write.js';

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
export function bindingService(ctx: PricingContext) {
  return {
    async page(actor: PricingActor, query: PageQuery & { product?: string }) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const names = new Map(data.projects.map((p) => [p.model.code, p.model.name]));
      const { product } = query;
      const rows = data.bindings
        .filter((b) => !product || b.model.productNumber === product)
        .map((b) => shown(b, actor.enterpriseUid, { projectName: names.get(b.model.projectCode) ?? null }));
      return pageOf(rows, query, (row) => [row.productNumber, row.projectCode, row.projectName]);
    },

    /** Binding a pair already bound answers the existing binding. */
    bind(actor: PricingActor, binding: ProductProjectBinding) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
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
      });
    },

    async unbind(actor: PricingActor, uid: string) {
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = data.bindings.find((b) => b.uid === uid);
        if (!stored) throw notFound();
        const rest = data.bindings.filter((b) => b.uid !== stored.uid).map((b) => b.model);
        assertNoErrors(bindingErrors(data, rest).filter((e) => e.key === 'project.percentageFirst'));
        await tx.delete(productProjectBindings).where(eq(productProjectBindings.uid, stored.uid));
        await audit('product_project_binding', stored.uid, 'delete', stored.model, null);
      });
    },

    /** A product's whole set of projects at once. */
    replaceSet(actor: PricingActor, productNumber: string, projectCodes: string[]) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        if (!data.products.some((p) => p.model.number === productNumber)) throw notFound();
        const codes = [...new Set(projectCodes)];
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
      });
    },
  };
}
