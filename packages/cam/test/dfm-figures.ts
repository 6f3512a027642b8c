/** Test helper: a board's design-rule figures in one line per board and per copper layer, for the golden file. */
import type { DfmReport } from '../src/types.js';

type At = { x: number; y: number } | null | undefined;

const at = (where: At): string => (where ? `@${where.x},${where.y}` : '');

/** Every figure the check reports, with where it was measured; not its time (`millis`) nor its fixed wording (`how`). */
export function dfmFigures(dfm: DfmReport): string[] {
  const board =
    `trace ${dfm.minTraceMm} space ${dfm.minSpaceMm} slivers ${dfm.slivers} ` +
    `holes ${dfm.minPlatedHoleMm}/${dfm.minNonPlatedHoleMm} ring ${dfm.minAnnularRingMm}${at(dfm.minAnnularRingAt)} ` +
    `hole-edge ${dfm.minHoleToEdgeMm}${at(dfm.minHoleToEdgeAt)} copper-edge ${dfm.minCopperToEdgeMm}${at(dfm.minCopperToEdgeAt)} ` +
    `nets ${dfm.nets?.source}/${dfm.nets?.platedHolesJoining}/${dfm.nets?.netlistPadsPlaced} ` +
    `slots ${dfm.slots.count}/${dfm.slots.minWidthMm}/${dfm.slots.maxLengthMm} ` +
    `size ${dfm.widthMm}×${dfm.heightMm} copper ${dfm.copperLayers}`;
  const layers = dfm.layers.map(
    (l) =>
      `${l.file} #${l.index} ${l.side}${l.plane ? ' plane' : ''}: trace ${l.minTraceMm}${at(l.traceAt)} ` +
      `space ${l.minSpaceMm}${at(l.spaceAt)} slivers ${l.slivers} narrowest ${l.narrowestSliverMm}${at(l.sliverAt)} ` +
      `(${l.spaceHow})`,
  );
  return [board, ...layers];
}
