/**
 * A printable document as data: what the server's PDF renderer draws and the web's print page shows, so both
 * print the same thing. Text only (already in the reader's language); amounts already formatted.
 */
export interface PrintField {
  label: string;
  value: string;
}

export interface PrintTable {
  title: string;
  columns: Array<{ label: string; align?: 'left' | 'right'; width?: number }>;
  rows: string[][];
}

export interface PrintDocument {
  title: string;
  subtitle?: string;
  /** Pairs shown two per line under the title. */
  fields: PrintField[];
  tables: PrintTable[];
  /** Figures shown right-aligned at the end (amounts). */
  totals: PrintField[];
  notes?: string[];
  footer?: string;
}
