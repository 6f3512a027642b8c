import { QUOTATION_STATUSES, type QuotationStatus } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The quotation module's server messages (spec 02 §5, §8), zh-CN in the spec's words where it quotes one. */
export const quotationMessages = {
  notFound: {
    en: 'Quotation {number} not found',
    'zh-CN': '未找到报价单 {number}',
    'zh-TW': '未找到報價單 {number}',
    es: 'No se encontró la cotización {number}',
    ja: '見積書 {number} が見つかりません',
  },
  deleteFailed: {
    en: 'Delete failed: {reason}',
    'zh-CN': '删除失败：{reason}',
    'zh-TW': '刪除失敗：{reason}',
    es: 'Error al eliminar: {reason}',
    ja: '削除に失敗しました：{reason}',
  },
  submitFailed: {
    en: 'Submit failed: {reason}',
    'zh-CN': '提交失败：{reason}',
    'zh-TW': '提交失敗：{reason}',
    es: 'Error al enviar: {reason}',
    ja: '提出に失敗しました：{reason}',
  },
  withdrawFailed: {
    en: 'Cancel submission failed: {reason}',
    'zh-CN': '取消提交失败：{reason}',
    'zh-TW': '取消提交失敗：{reason}',
    es: 'Error al cancelar el envío: {reason}',
    ja: '提出の取り消しに失敗しました：{reason}',
  },
  auditFailed: {
    en: 'Audit failed: {reason}',
    'zh-CN': '审核失败：{reason}',
    'zh-TW': '審核失敗：{reason}',
    es: 'Error en la aprobación: {reason}',
    ja: '承認に失敗しました：{reason}',
  },
  modifyFailed: {
    en: 'Modify failed: {reason}',
    'zh-CN': '修改失败：{reason}',
    'zh-TW': '修改失敗：{reason}',
    es: 'Error al modificar: {reason}',
    ja: '変更に失敗しました：{reason}',
  },
  executionFailed: {
    en: 'Execution failed: {reason}',
    'zh-CN': '执行失败：{reason}',
    'zh-TW': '執行失敗：{reason}',
    es: 'Error de ejecución: {reason}',
    ja: '実行に失敗しました：{reason}',
  },
  auditTimeout: {
    en: 'The audit timed out. It may still finish; continue?',
    'zh-CN': '审核超时，可能仍在处理中，是否继续？',
    'zh-TW': '審核超時，可能仍在處理中，是否繼續？',
    es: 'La aprobación superó el tiempo de espera. Puede que aún termine; ¿continuar?',
    ja: '承認がタイムアウトしました。処理が続いている可能性があります。続行しますか？',
  },
  copyTimeout: {
    en: 'Copying timed out. It may still finish; continue?',
    'zh-CN': '复制超时，可能仍在处理中，是否继续？',
    'zh-TW': '複製超時，可能仍在處理中，是否繼續？',
    es: 'La copia superó el tiempo de espera. Puede que aún termine; ¿continuar?',
    ja: 'コピーがタイムアウトしました。処理が続いている可能性があります。続行しますか？',
  },
  stateIs: {
    en: 'the quotation is now {status}',
    'zh-CN': '报价单当前状态为{status}',
    'zh-TW': '報價單當前狀態為{status}',
    es: 'la cotización ahora está {status}',
    ja: '見積書は現在「{status}」です',
  },
  oldVersion: {
    en: 'version {version} is not the current version',
    'zh-CN': '版本 {version} 不是当前版本',
    'zh-TW': '版本 {version} 不是當前版本',
    es: 'la versión {version} no es la actual',
    ja: 'バージョン {version} は現行版ではありません',
  },
  returnReasonRequired: {
    en: 'reason: give the reason for returning the quotation',
    'zh-CN': 'reason：请填写退回原因',
    'zh-TW': 'reason：請填寫退回原因',
    es: 'reason: indique el motivo de la devolución',
    ja: 'reason: 差し戻しの理由を入力してください',
  },
  upgradeReasonRequired: {
    en: 'reason: choose an upgrade reason',
    'zh-CN': 'reason：请选择升级原因',
    'zh-TW': 'reason：請選擇升級原因',
    es: 'reason: elija un motivo de actualización',
    ja: 'reason: 改版理由を選択してください',
  },
  numberTaken: {
    en: 'quotationNo: the quotation number {number} already exists',
    'zh-CN': 'quotationNo：报价单号 {number} 已存在',
    'zh-TW': 'quotationNo：報價單號 {number} 已存在',
    es: 'quotationNo: el número {number} ya existe',
    ja: 'quotationNo: 見積番号 {number} は既に存在します',
  },
  chooseGerber: {
    en: 'A Gerber file must be chosen',
    'zh-CN': '请选择Gerber文件',
    'zh-TW': '請選擇Gerber文件',
    es: 'Debe elegir un archivo Gerber',
    ja: 'Gerberファイルを選択してください',
  },
  gerberNotUsable: {
    en: 'gerberFileUid: the Gerber file must be uploaded successfully, valid and not failed in review',
    'zh-CN': 'gerberFileUid：Gerber文件须上传成功、有效且审核未失败',
    'zh-TW': 'gerberFileUid：Gerber文件須上傳成功、有效且審核未失敗',
    es: 'gerberFileUid: el archivo Gerber debe estar subido, vigente y no rechazado',
    ja: 'gerberFileUid: Gerberファイルはアップロード成功・有効・審査不合格でないものにしてください',
  },
  gerberNotFound: {
    en: 'gerberFileUid: Gerber file not found',
    'zh-CN': 'gerberFileUid：未找到Gerber文件',
    'zh-TW': 'gerberFileUid：未找到Gerber文件',
    es: 'gerberFileUid: archivo Gerber no encontrado',
    ja: 'gerberFileUid: Gerberファイルが見つかりません',
  },
  gerberBound: {
    en: 'The Gerber file is already bound to {number}',
    'zh-CN': 'Gerber文件已绑定 {number}',
    'zh-TW': 'Gerber文件已綁定 {number}',
    es: 'El archivo Gerber ya está vinculado a {number}',
    ja: 'Gerberファイルは既に {number} に紐付けられています',
  },
  costFailed: {
    en: '{field}: the cost cannot be computed ({reason})',
    'zh-CN': '{field}：无法计算成本（{reason}）',
    'zh-TW': '{field}：無法計算成本（{reason}）',
    es: '{field}: no se puede calcular el coste ({reason})',
    ja: '{field}: 原価を計算できません（{reason}）',
  },
  printNeedsTemplate: {
    en: 'Printing needs a selected quotation and a template',
    'zh-CN': '打印需要选择报价单和模板',
    'zh-TW': '列印需要選擇報價單和模板',
    es: 'Para imprimir hay que elegir una cotización y una plantilla',
    ja: '印刷には見積書とテンプレートの選択が必要です',
  },
  materialUnknown: {
    en: '{field}: material {value} is not in the material file',
    'zh-CN': '{field}：物料 {value} 不在物料档案中',
    'zh-TW': '{field}：物料 {value} 不在物料檔案中',
    es: '{field}: el material {value} no está en el archivo',
    ja: '{field}: 資材 {value} は資材台帳にありません',
  },
  typeDerived: {
    en: 'The type cannot be set: a quotation made from an online inquiry (inquiry number) is a platform quotation, any other is internal',
    'zh-CN': '类型不能手动设置：由在线询价（询价单号）生成的报价单为平台报价，其他为内部报价',
    'zh-TW': '類型不能手動設定：由線上詢價（詢價單號）產生的報價單為平台報價，其他為內部報價',
    es: 'El tipo no se puede fijar: una cotización hecha a partir de una consulta en línea (número de consulta) es de plataforma, cualquier otra es interna',
    ja: '種別は設定できません。オンライン引合（引合番号）から作成した見積はプラットフォーム見積、それ以外は社内見積です',
  },
  inquiryUnknown: {
    en: 'Online inquiry {number} to this factory not found',
    'zh-CN': '未找到发给本工厂的在线询价 {number}',
    'zh-TW': '未找到發給本工廠的線上詢價 {number}',
    es: 'No se encontró la consulta en línea {number} dirigida a esta fábrica',
    ja: 'この工場宛てのオンライン引合 {number} が見つかりません',
  },
} satisfies Record<string, LocalizedText>;

/** The document statuses in words, for messages and the log. */
export const statusWords: Record<QuotationStatus, LocalizedText> = {
  not_submitted: { en: 'not submitted', 'zh-CN': '未提交', 'zh-TW': '未提交', es: 'no enviada', ja: '未提出' },
  to_be_reviewed: {
    en: 'to be reviewed',
    'zh-CN': '待审核',
    'zh-TW': '待審核',
    es: 'pendiente de revisión',
    ja: '承認待ち',
  },
  reviewed: { en: 'reviewed', 'zh-CN': '已审核', 'zh-TW': '已審核', es: 'aprobada', ja: '承認済み' },
  returned: { en: 'returned', 'zh-CN': '已退回', 'zh-TW': '已退回', es: 'devuelta', ja: '差し戻し' },
};

export const isQuotationStatus = (value: unknown): value is QuotationStatus =>
  (QUOTATION_STATUSES as readonly unknown[]).includes(value);

defineMessages('quotation', { quotationMessages, statusWords });
