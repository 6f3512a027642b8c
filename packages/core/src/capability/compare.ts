import {
  CAPABILITY_DIRECTION,
  CAPABILITY_ITEMS,
  measuredValue,
  PER_COPPER_WEIGHT,
  type CapabilityItem,
  type CapabilityRule,
  type MeasuredRules,
} from './items.js';

export type FindingVerdict = 'fine' | 'upgrade' | 'cannot' | 'not-measured' | 'no-rule';

export interface CapabilityFinding {
  item: CapabilityItem;
  /** The board's figure (mm or count), null when the analysis could not measure it. */
  measured: number | null;
  verdict: FindingVerdict;
  /** The rule it was compared with (the copper weight's row when there is one). */
  rule: CapabilityRule | null;
}

const EPSILON = 1e-9;

/** The rule of an item for a copper weight: the row for that weight, else the nearest lighter one, else the one for any weight. */
export function ruleFor(
  rules: readonly CapabilityRule[],
  item: CapabilityItem,
  copperOz: number,
): CapabilityRule | null {
  const rows = rules.filter((rule) => rule.item === item);
  if (!PER_COPPER_WEIGHT.has(item)) return rows.find((rule) => rule.copperOz === null) ?? rows[0] ?? null;
  const weighted = rows
    .filter((rule) => rule.copperOz !== null && Number(rule.copperOz) <= copperOz + EPSILON)
    .sort((a, b) => Number(b.copperOz) - Number(a.copperOz));
  return (
    weighted[0] ??
    rows.find((rule) => rule.copperOz === null) ??
    rows.sort((a, b) => Number(a.copperOz) - Number(b.copperOz))[0] ??
    null
  );
}

/**
 * Each design-rule figure against the factory's table: `fine` within the standard limit, `upgrade` within the
 * advanced one (the upgrade's pricing project charges for it), `cannot` beyond both; `not-measured` when the
 * analysis has no figure, `no-rule` when the table has no row for the item.
 */
export function compareWithCapability(
  dfm: MeasuredRules,
  rules: readonly CapabilityRule[],
  copperOz = 1,
): CapabilityFinding[] {
  return CAPABILITY_ITEMS.map((item) => {
    const rule = ruleFor(rules, item, copperOz);
    const measured = measuredValue(item, dfm);
    if (!rule) return { item, measured, verdict: 'no-rule', rule: null };
    if (measured === null) return { item, measured, verdict: 'not-measured', rule };
    const within = (limit: string) =>
      CAPABILITY_DIRECTION[item] === 'min' ? measured >= Number(limit) - EPSILON : measured <= Number(limit) + EPSILON;
    const verdict: FindingVerdict = within(rule.standard)
      ? 'fine'
      : rule.advanced !== null && within(rule.advanced)
        ? 'upgrade'
        : 'cannot';
    return { item, measured, verdict, rule };
  });
}

/** The worst verdict of a set of findings: what the quote form says first. */
export function overallVerdict(findings: readonly CapabilityFinding[]): 'fine' | 'upgrade' | 'cannot' {
  if (findings.some((f) => f.verdict === 'cannot')) return 'cannot';
  if (findings.some((f) => f.verdict === 'upgrade')) return 'upgrade';
  return 'fine';
}
