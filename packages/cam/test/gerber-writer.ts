/** Test helper: writes small Gerber (mm, 4.6) and Excellon (metric) files for hand-made boards. */
import type { InputFile } from '../src/types.js';

const coordinate = (value: number): string => String(Math.round(value * 1e6));
const xy = (x: number, y: number): string => `X${coordinate(x)}Y${coordinate(y)}`;

export class GerberWriter {
  private readonly lines: string[];
  private nextAperture = 10;

  constructor(fileFunction?: string) {
    this.lines = [
      ...(fileFunction ? [`%TF.FileFunction,${fileFunction}*%`] : []),
      '%FSLAX46Y46*%',
      '%MOMM*%',
      'G75*',
      'G01*',
    ];
  }

  aperture(template: string, attribute?: string): this {
    if (attribute) this.lines.push(`%TA.AperFunction,${attribute}*%`);
    this.lines.push(`%ADD${this.nextAperture}${template}*%`, `D${this.nextAperture}*`);
    if (attribute) this.lines.push('%TD*%');
    this.nextAperture++;
    return this;
  }

  /** A polyline through the given points. */
  path(...points: Array<[number, number]>): this {
    points.forEach(([x, y], i) => this.lines.push(`${xy(x, y)}${i === 0 ? 'D02' : 'D01'}*`));
    return this;
  }

  /** Counter-clockwise arc from the current point to (x, y) around (cx, cy). */
  arcTo(fromX: number, fromY: number, x: number, y: number, cx: number, cy: number): this {
    this.lines.push(`G03${xy(x, y)}I${coordinate(cx - fromX)}J${coordinate(cy - fromY)}D01*`, 'G01*');
    return this;
  }

  /** Dark (LPD) or clear (LPC) polarity for what follows. */
  polarity(dark: boolean): this {
    this.lines.push(dark ? '%LPD*%' : '%LPC*%');
    return this;
  }

  flash(x: number, y: number): this {
    this.lines.push(`${xy(x, y)}D03*`);
    return this;
  }

  file(name: string): InputFile {
    return { name, bytes: new TextEncoder().encode(`${[...this.lines, 'M02*'].join('\n')}\n`) };
  }
}

export function rectangleOutline(width: number, height: number, fileFunction = 'Profile,NP'): GerberWriter {
  return new GerberWriter(fileFunction)
    .aperture('C,0.1')
    .path([0, 0], [width, 0], [width, height], [0, height], [0, 0]);
}

export function drillFile(name: string, holes: Array<[number, number, number]>, header = ''): InputFile {
  const diameters = [...new Set(holes.map(([, , d]) => d))];
  const tools = diameters.map((d, i) => `T${i + 1}C${d.toFixed(3)}`);
  const body = diameters.flatMap((d, i) => [
    `T${i + 1}`,
    ...holes.filter(([, , h]) => h === d).map(([x, y]) => `X${x.toFixed(3)}Y${y.toFixed(3)}`),
  ]);
  const text = ['M48', header, 'METRIC,TZ', ...tools, '%', 'G90', 'G05', ...body, 'M30', '']
    .filter((l) => l !== '')
    .join('\n');
  return { name, bytes: new TextEncoder().encode(text) };
}
