/** One problem or difference, machine-readable: a message key with its values, and where in a file it is. */
export interface AssemblyIssue {
  key: string;
  /** 1-based row of the file, when it is about a row. */
  row?: number;
  /** The column (designator, quantity, partNumber, footprint, x, y, rotation, side). */
  column?: string;
  values: Record<string, string | number>;
}

export type AssemblySideName = 'top' | 'bottom';

/** What the quote reads of the CAM analysis (`result.assembly` of @pcbunion/cam). */
export interface GerberAssembly {
  source: 'paste' | 'mask' | 'none';
  sides: AssemblySideName[];
  top: GerberAssemblySide;
  bottom: GerberAssemblySide;
  throughHoleJoints: number;
}

export interface GerberAssemblySide {
  pads: number;
  parts: number;
  footprints: number;
  pasteExtentMm: { widthMm: number; heightMm: number } | null;
}
