import type { BoardSide, LayerRole } from '../types.js';

/** What the `G04` comments at the head of a Gerber file say about the tool that wrote it and the layer. */
export interface CadComments {
  /** The writing tool when a comment names it (`Cadence Allegro 17.2`, `Altium`, `PADS`, `KiCad` …). */
  tool: string | null;
  /** Allegro/OrCAD film: the `CLASS/SUBCLASS` pairs of its `G04 Layer:` lines, in file order. */
  allegroLayers: Array<{ cls: string; sub: string }>;
  /** Allegro `G04 Mode: Negative` (a plane film), or `%IPNEG*%`. */
  negative: boolean;
  /** Altium `G04 Layer_Physical_Order=N`. */
  physicalOrder?: number;
  /** Allegro `Film Name`. */
  film?: string;
}

const HEAD_CHARS = 12_000;

const TOOL_SIGNATURES: Array<[RegExp, string]> = [
  [/File Origin:\s*(Cadence Allegro[^*\r\n]*)/, '$1'],
  [/Layer_Physical_Order=|Layer_Color=/, 'Altium'],
  [/Altium|Protel/i, 'Altium'],
  [/PADS|PowerPCB/, 'PADS'],
  [/Mentor|Xpedition|Expedition|Board Station|Fablink/i, 'Siemens/Mentor'],
  [/CR-?[58]000|Zuken|CADSTAR/i, 'Zuken'],
  [/FAB ?3000|Numerical Innovations/i, 'Fab-3000'],
  [/KiCad|Pcbnew/i, 'KiCad'],
  [/EAGLE/, 'Eagle'],
  [/EasyEDA/i, 'EasyEDA'],
  [/DipTrace/i, 'DipTrace'],
  [/Fusion ?360/i, 'Fusion 360'],
  [/gEDA|gerbv|pcb-rnd/i, 'gEDA'],
  [/Proteus|ARES/i, 'Proteus'],
];

/** Reads the `G04` comment header (and `%IPNEG*%`) of a Gerber file. */
export function readCadComments(text: string): CadComments {
  const head = text.length > HEAD_CHARS ? text.slice(0, HEAD_CHARS) : text;
  const comments: string[] = [];
  for (const match of head.matchAll(/G0?4[ ]?([^*\r\n]*)\*/g)) comments.push(match[1] ?? '');
  const joined = comments.join('\n');
  let tool: string | null = null;
  for (const [pattern, name] of TOOL_SIGNATURES) {
    const match = pattern.exec(joined);
    if (match) {
      tool = name === '$1' ? (match[1] ?? '').trim() : name;
      break;
    }
  }
  const allegroLayers: CadComments['allegroLayers'] = [];
  for (const comment of comments) {
    const layer = /^\s*Layer:\s*([^/]+)\/(.+?)\s*$/.exec(comment);
    if (layer)
      allegroLayers.push({ cls: (layer[1] ?? '').trim().toUpperCase(), sub: (layer[2] ?? '').trim().toUpperCase() });
  }
  const order = /Layer_Physical_Order=(\d+)/.exec(joined);
  const film = /Film Name:\s*(\S+)/.exec(joined);
  const result: CadComments = {
    tool,
    allegroLayers,
    negative: /Mode:\s*Negative/i.test(joined) || /%IPNEG\*%/.test(head),
  };
  if (order) result.physicalOrder = Number(order[1]);
  if (film?.[1]) result.film = film[1];
  return result;
}

export interface CommentGuess {
  role: LayerRole;
  side: BoardSide | null;
  /** The Allegro etch subclass (layer name) of a copper film. */
  etchName?: string;
  how: string;
}

/** Subclasses that name a copper layer's purpose rather than the layer: not etch names. */
const NOT_ETCH =
  /^(ALL|OUTER_LAYERS|INNER_SIGNAL_LAYERS|INNER_PLANE_LAYERS|FILMMASK(TOP|BOTTOM)|SOLDERMASK_(TOP|BOTTOM)|PASTEMASK_(TOP|BOTTOM))$/;

/**
 * An Allegro / OrCAD film lists the `CLASS/SUBCLASS` pairs it was made from. `ETCH/<layer>` (or
 * `PIN/<layer>` with `VIA CLASS/<layer>`) makes a copper film; `…/SOLDERMASK_TOP`, `PASTEMASK_`, `SILKSCREEN_`
 * the mask, paste and legend films; `DRAWING FORMAT`, `MANUFACTURING`, `ASSEMBLY_`, `FAB_NOTES`,
 * `DIMENSION` a drawing; a film of only `BOARD GEOMETRY/OUTLINE` (or `DESIGN_OUTLINE`) is the outline.
 */
export function roleFromAllegroLayers(layers: CadComments['allegroLayers'], negative: boolean): CommentGuess | null {
  if (layers.length === 0) return null;
  const subs = (wanted: RegExp): string[] => layers.filter((l) => wanted.test(l.cls)).map((l) => l.sub);
  const list = layers.map((l) => `${l.cls}/${l.sub}`);
  const cite = (pairs: string[]): string => `Allegro film header (G04 Layer: ${pairs.slice(0, 3).join(', ')})`;
  const etch = subs(/^ETCH$/).filter((sub) => !NOT_ETCH.test(sub));
  const pins = subs(/^(PIN|VIA CLASS)$/).filter((sub) => !NOT_ETCH.test(sub));
  const etchName = etch[0] ?? (pins.length >= 2 && pins.every((p) => p === pins[0]) ? pins[0] : undefined);
  for (const [word, role] of [
    ['SOLDERMASK', 'soldermask'],
    ['PASTEMASK', 'solderpaste'],
    ['SILKSCREEN', 'silkscreen'],
  ] as const) {
    const sided = layers.filter((l) => l.sub.startsWith(`${word}_`) && !/^CONSTRAINT|KEEP|DRC/.test(l.cls));
    if (sided.length > 0 && !etchName) {
      const side: BoardSide = sided.every((l) => l.sub.endsWith('BOTTOM')) ? 'bottom' : 'top';
      return { role, side, how: cite(sided.map((l) => `${l.cls}/${l.sub}`)) };
    }
  }
  if (etchName) {
    const side: BoardSide = etchName === 'TOP' ? 'top' : etchName === 'BOTTOM' ? 'bottom' : 'inner';
    const plane = negative ? ', negative (plane) film' : '';
    return { role: 'copper', side, etchName, how: `${cite([`ETCH/${etchName}`])}${plane}` };
  }
  const drawingLike = list.filter((pair) =>
    /^(DRAWING FORMAT|MANUFACTURING|REF DES)\/|ASSEMBLY|FAB_NOTES|DIMENSION|NCLEGEND|DETAIL/.test(pair),
  );
  if (drawingLike.length > 0) return { role: 'drawing', side: null, how: cite(drawingLike) };
  const outline = list.filter((pair) => /^BOARD GEOMETRY\/(DESIGN_)?OUTLINE$/.test(pair));
  if (outline.length > 0 && list.every((pair) => /^BOARD GEOMETRY\/|KEEP|CONSTRAINT/.test(pair))) {
    return { role: 'outline', side: 'all', how: cite(outline) };
  }
  return null;
}

/**
 * The copper stack as Allegro lists it: a class written for every etch layer (`CONSTRAINT REGION`,
 * `VIA KEEPOUT`, `ROUTE KEEPOUT` …) names them from BOTTOM up to TOP. Returns the names top first, or null.
 */
export function allegroStackFromListing(layers: CadComments['allegroLayers']): string[] | null {
  const byClass = new Map<string, string[]>();
  for (const { cls, sub } of layers) {
    if (NOT_ETCH.test(sub)) continue;
    const list = byClass.get(cls) ?? [];
    list.push(sub);
    byClass.set(cls, list);
  }
  let best: string[] | null = null;
  for (const list of byClass.values()) {
    if (list.includes('TOP') && list.includes('BOTTOM') && list.length > (best?.length ?? 1)) best = list;
  }
  if (!best) return null;
  const top = best.indexOf('TOP');
  const bottom = best.indexOf('BOTTOM');
  const span = top > bottom ? best.slice(bottom, top + 1).reverse() : best.slice(top, bottom + 1);
  return span.length >= 2 ? span : null;
}
