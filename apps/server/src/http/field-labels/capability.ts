import type { Label } from './label.js';

/** Process capability. */
export const CAPABILITY_LABELS: Record<string, Label> = {
  standard: ['Standard', '标准能力', '標準能力', 'Estándar', '標準'],
  advanced: ['Advanced', '高级能力', '高級能力', 'Avanzado', '高度'],
  rules: ['Rules', '规则', '規則', 'Reglas', 'ルール'],
};
