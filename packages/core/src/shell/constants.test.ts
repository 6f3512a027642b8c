import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';

describe('the constants of spec 01 §9 and spec 02 §9, named as the spec names them', () => {
  it('polls the bidding notice every 180000 ms', () => {
    expect(constants.BIDDING_NOTICE_POLL_INTERVAL_MS).toBe(180000);
    expect(Object.keys(constants)).not.toContain('BIDDING_POLL_INTERVAL_MS');
  });

  it('pages data-service lists by 12 and tables by 20, 60 or 100', () => {
    expect(constants.DATA_SERVICE_PAGE_SIZE).toBe(12);
    expect(constants.PAGE_SIZES).toEqual([20, 60, 100]);
    expect(constants.DEFAULT_PAGE_SIZE).toBe(20);
  });
});
