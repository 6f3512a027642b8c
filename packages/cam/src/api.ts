import { analyzeSet } from './analyze/analyze.js';
import { unpackArchive } from './archive/unpack.js';
import type { ParsedBoard } from './board.js';
import { CamError } from './errors.js';
import { resolveLimits } from './limits.js';
import { renderSide } from './render/preview.js';
import type { AnalyzeOptions, CamResult, InputFile } from './types.js';

/**
 * Parsed geometry behind each result, for `renderPreview(result)`; not part of the JSON. A result sent
 * through `postMessage` or stored as JSON loses it: render in the worker that analysed, or keep the
 * board from `analyzeBoard`. A WeakMap lets the geometry go when the result does.
 */
const boards = new WeakMap<CamResult, ParsedBoard>();

/** Analyzes a list of files (name + bytes), e.g. a folder or an archive already unpacked. */
export function analyzeFiles(files: InputFile[], options: AnalyzeOptions = {}): CamResult {
  return analyzeBoard(files, options).result;
}

/** Like `analyzeFiles`, also handing back the parsed board (layers and outline) for rendering. */
export function analyzeBoard(
  files: InputFile[],
  options: AnalyzeOptions = {},
): { result: CamResult; board: ParsedBoard } {
  const analysis = analyzeSet(files, options);
  boards.set(analysis.result, analysis.board);
  return analysis;
}

/** Unpacks a .zip / .tar.gz / .tgz / .tar upload (with zip-bomb and path defences) and analyzes it. */
export function analyzeArchive(bytes: Uint8Array, fileName: string, options: AnalyzeOptions = {}): CamResult {
  options.onProgress?.(0, 'unpack');
  const files = unpackArchive(bytes, fileName, resolveLimits(options.limits));
  return analyzeFiles(files, options);
}

/** SVG previews of both sides, from a result of this module (same thread) or a parsed board. */
export function renderPreview(input: CamResult | ParsedBoard): { top: string; bottom: string } {
  const board = 'layers' in input ? input : boards.get(input);
  if (!board) {
    throw new CamError(
      'NO_GEOMETRY',
      'This result carries no geometry (it was copied or serialized); use analyzeBoard() and pass its board.',
    );
  }
  return { top: renderSide(board, 'top'), bottom: renderSide(board, 'bottom') };
}
