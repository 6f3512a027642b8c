import type { MeasuredRules } from '@pcbunion/core';

/** cam's design-rule figures (`analysis.dfm`), the part the screens show. */
export interface DfmReport extends MeasuredRules {
  layers: Array<{
    file: string;
    index: number;
    side: string | null;
    minTraceMm: number | null;
    minSpaceMm: number | null;
    slivers: number;
  }>;
  slivers: number;
  slots: { count: number; minWidthMm: number | null; maxLengthMm: number | null };
  millis: number;
  how: Record<string, string>;
}

/** A file of the analysis as the role editor reads it. */
export interface AnalysedFile {
  name: string;
  role: string;
  side: string | null;
  how: string;
  format?: string;
  identifiedBy?: string;
  confidence?: number;
}
