import { readDecimal } from './coordinate.js';
import { instantiateMacro, type MacroDefinition } from './macro.js';
import { arg, macroBox } from './macro-shapes.js';
import type { Aperture, ApertureShape } from './types.js';

export interface ApertureContext {
  /** Millimetres per file unit. */
  scale: number;
  macros: ReadonlyMap<string, MacroDefinition>;
  apertureFunction?: string;
  warnings: { add(code: string, message: string): void };
}

/** Reads `ADD<code><template>[,<p1>X<p2>...]` into an aperture in millimetres; null when unreadable. */
export function defineAperture(block: string, context: ApertureContext): Aperture | null {
  const match = /^ADD(\d+)([^,]+?)(?:,(.*))?$/.exec(block.trim());
  if (!match) {
    context.warnings.add('aperture', `cannot read aperture definition "${block}"`);
    return null;
  }
  const code = Number(match[1]);
  const template = match[2] ?? '';
  const params = (match[3] ?? '')
    .split(/X/i)
    .filter((part) => part.trim() !== '')
    .map(readDecimal);
  if (params.some(Number.isNaN)) {
    context.warnings.add('aperture', `aperture D${code}: bad parameters "${match[3]}"`);
    return null;
  }
  const s = context.scale;
  let shape: ApertureShape;
  let hole = 0;
  switch (template) {
    case 'C':
      shape = { kind: 'circle', diameter: arg(params, 0) * s };
      hole = arg(params, 1) * s;
      break;
    case 'R':
      shape = { kind: 'rectangle', width: arg(params, 0) * s, height: arg(params, 1) * s };
      hole = arg(params, 2) * s;
      break;
    case 'O':
      shape = { kind: 'obround', width: arg(params, 0) * s, height: arg(params, 1) * s };
      hole = arg(params, 2) * s;
      break;
    case 'P':
      shape = {
        kind: 'polygon',
        diameter: arg(params, 0) * s,
        vertices: Math.max(3, Math.round(arg(params, 1))),
        rotation: arg(params, 2),
      };
      hole = arg(params, 3) * s;
      break;
    default: {
      const macro = context.macros.get(template);
      if (!macro) {
        context.warnings.add('aperture', `aperture D${code} uses undefined macro "${template}"`);
        return null;
      }
      shape = { kind: 'macro', name: template, shapes: instantiateMacro(macro, params, s, context.warnings) };
    }
  }
  const aperture: Aperture = { code, shape, holeDiameter: hole, box: shapeBox(shape) };
  if (context.apertureFunction !== undefined) aperture.function = context.apertureFunction;
  return aperture;
}

function shapeBox(shape: ApertureShape): Aperture['box'] {
  switch (shape.kind) {
    case 'circle':
    case 'polygon': {
      const r = shape.diameter / 2;
      return { minX: -r, minY: -r, maxX: r, maxY: r };
    }
    case 'rectangle':
    case 'obround':
      return { minX: -shape.width / 2, minY: -shape.height / 2, maxX: shape.width / 2, maxY: shape.height / 2 };
    case 'macro':
      return macroBox(shape.shapes);
  }
}

/** Width of the line an aperture draws when stroked (for the minimum trace width). */
export function strokeWidth(aperture: Aperture): number {
  const shape = aperture.shape;
  if (shape.kind === 'circle' || shape.kind === 'polygon') return shape.diameter;
  if (shape.kind === 'rectangle' || shape.kind === 'obround') return Math.min(shape.width, shape.height);
  return Math.min(aperture.box.maxX - aperture.box.minX, aperture.box.maxY - aperture.box.minY);
}
