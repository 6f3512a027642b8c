/** Public types of the CAM analysis: what `analyzeArchive` / `analyzeFiles` return. */

export type LayerRole =
  'copper' | 'soldermask' | 'silkscreen' | 'solderpaste' | 'outline' | 'drill' | 'drawing' | 'unknown';

export type BoardSide = 'top' | 'bottom' | 'inner' | 'all';

export type FileFormat = 'gerber' | 'excellon' | 'other';

export type IdentifiedBy = 'x2-attribute' | 'content' | 'file-name' | 'content-statistics' | 'manual' | 'none';

export type DrillPlating = 'plated' | 'non-plated' | 'mixed' | 'unknown';

/** A person's correction of one file's role (review screen); the analysis reruns with it. */
export interface RoleCorrection {
  name: string;
  role: LayerRole;
  side?: BoardSide | null;
  plating?: DrillPlating;
}

export interface InputFile {
  name: string;
  bytes: Uint8Array;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface CamWarning {
  code: string;
  message: string;
  file?: string;
}

export interface CamFile {
  name: string;
  role: LayerRole;
  side: BoardSide | null;
  format: FileFormat;
  identifiedBy: IdentifiedBy;
  /** Short explanation of how the role was decided. */
  how: string;
  /** Copper files: position in the stack when known (1 = top). */
  copperIndex?: number;
  /** Drill files only. */
  plating?: DrillPlating;
  /** Units the file was written in. */
  units?: 'mm' | 'in';
  /** How sure the role is, 0…1. */
  confidence: number;
  /**
   * Why the file got its role, one reason a line, in the order they were weighed: the X2 attribute, the CAD
   * header, the naming convention matched, what the drawing showed (e.g. that another file draws the outline
   * better), and what the file draws (pads, lines, pads on the drill holes).
   */
  evidence: string[];
  /** Copper: a negative (plane) film. */
  plane?: boolean;
  /** Drill files named for a span of copper layers. */
  span?: { from: number; to: number };
}

export interface DrillSummary {
  hits: number;
  platedHits: number;
  nonPlatedHits: number;
  sizesMm: number[];
  minHoleMm: number | null;
  maxHoleMm: number | null;
  slots: number;
}

export interface SideFlags {
  top: boolean;
  bottom: boolean;
}

export interface EdgeFeature {
  detected: boolean;
  count: number;
  side: 'top' | 'bottom' | 'both' | null;
  /** Why the answer is what it is (or why it cannot be told). */
  how: string;
}

export interface CopperStackEntry {
  file: string;
  /** 1 = top. */
  index: number;
  side: BoardSide | null;
  /** A negative (plane) film. */
  plane: boolean;
}

export interface NetlistSummary {
  file: string;
  nets: number;
  testPoints: number;
  throughHolePoints: number;
  surfacePoints: number;
}

export interface DfmLayer {
  file: string;
  index: number;
  side: BoardSide | null;
  plane: boolean;
  minTraceMm: number | null;
  /** Where the narrowest track starts (mm, the files' coordinates). */
  traceAt?: { x: number; y: number } | null;
  minSpaceMm: number | null;
  /** Where the narrowest gap is (mm, the files' coordinates). */
  spaceAt: { x: number; y: number } | null;
  /** Gaps under 0.05 mm between separate pieces of copper. */
  slivers: number;
  narrowestSliverMm: number | null;
  sliverAt: { x: number; y: number } | null;
  spaceHow: string;
}

/** What the design-rule check measured; the factory's capability table is compared with it elsewhere. */
export interface DfmReport {
  layers: DfmLayer[];
  minTraceMm: number | null;
  minSpaceMm: number | null;
  slivers: number;
  minPlatedHoleMm: number | null;
  minNonPlatedHoleMm: number | null;
  minAnnularRingMm: number | null;
  /** The hole with the narrowest ring (mm, the files' coordinates). */
  minAnnularRingAt?: { x: number; y: number } | null;
  minHoleToEdgeMm: number | null;
  minHoleToEdgeAt?: { x: number; y: number } | null;
  minCopperToEdgeMm: number | null;
  /** Where the copper nearest the edge is (a capsule's start). */
  minCopperToEdgeAt?: { x: number; y: number } | null;
  /** How spacing told nets apart: the IPC-D-356 netlist when the set has one, else the copper's connectivity. */
  nets?: { source: 'netlist' | 'connectivity'; platedHolesJoining: number; netlistPadsPlaced: number };
  slots: { count: number; minWidthMm: number | null; maxLengthMm: number | null };
  widthMm: number | null;
  heightMm: number | null;
  copperLayers: number;
  /** Time the check took, ms. */
  millis: number;
  how: Record<string, string>;
}

/** One side's SMD facts for the stencil and assembly (see src/assembly/). */
export interface AssemblySide {
  /** SMD pads (paste openings): one solder joint each. */
  pads: number;
  /** Parts, by clustering the pads (no netlist). */
  parts: number;
  /** Distinct pad patterns among the parts: a floor for the unique part count. */
  footprints: number;
  /** The box around the paste openings (mm, files' coordinates) and its size; null without pads. */
  pasteExtentMm: (Bounds & { widthMm: number; heightMm: number }) | null;
  /** Parts by how they were found: pin rows, ball grids, pairs, single pads. */
  partsBy: { pins: number; grid: number; pair: number; single: number };
}

export interface AssemblyFacts {
  /** `paste`: the paste files; `mask`: no paste file, the solder mask's openings on no hole; `none`. */
  source: 'paste' | 'mask' | 'none';
  /** Sides with SMD pads. */
  sides: Array<'top' | 'bottom'>;
  top: AssemblySide;
  bottom: AssemblySide;
  /** Plated component holes (vias left out): one joint each. */
  throughHoleJoints: number;
  how: Record<string, string>;
}

export interface CamResult {
  widthMm: number | null;
  heightMm: number | null;
  sizeFrom: 'outline' | 'copper-extent' | 'none';
  /** True when the size is not from a board outline and so only an estimate. */
  sizeIsGuess: boolean;
  /** Board rectangle in the files' own coordinates (mm). */
  boardBoundsMm: Bounds | null;
  copperLayers: number;
  /** Copper files in stack order, top first. */
  copperStack: CopperStackEntry[];
  /** Copper layers other files name (drill spans, netlist layer table); null when none does. */
  declaredCopperLayers: number | null;
  /** Drill files named for a span of copper layers. */
  drillSpans: Array<{ file: string; from: number; to: number }>;
  /** IPC-D-356 netlist of the set, when there is one (the E-test fee depends on it). */
  netlist: NetlistSummary | null;
  /** Design-rule figures (trace, space, holes, rings, edge distances, slots, size). */
  dfm: DfmReport;
  drill: DrillSummary;
  minTraceMm: number | null;
  solderMask: SideFlags;
  silkscreen: SideFlags;
  solderPaste: SideFlags;
  goldFingers: EdgeFeature;
  castellatedHoles: EdgeFeature;
  /** SMD pads, parts and paste extent per side, through-hole joints: the stencil and assembly quote read these. */
  assembly: AssemblyFacts;
  files: CamFile[];
  /** Unit of every value, keyed by its path in this object (e.g. `drill.sizesMm`). */
  units: Record<string, string>;
  /** How every value was found, keyed like `units`. */
  found: Record<string, string>;
  warnings: CamWarning[];
}

export interface CamLimits {
  /** Largest archive accepted, in bytes (compressed). */
  maxArchiveBytes: number;
  maxEntries: number;
  /** Sum of all uncompressed entries, in bytes. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Largest uncompressed ÷ compressed ratio allowed for an entry (checked above 64 kB). */
  maxCompressionRatio: number;
  /** Gerber blocks / Excellon lines interpreted per file before giving up on the rest. */
  maxCommandsPerFile: number;
  maxObjectsPerFile: number;
  maxMillisPerFile: number;
  maxMillisTotal: number;
}

export type ProgressStage = 'unpack' | 'identify' | 'parse' | 'analyze' | 'done';

export interface AnalyzeOptions {
  limits?: Partial<CamLimits>;
  /** Roles a person set on the review screen; they win over everything the analysis would decide. */
  corrections?: RoleCorrection[];
  onProgress?(fraction: number, stage: ProgressStage): void;
}
