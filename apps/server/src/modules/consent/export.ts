import type { Cell } from '../documents/index.js';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { categoryNames } from './messages.js';

const L = (en: string, zhCN: string, zhTW: string, es: string, ja: string): LocalizedText => ({ en, 'zh-CN': zhCN, 'zh-TW': zhTW, es, ja });
const HEAD = [
  L('Customer', '客户', '客戶', 'Cliente', '顧客'),
  L('Enterprise no.', '企业编号', '企業編號', 'N.º de empresa', '企業番号'),
  L('May share with third parties', '可向第三方共享', '可向第三方共享', 'Puede compartir con terceros', '第三者と共有できる情報'),
  L('Last answered', '最近答复时间', '最近答覆時間', 'Última respuesta', '最終回答日時'),
];
const NOTHING = L('nothing', '无', '無', 'nada', 'なし');
/** Shanghai date and time to the minute. */
const at = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 16);

export interface SharedCustomerRow { no: string; name: string; granted: readonly string[]; answeredAt: Date | null }

export const CUSTOMER_SHEET_WIDTHS = [36, 16, 60, 18];

/** The factory's customer list with what each lets it share, in the reader's language. */
export function customerSheet(rows: readonly SharedCustomerRow[], language: Language): Cell[][] {
  return [
    HEAD.map((h) => translate(language, h)),
    ...rows.map((r) => [
      r.name,
      r.no,
      r.granted.length ? r.granted.map((c) => (categoryNames[c] ? translate(language, categoryNames[c]) : c)).join(', ') : translate(language, NOTHING),
      r.answeredAt ? at(r.answeredAt) : '',
    ]),
  ];
}
