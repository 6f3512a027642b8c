import { drillImage, type ParsedLayer } from '../board.js';
import { parseExcellon } from '../excellon/parser.js';
import type { DrillImage } from '../excellon/types.js';
import type { NumberFormat } from '../gerber/coordinate.js';
import { contains, emptyBounds, extend, grow, isEmpty } from '../geometry/bbox.js';
import type { Bounds, CamWarning } from '../types.js';

const CANDIDATES: Array<{ units: 'in' | 'mm'; format: NumberFormat }> = [];
for (const units of ['in', 'mm'] as const) {
  for (const omitted of ['leading', 'trailing'] as const) {
    const digits =
      units === 'in'
        ? [
            [2, 4],
            [2, 3],
            [2, 5],
            [3, 3],
          ]
        : [
            [3, 3],
            [4, 2],
            [3, 2],
            [2, 3],
            [4, 3],
          ];
    for (const [integer = 2, decimal = 4] of digits) CANDIDATES.push({ units, format: { integer, decimal, omitted } });
  }
}

/**
 * A drill file whose header leaves units or zero suppression open was read with inferred values;
 * if its holes then fall off the board, the other readings are tried and the one that fits the board is kept.
 */
export function fitDrillFormats(
  layers: ParsedLayer[],
  board: Bounds,
  texts: Map<string, string>,
  warnings: CamWarning[],
): void {
  if (isEmpty(board)) return;
  const area = grow(board, 1);
  for (const layer of layers) {
    const image = drillImage(layer);
    const text = texts.get(layer.name);
    if (!image || text === undefined || image.hits.length === 0 || fits(image, area)) continue;
    if (image.formatSource === 'declared') {
      warnings.push({ code: 'drill-off-board', message: 'some drill hits lie outside the board', file: layer.name });
      continue;
    }
    const refit = CANDIDATES.map((candidate) =>
      parseExcellon(text, { file: layer.name, units: candidate.units, numberFormat: candidate.format }),
    ).find(
      (candidate) =>
        fits(candidate, area) && spread(candidate) > 0.2 * Math.max(board.maxX - board.minX, board.maxY - board.minY),
    );
    if (refit) {
      layer.image = refit;
      layer.how += `; units and zero suppression inferred so the holes fit the board (${describe(refit)})`;
    } else {
      warnings.push({
        code: 'drill-off-board',
        message: 'drill hits lie outside the board under every reading of the format',
        file: layer.name,
      });
    }
  }
}

function hitBounds(image: DrillImage): Bounds {
  const bounds = emptyBounds();
  for (const hit of image.hits) extend(bounds, hit.x, hit.y);
  return bounds;
}

function fits(image: DrillImage, area: Bounds): boolean {
  return contains(area, hitBounds(image));
}

function spread(image: DrillImage): number {
  const bounds = hitBounds(image);
  return Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
}

export function describe(image: DrillImage): string {
  const f = image.numberFormat;
  return `${image.units === 'mm' ? 'metric' : 'inch'} ${f.integer}:${f.decimal}, ${f.omitted} zeros omitted`;
}
