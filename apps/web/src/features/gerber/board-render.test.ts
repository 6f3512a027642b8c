import { describe, expect, it } from 'vitest';
import { analysisVersion, boardColoursOf, boardRenderUrl, gerberFileRenderUrl } from './board-render';

describe('the board render’s address', () => {
  const id = '5b1f8f0e-1d2c-4c47-9f59-5d0f1c2a3b4c';
  /** Spec 01 §7: what the browser fetches itself carries the call identity too. */
  const IDENTITY = 'productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201';

  it('names the side, the colours and the upload', () => {
    expect(boardRenderUrl(id, 'top', { mask: 'RED', silk: 'WHITE' }, 'v1')).toBe(
      `/api/instant-quotes/${id}/render/top?mask=RED&silk=WHITE&v=v1&${IDENTITY}`,
    );
    expect(boardRenderUrl(id, 'bottom', {}, 'v1')).toBe(`/api/instant-quotes/${id}/render/bottom?v=v1&${IDENTITY}`);
  });

  it('leaves out a colour code the endpoint would refuse (drawn in the default colours)', () => {
    expect(boardRenderUrl(id, 'top', { mask: '"><x' }, 'v1')).not.toContain('mask=');
  });

  it('names a stored Gerber file (an inquiry’s or order’s board) and the colours its parameters chose', () => {
    expect(gerberFileRenderUrl(id, 'top', boardColoursOf({ MASK_COLOR: 'BLUE', QTY: 5 }))).toBe(
      `/api/gerber/files/${id}/render/top?mask=BLUE&${IDENTITY}`,
    );
    expect(gerberFileRenderUrl(id, 'bottom', boardColoursOf(null))).toBe(
      `/api/gerber/files/${id}/render/bottom?${IDENTITY}`,
    );
    expect(boardColoursOf({ MASK_COLOR: 'RED', SILK_COLOR: 'BLACK' })).toEqual({ mask: 'RED', silk: 'BLACK' });
    expect(boardColoursOf({ MASK_COLOR: 7 })).toEqual({ mask: undefined, silk: undefined });
  });

  it('changes with the analysis, and only with it', () => {
    expect(analysisVersion({ widthMm: 68.58 })).toBe(analysisVersion({ widthMm: 68.58 }));
    expect(analysisVersion({ widthMm: 68.58 })).not.toBe(analysisVersion({ widthMm: 68.59 }));
  });
});
