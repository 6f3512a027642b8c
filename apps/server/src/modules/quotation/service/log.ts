import { and, asc, eq } from 'drizzle-orm';
import type { QuotationStatus } from '@pcbunion/core';
import { accounts, auditLog } from '../../../db/schema/index.js';
import type { Language } from '../../../http/language.js';
import { translate, type LocalizedText } from '../../../http/messages.js';
import { statusWords } from '../messages.js';
import type { QuotationLogAction } from './audit.js';
import type { Executor } from './types.js';

const words: Record<QuotationLogAction, LocalizedText> = {
  created: {
    en: '{who} created version {version}',
    'zh-CN': '{who} 创建了版本 {version}',
    'zh-TW': '{who} 創建了版本 {version}',
    es: '{who} creó la versión {version}',
    ja: '{who} がバージョン {version} を作成しました',
  },
  modified: {
    en: '{who} modified version {version} (amount {amount})',
    'zh-CN': '{who} 修改了版本 {version}（金额 {amount}）',
    'zh-TW': '{who} 修改了版本 {version}（金額 {amount}）',
    es: '{who} modificó la versión {version} (importe {amount})',
    ja: '{who} がバージョン {version} を変更しました（金額 {amount}）',
  },
  submitted: {
    en: '{who} submitted version {version} for review',
    'zh-CN': '{who} 提交了版本 {version} 待审核',
    'zh-TW': '{who} 提交了版本 {version} 待審核',
    es: '{who} envió la versión {version} a revisión',
    ja: '{who} がバージョン {version} を承認に提出しました',
  },
  withdrawn: {
    en: '{who} withdrew the submission of version {version}',
    'zh-CN': '{who} 取消提交了版本 {version}',
    'zh-TW': '{who} 取消提交了版本 {version}',
    es: '{who} retiró el envío de la versión {version}',
    ja: '{who} がバージョン {version} の提出を取り消しました',
  },
  audited: {
    en: '{who} audited version {version} (amount {amount})',
    'zh-CN': '{who} 审核通过了版本 {version}（金额 {amount}）',
    'zh-TW': '{who} 審核通過了版本 {version}（金額 {amount}）',
    es: '{who} aprobó la versión {version} (importe {amount})',
    ja: '{who} がバージョン {version} を承認しました（金額 {amount}）',
  },
  deapproved: {
    en: '{who} de-approved version {version}',
    'zh-CN': '{who} 反审核了版本 {version}',
    'zh-TW': '{who} 反審核了版本 {version}',
    es: '{who} revocó la aprobación de la versión {version}',
    ja: '{who} がバージョン {version} の承認を取り消しました',
  },
  returned: {
    en: '{who} returned version {version}: {reason}',
    'zh-CN': '{who} 退回了版本 {version}：{reason}',
    'zh-TW': '{who} 退回了版本 {version}：{reason}',
    es: '{who} devolvió la versión {version}: {reason}',
    ja: '{who} がバージョン {version} を差し戻しました：{reason}',
  },
  upgraded: {
    en: '{who} upgraded to version {version}: {reason}',
    'zh-CN': '{who} 升级为版本 {version}：{reason}',
    'zh-TW': '{who} 升級為版本 {version}：{reason}',
    es: '{who} creó la versión {version}: {reason}',
    ja: '{who} がバージョン {version} に改版しました：{reason}',
  },
  copied: {
    en: '{who} copied it from {from}',
    'zh-CN': '{who} 从 {from} 复制',
    'zh-TW': '{who} 從 {from} 複製',
    es: '{who} la copió de {from}',
    ja: '{who} が {from} からコピーしました',
  },
  deleted: {
    en: '{who} deleted version {version}',
    'zh-CN': '{who} 删除了版本 {version}',
    'zh-TW': '{who} 刪除了版本 {version}',
    es: '{who} eliminó la versión {version}',
    ja: '{who} がバージョン {version} を削除しました',
  },
  gerber_bound: {
    en: '{who} bound the Gerber file {file}',
    'zh-CN': '{who} 绑定了Gerber文件 {file}',
    'zh-TW': '{who} 綁定了Gerber文件 {file}',
    es: '{who} vinculó el archivo Gerber {file}',
    ja: '{who} がGerberファイル {file} を紐付けました',
  },
  gerber_unbound: {
    en: '{who} unbound a Gerber file',
    'zh-CN': '{who} 解绑了Gerber文件',
    'zh-TW': '{who} 解綁了Gerber文件',
    es: '{who} desvinculó un archivo Gerber',
    ja: '{who} がGerberファイルの紐付けを解除しました',
  },
};

export const upgradeReasonWords: Record<string, LocalizedText> = {
  recalculate_gross_margin: {
    en: 'recalculate gross margin',
    'zh-CN': '重算毛利',
    'zh-TW': '重算毛利',
    es: 'recalcular el margen bruto',
    ja: '粗利再計算',
  },
  quotation_expired: {
    en: 'quotation expired upgrade',
    'zh-CN': '报价过期升级',
    'zh-TW': '報價過期升級',
    es: 'actualización por cotización vencida',
    ja: '見積期限切れによる改版',
  },
  customer_bargaining: {
    en: 'customer bargaining',
    'zh-CN': '客户议价',
    'zh-TW': '客戶議價',
    es: 'negociación del cliente',
    ja: '顧客との価格交渉',
  },
  factory_version_upgrade: {
    en: 'factory-number version upgrade',
    'zh-CN': '厂编版本升级',
    'zh-TW': '廠編版本升級',
    es: 'actualización de versión del número de fábrica',
    ja: '工場番号の版数アップ',
  },
  other: { en: 'other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'otro', ja: 'その他' },
};

/** The quotation's operation log in the caller's words: who did what to which version, and when. */
export async function quotationLog(db: Executor, enterpriseUid: string, no: string, language: Language) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      who: accounts.name,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
    .where(and(eq(auditLog.entity, 'quotation'), eq(auditLog.entityUid, no), eq(auditLog.enterpriseUid, enterpriseUid)))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => {
    const after = (row.after ?? {}) as Record<string, string | number | null>;
    const before = (row.before ?? {}) as Record<string, string | number | null>;
    const action = row.action as QuotationLogAction;
    const reasonText =
      action === 'upgraded' && typeof after.reason === 'string'
        ? translate(language, upgradeReasonWords[after.reason] ?? upgradeReasonWords.other!)
        : String(after.reason ?? '');
    const values = {
      who: row.who ?? '—',
      version: String(action === 'deleted' ? (before.version ?? '') : (after.version ?? '')),
      amount: String(after.amount ?? ''),
      reason: after.remark ? `${reasonText} (${after.remark})` : reasonText,
      from: `${before.from ?? ''} v${before.version ?? ''}`,
      file: String(after.file ?? ''),
    };
    const status =
      typeof after.status === 'string'
        ? translate(language, statusWords[after.status as QuotationStatus] ?? statusWords.not_submitted)
        : null;
    return {
      id: row.id,
      at: row.at,
      action,
      actor: row.who,
      text: words[action] ? translate(language, words[action], values) : action,
      status,
      before: row.before,
      after: row.after,
    };
  });
}
