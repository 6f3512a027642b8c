/** The image a Gerber file draws, in millimetres, as the analysis and the renderer read it. */
import type { Bounds, CamWarning } from '../types.js';

export type MacroShape =
  | { kind: 'circle'; dark: boolean; x: number; y: number; diameter: number }
  /** Closed polygon as a flat x,y list. */
  | { kind: 'polygon'; dark: boolean; points: number[] };

export type ApertureShape =
  | { kind: 'circle'; diameter: number }
  | { kind: 'rectangle'; width: number; height: number }
  | { kind: 'obround'; width: number; height: number }
  | { kind: 'polygon'; diameter: number; vertices: number; rotation: number }
  | { kind: 'macro'; name: string; shapes: MacroShape[] };

export interface Aperture {
  code: number;
  shape: ApertureShape;
  holeDiameter: number;
  /** Extent of the aperture around the point it is flashed at. */
  box: Bounds;
  /** X2 `.AperFunction` in force when the aperture was defined, e.g. `Conductor`, `CastellatedPad`. */
  function?: string;
}

export type Segment =
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number }
  /** Start equal to end means a full circle. */
  | { kind: 'arc'; x1: number; y1: number; x2: number; y2: number; cx: number; cy: number; clockwise: boolean };

export type StrokeObject = Segment & { aperture: Aperture; dark: boolean };

export interface FlashObject {
  kind: 'flash';
  x: number;
  y: number;
  aperture: Aperture;
  dark: boolean;
}

export interface RegionObject {
  kind: 'region';
  contour: Segment[];
  dark: boolean;
}

export type GraphicObject = StrokeObject | FlashObject | RegionObject;

export interface GerberImage {
  format: 'gerber';
  units: 'mm' | 'in';
  objects: GraphicObject[];
  /** X2 file attributes, name without the dot: `FileFunction` → `Copper,L1,Top`. */
  fileAttributes: Record<string, string>;
  warnings: CamWarning[];
  commands: number;
  /** True when M02 (end of file) was reached. */
  complete: boolean;
}
