import { stateTable } from '../state-machine.js';

/**
 * A lead (潜在客户) moving to a customer, modelled on Odoo CRM's pipeline (New → Qualified → Proposition → Won / Lost
 * with a lost reason) and ERPNext's Lead (Lead → Opportunity → Customer, "Do Not Contact"), in the business's words:
 * new → contacted → qualified → won (it becomes a customer record) or lost with a reason; a lost lead may be reopened.
 * Follow-ups (date, how, what was said, next follow-up date) are written on an open lead and move a new one to
 * contacted. A table of state, action, next state; the server turns each row into a compare-and-set on the stage
 * and the row version, and the screens show only the actions that apply.
 */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_ACTIONS = ['contact', 'qualify', 'win', 'lose', 'reopen'] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

export const LEAD_SOURCES = [
  'exhibition',
  'website',
  'referral',
  'cold_call',
  'platform',
  'advertising',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** How a follow-up was made. */
export const FOLLOW_UP_WAYS = ['call', 'visit', 'email', 'wechat', 'meeting', 'sample'] as const;
export type FollowUpWay = (typeof FOLLOW_UP_WAYS)[number];

export interface LeadTransition {
  action: LeadAction;
  from: readonly LeadStage[];
  to: LeadStage;
  /** The action needs a reason (a lost lead says why). */
  reason: boolean;
}

export const LEAD_TRANSITIONS: readonly LeadTransition[] = [
  { action: 'contact', from: ['new'], to: 'contacted', reason: false },
  { action: 'qualify', from: ['new', 'contacted'], to: 'qualified', reason: false },
  // Winning makes (or links) the customer record in the same transaction.
  { action: 'win', from: ['contacted', 'qualified'], to: 'won', reason: false },
  { action: 'lose', from: ['new', 'contacted', 'qualified'], to: 'lost', reason: true },
  { action: 'reopen', from: ['lost'], to: 'contacted', reason: false },
];

export const OPEN_LEAD_STAGES: readonly LeadStage[] = ['new', 'contacted', 'qualified'];

const leads = stateTable(LEAD_TRANSITIONS);

export function leadTransition(action: LeadAction): LeadTransition {
  return leads.transition(action);
}

export const canApplyLead = (action: LeadAction, stage: LeadStage): boolean => leads.canApply(action, stage);

/** The actions the screen shows for a lead in this stage. */
export const leadActions = (stage: LeadStage): LeadAction[] => leads.actionsFor(stage);

/** A follow-up may be written on an open lead only; on a new lead it moves the lead to contacted. */
export const canFollowUp = (stage: LeadStage): boolean => OPEN_LEAD_STAGES.includes(stage);
export const stageAfterFollowUp = (stage: LeadStage): LeadStage => (stage === 'new' ? 'contacted' : stage);

/** A follow-up's next date must not be before the follow-up itself (YYYY-MM-DD compares as text). */
export const nextDateValid = (on: string, next: string | null | undefined): boolean => !next || next >= on;
