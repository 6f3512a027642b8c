import { sampleVerdict, type SamplingPlan } from './sampling.js';
import { stateTable } from '../state-machine.js';

/**
 * Incoming inspection of a received lot (issue 19), as a state table. The factory opens an inspection for a lot
 * (the sampling plan is fixed then), records the defects found by type and decides: accept, reject, or accept with
 * a concession (a deviation the factory accepts with a reason). A rejection starts a return to the supplier.
 */
export const INSPECTION_STATUSES = ['pending', 'accepted', 'rejected', 'concession'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const INSPECTION_DECISIONS = ['accept', 'reject', 'concession'] as const;
export type InspectionDecision = (typeof INSPECTION_DECISIONS)[number];

export const INSPECTION_ACTIONS = ['accept', 'reject', 'concession'] as const;
export type InspectionAction = (typeof INSPECTION_ACTIONS)[number];

export interface InspectionTransition {
  action: InspectionAction;
  from: readonly InspectionStatus[];
  to: InspectionStatus;
  /** Only the factory decides; the supplier sees the result of inspections of its own lots. */
  by: 'factory';
  reason: boolean;
}

export const INSPECTION_TRANSITIONS: readonly InspectionTransition[] = [
  { action: 'accept', from: ['pending'], to: 'accepted', by: 'factory', reason: false },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'factory', reason: false },
  { action: 'concession', from: ['pending'], to: 'concession', by: 'factory', reason: true },
];

const inspections = stateTable(INSPECTION_TRANSITIONS);

export function inspectionTransition(action: InspectionAction): InspectionTransition {
  return inspections.transition(action);
}

/** The decisions a side may take on an inspection in this state (the screen shows only these). */
export function inspectionActions(status: InspectionStatus, role: 'factory' | 'supplier'): InspectionAction[] {
  return role === 'factory' ? inspections.actionsFor(status) : [];
}

/** The kinds of nonconformity an inspector records for PCB materials (laminate, copper foil, prepreg, chemicals, ink). */
export const DEFECT_TYPES = [
  'appearance',
  'dimension',
  'thickness',
  'electrical',
  'solderability',
  'adhesion',
  'contamination',
  'packaging',
  'labelling',
  'documentation',
  'other',
] as const;
export type DefectType = (typeof DEFECT_TYPES)[number];

export interface DefectCount {
  type: DefectType;
  /** Nonconforming units of this type in the sample. */
  count: number;
}

/** Nonconforming units in the sample (the sum over the types, each unit counted under its main defect). */
export function defectiveUnits(defects: readonly DefectCount[]): number {
  return defects.reduce((sum, d) => sum + d.count, 0);
}

export type InspectionDecisionProblem =
  'overSample' | 'acceptOverLimit' | 'concessionWithinLimit' | 'reasonRequired' | null;

/**
 * Whether a decision fits what the sample says: the defectives cannot exceed the sample; "accept" needs at most Ac
 * defectives; a concession is only for a lot the sample rejects (at or above Re) and needs a reason. A rejection
 * is always open to the inspector (a critical defect rejects the lot whatever the count).
 */
export function inspectionDecisionProblem(
  plan: Pick<SamplingPlan, 'acceptNumber' | 'sampleSize'>,
  defects: readonly DefectCount[],
  decision: InspectionDecision,
  reason: string | null | undefined,
): InspectionDecisionProblem {
  const found = defectiveUnits(defects);
  if (found > plan.sampleSize) return 'overSample';
  const verdict = sampleVerdict(plan, found);
  if (decision === 'accept' && verdict === 'reject') return 'acceptOverLimit';
  if (decision === 'concession' && verdict === 'accept') return 'concessionWithinLimit';
  if (decision === 'concession' && !reason?.trim()) return 'reasonRequired';
  return null;
}

export const decisionStatus = (decision: InspectionDecision): InspectionStatus => inspectionTransition(decision).to;
