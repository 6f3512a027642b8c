import { describe, expect, it } from 'vitest';
import { analyzeBoard, analyzeFiles, renderPreview } from '../api.js';
import { CamError } from '../errors.js';
import { loadFixture } from '../../test/fixtures.js';

describe('SVG previews', () => {
  it('draws both sides in millimetres around the board, the bottom mirrored', () => {
    const result = analyzeFiles(loadFixture('mchck'));
    const { top, bottom } = renderPreview(result);
    const viewBox = /viewBox="([^"]+)"/.exec(top)?.[1]?.split(' ').map(Number) ?? [];
    expect(viewBox[2]).toBeCloseTo((result.widthMm ?? 0) + 2, 2);
    expect(viewBox[3]).toBeCloseTo((result.heightMm ?? 0) + 2, 2);
    expect(top).toMatch(/width="[\d.]+mm"/);
    for (const layer of ['copper', 'mask', 'silk', 'drill']) expect(top).toContain(`id="top-${layer}"`);
    expect(bottom).toContain('id="bottom-copper"');
    expect(bottom).toContain('matrix(-1 0 0 -1');
    expect(top).not.toContain('NaN');
  });

  it('keeps previews of a dense board under a megabyte', () => {
    const { top, bottom } = renderPreview(analyzeFiles(loadFixture('arduino-uno')));
    expect(top.length + bottom.length).toBeLessThan(1_000_000);
  });

  it('draws clear polarity (poured copper with clearances) as black in the layer mask', () => {
    const { board } = analyzeBoard(loadFixture('usbvil'));
    const { bottom } = renderPreview(board);
    const copperMask = /<mask id="bottom-copper"[^>]*>(.*?)<\/mask>/.exec(bottom)?.[1] ?? '';
    expect(copperMask).toMatch(/(fill|stroke)="#000"/);
    expect(copperMask).toMatch(/(fill|stroke)="#fff"/);
  });

  it('refuses a result that lost its geometry on the way (structured clone / JSON)', () => {
    const copy = structuredClone(analyzeFiles(loadFixture('core')));
    expect(() => renderPreview(copy)).toThrowError(CamError);
  });
});
