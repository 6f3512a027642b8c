import { describe, expect, it } from 'vitest';
import { analyzeFiles, renderPreview } from '../api.js';
import { loadFixture } from '../../test/fixtures.js';
import { MASK_COLORS, PREVIEW_COLORS, recolorPreview, SILK_COLORS } from './palette.js';

describe('preview colours', () => {
  const { top } = renderPreview(analyzeFiles(loadFixture('mchck')));

  it('draws the default board green with white silkscreen', () => {
    expect(recolorPreview(top, {})).toBe(top);
    expect(top).toContain(`fill="${PREVIEW_COLORS.solderMask}"`);
    expect(top).toContain(`fill="${PREVIEW_COLORS.silkscreen}"`);
  });

  it('recolours the mask and the silkscreen, black ink on a white mask', () => {
    const red = recolorPreview(top, { mask: 'RED' });
    expect(red).toContain(`fill="${MASK_COLORS.RED!.mask}"`);
    expect(red).not.toContain(`fill="${PREVIEW_COLORS.solderMask}"`);
    const white = recolorPreview(top, { mask: 'WHITE' });
    expect(white).toContain(`fill="${SILK_COLORS.BLACK}"`);
    expect(recolorPreview(top, { mask: 'BLUE', silk: 'YELLOW' })).toContain(`fill="${SILK_COLORS.YELLOW}"`);
    expect(recolorPreview(top, { mask: 'NOT_A_COLOUR' })).toBe(top);
  });
});
