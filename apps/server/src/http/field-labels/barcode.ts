import type { Label } from './label.js';

/** Barcode settings, third-party consent and the file list (issue 20, fixed pages). */
export const BARCODE_LABELS: Record<string, Label> = {
  usage: ['Used for', '用途', '用途', 'Uso', '用途'],
};
