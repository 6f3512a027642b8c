import {
  demoAssemblyTable,
  demoStencilTable,
  formatAmount,
  textOfCents,
  toCents,
  type AssemblyPriceTable,
  type StencilTable,
} from '@pcbunion/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { assemblyPriceTables, enterprises, stencilOptions } from '../../../db/schema/index.js';
import { conflict } from '../../../http/errors.js';
import type { SettingsInput } from '../schemas.js';
import { recordAudit } from '../../../platform/audit.js';

export interface AssemblySettings {
  version: number;
  stencils: StencilTable;
  assembly: AssemblyPriceTable | null;
}

/** Sizes as the API writes them: no trailing zeros (`370.00` → 370). */
const mm = (value: string) => Number(value);
/** Unit prices keep 4 decimals ("0.0200"). */
const unit = (value: string) => formatAmount(value, 4);

/** A factory's stencil options and assembly prices; `assembly: null` (version 0) when it has none. */
export async function readSettings(db: Database, enterpriseUid: string): Promise<AssemblySettings> {
  const [row] = await db.select().from(assemblyPriceTables).where(eq(assemblyPriceTables.enterpriseUid, enterpriseUid));
  const options = await db
    .select()
    .from(stencilOptions)
    .where(eq(stencilOptions.enterpriseUid, enterpriseUid))
    .orderBy(asc(stencilOptions.sortNumber));
  const currency = row?.currency ?? 'CNY';
  return {
    version: row?.version ?? 0,
    stencils: {
      currency,
      options: options.map((o) => ({
        kind: o.kind,
        widthMm: mm(o.widthMm),
        heightMm: mm(o.heightMm),
        usableWidthMm: mm(o.usableWidthMm),
        usableHeightMm: mm(o.usableHeightMm),
        price: textOfCents(o.priceCents),
      })),
    },
    assembly: row
      ? {
          currency,
          setupFee: textOfCents(row.setupFeeCents),
          perSide: textOfCents(row.perSideCents),
          smdJoint: unit(row.smdJoint),
          thtJoint: unit(row.thtJoint),
          uniquePart: textOfCents(row.uniquePartCents),
          minimum: textOfCents(row.minimumCents),
        }
      : null,
  };
}

/** The price-table columns of an assembly table as entered (decimal strings to cents). */
const assemblyRow = (a: SettingsInput['assembly']) => ({
  currency: a.currency,
  setupFeeCents: toCents(a.setupFee),
  perSideCents: toCents(a.perSide),
  smdJoint: a.smdJoint,
  thtJoint: a.thtJoint,
  uniquePartCents: toCents(a.uniquePart),
  minimumCents: toCents(a.minimum),
});

/** The stencil option rows of a factory, in the order entered. */
const stencilRows = (enterpriseUid: string, options: SettingsInput['stencils']) =>
  options.map((o, i) => ({
    enterpriseUid,
    kind: o.kind,
    widthMm: String(o.widthMm),
    heightMm: String(o.heightMm),
    usableWidthMm: String(o.usableWidthMm),
    usableHeightMm: String(o.usableHeightMm),
    priceCents: toCents(o.price),
    sortNumber: i,
  }));

/**
 * Saves the caller's factory's stencil options and assembly prices whole, compare-and-set on `version` (an
 * older one answers 409), with one audit row holding the settings before and after.
 */
export async function saveSettings(
  db: Database,
  actor: { enterpriseUid: string; accountUid: string; ip: string },
  input: SettingsInput,
): Promise<void> {
  const before = await readSettings(db, actor.enterpriseUid);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: assemblyPriceTables.version })
      .from(assemblyPriceTables)
      .where(eq(assemblyPriceTables.enterpriseUid, actor.enterpriseUid))
      .for('update');
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const values = { ...assemblyRow(input.assembly), updatedBy: actor.accountUid, updatedAt: new Date() };
    if (current) {
      const changed = await tx
        .update(assemblyPriceTables)
        .set({ ...values, version: current.version + 1 })
        .where(eq(assemblyPriceTables.enterpriseUid, actor.enterpriseUid))
        .returning({ version: assemblyPriceTables.version });
      if (changed.length !== 1) throw conflict();
    } else {
      await tx.insert(assemblyPriceTables).values({ enterpriseUid: actor.enterpriseUid, ...values, version: 1 });
    }
    await tx.delete(stencilOptions).where(eq(stencilOptions.enterpriseUid, actor.enterpriseUid));
    if (input.stencils.length) await tx.insert(stencilOptions).values(stencilRows(actor.enterpriseUid, input.stencils));
    await recordAudit(tx, {
      entity: 'assembly_settings',
      entityUid: actor.enterpriseUid,
      enterpriseUid: actor.enterpriseUid,
      action: 'assembly-settings-saved',
      actorAccountUid: actor.accountUid,
      ip: actor.ip,
      before: before as unknown as Record<string, unknown>,
      after: { stencils: input.stencils, assembly: input.assembly } as unknown as Record<string, unknown>,
    });
  });
}

/** The demo factory's (E0001) stencil and assembly tables, once. */
export async function seedAssemblyDemo(db: Database): Promise<boolean> {
  const [factory] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'))
    .limit(1);
  if (!factory) return false;
  const [existing] = await db
    .select({ version: assemblyPriceTables.version })
    .from(assemblyPriceTables)
    .where(eq(assemblyPriceTables.enterpriseUid, factory.uid));
  if (existing) return false;
  await db.transaction(async (tx) => {
    await tx.insert(assemblyPriceTables).values({ enterpriseUid: factory.uid, ...assemblyRow(demoAssemblyTable) });
    await tx.insert(stencilOptions).values(stencilRows(factory.uid, demoStencilTable.options));
  });
  return true;
}
