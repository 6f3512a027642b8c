import { describe, expect, it } from 'vitest';
import {
  canApplySaleNotice,
  checkSaleNotice,
  saleNoticeActions,
  SALE_NOTICE_STATUSES,
  SALE_NOTICE_TRANSITIONS,
} from './sale-notice.js';

const good = {
  productName: '2-layer FR-4 board',
  partNo: 'CP-1001',
  revision: 'B',
  quantity: 500,
  deliveryDate: '2026-12-10',
  requirements: 'Lead-free HASL',
};

describe('the sales notice state table', () => {
  it('releases a draft, lets production acknowledge a released notice, and cancels only before acknowledgement', () => {
    expect(saleNoticeActions('draft')).toEqual(['release', 'cancel']);
    expect(saleNoticeActions('released')).toEqual(['acknowledge', 'cancel']);
    expect(saleNoticeActions('acknowledged')).toEqual([]);
    expect(saleNoticeActions('cancelled')).toEqual([]);
    expect(canApplySaleNotice('acknowledge', 'draft')).toBe(false);
  });

  it('leads every action to a known state and names production as the one who acknowledges', () => {
    for (const t of SALE_NOTICE_TRANSITIONS) expect(SALE_NOTICE_STATUSES).toContain(t.to);
    expect(SALE_NOTICE_TRANSITIONS.find((t) => t.action === 'acknowledge')!.by).toBe('production');
    expect(SALE_NOTICE_TRANSITIONS.find((t) => t.action === 'cancel')!.reason).toBe(true);
  });
});

describe('the rules of a sales notice', () => {
  it('accepts a whole notice and one without revision or requirements', () => {
    expect(checkSaleNotice(good, '2026-11-25')).toBeNull();
    expect(checkSaleNotice({ ...good, revision: '', requirements: null }, '2026-11-25')).toBeNull();
  });

  it('names the first missing or wrong field in form order', () => {
    expect(checkSaleNotice({ ...good, productName: '  ' }, '2026-11-25')).toEqual({
      field: 'productName',
      problem: 'required',
    });
    expect(checkSaleNotice({ ...good, partNo: undefined, quantity: 0 }, '2026-11-25')).toEqual({
      field: 'partNo',
      problem: 'required',
    });
    expect(checkSaleNotice({ ...good, revision: 'R'.repeat(21) }, '2026-11-25')).toEqual({
      field: 'revision',
      problem: 'too_long',
    });
    expect(checkSaleNotice({ ...good, quantity: 0 }, '2026-11-25')).toEqual({ field: 'quantity', problem: 'range' });
    expect(checkSaleNotice({ ...good, quantity: 2.5 }, '2026-11-25')).toEqual({ field: 'quantity', problem: 'range' });
    expect(checkSaleNotice({ ...good, deliveryDate: '2026-11-24' }, '2026-11-25')).toEqual({
      field: 'deliveryDate',
      problem: 'past',
    });
    expect(checkSaleNotice({ ...good, deliveryDate: '2026-11-25' }, '2026-11-25')).toBeNull();
  });
});
