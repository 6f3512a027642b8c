import type { CapabilityRule, CapabilityTableInput } from '@pcbunion/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, pricingProjects, processCapabilities, processCapabilityTables } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { capabilityMessages } from './messages.js';

export interface CapabilityTable {
  merchant: { uid: string; name: string };
  version: number;
  rules: CapabilityRule[];
  /** The factory's pricing projects by code (what an upgrade is charged by), with their names. */
  projects: Array<{ code: string; name: string }>;
}

/** Numbers as the API writes them: no trailing zeros (`0.100` → `0.1`). */
const plain = (value: string | null): string | null => (value === null ? null : String(Number(value)));

const ruleOf = (row: typeof processCapabilities.$inferSelect): CapabilityRule => ({
  item: row.item,
  copperOz: plain(row.copperOz),
  standard: plain(row.standard) ?? '0',
  advanced: plain(row.advanced),
  upgradeProject: row.upgradeProject,
});

/** A factory's table; without a merchant, the first active factory that has one (the public page's default). */
export async function readCapability(db: Database, merchantUid?: string): Promise<CapabilityTable> {
  const [table] = await db
    .select({ uid: enterprises.uid, name: enterprises.name, version: processCapabilityTables.version })
    .from(processCapabilityTables)
    .innerJoin(enterprises, eq(enterprises.uid, processCapabilityTables.enterpriseUid))
    .where(
      and(
        eq(enterprises.kind, 'factory'),
        eq(enterprises.status, 'active'),
        merchantUid ? eq(enterprises.uid, merchantUid) : sql`true`,
      ),
    )
    .orderBy(asc(enterprises.enterpriseNo))
    .limit(1);
  if (!table) throw notFound(capabilityMessages.noFactory);
  const rows = await db
    .select()
    .from(processCapabilities)
    .where(eq(processCapabilities.enterpriseUid, table.uid))
    .orderBy(asc(processCapabilities.sortNumber));
  const projects = await db
    .select({ code: pricingProjects.code, name: pricingProjects.name })
    .from(pricingProjects)
    .where(eq(pricingProjects.enterpriseUid, table.uid))
    .orderBy(asc(pricingProjects.code));
  return {
    merchant: { uid: table.uid, name: table.name },
    version: table.version,
    rules: rows.map(ruleOf),
    projects,
  };
}

/**
 * The rules of several factories' tables in one query, by factory uid (a factory without a table is absent): what
 * a comparison of every factory checks a board against.
 */
export async function readCapabilityRules(
  db: Database,
  merchantUids: readonly string[],
): Promise<Map<string, CapabilityRule[]>> {
  const tables = new Map<string, CapabilityRule[]>();
  if (merchantUids.length === 0) return tables;
  const rows = await db
    .select()
    .from(processCapabilities)
    .where(inArray(processCapabilities.enterpriseUid, [...merchantUids]))
    .orderBy(asc(processCapabilities.enterpriseUid), asc(processCapabilities.sortNumber));
  for (const row of rows) {
    let rules = tables.get(row.enterpriseUid);
    if (!rules) tables.set(row.enterpriseUid, (rules = []));
    rules.push(ruleOf(row));
  }
  return tables;
}

/**
 * Saves the whole table of the caller's factory (compare-and-set on `version`: an older version answers 409).
 * An upgrade must name a project of the factory's own price book (400 naming the row's field).
 */
export async function saveCapability(
  db: Database,
  enterpriseUid: string,
  accountUid: string,
  input: CapabilityTableInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const codes = new Set(
      (
        await tx
          .select({ code: pricingProjects.code })
          .from(pricingProjects)
          .where(eq(pricingProjects.enterpriseUid, enterpriseUid))
      ).map((p) => p.code),
    );
    input.rules.forEach((rule, i) => {
      if (rule.upgradeProject !== null && !codes.has(rule.upgradeProject)) {
        throw badRequest(capabilityMessages.unknownProject, { code: rule.upgradeProject }, `rules.${i}.upgradeProject`);
      }
    });
    const [current] = await tx
      .select({ version: processCapabilityTables.version })
      .from(processCapabilityTables)
      .where(eq(processCapabilityTables.enterpriseUid, enterpriseUid))
      .for('update');
    if ((current?.version ?? 0) !== input.version) throw conflict();
    if (current) {
      await tx
        .update(processCapabilityTables)
        .set({ version: current.version + 1, updatedBy: accountUid, updatedAt: new Date() })
        .where(eq(processCapabilityTables.enterpriseUid, enterpriseUid));
    } else {
      await tx.insert(processCapabilityTables).values({ enterpriseUid, version: 1, updatedBy: accountUid });
    }
    await tx.delete(processCapabilities).where(eq(processCapabilities.enterpriseUid, enterpriseUid));
    if (input.rules.length > 0) {
      await tx.insert(processCapabilities).values(
        input.rules.map((rule, i) => ({
          enterpriseUid,
          item: rule.item,
          copperOz: rule.copperOz,
          standard: rule.standard,
          advanced: rule.advanced,
          upgradeProject: rule.upgradeProject,
          sortNumber: i,
        })),
      );
    }
  });
}

/**
 * The demo factory's table (E0001), once: common rigid-board limits of a mid-range factory. Fine lines and
 * small holes are made at extra cost, charged by the book's engineering project.
 */
export const DEMO_CAPABILITY: CapabilityRule[] = [
  { item: 'minTrace', copperOz: '1', standard: '0.127', advanced: '0.076', upgradeProject: 'ENGINEERING' },
  { item: 'minTrace', copperOz: '2', standard: '0.2', advanced: '0.15', upgradeProject: 'ENGINEERING' },
  { item: 'minSpace', copperOz: '1', standard: '0.127', advanced: '0.076', upgradeProject: 'ENGINEERING' },
  { item: 'minSpace', copperOz: '2', standard: '0.2', advanced: '0.15', upgradeProject: 'ENGINEERING' },
  { item: 'minPlatedHole', copperOz: null, standard: '0.25', advanced: '0.15', upgradeProject: 'ENGINEERING' },
  { item: 'minNonPlatedHole', copperOz: null, standard: '0.5', advanced: null, upgradeProject: null },
  { item: 'minAnnularRing', copperOz: null, standard: '0.1', advanced: '0.075', upgradeProject: 'ENGINEERING' },
  { item: 'minHoleToEdge', copperOz: null, standard: '0.3', advanced: null, upgradeProject: null },
  { item: 'minCopperToEdge', copperOz: null, standard: '0.25', advanced: '0.2', upgradeProject: 'ENGINEERING' },
  { item: 'minSlotWidth', copperOz: null, standard: '0.6', advanced: null, upgradeProject: null },
  { item: 'maxBoardWidth', copperOz: null, standard: '500', advanced: '600', upgradeProject: 'ENGINEERING' },
  { item: 'maxBoardHeight', copperOz: null, standard: '400', advanced: null, upgradeProject: null },
  { item: 'maxLayers', copperOz: null, standard: '12', advanced: '16', upgradeProject: 'ENGINEERING' },
];

/**
 * The prototype shop's table (E0005): coarser than the volume factory's (E0001, 0.127 mm trace as standard): 0.15 mm
 * as standard, 0.127 mm as an upgrade, up to 8 layers and 400 mm.
 */
export const DEMO_PROTOTYPE_CAPABILITY: CapabilityRule[] = [
  { item: 'minTrace', copperOz: '1', standard: '0.15', advanced: '0.127', upgradeProject: 'ENGINEERING' },
  { item: 'minTrace', copperOz: '2', standard: '0.25', advanced: '0.2', upgradeProject: 'ENGINEERING' },
  { item: 'minSpace', copperOz: '1', standard: '0.15', advanced: '0.127', upgradeProject: 'ENGINEERING' },
  { item: 'minSpace', copperOz: '2', standard: '0.25', advanced: '0.2', upgradeProject: 'ENGINEERING' },
  { item: 'minPlatedHole', copperOz: null, standard: '0.3', advanced: '0.2', upgradeProject: 'ENGINEERING' },
  { item: 'minNonPlatedHole', copperOz: null, standard: '0.5', advanced: null, upgradeProject: null },
  { item: 'minAnnularRing', copperOz: null, standard: '0.15', advanced: '0.1', upgradeProject: 'ENGINEERING' },
  { item: 'minHoleToEdge', copperOz: null, standard: '0.4', advanced: null, upgradeProject: null },
  { item: 'minCopperToEdge', copperOz: null, standard: '0.3', advanced: null, upgradeProject: null },
  { item: 'minSlotWidth', copperOz: null, standard: '0.8', advanced: null, upgradeProject: null },
  { item: 'maxBoardWidth', copperOz: null, standard: '300', advanced: '400', upgradeProject: 'ENGINEERING' },
  { item: 'maxBoardHeight', copperOz: null, standard: '300', advanced: null, upgradeProject: null },
  { item: 'maxLayers', copperOz: null, standard: '6', advanced: '8', upgradeProject: 'ENGINEERING' },
];

/** The HDI specialist's table (E0006): 0.075 mm trace as standard, 0.05 mm as an upgrade, laser vias, 20 layers. */
export const DEMO_HDI_CAPABILITY: CapabilityRule[] = [
  { item: 'minTrace', copperOz: '1', standard: '0.075', advanced: '0.05', upgradeProject: 'ENGINEERING' },
  { item: 'minTrace', copperOz: '2', standard: '0.1', advanced: '0.075', upgradeProject: 'ENGINEERING' },
  { item: 'minSpace', copperOz: '1', standard: '0.075', advanced: '0.05', upgradeProject: 'ENGINEERING' },
  { item: 'minSpace', copperOz: '2', standard: '0.1', advanced: '0.075', upgradeProject: 'ENGINEERING' },
  { item: 'minPlatedHole', copperOz: null, standard: '0.15', advanced: '0.1', upgradeProject: 'ENGINEERING' },
  { item: 'minNonPlatedHole', copperOz: null, standard: '0.4', advanced: null, upgradeProject: null },
  { item: 'minAnnularRing', copperOz: null, standard: '0.075', advanced: '0.05', upgradeProject: 'ENGINEERING' },
  { item: 'minHoleToEdge', copperOz: null, standard: '0.25', advanced: null, upgradeProject: null },
  { item: 'minCopperToEdge', copperOz: null, standard: '0.2', advanced: '0.15', upgradeProject: 'ENGINEERING' },
  { item: 'minSlotWidth', copperOz: null, standard: '0.5', advanced: null, upgradeProject: null },
  { item: 'maxBoardWidth', copperOz: null, standard: '500', advanced: null, upgradeProject: null },
  { item: 'maxBoardHeight', copperOz: null, standard: '400', advanced: null, upgradeProject: null },
  { item: 'maxLayers', copperOz: null, standard: '20', advanced: null, upgradeProject: null },
];

const DEMO_TABLES: Readonly<Record<string, CapabilityRule[]>> = {
  E0001: DEMO_CAPABILITY,
  E0005: DEMO_PROTOTYPE_CAPABILITY,
  E0006: DEMO_HDI_CAPABILITY,
};

/** The demo factories' tables, each once (a factory that has one is left alone). */
export async function seedCapabilityDemo(db: Database): Promise<boolean> {
  const found = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, version: processCapabilityTables.version })
    .from(enterprises)
    .leftJoin(processCapabilityTables, eq(processCapabilityTables.enterpriseUid, enterprises.uid))
    .where(inArray(enterprises.enterpriseNo, Object.keys(DEMO_TABLES)));
  let seeded = false;
  for (const factory of found) {
    const rules = DEMO_TABLES[factory.no];
    if (!rules || factory.version !== null) continue;
    await db.transaction(async (tx) => {
      await tx.insert(processCapabilityTables).values({ enterpriseUid: factory.uid, version: 1 });
      await tx
        .insert(processCapabilities)
        .values(rules.map((rule, i) => ({ enterpriseUid: factory.uid, ...rule, sortNumber: i })));
    });
    seeded = true;
  }
  return seeded;
}
