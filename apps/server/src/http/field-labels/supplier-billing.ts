import type { Label } from './label.js';

/** Supplier fees, statements and invoices (issue 19). */
export const SUPPLIER_BILLING_LABELS: Record<string, Label> = {
  description: ['Description', '说明', '說明', 'Descripción', '内容'],
  adjustment: ['Adjustment', '调整金额', '調整金額', 'Ajuste', '調整額'],
};
