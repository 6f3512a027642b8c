import { describe, expect, it } from 'vitest';
import { enteredValues, shouldConfirm } from './useLiveEstimate';

const board = (params: Record<string, string>) =>
  JSON.stringify({ merchant: 'm', productNo: 'P', params, cam: undefined });

describe('asking the server for a price', () => {
  it('asks nothing for an empty or half-filled form (the browser could not price it)', () => {
    expect(shouldConfirm({ hasBook: true, localOk: false, request: board({}), current: board({}) })).toBe(false);
    expect(
      shouldConfirm({ hasBook: false, localOk: true, request: board({ QTY: '1' }), current: board({ QTY: '1' }) }),
    ).toBe(false);
  });

  it('asks nothing while the debounced request is still an earlier, unfinished board', () => {
    // The last required field was just filled: the browser prices it, but the request of 350 ms ago lacks it.
    expect(
      shouldConfirm({
        hasBook: true,
        localOk: true,
        request: board({ LAYERS: '2' }),
        current: board({ LAYERS: '2', QTY: '5' }),
      }),
    ).toBe(false);
  });

  it('asks for the board the browser priced once typing has settled', () => {
    expect(
      shouldConfirm({
        hasBook: true,
        localOk: true,
        request: board({ LAYERS: '2', QTY: '5' }),
        current: board({ LAYERS: '2', QTY: '5' }),
      }),
    ).toBe(true);
  });

  it('leaves blank entries out of the request', () => {
    expect(enteredValues({ LAYERS: '2', QTY: ' ', FINISH: '' })).toEqual({ LAYERS: '2' });
  });
});
