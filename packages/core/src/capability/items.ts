/**
 * The factory's process capability table (issue 17): what it can make as standard, what it can make at extra
 * cost (an upgrade charged by a pricing project of its price book), and beyond that what it cannot make.
 * Lengths in mm, `maxLayers` a count. Trace and space rules may be given per copper weight (oz).
 */
export const CAPABILITY_ITEMS = [
  'minTrace',
  'minSpace',
  'minPlatedHole',
  'minNonPlatedHole',
  'minAnnularRing',
  'minHoleToEdge',
  'minCopperToEdge',
  'minSlotWidth',
  'maxBoardWidth',
  'maxBoardHeight',
  'maxLayers',
] as const;

export type CapabilityItem = (typeof CAPABILITY_ITEMS)[number];

/** `min`: the board's figure must be at least the limit; `max`: at most. */
export const CAPABILITY_DIRECTION: Record<CapabilityItem, 'min' | 'max'> = {
  minTrace: 'min',
  minSpace: 'min',
  minPlatedHole: 'min',
  minNonPlatedHole: 'min',
  minAnnularRing: 'min',
  minHoleToEdge: 'min',
  minCopperToEdge: 'min',
  minSlotWidth: 'min',
  maxBoardWidth: 'max',
  maxBoardHeight: 'max',
  maxLayers: 'max',
};

/** Items whose limit depends on the copper weight (thicker copper etches wider). */
export const PER_COPPER_WEIGHT: ReadonlySet<CapabilityItem> = new Set(['minTrace', 'minSpace']);

export const CAPABILITY_UNIT: Record<CapabilityItem, 'mm' | 'count'> = {
  minTrace: 'mm',
  minSpace: 'mm',
  minPlatedHole: 'mm',
  minNonPlatedHole: 'mm',
  minAnnularRing: 'mm',
  minHoleToEdge: 'mm',
  minCopperToEdge: 'mm',
  minSlotWidth: 'mm',
  maxBoardWidth: 'mm',
  maxBoardHeight: 'mm',
  maxLayers: 'count',
};

/** One row of the table, as the API answers it (numbers as strings of up to 3 decimals, like the price book). */
export interface CapabilityRule {
  item: CapabilityItem;
  /** Copper weight in oz for trace/space rules; null = any weight. */
  copperOz: string | null;
  /** The standard limit: met = fine at the standard price. */
  standard: string;
  /** The limit reachable at extra cost; null = no upgrade. */
  advanced: string | null;
  /** Code of the pricing project that charges for the upgrade. */
  upgradeProject: string | null;
}

/** What the design-rule check measured (cam's `dfm`), the part the table is compared with. */
export interface MeasuredRules {
  minTraceMm: number | null;
  minSpaceMm: number | null;
  minPlatedHoleMm: number | null;
  minNonPlatedHoleMm: number | null;
  minAnnularRingMm: number | null;
  minHoleToEdgeMm: number | null;
  minCopperToEdgeMm: number | null;
  slots: { minWidthMm: number | null };
  widthMm: number | null;
  heightMm: number | null;
  copperLayers: number;
}

export function measuredValue(item: CapabilityItem, dfm: MeasuredRules): number | null {
  switch (item) {
    case 'minTrace':
      return dfm.minTraceMm;
    case 'minSpace':
      return dfm.minSpaceMm;
    case 'minPlatedHole':
      return dfm.minPlatedHoleMm;
    case 'minNonPlatedHole':
      return dfm.minNonPlatedHoleMm;
    case 'minAnnularRing':
      return dfm.minAnnularRingMm;
    case 'minHoleToEdge':
      return dfm.minHoleToEdgeMm;
    case 'minCopperToEdge':
      return dfm.minCopperToEdgeMm;
    case 'minSlotWidth':
      return dfm.slots.minWidthMm;
    case 'maxBoardWidth':
      // The longer side against the longer limit: a board may be turned on the panel.
      return dfm.widthMm === null || dfm.heightMm === null ? null : Math.max(dfm.widthMm, dfm.heightMm);
    case 'maxBoardHeight':
      return dfm.widthMm === null || dfm.heightMm === null ? null : Math.min(dfm.widthMm, dfm.heightMm);
    case 'maxLayers':
      return dfm.copperLayers || null;
  }
}
