import type { ParsedLayer } from '../board.js';
import { baseName } from '../identify/filename.js';
import { allegroStackFromListing } from '../identify/cad-comments.js';
import type { CamWarning } from '../types.js';

export interface StackOrder {
  /** How the order was found, for `found.copperStack`. */
  how: string;
  /** Layer count other files declare (drill spans, the netlist's layer table), when they do. */
  declaredLayers: number | null;
}

/**
 * Puts the copper files in stack order (copperIndex 1 = top) from, in this order of trust: X2 `Copper,Ln`,
 * Altium's `Layer_Physical_Order`, the Allegro stack (the netlist's layer table or a film header that lists
 * every etch layer), layer numbers in the names (`In1_Cu`, `.G3`, `l2_gnd`, `art002`, `Layer2`), TOP and
 * BOTTOM at the ends. Sets the sides of copper files that only a number named (first top, last bottom).
 */
export function orderCopper(layers: ParsedLayer[], netlistStack: string[] | null, warnings: CamWarning[]): StackOrder {
  const copper = layers.filter((layer) => layer.role === 'copper');
  const declared = declaredLayerCount(layers, netlistStack);
  if (copper.length === 0) return { how: 'no copper files', declaredLayers: declared };
  const allegroStack = netlistStack ?? findAllegroStack(layers);
  const sources: string[] = [];
  const keyed = copper.map((layer, position) => {
    const explicit =
      layer.identifiedBy === 'x2-attribute' && layer.copperIndex !== undefined ? layer.copperIndex : undefined;
    const physical = layer.comments?.physicalOrder;
    const etch = layer.etchName && allegroStack ? allegroStack.indexOf(layer.etchName.toUpperCase()) : -1;
    let key: number;
    if (explicit !== undefined) {
      key = explicit;
      sources.push('X2 .FileFunction');
    } else if (physical !== undefined) {
      key = physical;
      sources.push('Altium Layer_Physical_Order');
    } else if (etch >= 0) {
      key = etch + 1;
      sources.push(netlistStack ? 'the netlist layer table' : 'the Allegro film headers');
    } else {
      const number = layerNumberFromName(layer.name);
      if (layer.side === 'top') key = 0;
      else if (layer.side === 'bottom') key = 1000;
      else key = number ?? 500 + position;
      sources.push(number !== null ? 'layer numbers in the names' : 'TOP/BOTTOM in the names');
    }
    return { layer, key, position };
  });
  keyed.sort((a, b) => a.key - b.key || a.position - b.position);
  const sidesNamed = copper.some((layer) => layer.side === 'top' || layer.side === 'bottom');
  keyed.forEach(({ layer }, i) => {
    layer.copperIndex = i + 1;
    if (sidesNamed || layer.side !== 'inner') return;
    layer.side = i === 0 ? 'top' : i === keyed.length - 1 && keyed.length > 1 ? 'bottom' : 'inner';
  });
  if (declared !== null && declared > copper.length) {
    warnings.push({
      code: 'copper-layer-missing',
      message: `other files name ${declared} copper layers but the upload has ${copper.length} copper files`,
    });
  }
  const how = [...new Set(sources)].join(', ');
  return { how: `stack order from ${how}`, declaredLayers: declared };
}

function findAllegroStack(layers: ParsedLayer[]): string[] | null {
  for (const layer of layers) {
    const stack = layer.comments ? allegroStackFromListing(layer.comments.allegroLayers) : null;
    if (stack) return stack;
  }
  return null;
}

/** Drill spans (`-1-4.drl`, `L1-L6`) and the netlist's layer table tell how many copper layers the board has. */
function declaredLayerCount(layers: ParsedLayer[], netlistStack: string[] | null): number | null {
  let count = netlistStack?.length ?? 0;
  for (const layer of layers) if (layer.role === 'drill' && layer.span) count = Math.max(count, layer.span.to);
  return count > 0 ? count : null;
}

/** A copper layer's number in its name, 1 = top: KiCad In1_Cu and Altium .G1 are the first inner (2). */
export function layerNumberFromName(name: string): number | null {
  const base = baseName(name).toLowerCase();
  const inner = /[-_.]in(\d+)[._]cu\b|\.g(\d+)$|\.gp(\d+)$|inner[-_ ]?(?:layer)?[-_ ]?(\d+)/.exec(base);
  if (inner) return Number(inner[1] ?? inner[2] ?? inner[3] ?? inner[4]) + 1;
  const numbered =
    /^(?:l|lyr|layer|art|sig|signal)[-_ ]?0*(\d{1,2})(?!\d)|etch[-_ ]?layer[-_ ]?(\d+)|(?:^|[-_ ])l(\d{1,2})(?=[-_. ])/.exec(
      base,
    );
  if (numbered) return Number(numbered[1] ?? numbered[2] ?? numbered[3]);
  return null;
}
