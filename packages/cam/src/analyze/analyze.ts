import { drillImage, type ParsedBoard, type ParsedLayer } from '../board.js';
import { CamError } from '../errors.js';
import { isEmpty } from '../geometry/bbox.js';
import { identifyFiles } from '../identify/identify.js';
import { resolveLimits } from '../limits.js';
import type { AnalyzeOptions, CamResult, CamWarning, InputFile } from '../types.js';
import { findCastellatedHoles } from './castellation.js';
import { copperFacts } from './copper.js';
import { collectHoles, platingOfTools, summarizeDrill } from './drill.js';
import { fitDrillFormats } from './drill-fit.js';
import { findGoldFingers } from './gold-fingers.js';
import { findOutline } from './outline.js';
import { boardRefs } from './board-refs.js';
import { settleOutlineFile } from './outline-file.js';
import { parseLayers } from './parse-layers.js';
import { classifyUnknown } from './classify-unknown.js';
import { vetCopper } from './copper-vetting.js';
import { describeDrawing, drawingFacts, holeCells } from './drawing-facts.js';
import { orderCopper } from './stack-order.js';
import { dropAbsurdTools, findDrillSidecar, findNetlist } from './sidecars.js';
import { buildResult } from './result.js';
import { checkDesignRules } from '../dfm/check.js';
import { assemblyFacts } from '../assembly/assembly.js';

/** Identifies, parses and measures a Gerber set; returns the result and the parsed board (for previews). */
export function analyzeSet(
  files: InputFile[],
  options: AnalyzeOptions = {},
): { result: CamResult; board: ParsedBoard } {
  const limits = resolveLimits(options.limits);
  const report = options.onProgress ?? (() => undefined);
  report(0.1, 'identify');
  const identified = identifyFiles(files, options.corrections ?? []);
  if (!identified.some((file) => file.format === 'gerber' || file.format === 'excellon')) {
    throw new CamError('NO_PCB_FILES', 'No Gerber or Excellon drill file was found in the upload.');
  }
  const texts = new Map(identified.flatMap((file) => (file.text === null ? [] : [[file.name, file.text] as const])));
  const warnings: CamWarning[] = [];
  report(0.15, 'parse');
  const drillFormat = findDrillSidecar(identified);
  const layers = parseLayers(
    identified,
    limits,
    warnings,
    (fraction) => report(0.15 + 0.7 * fraction, 'parse'),
    drillFormat,
  );
  report(0.85, 'analyze');

  const netlist = findNetlist(identified);
  dropAbsurdTools(layers, warnings);
  let copper = copperFacts(layers);
  classifyUnknown(layers, isEmpty(copper.extent) ? null : copper.extent);
  vetCopper(layers);
  describeDrawings(layers);
  copper = copperFacts(layers);
  const stack = orderCopper(layers, netlist?.layerNames ?? null, warnings);
  const refs = boardRefs(layers);
  settleOutlineFile(layers, refs);
  const outline = findOutline(layers, refs);
  const boardBounds = outline?.bounds ?? (isEmpty(copper.extent) ? null : copper.extent);
  if (boardBounds) fitDrillFormats(layers, boardBounds, texts, warnings);
  settleDrillPlating(layers);
  const { holes, slots, slotSizes, slotShapes } = collectHoles(layers);
  const x2Castellated = countX2Castellated(layers);
  const partial = buildResult({
    layers,
    outline,
    copper,
    boardBounds,
    drill: summarizeDrill(holes, slots, slotSizes),
    goldFingers: findGoldFingers(layers, boardBounds),
    castellatedHoles: findCastellatedHoles(holes, outline, x2Castellated),
    warnings,
    stack,
    netlist,
    assembly: assemblyFacts(layers, holes),
  });
  const board = { layers, boardBounds, outline: outline?.segments ?? [] };
  const dfm = checkDesignRules({
    board,
    holes,
    slots: slotShapes,
    widthMm: partial.widthMm,
    heightMm: partial.heightMm,
    hasOutline: outline !== null,
    ...(netlist ? { netPoints: netlist.points } : {}),
  });
  const result: CamResult = { ...partial, dfm };
  report(1, 'done');
  return { result, board };
}

/** What each Gerber file draws, kept for the file's evidence. */
function describeDrawings(layers: ParsedLayer[]): void {
  const holes = holeCells(layers);
  for (const layer of layers) {
    const facts = drawingFacts(layer, holes);
    if (facts) layer.drawn = describeDrawing(facts);
  }
}

function settleDrillPlating(layers: ParsedLayer[]): void {
  for (const layer of layers) {
    const image = drillImage(layer);
    if (layer.role !== 'drill' || !image) continue;
    const fromTools = platingOfTools(image);
    const attribute = image.fileAttributes.FileFunction;
    if (attribute?.startsWith('NonPlated')) layer.plating = 'non-plated';
    else if (attribute?.startsWith('Plated')) layer.plating = 'plated';
    else if (fromTools) layer.plating = fromTools;
    layer.plating ??= 'unknown';
  }
}

/** Holes marked castellated by X2: drill flashes if any, else the top copper's pads. */
function countX2Castellated(layers: ParsedLayer[]): number {
  const count = (role: 'drill' | 'copper', wanted: string): number =>
    layers
      .filter((layer) => layer.role === role && (role === 'drill' || layer.side === 'top'))
      .flatMap((layer) => (layer.image?.format === 'gerber' ? layer.image.objects : []))
      .filter((object) => object.kind === 'flash' && object.aperture.function?.startsWith(wanted)).length;
  return count('drill', 'CastellatedDrill') || count('copper', 'CastellatedPad');
}
