/**
 * Incoming inspection by attributes, ISO 2859-1 (= ANSI/ASQ Z1.4, MIL-STD-105E): general inspection level II,
 * single sampling, normal inspection. Table 1 gives the sample size code letter from the lot size; Table 2-A gives
 * the sample size of each letter and, per AQL, the acceptance number Ac and rejection number Re.
 *
 * Table 2-A is diagonal: along a row the plans step through 0/1, 1/2, 2/3, 3/4, 5/6, 7/8, 10/11, 14/15, 21/22 as
 * the AQL grows, and the same plan sits one letter lower for each AQL step lower (both series grow by ≈ 1.6).
 * Between 0/1 and 1/2 sit an up arrow then a down arrow; before 0/1 arrows point down, after 21/22 up ("use the
 * first plan below/above the arrow", and with it that plan's sample size). The arrows are resolved here, so a
 * lookup always answers a plan: code letter, n, Ac, Re. When n reaches the lot size every unit is inspected.
 */

/** The AQLs offered for incoming material, in percent nonconforming (the columns of Table 2-A up to 10). */
export const AQL_VALUES = [
  '0.010',
  '0.015',
  '0.025',
  '0.040',
  '0.065',
  '0.10',
  '0.15',
  '0.25',
  '0.40',
  '0.65',
  '1.0',
  '1.5',
  '2.5',
  '4.0',
  '6.5',
  '10',
] as const;
export type Aql = (typeof AQL_VALUES)[number];
export const DEFAULT_AQL: Aql = '1.0';

/** Table 1, general inspection level II: the largest lot size of each code letter (the last is open-ended). */
export const LEVEL_II_CODE_LETTERS: ReadonlyArray<{ upTo: number; letter: CodeLetter }> = [
  { upTo: 8, letter: 'A' },
  { upTo: 15, letter: 'B' },
  { upTo: 25, letter: 'C' },
  { upTo: 50, letter: 'D' },
  { upTo: 90, letter: 'E' },
  { upTo: 150, letter: 'F' },
  { upTo: 280, letter: 'G' },
  { upTo: 500, letter: 'H' },
  { upTo: 1_200, letter: 'J' },
  { upTo: 3_200, letter: 'K' },
  { upTo: 10_000, letter: 'L' },
  { upTo: 35_000, letter: 'M' },
  { upTo: 150_000, letter: 'N' },
  { upTo: 500_000, letter: 'P' },
  { upTo: Number.POSITIVE_INFINITY, letter: 'Q' },
];

/** Table 2-A: the code letters (no I, no O) and their sample sizes. */
export const CODE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];
export const SAMPLE_SIZES: Readonly<Record<CodeLetter, number>> = {
  A: 2,
  B: 3,
  C: 5,
  D: 8,
  E: 13,
  F: 20,
  G: 32,
  H: 50,
  J: 80,
  K: 125,
  L: 200,
  M: 315,
  N: 500,
  P: 800,
  Q: 1250,
  R: 2000,
};

/** The acceptance numbers along a diagonal of Table 2-A (Re = Ac + 1 in single sampling). */
const ACCEPTANCE_SERIES = [0, 1, 2, 3, 5, 7, 10, 14, 21] as const;
/** letter index + AQL index at which 0/1 sits; +1 is ↑, +2 is ↓, +3 is 1/2 … +10 is 21/22. */
const ZERO_ONE_DIAGONAL = 14;

export interface SamplingPlan {
  aql: Aql;
  lotSize: number;
  /** The letter Table 1 gives for the lot. */
  codeLetter: CodeLetter;
  /** The letter whose plan applies after following an arrow (the same letter when there is no arrow). */
  planLetter: CodeLetter;
  /** Units to inspect: the plan's sample size, or the whole lot when that is smaller. */
  sampleSize: number;
  acceptNumber: number;
  rejectNumber: number;
  /** Every unit of the lot is inspected (the sample size reached the lot size). */
  fullInspection: boolean;
}

export function isAql(value: unknown): value is Aql {
  return typeof value === 'string' && (AQL_VALUES as readonly string[]).includes(value);
}

/** Table 1, level II: the code letter of a lot of `lotSize` units (a lot of 1 takes A). */
export function codeLetterOf(lotSize: number): CodeLetter {
  if (!Number.isFinite(lotSize) || lotSize < 1) throw new RangeError(`lot size must be at least 1, not ${lotSize}`);
  return LEVEL_II_CODE_LETTERS.find((row) => lotSize <= row.upTo)!.letter;
}

/** Table 2-A with its arrows resolved: the plan (letter, Ac) that applies at a letter and an AQL. */
export function tablePlan(letter: CodeLetter, aql: Aql): { planLetter: CodeLetter; acceptNumber: number } {
  const row = CODE_LETTERS.indexOf(letter);
  const column = AQL_VALUES.indexOf(aql);
  let step = row + column - ZERO_ONE_DIAGONAL;
  let planRow = row;
  if (step < 0) {
    // ↓ to the 0/1 plan further down the column.
    planRow = ZERO_ONE_DIAGONAL - column;
    step = 0;
  } else if (step === 1 && row > 0) {
    // ↑ to the 0/1 plan one letter up.
    planRow = row - 1;
    step = 0;
  } else if (step === 1 || step === 2) {
    // ↓ to the 1/2 plan further down (row A has nothing above its ↑, so it looks down too).
    planRow = ZERO_ONE_DIAGONAL + 3 - column;
    step = 3;
  } else if (step > 10) {
    // ↑ to the 21/22 plan higher in the column.
    planRow = ZERO_ONE_DIAGONAL + 10 - column;
    step = 10;
  }
  const acceptNumber = step === 0 ? 0 : ACCEPTANCE_SERIES[step - 2]!;
  return { planLetter: CODE_LETTERS[planRow]!, acceptNumber };
}

/** The sampling plan of a lot at an AQL: level II, single sampling, normal inspection. */
export function samplingPlan(lotSize: number, aql: Aql): SamplingPlan {
  const codeLetter = codeLetterOf(lotSize);
  const { planLetter, acceptNumber } = tablePlan(codeLetter, aql);
  const n = SAMPLE_SIZES[planLetter];
  const fullInspection = n >= lotSize;
  return {
    aql,
    lotSize,
    codeLetter,
    planLetter,
    sampleSize: fullInspection ? Math.ceil(lotSize) : n,
    acceptNumber,
    rejectNumber: acceptNumber + 1,
    fullInspection,
  };
}

/** What the sample says: accept when the nonconforming units found are at most Ac, reject from Re. */
export function sampleVerdict(plan: Pick<SamplingPlan, 'acceptNumber'>, defectiveUnits: number): 'accept' | 'reject' {
  return defectiveUnits <= plan.acceptNumber ? 'accept' : 'reject';
}
