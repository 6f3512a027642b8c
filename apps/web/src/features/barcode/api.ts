import type { Body, Schemas } from '../../api/contract';
import { call, get, identifiedApiUrl, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The barcode-rule calls of issue 20 (apps/server/src/modules/barcode). */
export type BarcodeRule = Schemas['BarcodeRule'];
export type BarcodeRuleDetail = Schemas['BarcodeRuleDetail'];
export type BarcodeRuleForm = Body<'/api/barcode-rules', 'post'>;

export type RuleAction = Body<'/api/barcode-rules/{no}/actions', 'post'>['action'];

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
export const previewPngUrl = (no: string, v: number) => identifiedApiUrl(`${at(no)}/preview.png?v=${v}`);
export const previewPdfUrl = (no: string, v: number) => identifiedApiUrl(`${at(no)}/preview.pdf?v=${v}`);
