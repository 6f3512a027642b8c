import { Decimal } from '../money/decimal.js';

/**
 * Board and parcel weight for shipping (documented in docs/instant-quote.md § Weight):
 *
 *   area per board  A  = width × height                                     (m²)
 *   laminate           = A × thickness × ρ(FR-4)        ρ = 1,850 kg/m³      (kg)
 *   copper             = A × (outer layers × oz + inner layers × 0.5 oz) × 0.30515 kg/m² per oz
 *                        outer layers = min(layers, 2) at the board's copper weight, the inner ones at ½ oz,
 *                        each a full sheet (no etching allowance: a shipping weight errs on the heavy side)
 *   boards             = (laminate + copper) × quantity
 *   packages           = ⌈boards ÷ package capacity⌉ (at least 1), each adding its tare (carton, foam, bags)
 *   shipping weight    = boards + packages × tare, in whole grams rounded up
 */
export const FR4_DENSITY_KG_M3 = '1850';
/** One ounce of copper spread over a square foot: 1 oz / 0.09290304 m² = 305.15 g/m². */
export const COPPER_KG_PER_M2_PER_OZ = '0.30515';
export const INNER_COPPER_OZ = '0.5';

export interface BoardSpec {
  widthMm: number | string;
  heightMm: number | string;
  thicknessMm: number | string;
  /** Outer copper weight in ounces per square foot. */
  copperOz: number | string;
  layers: number;
  quantity: number;
}

export interface PackingRules {
  /** Most board weight one package holds (kg). */
  packageMaxKg: number | string;
  /** Weight of one package's carton and padding (kg). */
  packageTareKg: number | string;
}

export const DEFAULT_PACKING: PackingRules = { packageMaxKg: '15', packageTareKg: '0.3' };

export interface ShippingWeight {
  /** One board (kg, 6 decimals). */
  boardKg: string;
  /** All boards (kg, 3 decimals). */
  boardsKg: string;
  packages: number;
  /** Boards plus the packages' tare, whole grams rounded up (kg, 3 decimals). */
  weightKg: string;
  /** The same in grams, what the rates are computed with. */
  weightGrams: number;
}

/** Weight of one board in kg (exact decimal). */
export function boardWeightKg(board: Omit<BoardSpec, 'quantity'>): Decimal {
  const area = new Decimal(board.widthMm).times(board.heightMm).dividedBy(1_000_000);
  const laminate = area.times(new Decimal(board.thicknessMm).dividedBy(1000)).times(FR4_DENSITY_KG_M3);
  const outer = Math.min(board.layers, 2);
  const inner = Math.max(board.layers - 2, 0);
  const copperOz = new Decimal(board.copperOz).times(outer).plus(new Decimal(INNER_COPPER_OZ).times(inner));
  const copper = area.times(copperOz).times(COPPER_KG_PER_M2_PER_OZ);
  return laminate.plus(copper);
}

/** The parcel: boards, package count, and the weight the carriers charge for. */
export function shippingWeight(board: BoardSpec, packing: PackingRules = DEFAULT_PACKING): ShippingWeight {
  const one = boardWeightKg(board);
  const boards = one.times(board.quantity);
  const capacity = new Decimal(packing.packageMaxKg);
  const packages = Math.max(1, boards.dividedBy(capacity).ceil().toNumber());
  const total = boards.plus(new Decimal(packing.packageTareKg).times(packages));
  const grams = total.times(1000).ceil().toNumber();
  return {
    boardKg: one.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6),
    boardsKg: boards.toDecimalPlaces(3, Decimal.ROUND_UP).toFixed(3),
    packages,
    weightKg: new Decimal(grams).dividedBy(1000).toFixed(3),
    weightGrams: grams,
  };
}
