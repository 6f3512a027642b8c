import type { Bom } from './bom.js';
import type { PickAndPlace } from './pnp.js';
import type { AssemblyIssue, GerberAssembly } from './types.js';

/** At most this many designators are named in one difference; the rest are counted. */
const NAMED = 20;

export interface CrossCheck {
  totals: {
    bom: number | null;
    pnp: { top: number; bottom: number; total: number } | null;
    gerber: { top: number; bottom: number; total: number };
  };
  /** `ok` lines say what agrees, the others what differs; both as keys with values. */
  checks: Array<AssemblyIssue & { ok: boolean }>;
}

/**
 * The BOM, the placement file and the Gerber clustering compared: BOM total vs placements, designators in one
 * and not the other, a BOM line whose quantity is not its designator count, placements per side vs the parts
 * the pads were clustered into (the clustering is an estimate: within 10 % counts as agreeing).
 */
export function crossCheck(gerber: GerberAssembly, bom: Bom | null, pnp: PickAndPlace | null): CrossCheck {
  const checks: CrossCheck['checks'] = [];
  const g = { top: gerber.top.parts, bottom: gerber.bottom.parts, total: gerber.top.parts + gerber.bottom.parts };
  if (bom) {
    for (const line of bom.lines) {
      if (line.designators.length > 0 && line.designators.length !== line.quantity) {
        checks.push({
          ok: false,
          key: 'check.bomQuantity',
          row: line.row,
          column: 'quantity',
          values: { quantity: line.quantity, designators: line.designators.length },
        });
      }
    }
  }
  if (bom && pnp) {
    const placed = new Set(pnp.placements.map((p) => p.designator.toLowerCase()));
    const listed = new Set(bom.lines.flatMap((line) => line.designators.map((d) => d.toLowerCase())));
    const notPlaced = bom.lines.flatMap((line) => line.designators).filter((d) => !placed.has(d.toLowerCase()));
    const notListed = pnp.placements.map((p) => p.designator).filter((d) => !listed.has(d.toLowerCase()));
    checks.push(
      bom.parts === pnp.placements.length
        ? { ok: true, key: 'check.bomPnpAgree', values: { count: bom.parts } }
        : { ok: false, key: 'check.bomPnpTotals', values: { bom: bom.parts, pnp: pnp.placements.length } },
    );
    if (notPlaced.length)
      checks.push({ ok: false, key: 'check.notPlaced', values: { count: notPlaced.length, names: names(notPlaced) } });
    if (notListed.length)
      checks.push({ ok: false, key: 'check.notListed', values: { count: notListed.length, names: names(notListed) } });
  }
  if (pnp) {
    for (const side of ['top', 'bottom'] as const) {
      const placed = side === 'top' ? pnp.top : pnp.bottom;
      if (placed === 0 && g[side] === 0) continue;
      checks.push(
        near(placed, g[side])
          ? { ok: true, key: 'check.pnpGerberAgree', values: { side, pnp: placed, gerber: g[side] } }
          : {
              ok: false,
              key: 'check.pnpGerber',
              values: { side, pnp: placed, gerber: g[side], difference: placed - g[side] },
            },
      );
    }
  } else if (bom) {
    checks.push(
      near(bom.parts, g.total)
        ? { ok: true, key: 'check.bomGerberAgree', values: { bom: bom.parts, gerber: g.total } }
        : {
            ok: false,
            key: 'check.bomGerber',
            values: { bom: bom.parts, gerber: g.total, difference: bom.parts - g.total },
          },
    );
  }
  return {
    totals: {
      bom: bom ? bom.parts : null,
      pnp: pnp ? { top: pnp.top, bottom: pnp.bottom, total: pnp.placements.length } : null,
      gerber: g,
    },
    checks,
  };
}

/** Within 10 % (at least 1) of the clustered count. */
function near(count: number, gerber: number): boolean {
  return Math.abs(count - gerber) <= Math.max(1, Math.round(gerber * 0.1));
}

function names(list: string[]): string {
  return list.length > NAMED ? `${list.slice(0, NAMED).join(', ')} … (+${list.length - NAMED})` : list.join(', ');
}
