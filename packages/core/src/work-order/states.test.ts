import { describe, expect, it } from 'vitest';
import {
  canApplyWorkOrder,
  checkWorkOrderDraft,
  COMPLAINT_TYPES,
  workOrderActions,
  workOrderSla,
  WORK_ORDER_MAX_ATTACHMENTS,
} from './states.js';

const day = 86_400_000;
const t0 = new Date('2026-11-01T00:00:00Z');

describe('work-order states', () => {
  it('goes open → in progress → resolved → closed, staff driving, the customer closing or reopening', () => {
    expect(workOrderActions('open', 'staff', t0, t0)).toEqual(['start', 'resolve']);
    expect(workOrderActions('open', 'customer', t0, t0)).toEqual([]);
    expect(workOrderActions('in_progress', 'staff', t0, t0)).toEqual(['resolve']);
    expect(workOrderActions('resolved', 'customer', t0, t0)).toEqual(['close', 'reopen']);
    expect(workOrderActions('closed', 'staff', t0, t0)).toEqual(['reopen']);
  });

  it('reopens within 7 days of resolving or closing, not after', () => {
    expect(canApplyWorkOrder('reopen', 'closed', 'customer', t0, new Date(t0.getTime() + 7 * day))).toBe(true);
    expect(canApplyWorkOrder('reopen', 'closed', 'customer', t0, new Date(t0.getTime() + 7 * day + 1))).toBe(false);
    expect(canApplyWorkOrder('reopen', 'resolved', 'staff', t0, new Date(t0.getTime() + 8 * day))).toBe(false);
    expect(canApplyWorkOrder('reopen', 'open', 'staff', t0, t0)).toBe(false);
  });

  it('ages a work order and marks it overdue after 24 hours without an answer', () => {
    const now = new Date(t0.getTime() + 25 * 3_600_000);
    expect(workOrderSla(t0, null, null, now)).toEqual({
      ageSeconds: 25 * 3600,
      firstResponseDueAt: '2026-11-02T00:00:00.000Z',
      overdue: true,
    });
    expect(workOrderSla(t0, new Date(t0.getTime() + 3_600_000), null, now).overdue).toBe(false);
    expect(workOrderSla(t0, null, new Date(t0.getTime() + 7200_000), now).ageSeconds).toBe(7200);
  });
});

describe('work-order drafts (spec 02 §5)', () => {
  const consult = { kind: 'consult', type: 'order', title: 'When?', content: 'When is my board shipped?' };
  it('needs a type, a title and content for a consult', () => {
    expect(checkWorkOrderDraft(consult)).toBeNull();
    expect(checkWorkOrderDraft({ ...consult, type: '' })).toEqual({ field: 'type', problem: 'required' });
    expect(checkWorkOrderDraft({ ...consult, title: '  ' })).toEqual({ field: 'title', problem: 'required' });
    expect(checkWorkOrderDraft({ ...consult, content: null })).toEqual({ field: 'content', problem: 'required' });
    expect(checkWorkOrderDraft({ ...consult, type: 'delivery' })).toBeNull();
    expect(checkWorkOrderDraft({ ...consult, type: 'x'.repeat(41) })).toMatchObject({
      field: 'type',
      problem: 'tooLong',
    });
  });

  it('needs one of the seven types and an order for a complaint', () => {
    expect(COMPLAINT_TYPES).toHaveLength(7);
    const complaint = {
      kind: 'complaint',
      type: 'quality',
      title: 'Scratched',
      content: 'Boards scratched',
      orderNo: 'O1',
    };
    expect(checkWorkOrderDraft(complaint)).toBeNull();
    expect(checkWorkOrderDraft({ ...complaint, type: undefined })).toEqual({ field: 'type', problem: 'required' });
    expect(checkWorkOrderDraft({ ...complaint, orderNo: '' })).toEqual({ field: 'orderNo', problem: 'required' });
  });

  it('needs a quotation or inquiry for a pricing suggestion, and at most six images', () => {
    const suggestion = {
      kind: 'pricing_suggestion',
      title: 'Too high',
      content: 'ENIG costs more elsewhere',
      target: 'inquiry',
      targetNo: 'I1',
    };
    expect(checkWorkOrderDraft(suggestion)).toBeNull();
    expect(checkWorkOrderDraft({ ...suggestion, target: 'order' })).toEqual({ field: 'target', problem: 'badChoice' });
    expect(checkWorkOrderDraft({ ...suggestion, targetNo: ' ' })).toEqual({ field: 'targetNo', problem: 'required' });
    expect(checkWorkOrderDraft({ ...suggestion, fileCount: WORK_ORDER_MAX_ATTACHMENTS + 1 })).toMatchObject({
      field: 'files',
      problem: 'tooMany',
    });
  });
});
