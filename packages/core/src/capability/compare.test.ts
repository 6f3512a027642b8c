import { describe, expect, it } from 'vitest';
import { compareWithCapability, overallVerdict, ruleFor } from './compare.js';
import type { CapabilityRule, MeasuredRules } from './items.js';
import { capabilityTableSchema } from './schemas.js';

const rules: CapabilityRule[] = [
  { item: 'minTrace', copperOz: '1', standard: '0.127', advanced: '0.076', upgradeProject: 'FINE_LINE' },
  { item: 'minTrace', copperOz: '2', standard: '0.2', advanced: null, upgradeProject: null },
  { item: 'minPlatedHole', copperOz: null, standard: '0.3', advanced: '0.2', upgradeProject: 'SMALL_HOLE' },
  { item: 'maxLayers', copperOz: null, standard: '6', advanced: null, upgradeProject: null },
  { item: 'maxBoardWidth', copperOz: null, standard: '500', advanced: null, upgradeProject: null },
];
const board: MeasuredRules = {
  minTraceMm: 0.1,
  minSpaceMm: null,
  minPlatedHoleMm: 0.3,
  minNonPlatedHoleMm: null,
  minAnnularRingMm: null,
  minHoleToEdgeMm: null,
  minCopperToEdgeMm: null,
  slots: { minWidthMm: null },
  widthMm: 100,
  heightMm: 600,
  copperLayers: 14,
};

describe("a board against the factory's capability table", () => {
  it('says fine, upgrade (with its project), cannot, not measured and no rule', () => {
    const findings = Object.fromEntries(compareWithCapability(board, rules, 1).map((f) => [f.item, f.verdict]));
    expect(findings).toMatchObject({
      minTrace: 'upgrade',
      minPlatedHole: 'fine',
      maxLayers: 'cannot',
      minSpace: 'no-rule',
      maxBoardWidth: 'cannot',
    });
    expect(compareWithCapability(board, rules, 1).find((f) => f.item === 'minTrace')?.rule?.upgradeProject).toBe(
      'FINE_LINE',
    );
    expect(overallVerdict(compareWithCapability(board, rules, 1))).toBe('cannot');
  });

  it('takes the trace rule of the copper weight, or the nearest lighter one', () => {
    expect(ruleFor(rules, 'minTrace', 2)?.standard).toBe('0.2');
    expect(ruleFor(rules, 'minTrace', 3)?.standard).toBe('0.2');
    expect(ruleFor(rules, 'minTrace', 0.5)?.standard).toBe('0.127');
    expect(compareWithCapability(board, rules, 2).find((f) => f.item === 'minTrace')?.verdict).toBe('cannot');
  });

  it('refuses an advanced limit that is not beyond the standard one, and a duplicate row', () => {
    const bad = capabilityTableSchema.safeParse({
      version: 1,
      rules: [
        { item: 'minPlatedHole', copperOz: null, standard: '0.2', advanced: '0.3', upgradeProject: 'X' },
        { item: 'minPlatedHole', copperOz: null, standard: '0.2', advanced: null, upgradeProject: null },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['rules.0.advanced', 'rules.1.item']);
  });
});
