import type { WarningLog } from '../errors.js';
import type { NumberFormat } from './coordinate.js';
import type { MacroDefinition } from './macro.js';
import type { Aperture, GraphicObject, Segment } from './types.js';

/** Everything the Gerber graphics state machine carries from one command to the next (lengths in mm). */
export interface GerberState {
  units: 'mm' | 'in';
  unitsDeclared: boolean;
  /** Millimetres per file unit. */
  scale: number;
  format: NumberFormat;
  formatDeclared: boolean;
  incremental: boolean;
  x: number;
  y: number;
  offsetX: number;
  offsetY: number;
  aperture: Aperture | null;
  apertures: Map<number, Aperture>;
  macros: Map<string, MacroDefinition>;
  interpolation: 'linear' | 'clockwise' | 'counterclockwise';
  quadrant: 'single' | 'multi' | null;
  regionMode: boolean;
  contour: Segment[];
  dark: boolean;
  stepRepeat: { start: number; countX: number; countY: number; stepX: number; stepY: number } | null;
  apertureAttributes: Map<string, string>;
  fileAttributes: Record<string, string>;
  lastOperation: number;
  objects: GraphicObject[];
  maxObjects: number;
  done: boolean;
  stopped: boolean;
  warnings: WarningLog;
}

export function createState(warnings: WarningLog, maxObjects: number): GerberState {
  return {
    units: 'in',
    unitsDeclared: false,
    scale: 25.4,
    format: { integer: 2, decimal: 4, omitted: 'leading' },
    formatDeclared: false,
    incremental: false,
    x: 0,
    y: 0,
    offsetX: 0,
    offsetY: 0,
    aperture: null,
    apertures: new Map(),
    macros: new Map(),
    interpolation: 'linear',
    quadrant: null,
    regionMode: false,
    contour: [],
    dark: true,
    stepRepeat: null,
    apertureAttributes: new Map(),
    fileAttributes: {},
    lastOperation: 0,
    objects: [],
    maxObjects,
    done: false,
    stopped: false,
    warnings,
  };
}

export function setUnits(state: GerberState, units: 'mm' | 'in'): void {
  state.units = units;
  state.unitsDeclared = true;
  state.scale = units === 'mm' ? 1 : 25.4;
}

export function emit(state: GerberState, object: GraphicObject): void {
  if (state.objects.length >= state.maxObjects) {
    if (!state.stopped) state.warnings.add('work-limit', `more than ${state.maxObjects} objects; the rest is ignored`);
    state.stopped = true;
    return;
  }
  state.objects.push(object);
}

/** A region statement's contour ends at D02, G37 or end of file; each contour is one region object. */
export function closeContour(state: GerberState): void {
  if (state.contour.length > 0) emit(state, { kind: 'region', contour: state.contour, dark: state.dark });
  state.contour = [];
}

/** Closes an SR block: the objects drawn inside it are copied to every other cell of the grid. */
export function closeStepRepeat(state: GerberState): void {
  const block = state.stepRepeat;
  state.stepRepeat = null;
  if (!block) return;
  const original = state.objects.slice(block.start);
  for (let ix = 0; ix < block.countX; ix++) {
    for (let iy = 0; iy < block.countY; iy++) {
      if (ix === 0 && iy === 0) continue;
      const dx = ix * block.stepX;
      const dy = iy * block.stepY;
      for (const object of original) emit(state, translate(object, dx, dy));
    }
  }
}

/** A copy moved by (dx, dy), each kind written out in full (see `interpolate` on spreads). */
function translate(object: GraphicObject, dx: number, dy: number): GraphicObject {
  const dark = object.dark;
  if (object.kind === 'flash') {
    return { kind: 'flash', x: object.x + dx, y: object.y + dy, aperture: object.aperture, dark };
  }
  if (object.kind === 'region')
    return { kind: 'region', contour: object.contour.map((s) => moveSegment(s, dx, dy)), dark };
  const { x1, y1, x2, y2, aperture } = object;
  if (object.kind === 'line')
    return { kind: 'line', x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy, aperture, dark };
  const { cx, cy, clockwise } = object;
  return {
    kind: 'arc',
    x1: x1 + dx,
    y1: y1 + dy,
    x2: x2 + dx,
    y2: y2 + dy,
    cx: cx + dx,
    cy: cy + dy,
    clockwise,
    aperture,
    dark,
  };
}

function moveSegment(segment: Segment, dx: number, dy: number): Segment {
  const { x1, y1, x2, y2 } = segment;
  if (segment.kind === 'line') return { kind: 'line', x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy };
  const { cx, cy, clockwise } = segment;
  return { kind: 'arc', x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy, cx: cx + dx, cy: cy + dy, clockwise };
}
