import type { Label } from './label.js';

/** Process capability. */
export const CAPABILITY_LABELS: Record<string, Label> = {
  standard: ['Standard', '标准能力', '標準能力', 'Estándar', '標準'],
};
