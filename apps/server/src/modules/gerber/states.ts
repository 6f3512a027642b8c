import type { GerberAction } from '@pcbunion/core';
import type { gerberFiles } from '../../db/schema/index.js';

type Row = Pick<typeof gerberFiles.$inferSelect, 'uploadStatus' | 'auditStatus' | 'bindingStatus' | 'validity'>;

/**
 * The Gerber file's states (spec 02 §4) and what the factory may do in each. Written once: the routes enforce it
 * with compare-and-set updates, and each row carries its `actions` so the screen shows the same table.
 *
 *   upload:  uploading ──analysis ok──▶ success        uploading ──analysis refused──▶ failed (audit failed too)
 *            success | failed ──recheck──▶ uploading (audit back to under_review)
 *   audit:   under_review | success | failed ──review──▶ success | failed     (only when upload = success)
 *   binding: unbound ──bind──▶ bound ──unbind (last binding)──▶ unbound    (bind: upload success, valid, audit not failed)
 *   validity: valid ◀──▶ expired
 */
export const GERBER_ACTIONS = [
  'review',
  'recheck',
  'bind',
  'unbind',
  'validity',
  'remarks',
] as const satisfies readonly GerberAction[];
export type { GerberAction };

export const canReview = (row: Row) => row.uploadStatus === 'success';
export const canRecheck = (row: Row) => row.uploadStatus !== 'uploading';
export const canBind = (row: Row) =>
  row.uploadStatus === 'success' && row.validity === 'valid' && row.auditStatus !== 'failed';
export const canUnbind = (row: Row) => row.bindingStatus === 'bound';

export function actionsFor(row: Row): GerberAction[] {
  const actions: GerberAction[] = [];
  if (canReview(row)) actions.push('review');
  if (canRecheck(row)) actions.push('recheck');
  if (canBind(row)) actions.push('bind');
  if (canUnbind(row)) actions.push('unbind');
  actions.push('validity', 'remarks');
  return actions;
}
