import type { Cell } from '../../platform/documents/index.js';
import type { Language } from '../../http/language.js';
import { localizedText, translate, type LocalizedText } from '../../http/messages.js';
import { categoryNames, statusNames } from './messages.js';
import { businessMinute } from '../../platform/business-day.js';

const L = localizedText;
/** The columns of the three sheets, each label written once. */
const COLUMN = {
  customer: L('Customer', '客户', '客戶', 'Cliente', '顧客'),
  enterpriseNo: L('Enterprise no.', '企业编号', '企業編號', 'N.º de empresa', '企業番号'),
  mayShare: L(
    'May share with third parties',
    '可向第三方共享',
    '可向第三方共享',
    'Puede compartir con terceros',
    '第三者と共有できる情報',
  ),
  lastAnswered: L('Last answered', '最近答复时间', '最近答覆時間', 'Última respuesta', '最終回答日時'),
  time: L('Time', '时间', '時間', 'Fecha y hora', '日時'),
  action: L('Action', '操作', '操作', 'Acción', '操作'),
  category: L('Category', '信息类别', '資訊類別', 'Categoría', '情報の種類'),
  factory: L('Factory', '工厂', '工廠', 'Fábrica', '工場'),
  sharedWith: L('Shared with', '共享对象', '共享對象', 'Compartido con', '共有先'),
  purpose: L('Purpose', '用途', '用途', 'Finalidad', '目的'),
  validUntil: L('Valid until', '有效期至', '有效期至', 'Válido hasta', '有効期限'),
  by: L('By', '操作人', '操作人', 'Por', '操作者'),
  description: L('Description', '说明', '說明', 'Descripción', '説明'),
  status: L('Status', '状态', '狀態', 'Estado', '状態'),
  granted: L('Granted', '授权时间', '授權時間', 'Concedido', '付与日時'),
  revoked: L('Revoked', '撤回时间', '撤回時間', 'Retirado', '撤回日時'),
};
const header = (columns: ReadonlyArray<keyof typeof COLUMN>, language: Language) =>
  columns.map((c) => translate(language, COLUMN[c]));
const category = (c: string | undefined, language: Language) =>
  c && categoryNames[c] ? translate(language, categoryNames[c]) : (c ?? '');
const NOTHING = L('nothing', '无', '無', 'nada', 'なし');

export interface SharedCustomerRow {
  no: string;
  name: string;
  granted: readonly string[];
  answeredAt: Date | null;
}

export const CUSTOMER_SHEET_WIDTHS = [36, 16, 60, 18];

/** The factory's customer list with what each lets it share, in the reader's language. */
export function customerSheet(rows: readonly SharedCustomerRow[], language: Language): Cell[][] {
  return [
    header(['customer', 'enterpriseNo', 'mayShare', 'lastAnswered'], language),
    ...rows.map((r) => [
      r.name,
      r.no,
      r.granted.length ? r.granted.map((c) => category(c, language)).join(', ') : translate(language, NOTHING),
      r.answeredAt ? businessMinute(r.answeredAt) : '',
    ]),
  ];
}

const ACTIONS: Record<string, LocalizedText> = {
  grant: L('granted', '授权', '授權', 'concedido', '付与'),
  revoke: L('revoked', '撤回', '撤回', 'retirado', '撤回'),
};
const UNTIL_REVOKED = L('until revoked', '撤回前一直有效', '撤回前一直有效', 'hasta que se retire', '撤回まで');

export interface ConsentLogRow {
  at: Date;
  action: string;
  category?: string;
  customer?: string;
  factory?: string;
  thirdParty: string | null;
  purpose: string | null;
  expiresOn: string | null;
  by: string | null;
  text: string;
}

export const LOG_SHEET_WIDTHS = [18, 10, 24, 30, 30, 28, 36, 14, 16, 70];

/** The consent log with the list's filters, in the reader's language (the text as the screen shows it). */
export function logSheet(rows: readonly ConsentLogRow[], language: Language): Cell[][] {
  return [
    header(
      ['time', 'action', 'category', 'customer', 'factory', 'sharedWith', 'purpose', 'validUntil', 'by', 'description'],
      language,
    ),
    ...rows.map((r) => [
      businessMinute(r.at),
      ACTIONS[r.action] ? translate(language, ACTIONS[r.action]!) : r.action,
      category(r.category, language),
      r.customer ?? '',
      r.factory ?? '',
      r.action === 'grant' ? (r.thirdParty ?? '') : '',
      r.action === 'grant' ? (r.purpose ?? '') : '',
      r.action === 'grant' ? (r.expiresOn ?? translate(language, UNTIL_REVOKED)) : '',
      r.by ?? '',
      r.text,
    ]),
  ];
}

const EXPIRED = L('expired', '已过期', '已過期', 'vencido', '期限切れ');

export interface OverviewConsent {
  status: string;
  effective: boolean;
  thirdParty: string | null;
  purpose: string | null;
  expiresOn: string | null;
  grantedAt: Date | null;
  revokedAt: Date | null;
}
export interface OverviewFactory {
  no: string;
  name: string;
  consents: Record<string, OverviewConsent>;
}

export const OVERVIEW_SHEET_WIDTHS = [32, 14, 24, 14, 28, 36, 14, 18, 18];

/** The customer's consents, one row per factory and category, in the reader's language. */
export function overviewSheet(
  factories: readonly OverviewFactory[],
  categories: readonly string[],
  language: Language,
): Cell[][] {
  const rows: Cell[][] = [
    header(
      ['factory', 'enterpriseNo', 'category', 'status', 'sharedWith', 'purpose', 'validUntil', 'granted', 'revoked'],
      language,
    ),
  ];
  for (const f of factories) {
    for (const c of categories) {
      const x = f.consents[c]!;
      const state =
        x.status === 'granted' && !x.effective
          ? translate(language, EXPIRED)
          : translate(language, statusNames[x.status]!);
      const granted = x.status === 'granted';
      rows.push([
        f.name,
        f.no,
        category(c, language),
        state,
        granted ? (x.thirdParty ?? '') : '',
        granted ? (x.purpose ?? '') : '',
        granted ? (x.expiresOn ?? translate(language, UNTIL_REVOKED)) : '',
        x.grantedAt ? businessMinute(x.grantedAt) : '',
        x.revokedAt ? businessMinute(x.revokedAt) : '',
      ]);
    }
  }
  return rows;
}
