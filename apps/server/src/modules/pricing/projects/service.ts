import { and, eq } from 'drizzle-orm';
import { canDeletePricingProject, moveProject, type PricingProject, validatePricingProject } from '@pcbunion/core';
import { pricingFactorRows, pricingProjects } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { PricingActor } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, type PageQuery } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData, type Tx } from '../service/load.js';
import { projectValues, shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

/** A project as the screen sends it: the model, its place if chosen, and on an update the row version it was read at. */
export type ProjectInput = Omit<PricingProject, 'sortNumber'> & { sortNumber?: number; rowVersion?: number };

export interface ProjectListQuery extends PageQuery {
  costCategory?: 'specialProcess' | 'specialFee' | 'specialMaterial';
  product?: string;
}

/** Parameter codes a project formula may read: valid, not signatures (the engine fills those). */
function parameterCodes(data: BookData): string[] {
  return data.parameters
    .filter((p) => p.model.status === 'valid' && p.model.dataType !== 'signature')
    .map((p) => p.model.code);
}

function findProject(data: BookData, uid: string) {
  const stored = data.projects.find((p) => p.uid === uid);
  if (!stored) throw notFound();
  return stored;
}

async function writeFactorRows(tx: Tx, projectUid: string, project: PricingProject): Promise<void> {
  await tx.delete(pricingFactorRows).where(eq(pricingFactorRows.projectUid, projectUid));
  const rows = project.factor?.rows ?? [];
  if (rows.length > 0) {
    await tx
      .insert(pricingFactorRows)
      .values(rows.map((row, position) => ({ projectUid, position, value: row.value.trim(), price: row.price })));
  }
}

/** Pricing projects with their factor tables and order (spec 02 §3–§5); a factory's own. */
export function projectService(ctx: PricingContext) {
  return {
    async page(actor: PricingActor, query: ProjectListQuery) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const { costCategory, product } = query;
      const bound = product
        ? new Set(data.bindings.filter((b) => b.model.productNumber === product).map((b) => b.model.projectCode))
        : undefined;
      const rows = data.projects
        .filter((p) => (!costCategory || p.model.costCategory === costCategory) && (!bound || bound.has(p.model.code)))
        .map((p) =>
          shown(p, actor.enterpriseUid, {
            boundTo: data.bindings
              .filter((b) => b.model.projectCode === p.model.code)
              .map((b) => b.model.productNumber),
          }),
        );
      return pageOf(rows, query, (row) => [row.code, row.name, row.formula, row.materialCategory]);
    },

    async one(actor: PricingActor, uid: string) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      return shown(findProject(data, uid), actor.enterpriseUid);
    },

    /** A new project goes last (ten past the highest sort number) unless its place is given. */
    create(actor: PricingActor, body: ProjectInput) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const { rowVersion: _v, sortNumber, ...rest } = body;
        const model: PricingProject = {
          ...rest,
          sortNumber: sortNumber ?? Math.max(0, ...data.projects.map((p) => p.model.sortNumber)) + 10,
        };
        assertNoErrors(
          validatePricingProject(model, {
            parameterCodes: parameterCodes(data),
            projects: data.projects.map((p) => p.model),
          }),
        );
        const [row] = await tx
          .insert(pricingProjects)
          .values({ ...projectValues(model), enterpriseUid: actor.enterpriseUid })
          .returning();
        await writeFactorRows(tx, row!.uid, model);
        await audit('pricing_project', row!.uid, 'create', null, model);
        return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
      });
    },

    /** A new code is refused while other projects or bindings use the old one. */
    update(actor: PricingActor, uid: string, body: ProjectInput) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = findProject(data, uid);
        assertRowVersion(stored, body.rowVersion);
        const { rowVersion: _v, sortNumber, ...rest } = body;
        const model: PricingProject = { ...rest, sortNumber: sortNumber ?? stored.model.sortNumber };
        const others = data.projects.filter((p) => p.uid !== stored.uid).map((p) => p.model);
        const errors = validatePricingProject(model, { parameterCodes: parameterCodes(data), projects: others });
        if (model.code !== stored.model.code) {
          errors.push(
            ...canDeletePricingProject(stored.model.code, {
              projects: data.projects.map((p) => p.model),
              bindings: data.bindings.map((b) => b.model),
            }),
          );
        }
        assertNoErrors(errors);
        const [row] = await tx
          .update(pricingProjects)
          .set({ ...projectValues(model), rowVersion: stored.rowVersion + 1, updatedAt: new Date() })
          .where(and(eq(pricingProjects.uid, stored.uid), eq(pricingProjects.rowVersion, stored.rowVersion)))
          .returning();
        if (!row) throw conflict();
        await writeFactorRows(tx, stored.uid, model);
        await audit('pricing_project', stored.uid, 'update', stored.model, model);
        return { uid: stored.uid, rowVersion: row.rowVersion, readOnly: false, ...model };
      });
    },

    async remove(actor: PricingActor, uid: string) {
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = findProject(data, uid);
        assertNoErrors(
          canDeletePricingProject(stored.model.code, {
            projects: data.projects.map((p) => p.model),
            bindings: data.bindings.map((b) => b.model),
          }),
        );
        await tx.delete(pricingProjects).where(eq(pricingProjects.uid, stored.uid));
        await audit('pricing_project', stored.uid, 'delete', stored.model, null);
      });
    },

    /** Spec 02 §4: one place up or down, refused at the first or last position and when a percentage item would lead. */
    move(actor: PricingActor, uid: string, direction: 'up' | 'down') {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = findProject(data, uid);
        const moved = moveProject(
          data.projects.map((p) => p.model),
          stored.model.code,
          direction,
        );
        if (!moved.ok) assertNoErrors([moved.error]);
        const order = moved.ok ? moved.projects : [];
        for (const project of order) {
          const before = data.projects.find((p) => p.model.code === project.code)!;
          if (before.model.sortNumber === project.sortNumber) continue;
          await tx
            .update(pricingProjects)
            .set({ sortNumber: project.sortNumber, rowVersion: before.rowVersion + 1, updatedAt: new Date() })
            .where(eq(pricingProjects.uid, before.uid));
        }
        await audit(
          'pricing_project',
          stored.uid,
          `move-${direction}`,
          { order: data.projects.map((p) => p.model.code) },
          { order: order.map((p) => p.code) },
        );
        return order.map((p) => ({ code: p.code, sortNumber: p.sortNumber }));
      });
    },
  };
}
