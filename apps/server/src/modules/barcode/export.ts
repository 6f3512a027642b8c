import type { Cell } from '../../platform/documents/index.js';
import type { Language } from '../../http/language.js';
import { localizedText, translate, type LocalizedText } from '../../http/messages.js';
import { previewLabels, statusNames } from './messages.js';
import { businessMinute } from '../../platform/business-day.js';

const L = localizedText;
const HEAD = [
  L('Rule no.', '规则编号', '規則編號', 'N.º de regla', '規則番号'),
  L('Name', '名称', '名稱', 'Nombre', '名称'),
  L('Used for', '用途', '用途', 'Uso', '用途'),
  L('Barcode type', '条码类型', '條碼類型', 'Tipo de código', 'バーコード種類'),
  L('Label size', '标签尺寸', '標籤尺寸', 'Tamaño de etiqueta', 'ラベルサイズ'),
  L('Printed fields', '打印字段', '列印欄位', 'Campos impresos', '印字項目'),
  L('Default', '默认', '預設', 'Predeterminada', '既定'),
  L('Status', '状态', '狀態', 'Estado', '状態'),
  L('Changed at', '修改时间', '修改時間', 'Cambiada', '変更日時'),
];
const USAGE: Record<string, LocalizedText> = {
  shipping: L('Shipping labels', '发货标签', '發貨標籤', 'Etiquetas de envío', '出荷ラベル'),
  lot: L('Production lots', '生产批次', '生產批次', 'Lotes de producción', '製造ロット'),
};
const SYMBOLOGY: Record<string, LocalizedText> = {
  code128: L('Code 128', 'Code 128', 'Code 128', 'Code 128', 'Code 128'),
  qrcode: L('QR code', '二维码', 'QR 碼', 'Código QR', 'QRコード'),
  datamatrix: L('Data Matrix', 'Data Matrix', 'Data Matrix', 'Data Matrix', 'データマトリックス'),
};
const YES_NO = { yes: L('Yes', '是', '是', 'Sí', 'はい'), no: L('No', '否', '否', 'No', 'いいえ') };
/** Shanghai date and time to the minute, as the lists print it. */

export interface RuleRow {
  no: string;
  name: string;
  usage: string;
  symbology: string;
  widthMm: number;
  heightMm: number;
  fields: readonly string[];
  isDefault: boolean;
  status: string;
  updatedAt: Date;
}

export const RULE_SHEET_WIDTHS = [26, 30, 18, 16, 16, 60, 10, 12, 18];

/** The barcode settings list as the reader sees it, in the reader's language: a header row, then one row per rule. */
export function ruleSheet(rows: readonly RuleRow[], language: Language): Cell[][] {
  const say = (text: LocalizedText | undefined, fallback: string) => (text ? translate(language, text) : fallback);
  return [
    HEAD.map((h) => translate(language, h)),
    ...rows.map((r) => [
      r.no,
      r.name,
      say(USAGE[r.usage], r.usage),
      say(SYMBOLOGY[r.symbology], r.symbology),
      `${r.widthMm} × ${r.heightMm} mm`,
      r.fields.map((f) => say(previewLabels[f], f)).join(', '),
      translate(language, r.isDefault ? YES_NO.yes : YES_NO.no),
      say(statusNames[r.status], r.status),
      businessMinute(r.updatedAt),
    ]),
  ];
}
