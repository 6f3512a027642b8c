import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import { emptyBounds, extendBySegment, grow, overlaps, union } from '../geometry/bbox.js';
import type { GraphicObject, Segment } from '../gerber/types.js';
import { hasRefs, heldShares, holdsBoard, type BoardRefs } from './board-refs.js';
import { area, closedContours, diagonal, joinPieces, type Contour } from './contours.js';
import type { Bounds } from '../types.js';

export interface BoardOutline {
  file: string;
  bounds: Bounds;
  segments: Segment[];
  /** Pieces of the outline layer left out as stray marks (text, dimension lines, fiducials). */
  strayPieces: number;
  /** How the edge was found: a closed contour holding the copper (and in which kind of layer), or the pieces of an outline layer. */
  kind: 'closed-contour' | 'outline-pieces';
  /** The layer's role when the contour came from a drawing, a copper film or a drill file's routing. */
  from: 'outline' | 'profile' | 'drawing' | 'copper-film' | 'drill-route';
}

/** Joints closer than these close a contour: exact first, then the 0.1 mm gaps some tools leave. */
const JOIN_TOLERANCES = [0.01, 0.15];

/**
 * The board edge. First the closed contours (strokes and region edges joined end to end, every joint shared by
 * an even number of ends) that hold the board: 98 % of the copper (pads, tracks, pours) and 90 % of the drill
 * hits (`board-refs.ts`). Of those the smallest is the board, so an outline layer that also carries a fab drawing
 * (frame, title block) or a panel rail gives the card; mounting-hole circles, cut-outs and small contours around
 * a cluster of pads hold too little to win. A set with neither copper nor holes takes the outline layer's largest
 * contour. Searched in turn: outline layers, the X2 `Profile` aperture drawn in any film, fab/mechanical drawings,
 * Allegro films that list `BOARD GEOMETRY/OUTLINE`, drill files' routing. When no contour closes, the outline
 * layer's largest piece with the pieces touching it (outlines drawn with gaps or overdraw).
 */
export function findOutline(layers: ParsedLayer[], refs: BoardRefs): BoardOutline | null {
  const tiers: Array<{ from: BoardOutline['from']; layers: ContourSource[] }> = [
    { from: 'outline', layers: layers.filter((l) => l.role === 'outline').map((l) => cachedSource(l)) },
    { from: 'profile', layers: layers.filter(drawsProfile).map((l) => source(gerberSegments(l, isProfile))) },
    { from: 'drawing', layers: layers.filter((l) => l.role === 'drawing').map((l) => cachedSource(l)) },
    {
      from: 'copper-film',
      layers: layers.filter((l) => l.role === 'copper' && listsOutline(l)).map((l) => cachedSource(l)),
    },
    { from: 'drill-route', layers: layers.filter((l) => l.role === 'drill').map((l) => source(routeSegments(l))) },
  ];
  const anchored = hasRefs(refs);
  for (const tier of tiers) {
    if (!anchored && tier.from !== 'outline') continue;
    for (const tolerance of JOIN_TOLERANCES) {
      const holding: Array<{ file: string; contour: Contour }> = [];
      for (const layer of tier.layers) {
        for (const contour of layer.contours(tolerance)) {
          if (!anchored || holdsBoard(refs, contour.bounds)) holding.push({ file: layer.name, contour });
        }
      }
      const chosen = anchored ? smallestHolding(holding, refs) : largest(holding);
      const best: BoardOutline | null = chosen && {
        file: chosen.file,
        bounds: chosen.contour.bounds,
        segments: chosen.contour.segments,
        strayPieces: 0,
        kind: 'closed-contour',
        from: tier.from,
      };
      if (best) {
        const layer = tier.layers.find((candidate) => candidate.name === best?.file);
        if (tier.from === 'outline' && layer) best.strayPieces = countStrayPieces(layer.segments, best.bounds);
        return best;
      }
    }
  }
  const candidates: BoardOutline[] = [];
  for (const layer of tiers[0]?.layers ?? []) {
    const outline = boardPieces(layer.name, layer.segments);
    if (outline) candidates.push(outline);
  }
  // Several outline-like files: the smallest that holds the board wins.
  const holding = anchored ? candidates.filter((c) => holdsBoard(refs, c.bounds)) : candidates;
  const pool = holding.length > 0 ? holding : candidates;
  return pool.sort((a, b) => area(a.bounds) - area(b.bounds))[0] ?? null;
}

const MAX_CONTOUR_SEGMENTS = 400_000;

type Holding = { file: string; contour: Contour };

/**
 * The smallest contour holding the board, unless it leaves some copper or holes outside (the 2 % a panel's
 * fiducials may take) while a contour more than twice its size holds everything: a card in its panel frame
 * covers most of the frame, a window or a module outline around most of the pads covers little of the board.
 */
function smallestHolding(holding: Holding[], refs: BoardRefs): Holding | null {
  const sorted = [...holding].sort((a, b) => area(a.contour.bounds) - area(b.contour.bounds));
  const smallest = sorted[0];
  if (!smallest || holdsAll(refs, smallest.contour)) return smallest ?? null;
  const whole = sorted.find((h) => holdsAll(refs, h.contour));
  return whole && area(whole.contour.bounds) > 2 * area(smallest.contour.bounds) ? whole : smallest;
}

function holdsAll(refs: BoardRefs, contour: Contour): boolean {
  const held = heldShares(refs, contour.bounds);
  return held.copper === 1 && held.holes === 1;
}

function largest(holding: Holding[]): Holding | null {
  return holding.reduce<Holding | null>(
    (a, b) => (!a || area(b.contour.bounds) > area(a.contour.bounds) ? b : a),
    null,
  );
}

interface ContourSource {
  name: string;
  segments: Segment[];
  contours: (tolerance: number) => Contour[];
}

function source({ name, segments }: { name: string; segments: Segment[] }): ContourSource {
  const found = new Map<number, Contour[]>();
  return {
    name,
    segments,
    contours: (tolerance) => {
      if (segments.length === 0 || segments.length > MAX_CONTOUR_SEGMENTS) return [];
      let list = found.get(tolerance);
      if (!list) found.set(tolerance, (list = closedContours(segments, tolerance)));
      return list;
    },
  };
}

/** The closed contours of a whole layer, found once per analysis (the outline file's choice and the outline share them). */
const sources = new WeakMap<ParsedLayer, ContourSource>();

export function cachedSource(layer: ParsedLayer): ContourSource {
  let known = sources.get(layer);
  if (!known) sources.set(layer, (known = source(gerberSegments(layer))));
  return known;
}

/** X2 `.AperFunction,Profile`: the board edge drawn in a film (Proteus writes it in every film, no outline file). */
function isProfile(object: GraphicObject): boolean {
  return object.kind !== 'region' && object.aperture.function?.startsWith('Profile') === true;
}

function drawsProfile(layer: ParsedLayer): boolean {
  return layer.role !== 'outline' && (gerberImage(layer)?.objects.some(isProfile) ?? false);
}

function listsOutline(layer: ParsedLayer): boolean {
  return (
    layer.comments?.allegroLayers.some((l) => l.cls === 'BOARD GEOMETRY' && /^(DESIGN_)?OUTLINE$/.test(l.sub)) ?? false
  );
}

/** Pieces of the outline layer apart from the board (text, dimension marks); the fab drawing's when it shares the layer. */
function countStrayPieces(segments: Segment[], board: Bounds): number {
  const area = grow(board, 2);
  let stray = 0;
  for (const piece of joinPieces(segments)) {
    const bounds = emptyBounds();
    for (const segment of piece) extendBySegment(bounds, segment);
    if (!overlaps(area, bounds)) stray++;
  }
  return stray;
}

export function gerberSegments(
  layer: ParsedLayer,
  keep: (object: GraphicObject) => boolean = () => true,
): { name: string; segments: Segment[] } {
  const image = gerberImage(layer);
  const segments: Segment[] = [];
  for (const object of image?.objects ?? []) {
    if (object.kind === 'flash' || !object.dark || !keep(object)) continue;
    if (object.kind === 'region') segments.push(...object.contour);
    else if (object.kind === 'arc' || object.x1 !== object.x2 || object.y1 !== object.y2) segments.push(object);
  }
  return { name: layer.name, segments };
}

function routeSegments(layer: ParsedLayer): { name: string; segments: Segment[] } {
  const segments: Segment[] = [];
  for (const slot of drillImage(layer)?.slots ?? []) {
    for (let i = 0; i + 3 < slot.points.length; i += 2) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = slot.points.slice(i, i + 4);
      segments.push({ kind: 'line', x1, y1, x2, y2 });
    }
  }
  return { name: layer.name, segments };
}

function boardPieces(file: string, segments: Segment[]): BoardOutline | null {
  if (segments.length === 0) return null;
  const pieces = joinPieces(segments).map((members) => {
    const bounds = emptyBounds();
    for (const segment of members) extendBySegment(bounds, segment);
    return { members, bounds };
  });
  pieces.sort((a, b) => diagonal(b.bounds) - diagonal(a.bounds));
  const [main] = pieces;
  if (!main) return null;
  const bounds = { ...main.bounds };
  const kept = new Set([main]);
  for (let changed = true; changed;) {
    changed = false;
    const margin = 2 + 0.03 * diagonal(bounds);
    for (const piece of pieces) {
      if (kept.has(piece) || !overlaps(grow(bounds, margin), piece.bounds)) continue;
      kept.add(piece);
      union(bounds, piece.bounds);
      changed = true;
    }
  }
  return {
    file,
    bounds,
    segments: [...kept].flatMap((piece) => piece.members),
    strayPieces: pieces.length - kept.size,
    kind: 'outline-pieces',
    from: 'outline',
  };
}
