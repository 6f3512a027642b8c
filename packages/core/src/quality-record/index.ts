import { stateTable } from '../state-machine.js';

/**
 * The poor quality record (品质异常 / 客诉, issue 20; modelled on the 8D report of Odoo Quality alerts and ERPNext's
 * Quality Feedback / Non Conformance): the customer files a complaint on a received delivery line — defect type,
 * quantity (never more than was delivered on the line), photos, lot. The factory answers in 8D style (containment,
 * root cause, corrective action, verification); the customer closes it or reopens it with a reason, which the
 * factory answers again. The customer may withdraw a complaint not yet answered.
 */
export const QUALITY_RECORD_STATUSES = ['open', 'answered', 'closed', 'withdrawn'] as const;
export type QualityRecordStatus = (typeof QUALITY_RECORD_STATUSES)[number];

export const QUALITY_RECORD_ACTIONS = ['answer', 'close', 'reopen', 'withdraw'] as const;
export type QualityRecordAction = (typeof QUALITY_RECORD_ACTIONS)[number];

export const COMPLAINT_DEFECT_TYPES = [
  'open_circuit',
  'short_circuit',
  'solder_mask',
  'silkscreen',
  'dimension',
  'plating',
  'warpage',
  'contamination',
  'soldering',
  'component',
  'other',
] as const;
export type ComplaintDefectType = (typeof COMPLAINT_DEFECT_TYPES)[number];

export interface QualityRecordTransition {
  action: QualityRecordAction;
  from: readonly QualityRecordStatus[];
  to: QualityRecordStatus;
  by: 'factory' | 'customer';
  /** The action needs a reason (a reopening says why). */
  reason: boolean;
}

export const QUALITY_RECORD_TRANSITIONS: readonly QualityRecordTransition[] = [
  { action: 'answer', from: ['open'], to: 'answered', by: 'factory', reason: false },
  { action: 'close', from: ['answered'], to: 'closed', by: 'customer', reason: false },
  { action: 'reopen', from: ['answered', 'closed'], to: 'open', by: 'customer', reason: true },
  { action: 'withdraw', from: ['open'], to: 'withdrawn', by: 'customer', reason: false },
];

const qualityRecords = stateTable(QUALITY_RECORD_TRANSITIONS);

export const qualityRecordTransition = (action: QualityRecordAction): QualityRecordTransition =>
  qualityRecords.transition(action);

export const qualityRecordActions = (
  status: QualityRecordStatus,
  side: 'factory' | 'customer',
): QualityRecordAction[] => qualityRecords.actionsFor(status, side);

/** Delivery states a complaint may be filed on: the customer has received it. */
export const COMPLAINABLE_DELIVERY_STATUSES = ['received'] as const;

export const QUALITY_RECORD_LIMITS = { description: 2000, lot: 64, photos: 10, answer: 2000, reason: 500 } as const;
