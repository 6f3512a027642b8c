import { singleQuadrantCentre } from '../geometry/arc.js';
import { applyCommentAttribute } from './extended.js';
import { readFixed } from './coordinate.js';
import { readInteger, wordEnd } from './lexer.js';
import { closeContour, closeStepRepeat, emit, setUnits, type GerberState } from './state.js';
import type { Aperture, Segment, StrokeObject } from './types.js';

/** Coordinates of the block being run; reused so a block costs no allocation. */
const words = { x: 0, y: 0, i: 0, j: 0, hasX: false, hasY: false, hasI: false, hasJ: false };

/** Runs one `*`-ended word block such as `G01X100Y200D01` or `G54D10`. */
export function runWords(state: GerberState, block: string): void {
  words.hasX = words.hasY = words.hasI = words.hasJ = false;
  words.i = words.j = 0;
  let operation = 0;
  const n = block.length;
  let at = 0;
  while (at < n) {
    const letter = block.charCodeAt(at);
    const end = wordEnd(block, at);
    switch (letter) {
      case 88: // X
        words.x = readFixed(block, at + 1, end, state.format) * state.scale;
        words.hasX = !Number.isNaN(words.x);
        break;
      case 89: // Y
        words.y = readFixed(block, at + 1, end, state.format) * state.scale;
        words.hasY = !Number.isNaN(words.y);
        break;
      case 73: // I
        words.i = readFixed(block, at + 1, end, state.format) * state.scale || 0;
        words.hasI = true;
        break;
      case 74: // J
        words.j = readFixed(block, at + 1, end, state.format) * state.scale || 0;
        words.hasJ = true;
        break;
      case 71: {
        const code = readInteger(block, at + 1, end);
        if (code === 4) {
          applyCommentAttribute(state, block.slice(end));
          return;
        }
        runG(state, code);
        break;
      }
      case 68: {
        const code = readInteger(block, at + 1, end);
        if (code >= 10) selectAperture(state, code);
        else operation = code;
        break;
      }
      case 77:
        if (readInteger(block, at + 1, end) !== 1) finish(state);
        break;
      case 78: // N: line number
      case 32:
      case 10:
      case 13:
        break;
      default:
        state.warnings.add('unknown-command', `unknown word "${block.slice(at, end)}"`);
    }
    at = end;
  }
  const moved = words.hasX || words.hasY || words.hasI || words.hasJ;
  if (operation === 0 && moved) operation = state.lastOperation;
  if (operation !== 0) operate(state, operation);
}

function runG(state: GerberState, code: number): void {
  switch (code) {
    case 0:
    case 1:
    case 10:
    case 11:
    case 12:
      state.interpolation = 'linear';
      return;
    case 2:
      state.interpolation = 'clockwise';
      return;
    case 3:
      state.interpolation = 'counterclockwise';
      return;
    case 36:
      closeContour(state);
      state.regionMode = true;
      return;
    case 37:
      closeContour(state);
      state.regionMode = false;
      return;
    case 54:
    case 55:
      return;
    case 70:
    case 71:
      setUnits(state, code === 70 ? 'in' : 'mm');
      return;
    case 74:
    case 75:
      state.quadrant = code === 74 ? 'single' : 'multi';
      return;
    case 90:
    case 91:
      state.incremental = code === 91;
      if (code === 91)
        state.warnings.add('incremental', 'incremental coordinates (G91) are read relative to the previous point');
      return;
    default:
      state.warnings.add('unknown-command', `unknown G code G${code}`);
  }
}

function selectAperture(state: GerberState, code: number): void {
  const aperture = state.apertures.get(code);
  if (!aperture) state.warnings.add('undefined-aperture', `aperture D${code} is used but not defined`);
  state.aperture = aperture ?? null;
}

function operate(state: GerberState, operation: number): void {
  if (!state.unitsDeclared) {
    state.warnings.add('no-units', 'units are not declared (MO); inches assumed');
    state.unitsDeclared = true;
  }
  const x = words.hasX ? (state.incremental ? state.x : state.offsetX) + words.x : state.x;
  const y = words.hasY ? (state.incremental ? state.y : state.offsetY) + words.y : state.y;
  state.lastOperation = operation;
  if (operation === 1) {
    if (state.regionMode) state.contour.push(interpolate(state, x, y));
    else if (state.aperture) emit(state, interpolate(state, x, y, state.aperture, state.dark) as StrokeObject);
    else state.warnings.add('no-aperture', 'a line is drawn before any aperture is selected');
  } else if (operation === 2) {
    if (state.regionMode) closeContour(state);
  } else if (operation === 3) {
    if (state.regionMode) state.warnings.add('flash-in-region', 'flash (D03) inside a region is not allowed; ignored');
    else if (state.aperture) emit(state, { kind: 'flash', x, y, aperture: state.aperture, dark: state.dark });
    else state.warnings.add('no-aperture', 'a flash is drawn before any aperture is selected');
  } else {
    state.warnings.add('unknown-command', `unknown operation D0${operation}`);
  }
  state.x = x;
  state.y = y;
}

/** A line or arc from the current point; with an aperture it is a stroke, without one a region edge. */
function interpolate(state: GerberState, x: number, y: number, aperture?: Aperture, dark?: boolean): Segment {
  const x1 = state.x;
  const y1 = state.y;
  const linear =
    state.interpolation === 'linear' ||
    (state.quadrant !== 'multi' && Math.abs(x - x1) < 1e-9 && Math.abs(y - y1) < 1e-9 && !(words.i < 0 || words.j < 0));
  if (linear) {
    return aperture
      ? ({ kind: 'line', x1, y1, x2: x, y2: y, aperture, dark } as StrokeObject)
      : { kind: 'line', x1, y1, x2: x, y2: y };
  }
  const clockwise = state.interpolation === 'clockwise';
  // Files without G74/G75 that write signed offsets can only mean multi-quadrant arcs.
  const multi = state.quadrant === 'multi' || (state.quadrant === null && (words.i < 0 || words.j < 0));
  const { cx, cy } = multi
    ? { cx: x1 + words.i, cy: y1 + words.j }
    : singleQuadrantCentre(x1, y1, x, y, words.i, words.j, clockwise);
  // Written out, not spread: V8 gives every object built by a spread a shape of its own, and each function
  // reading the objects then goes megamorphic.
  return aperture
    ? ({ kind: 'arc', x1, y1, x2: x, y2: y, cx, cy, clockwise, aperture, dark } as StrokeObject)
    : { kind: 'arc', x1, y1, x2: x, y2: y, cx, cy, clockwise };
}

/** M02 (or M00) ends the image: open regions and step-and-repeat blocks are closed. */
export function finish(state: GerberState): void {
  closeContour(state);
  closeStepRepeat(state);
  state.done = true;
}
