import type { CompareBody } from './api';

type Values = Record<string, string>;
type Measured = NonNullable<CompareBody['dfm']>;

/** The platform's lead-time parameter: sent as `leadTime`, for the books that have it. */
const LEAD_TIME = 'LEAD_TIME';

/** The board as the instant quote holds it: the form's values in its factory's codes, the upload's figures. */
export interface QuotedBoard {
  values: Values;
  /** The code of the quantity parameter in the form's book. */
  quantityCode: string;
  /** The CAM values the engine reads (layers, size) from the upload's analysis. */
  cam?: Record<string, unknown> | undefined;
  /** cam's analysis of the upload; its `dfm` holds the design-rule figures. */
  analysis?: unknown;
  destination?: { country: string; province?: string | null } | null | undefined;
}

/** A length the check can read: a positive, finite number of millimetres, else null (not measured). */
const length = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 10_000 ? value : null;

/** The design-rule figures of an upload's analysis (`analysis.dfm`), the part the comparison checks; none without. */
export function measuredRulesOf(analysis: unknown): Measured | undefined {
  const dfm = (analysis as { dfm?: Record<string, unknown> | null } | null | undefined)?.dfm;
  if (!dfm || typeof dfm !== 'object') return undefined;
  const layers = Number(dfm.copperLayers);
  return {
    minTraceMm: length(dfm.minTraceMm),
    minSpaceMm: length(dfm.minSpaceMm),
    minPlatedHoleMm: length(dfm.minPlatedHoleMm),
    minNonPlatedHoleMm: length(dfm.minNonPlatedHoleMm),
    minAnnularRingMm: length(dfm.minAnnularRingMm),
    minHoleToEdgeMm: length(dfm.minHoleToEdgeMm),
    minCopperToEdgeMm: length(dfm.minCopperToEdgeMm),
    slots: { minWidthMm: length((dfm.slots as { minWidthMm?: unknown } | null | undefined)?.minWidthMm) },
    widthMm: length(dfm.widthMm),
    heightMm: length(dfm.heightMm),
    copperLayers: Number.isInteger(layers) && layers >= 0 && layers <= 200 ? layers : 0,
  };
}

/**
 * What `POST /api/pricing/compare` is asked for the board in the form: its entered values, the quantity and lead
 * time apart (each book puts them in its own parameters), the upload's CAM values and design-rule figures, and the
 * destination. Null while the form holds nothing to price.
 */
export function compareBodyOf(board: QuotedBoard): CompareBody | null {
  const entered = Object.entries(board.values).filter(([, value]) => value.trim() !== '');
  if (entered.length === 0) return null;
  const quantityText = board.values[board.quantityCode]?.trim() ?? '';
  const quantity = /^\d+$/.test(quantityText) && Number(quantityText) >= 1 ? Number(quantityText) : undefined;
  const leadTime = board.values[LEAD_TIME]?.trim() || undefined;
  const params = Object.fromEntries(
    entered.filter(
      ([code]) => !(code === board.quantityCode && quantity !== undefined) && !(code === LEAD_TIME && leadTime),
    ),
  );
  const dfm = measuredRulesOf(board.analysis);
  const country = board.destination?.country.trim();
  return {
    params,
    ...(quantity !== undefined ? { quantity } : {}),
    ...(leadTime ? { leadTime } : {}),
    ...(board.cam && Object.keys(board.cam).length > 0 ? { cam: board.cam as CompareBody['cam'] } : {}),
    ...(dfm ? { dfm } : {}),
    ...(country ? { destination: { country, province: board.destination?.province ?? null } } : {}),
  };
}
