import { hasContent, type ParsedLayer } from '../board.js';
import { heightOf, widthOf } from '../geometry/bbox.js';
import type {
  AssemblyFacts,
  Bounds,
  CamFile,
  CamResult,
  CamWarning,
  DrillSummary,
  EdgeFeature,
  SideFlags,
} from '../types.js';
import { round, type CopperFacts } from './copper.js';
import type { BoardOutline } from './outline.js';
import type { StackOrder } from './stack-order.js';
import type { Netlist } from '../identify/ipc356.js';

export interface Findings {
  layers: ParsedLayer[];
  outline: BoardOutline | null;
  copper: CopperFacts;
  boardBounds: Bounds | null;
  drill: DrillSummary;
  goldFingers: EdgeFeature;
  castellatedHoles: EdgeFeature;
  warnings: CamWarning[];
  stack: StackOrder;
  netlist: Netlist | null;
  assembly: AssemblyFacts;
}

const UNITS: Record<string, string> = {
  widthMm: 'mm',
  heightMm: 'mm',
  boardBoundsMm: 'mm',
  copperLayers: 'count',
  'drill.hits': 'count',
  'drill.platedHits': 'count',
  'drill.nonPlatedHits': 'count',
  'drill.sizesMm': 'mm',
  'drill.minHoleMm': 'mm',
  'drill.maxHoleMm': 'mm',
  'drill.slots': 'count',
  minTraceMm: 'mm',
  'goldFingers.count': 'count',
  'castellatedHoles.count': 'count',
  declaredCopperLayers: 'count',
  'netlist.nets': 'count',
  'netlist.testPoints': 'count',
  'assembly.top.pads': 'count',
  'assembly.bottom.pads': 'count',
  'assembly.top.parts': 'count',
  'assembly.bottom.parts': 'count',
  'assembly.top.pasteExtentMm': 'mm',
  'assembly.bottom.pasteExtentMm': 'mm',
  'assembly.throughHoleJoints': 'count',
};

/** Puts the findings into the JSON the server stores: every value with its unit and how it was found. */
export function buildResult(findings: Findings): Omit<CamResult, 'dfm'> {
  const { layers, outline, copper, boardBounds, drill } = findings;
  const sizeFrom = outline ? 'outline' : boardBounds ? 'copper-extent' : 'none';
  const warnings = [...findings.warnings];
  if (sizeFrom === 'copper-extent') {
    warnings.push({ code: 'no-outline', message: 'no board outline file: the size is a guess from the copper extent' });
  }
  if (outline && outline.strayPieces > 0) {
    warnings.push({
      code: 'outline-stray-marks',
      message: `${outline.strayPieces} mark(s) apart from the board edge were left out of the size`,
      file: outline.file,
    });
  }
  for (const layer of layers) warnings.push(...(layer.image?.warnings ?? []));
  const flags = (role: ParsedLayer['role']): SideFlags => ({
    top: layers.some((l) => l.role === role && l.side === 'top' && hasContent(l)),
    bottom: layers.some((l) => l.role === role && l.side === 'bottom' && hasContent(l)),
  });
  const drillFiles = layers.filter((l) => l.role === 'drill').map((l) => l.name);
  const sizeHow = outline
    ? outline.kind === 'closed-contour'
      ? `bounding box of the smallest closed contour holding the copper and the holes in ${outline.file} ` +
        `(${CONTOUR_FROM[outline.from]}), line centres, arc extremes included`
      : `bounding box of the centre-lines of the outline strokes in ${outline.file}, arc extremes included`
    : boardBounds
      ? 'no outline file: bounding box of the copper centre-lines and pad centres (a guess)'
      : 'no outline and no copper: size unknown';
  return {
    widthMm: boardBounds ? round(widthOf(boardBounds)) : null,
    heightMm: boardBounds ? round(heightOf(boardBounds)) : null,
    sizeFrom,
    sizeIsGuess: sizeFrom !== 'outline',
    boardBoundsMm: boardBounds ? roundBounds(boardBounds) : null,
    copperLayers: copper.layers,
    copperStack: layers
      .filter((l) => l.role === 'copper')
      .sort((a, b) => (a.copperIndex ?? 0) - (b.copperIndex ?? 0))
      .map((l) => ({ file: l.name, index: l.copperIndex ?? 0, side: l.side, plane: l.plane === true })),
    declaredCopperLayers: findings.stack.declaredLayers,
    drillSpans: layers.flatMap((l) => (l.role === 'drill' && l.span ? [{ file: l.name, ...l.span }] : [])),
    netlist: findings.netlist
      ? {
          file: findings.netlist.file,
          nets: findings.netlist.nets,
          testPoints: findings.netlist.testPoints,
          throughHolePoints: findings.netlist.throughHolePoints,
          surfacePoints: findings.netlist.surfacePoints,
        }
      : null,
    drill,
    minTraceMm: copper.minTraceMm,
    solderMask: flags('soldermask'),
    silkscreen: flags('silkscreen'),
    solderPaste: flags('solderpaste'),
    goldFingers: findings.goldFingers,
    castellatedHoles: findings.castellatedHoles,
    assembly: findings.assembly,
    files: layers.map(describeFile),
    units: UNITS,
    found: {
      widthMm: sizeHow,
      heightMm: sizeHow,
      sizeFrom: sizeHow,
      sizeIsGuess: outline ? 'measured on the board outline' : 'no outline file, so the size is an estimate',
      boardBoundsMm: 'the same box as the size, in the coordinates of the files',
      copperLayers: `number of copper files: ${
        layers
          .filter((l) => l.role === 'copper')
          .map((l) => l.name)
          .join(', ') || 'none'
      }`,
      copperStack: findings.stack.how,
      declaredCopperLayers: 'the largest layer a drill span names (-1-4.drl, L1-L6) or the netlist layer table',
      netlist: findings.netlist
        ? `IPC-D-356 records 317 (through-hole) and 327 (surface) in ${findings.netlist.file}; N/C not a net`
        : 'no IPC-D-356 netlist in the set',
      drill: drillFiles.length ? `Excellon hits, G85 and routed slots in ${drillFiles.join(', ')}` : 'no drill file',
      'drill.platedHits':
        'plating from X2 attributes, NPTH/PTH in the file name or ;TYPE= comments; holes of unknown plating count as plated',
      'drill.sizesMm': 'distinct tool diameters of the hits and slots, rounded to 1 µm',
      'drill.slots': 'G85 slots and routed paths (M15 … M16), one each',
      minTraceMm: copper.minTraceHow,
      solderMask: 'a solder mask file with content for that side',
      silkscreen: 'a silkscreen (legend) file with content for that side',
      solderPaste: 'a paste file with content for that side',
      goldFingers: findings.goldFingers.how,
      castellatedHoles: findings.castellatedHoles.how,
      assembly: findings.assembly.how.parts ?? '',
      files:
        "a person's correction first, X2 .FileFunction, then content (Excellon vs Gerber, the CAD tool's G04 header), " +
        'then CAD file-naming conventions, then what the file draws; each with a confidence',
    },
    warnings,
  };
}

function describeFile(layer: ParsedLayer): CamFile {
  const file: CamFile = {
    name: layer.name,
    role: layer.role,
    side: layer.side,
    format: layer.format,
    identifiedBy: layer.identifiedBy,
    how: layer.how,
    confidence: layer.confidence,
    evidence: [...layer.how.split('; '), ...(layer.drawn ? [layer.drawn] : [])],
  };
  if (layer.plane) file.plane = true;
  if (layer.span) file.span = layer.span;
  if (layer.copperIndex !== undefined) file.copperIndex = layer.copperIndex;
  if (layer.plating !== undefined) file.plating = layer.plating;
  if (layer.image) file.units = layer.image.units;
  return file;
}

const CONTOUR_FROM: Record<BoardOutline['from'], string> = {
  outline: 'the outline layer',
  drawing: 'a fab/mechanical drawing',
  'copper-film': 'the board outline drawn on the copper films',
  profile: 'the X2 Profile aperture drawn in the films',
  'drill-route': "the drill file's routing",
};

function roundBounds(bounds: Bounds): Bounds {
  return { minX: round(bounds.minX), minY: round(bounds.minY), maxX: round(bounds.maxX), maxY: round(bounds.maxY) };
}
