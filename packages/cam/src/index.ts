/**
 * @pcbunion/cam — Gerber / Excellon CAM analysis for PCB Union quotations.
 *
 * Browser-safe entry: nothing here imports a Node API (folder reading and the CLI live in
 * `./node.ts` and `./cli.ts`, which this file does not export).
 *
 *   const result = analyzeArchive(bytes, 'board.zip', { onProgress: (f, stage) => ... });
 *   result.widthMm, result.heightMm, result.copperLayers, result.drill, result.found ...
 *   const { top, bottom } = renderPreview(result);   // same thread only, see README
 *
 * Failures of the upload itself (bad archive, zip bomb, no Gerber inside) throw `CamError`
 * with a stable `code`; everything a file gets wrong is a warning in `result.warnings`.
 */
export { analyzeArchive, analyzeBoard, analyzeFiles, renderPreview } from './api.js';
export { CamError, isCamError, type CamErrorCode } from './errors.js';
export { DEFAULT_LIMITS } from './limits.js';
export { MASK_COLORS, recolorPreview, SILK_COLORS, type BoardColors } from './render/palette.js';

// Lower-level building blocks, for tools that need one step only.
export { parseGerber, type GerberParseOptions } from './gerber/parse.js';
export { parseExcellon } from './excellon/parser.js';
export { identifyFiles, type IdentifiedFile } from './identify/identify.js';
export { unpackArchive } from './archive/unpack.js';

export type { ParsedBoard, ParsedLayer } from './board.js';
export type { GerberImage, GraphicObject, Aperture, ApertureShape, Segment } from './gerber/types.js';
export type { DrillImage, DrillHit, DrillSlot, DrillTool, ExcellonOptions } from './excellon/types.js';
export type * from './types.js';
