import { defineMessages } from '../../http/i18n.js';
import { localizedText as L, type LocalizedText } from '../../http/messages.js';
import type { ChainBreakReason } from '../../platform/audit-chain.js';

/** The audit log's answers in the five languages. */
export const auditMessages = {
  adminOnly: L(
    "Only the enterprise's administrators read its audit log",
    '只有企业管理员可以查看审计日志',
    '只有企業管理員可以查看稽核日誌',
    'Solo los administradores de la empresa consultan su registro de auditoría',
    '監査ログを閲覧できるのは企業の管理者のみです',
  ),
} satisfies Record<string, LocalizedText>;

/** Why a row breaks its chain (`{id}`: the row, `{seq}`: its place in the chain). */
export const breakReasons: Record<ChainBreakReason, LocalizedText> = {
  altered: L(
    'Row {id} (no. {seq} of its chain) was changed after it was written',
    '第 {id} 行（链中第 {seq} 条）写入后被修改',
    '第 {id} 列（鏈中第 {seq} 筆）寫入後被修改',
    'La fila {id} (n.º {seq} de su cadena) se modificó después de escribirse',
    '行 {id}（チェーンの {seq} 番目）は書き込み後に変更されました',
  ),
  unlinked: L(
    'Row {id} (no. {seq} of its chain) no longer follows the row before it: that row was changed, or this one relinked',
    '第 {id} 行（链中第 {seq} 条）与上一行不再衔接：上一行被修改，或本行被重新链接',
    '第 {id} 列（鏈中第 {seq} 筆）與上一列不再銜接：上一列被修改，或本列被重新鏈接',
    'La fila {id} (n.º {seq} de su cadena) ya no sigue a la anterior: esa fila se modificó o esta se reenlazó',
    '行 {id}（チェーンの {seq} 番目）は前の行に続いていません。前の行が変更されたか、この行が付け替えられました',
  ),
  missing: L(
    'Rows before row {id} (no. {seq} of its chain) are missing',
    '第 {id} 行（链中第 {seq} 条）之前的记录缺失',
    '第 {id} 列（鏈中第 {seq} 筆）之前的記錄缺失',
    'Faltan filas antes de la fila {id} (n.º {seq} de su cadena)',
    '行 {id}（チェーンの {seq} 番目）より前の行が欠けています',
  ),
};

defineMessages('audit-log', { auditMessages, breakReasons });
