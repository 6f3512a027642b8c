import type { Label } from './label.js';

/** Customer statements and customer invoices (issue 20). */
export const CUSTOMER_BILLING_LABELS: Record<string, Label> = {
  answer: ['Answer', '确认结果', '確認結果', 'Respuesta', '回答'],
};
