import type { BarcodeRuleStatus, BarcodeSymbology, BarcodeUsage, LabelField } from '@pcbunion/core';
import { apiUrl, call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The barcode-rule calls of issue 20 (apps/server/src/modules/barcode). */
export interface BarcodeRule {
  no: string;
  name: string;
  usage: BarcodeUsage;
  symbology: BarcodeSymbology;
  fields: LabelField[];
  widthMm: number;
  heightMm: number;
  isDefault: boolean;
  status: BarcodeRuleStatus;
  note: string | null;
  rowVersion: number;
  createdAt: string;
  updatedAt: string;
}

export interface BarcodeRuleDetail extends BarcodeRule {
  log: Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
}

export interface BarcodeRuleForm {
  name: string;
  usage: BarcodeUsage;
  symbology: BarcodeSymbology;
  fields: LabelField[];
  widthMm: number;
  heightMm: number;
  isDefault?: boolean;
  note?: string;
  rowVersion?: number;
}

export type RuleAction = 'makeDefault' | 'disable' | 'enable';

const at = (no: string) => `barcode-rules/${encodeURIComponent(no)}`;
export const listBarcodeRules = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<BarcodeRule>>(`barcode-rules?${queryString(p)}`);
/** The list as Excel with the list's filters (the server caps the rows). */
export const barcodeRulesExportUrl = (f: Record<string, unknown>) => `/api/barcode-rules/export?${queryString(f)}`;
export const fetchBarcodeRule = (no: string) => get<BarcodeRuleDetail>(at(no));
export const createBarcodeRule = (body: BarcodeRuleForm) => post<BarcodeRuleDetail>('barcode-rules', body);
export const editBarcodeRule = (no: string, body: BarcodeRuleForm) => call<BarcodeRuleDetail>('PUT', at(no), body);
export const actOnBarcodeRule = (no: string, action: RuleAction, rowVersion: number) =>
  post<BarcodeRuleDetail>(`${at(no)}/actions`, { action, rowVersion });
/** The rule's barcode (PNG) and a sample label printed with it (PDF); `v` busts the cache after a change. */
export const previewPngUrl = (no: string, v: number) => `${apiUrl(`${at(no)}/preview.png`)}?v=${v}`;
export const previewPdfUrl = (no: string, v: number) => `${apiUrl(`${at(no)}/preview.pdf`)}?v=${v}`;
