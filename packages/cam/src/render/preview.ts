import { layersOf, type ParsedBoard } from '../board.js';
import { CamError } from '../errors.js';
import { emptyBounds, grow, inkBounds, isEmpty, union } from '../geometry/bbox.js';
import type { Bounds } from '../types.js';
import { boardShapePath } from './board-shape.js';
import { layerMaskContent } from './layer-mask.js';
import { n, strokePath } from './path-data.js';
import { PREVIEW_COLORS } from './palette.js';

const COLORS = PREVIEW_COLORS;

/** Draws one side of the board, seen from that side (the bottom mirrored), as a standalone SVG in mm. */
export function renderSide(board: ParsedBoard, side: 'top' | 'bottom'): string {
  const bounds = previewBounds(board);
  const view = grow(bounds, 1);
  const copper = layersOf(board.layers, 'copper', side);
  const mask = layersOf(board.layers, 'soldermask', side);
  const silk = layersOf(board.layers, 'silkscreen', side);
  const drills = layersOf(board.layers, 'drill');
  const area = `x="${n(view.minX)}" y="${n(view.minY)}" width="${n(view.maxX - view.minX)}" height="${n(view.maxY - view.minY)}"`;
  const defs: string[] = [];
  const define = (id: string, layers: typeof copper): boolean => {
    if (layers.length === 0) return false;
    defs.push(
      `<mask id="${side}-${id}" maskUnits="userSpaceOnUse" ${area}>${layers.map((layer) => layerMaskContent(layer, view)).join('')}</mask>`,
    );
    return true;
  };
  const hasCopper = define('copper', copper);
  const hasMask = define('mask', mask);
  const hasSilk = define('silk', silk);
  const hasDrill = define('drill', drills);
  const fill = (color: string, id: string | null): string =>
    `<rect ${area} fill="${color}"${id ? ` mask="url(#${side}-${id})"` : ''}/>`;
  const shape = boardShapePath(board.outline, bounds);
  const body = [`<path d="${shape}" fill="${hasMask ? COLORS.solderMask : COLORS.substrate}" fill-rule="evenodd"/>`];
  if (hasCopper) body.push(fill(hasMask ? COLORS.copperUnderMask : COLORS.bareCopper, 'copper'));
  if (hasMask) {
    body.push(fill(COLORS.substrate, 'mask'));
    if (hasCopper) body.push(`<g mask="url(#${side}-mask)">${fill(COLORS.finish, 'copper')}</g>`);
  }
  if (hasSilk) body.push(fill(COLORS.silkscreen, 'silk'));
  if (hasDrill) body.push(fill(COLORS.hole, 'drill'));
  if (board.outline.length > 0) {
    body.push(
      `<path d="${board.outline.map(strokePath).join('')}" fill="none" stroke="${COLORS.edge}" stroke-width="0.1"/>`,
    );
  }
  // Gerber's y axis points up; the bottom is seen from below, so it is mirrored left to right.
  const flipX = side === 'bottom' ? -1 : 1;
  const tx = side === 'bottom' ? view.minX + view.maxX : 0;
  const transform = `matrix(${flipX} 0 0 -1 ${n(tx)} ${n(view.minY + view.maxY)})`;
  const width = n(view.maxX - view.minX);
  const height = n(view.maxY - view.minY);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(view.minX)} ${n(view.minY)} ${width} ${height}" width="${width}mm" height="${height}mm">` +
    `<defs>${defs.join('')}</defs><g transform="${transform}">${body.join('')}</g></svg>`
  );
}

function previewBounds(board: ParsedBoard): Bounds {
  if (board.boardBounds && !isEmpty(board.boardBounds)) return board.boardBounds;
  const bounds = emptyBounds();
  for (const layer of board.layers) {
    if (layer.image?.format === 'gerber') union(bounds, inkBounds(layer.image.objects));
  }
  if (isEmpty(bounds)) throw new CamError('NO_GEOMETRY', 'Nothing to draw: the files hold no geometry.');
  return bounds;
}
