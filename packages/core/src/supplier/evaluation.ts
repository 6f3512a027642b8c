/**
 * A supplier evaluation (issue 19): each criterion scored 0–100 by the evaluator, weighted to a total; approving
 * needs the pass mark, rejecting needs a reason. The rating of the supplier master (1–5) follows from the total.
 */
export const EVALUATION_CRITERIA = ['quality', 'delivery', 'price', 'service', 'capability'] as const;
export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number];

/** Weights in percent (they sum to 100): quality first, as an incoming-quality department weighs it. */
export const CRITERION_WEIGHTS: Record<EvaluationCriterion, number> = {
  quality: 30,
  delivery: 25,
  price: 20,
  service: 15,
  capability: 10,
};

/** The lowest total with which a supplier may be approved. */
export const EVALUATION_PASS_MARK = 60;

export type EvaluationScores = Record<EvaluationCriterion, number>;

/** The weighted total to one decimal (half-up), from integer scores 0–100. */
export function evaluationTotal(scores: EvaluationScores): number {
  const tenths = EVALUATION_CRITERIA.reduce((sum, c) => sum + scores[c] * CRITERION_WEIGHTS[c], 0) / 10;
  return Math.round(tenths) / 10;
}

/** The 1–5 rating a total gives: 90+ → 5, 80+ → 4, 70+ → 3, 60+ → 2, below → 1. */
export function ratingOfTotal(total: number): number {
  if (total >= 90) return 5;
  if (total >= 80) return 4;
  if (total >= 70) return 3;
  if (total >= EVALUATION_PASS_MARK) return 2;
  return 1;
}

export type EvaluationDecision = 'approve' | 'reject';

/** Why a decision cannot stand: approving below the pass mark, rejecting without a reason; null when it can. */
export function decisionProblem(
  decision: EvaluationDecision,
  scores: EvaluationScores,
  reason: string | undefined,
): 'belowPassMark' | 'reasonRequired' | null {
  if (decision === 'approve' && evaluationTotal(scores) < EVALUATION_PASS_MARK) return 'belowPassMark';
  if (decision === 'reject' && !reason?.trim()) return 'reasonRequired';
  return null;
}
