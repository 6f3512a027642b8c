import type { quotationMaterialLines, quotationProcessLines, quotations } from '../../../db/schema/index.js';

export type { Executor, Tx } from '../../quotation-masters/index.js';
export type QuotationRow = typeof quotations.$inferSelect;
export type MaterialLineRow = typeof quotationMaterialLines.$inferSelect;
export type ProcessLineRow = typeof quotationProcessLines.$inferSelect;

/** A line as the service writes it (no uid, no quotation yet). */
export type MaterialLine = Omit<MaterialLineRow, 'uid' | 'quotationUid'>;
export type ProcessLine = Omit<ProcessLineRow, 'uid' | 'quotationUid'>;
