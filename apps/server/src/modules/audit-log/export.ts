import type { Cell } from '../../platform/documents/index.js';
import type { Language } from '../../http/language.js';
import { localizedText as L, translate } from '../../http/messages.js';
import { businessMinute } from '../../platform/business-day.js';
import { platformName } from './words.js';

const COLUMNS = [
  L('Time', '时间', '時間', 'Fecha y hora', '日時'),
  L('Enterprise', '企业', '企業', 'Empresa', '企業'),
  L('Person', '操作人', '操作人', 'Persona', '操作者'),
  L('Address', 'IP 地址', 'IP 位址', 'Dirección', 'アドレス'),
  L('Record type', '记录类型', '記錄類型', 'Tipo de registro', '記録の種類'),
  L('Record', '记录', '記錄', 'Registro', '記録'),
  L('Action', '操作', '操作', 'Acción', '操作'),
  L('Before → after', '修改前 → 修改后', '修改前 → 修改後', 'Antes → después', '変更前 → 変更後'),
];
export const AUDIT_SHEET_WIDTHS = [18, 24, 16, 16, 18, 24, 16, 80];

export interface AuditSheetRow {
  at: Date;
  enterprise: { name: string } | null;
  actor: { name: string } | null;
  ip: string | null;
  entityName: string;
  record: string;
  actionName: string;
  summary: string;
}

/** The log's rows as the screen shows them, one line each, headed in the reader's language. */
export function auditSheet(rows: readonly AuditSheetRow[], language: Language): Cell[][] {
  return [
    COLUMNS.map((c) => translate(language, c)),
    ...rows.map((r) => [
      businessMinute(r.at),
      r.enterprise?.name ?? translate(language, platformName),
      r.actor?.name ?? '',
      r.ip ?? '',
      r.entityName,
      r.record,
      r.actionName,
      r.summary,
    ]),
  ];
}
