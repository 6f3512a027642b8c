import { evaluate, parseExpression, type Expression } from './expression.js';
import { arg, circleShape, polygonShape, rotatePoints } from './macro-shapes.js';
import type { MacroShape } from './types.js';

type Statement =
  { kind: 'primitive'; code: number; params: Expression[] } | { kind: 'assign'; index: number; value: Expression };

export interface MacroDefinition {
  name: string;
  statements: Statement[];
}

/** Parses the body of `%AM<name>*<statement>*...%`; statements the parser cannot read are reported and left out. */
export function parseMacro(blocks: string[], warn: (message: string) => void): MacroDefinition {
  const name = (blocks[0] ?? 'AM').slice(2).trim();
  const statements: Statement[] = [];
  for (const raw of blocks.slice(1)) {
    const block = raw.trim();
    if (block === '' || block.startsWith('0')) continue; // primitive 0 is a comment
    try {
      const assignment = /^\$(\d+)\s*=(.*)$/.exec(block);
      if (assignment) {
        statements.push({ kind: 'assign', index: Number(assignment[1]), value: parseExpression(assignment[2] ?? '') });
        continue;
      }
      const [code, ...params] = block.split(',');
      statements.push({ kind: 'primitive', code: Number(code), params: params.map(parseExpression) });
    } catch {
      warn(`aperture macro ${name}: cannot read "${block}"`);
    }
  }
  return { name, statements };
}

/** Evaluates a macro with the AD arguments, giving shapes in millimetres (`scale` = mm per file unit). */
export function instantiateMacro(
  macro: MacroDefinition,
  args: number[],
  scale: number,
  warnings: { add(code: string, message: string): void },
): MacroShape[] {
  const variables = new Map<number, number>(args.map((value, i) => [i + 1, value]));
  const shapes: MacroShape[] = [];
  for (const statement of macro.statements) {
    if (statement.kind === 'assign') {
      variables.set(statement.index, evaluate(statement.value, variables));
      continue;
    }
    const p = statement.params.map((param) => evaluate(param, variables));
    const shape = primitiveShapes(statement.code, p, scale);
    if (shape === null)
      warnings.add('macro', `aperture macro ${macro.name}: primitive ${statement.code} is not supported`);
    else shapes.push(...shape);
  }
  return shapes;
}

function primitiveShapes(code: number, p: number[], s: number): MacroShape[] | null {
  const dark = arg(p, 0) !== 0;
  switch (code) {
    case 1:
      return [circleShape(dark, arg(p, 2) * s, arg(p, 3) * s, arg(p, 1) * s, arg(p, 4))];
    case 2:
    case 20: {
      const [x1, y1, x2, y2, w] = [arg(p, 2) * s, arg(p, 3) * s, arg(p, 4) * s, arg(p, 5) * s, arg(p, 1) * s];
      const length = Math.hypot(x2 - x1, y2 - y1) || 1;
      const nx = (-(y2 - y1) / length) * (w / 2);
      const ny = ((x2 - x1) / length) * (w / 2);
      const points = [x1 + nx, y1 + ny, x2 + nx, y2 + ny, x2 - nx, y2 - ny, x1 - nx, y1 - ny];
      return [polygonShape(dark, rotatePoints(points, arg(p, 6)))];
    }
    case 21:
      return [rectangle(dark, arg(p, 3) * s, arg(p, 4) * s, arg(p, 1) * s, arg(p, 2) * s, arg(p, 5))];
    case 22:
      return [
        rectangle(
          dark,
          (arg(p, 3) + arg(p, 1) / 2) * s,
          (arg(p, 4) + arg(p, 2) / 2) * s,
          arg(p, 1) * s,
          arg(p, 2) * s,
          arg(p, 5),
        ),
      ];
    case 4: {
      const count = Math.max(0, Math.floor(arg(p, 1)));
      const points: number[] = [];
      for (let i = 0; i <= count; i++) points.push(arg(p, 2 + 2 * i) * s, arg(p, 3 + 2 * i) * s);
      return [polygonShape(dark, rotatePoints(points, arg(p, 4 + 2 * count)))];
    }
    case 5: {
      const vertices = Math.max(3, Math.floor(arg(p, 1)));
      const [cx, cy, radius] = [arg(p, 2) * s, arg(p, 3) * s, (arg(p, 4) * s) / 2];
      const points: number[] = [];
      for (let i = 0; i < vertices; i++) {
        const angle = (2 * Math.PI * i) / vertices;
        points.push(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
      }
      return [polygonShape(dark, rotatePoints(points, arg(p, 5)))];
    }
    case 6:
      // Moiré: drawn as its outer ring, which is all that matters for extents and a preview.
      return [circleShape(true, arg(p, 0) * s, arg(p, 1) * s, arg(p, 2) * s, arg(p, 8))];
    case 7: {
      const [cx, cy, outer, inner, gap] = [arg(p, 0) * s, arg(p, 1) * s, arg(p, 2) * s, arg(p, 3) * s, arg(p, 4) * s];
      return [
        circleShape(true, cx, cy, outer, arg(p, 5)),
        circleShape(false, cx, cy, inner, arg(p, 5)),
        rectangle(false, cx, cy, outer, gap, arg(p, 5)),
        rectangle(false, cx, cy, gap, outer, arg(p, 5)),
      ];
    }
    default:
      return null;
  }
}

function rectangle(dark: boolean, cx: number, cy: number, w: number, h: number, rotation: number): MacroShape {
  const points = [cx - w / 2, cy - h / 2, cx + w / 2, cy - h / 2, cx + w / 2, cy + h / 2, cx - w / 2, cy + h / 2];
  return polygonShape(dark, rotatePoints(points, rotation));
}
