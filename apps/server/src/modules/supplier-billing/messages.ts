import type {
  SupplierFeeKind,
  SupplierFeeStatus,
  SupplierInvoiceStatus,
  SupplierStatementStatus,
} from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The supplier-billing answers in the five languages. `{what}` is a record's words (a fee, a statement, an invoice). */
export const billingMessages = {
  notFound: {
    en: 'No {what} {no}',
    'zh-CN': '{what} {no} 不存在',
    'zh-TW': '{what} {no} 不存在',
    es: 'No existe {what} {no}',
    ja: '{what} {no} はありません',
  },
  wrongState: {
    en: '{what} {no} is {status}: it cannot be {action} now',
    'zh-CN': '{what} {no} 当前状态为{status}，不能{action}',
    'zh-TW': '{what} {no} 當前狀態為{status}，不能{action}',
    es: '{what} {no} está {status}: ahora no se puede {action}',
    ja: '{what} {no} は{status}のため、{action}できません',
  },
  wrongVersion: {
    en: 'Statement {no} is at version {version}, not {seen}: read the new version first',
    'zh-CN': '对账单 {no} 当前为第{version}版，不是第{seen}版：请先查看新版本',
    'zh-TW': '對賬單 {no} 當前為第{version}版，不是第{seen}版：請先查看新版本',
    es: 'El estado {no} está en la versión {version}, no {seen}: lea primero la nueva versión',
    ja: '明細書 {no} は第{version}版です（第{seen}版ではありません）。新しい版を確認してください',
  },
  required: {
    en: '{field}: cannot be empty',
    'zh-CN': '{field}：必填信息不能为空！',
    'zh-TW': '{field}：必填信息不能為空！',
    es: '{field}: no puede estar vacío',
    ja: '{field}：必須項目です',
  },
  badAmount: {
    en: '{field}: an amount above 0 with at most 2 decimals',
    'zh-CN': '{field}：请输入大于0且最多2位小数的金额',
    'zh-TW': '{field}：請輸入大於0且最多2位小數的金額',
    es: '{field}: un importe mayor que 0 con 2 decimales como máximo',
    ja: '{field}：0より大きく小数2桁以内の金額を入力してください',
  },
  badNumber: {
    en: '{field}: a number above 0 with at most {scale} decimals',
    'zh-CN': '{field}：请输入大于0且最多{scale}位小数的数字',
    'zh-TW': '{field}：請輸入大於0且最多{scale}位小數的數字',
    es: '{field}: un número mayor que 0 con {scale} decimales como máximo',
    ja: '{field}：0より大きく小数{scale}桁以内の数値を入力してください',
  },
  badRate: {
    en: '{field}: a tax rate from 0 to 100 percent',
    'zh-CN': '{field}：税率须在0到100之间',
    'zh-TW': '{field}：稅率須在0到100之間',
    es: '{field}: un tipo impositivo de 0 a 100 por ciento',
    ja: '{field}：税率は0〜100の範囲で入力してください',
  },
  badDate: {
    en: '{field}: a date as YYYY-MM-DD',
    'zh-CN': '{field}：日期格式应为YYYY-MM-DD',
    'zh-TW': '{field}：日期格式應為YYYY-MM-DD',
    es: '{field}: una fecha AAAA-MM-DD',
    ja: '{field}：日付はYYYY-MM-DD形式で入力してください',
  },
  badPeriod: {
    en: 'period: a month as YYYY-MM, not in the future',
    'zh-CN': 'period：月份格式应为YYYY-MM，且不能晚于本月',
    'zh-TW': 'period：月份格式應為YYYY-MM，且不能晚於本月',
    es: 'period: un mes AAAA-MM que no sea futuro',
    ja: 'period：YYYY-MM形式の月（未来の月は不可）',
  },
  orderNotYours: {
    en: 'orderNo: no purchase order {no} addressed to you that is confirmed or received',
    'zh-CN': 'orderNo：没有发给您且已确认或已收货的采购订单 {no}',
    'zh-TW': 'orderNo：沒有發給您且已確認或已收貨的採購訂單 {no}',
    es: 'orderNo: no hay una orden de compra {no} dirigida a usted y confirmada o recibida',
    ja: 'orderNo：貴社宛ての確認済みまたは受入済みの発注書 {no} はありません',
  },
  notSupplier: {
    en: 'supplierUid: not a supplier enterprise on the platform',
    'zh-CN': 'supplierUid：不是平台上的供应商企业',
    'zh-TW': 'supplierUid：不是平台上的供應商企業',
    es: 'supplierUid: no es una empresa proveedora de la plataforma',
    ja: 'supplierUid：プラットフォーム上の仕入先企業ではありません',
  },
  statementExists: {
    en: 'period: the statement of {period} with this supplier is already issued ({no})',
    'zh-CN': 'period：与该供应商 {period} 的对账单已开出（{no}）',
    'zh-TW': 'period：與該供應商 {period} 的對賬單已開出（{no}）',
    es: 'period: el estado de {period} con este proveedor ya existe ({no})',
    ja: 'period：この仕入先の {period} の明細書は発行済みです（{no}）',
  },
  statementEmpty: {
    en: 'period: nothing was received, returned or charged with this supplier in {period}',
    'zh-CN': 'period：{period} 与该供应商没有收货、退货或费用',
    'zh-TW': 'period：{period} 與該供應商沒有收貨、退貨或費用',
    es: 'period: en {period} no hubo recepciones, devoluciones ni cargos con este proveedor',
    ja: 'period：{period} にこの仕入先との受入・返品・費用はありません',
  },
  statementEmptyInCurrency: {
    en: 'currency: nothing in {currency} was received, returned or charged with this supplier in {period}; its records of that month are in {others}',
    'zh-CN': 'currency：{period} 与该供应商没有以 {currency} 计价的收货、退货或费用；该月的记录币种为 {others}',
    'zh-TW': 'currency：{period} 與該供應商沒有以 {currency} 計價的收貨、退貨或費用；該月的記錄幣種為 {others}',
    es: 'currency: en {period} no hubo recepciones, devoluciones ni cargos en {currency} con este proveedor; los registros de ese mes están en {others}',
    ja: 'currency：{period} にこの仕入先との {currency} 建ての受入・返品・費用はありません。その月の記録は {others} 建てです',
  },
  disputeLines: {
    en: 'lines: name at least one line of the statement you dispute, each with its reason',
    'zh-CN': 'lines：请至少指出一行有异议的对账明细，并逐行填写原因',
    'zh-TW': 'lines：請至少指出一行有異議的對賬明細，並逐行填寫原因',
    es: 'lines: indique al menos una línea que discute, cada una con su motivo',
    ja: 'lines：異議のある明細を1行以上、それぞれ理由を付けて指定してください',
  },
  lineNotOnStatement: {
    en: 'lines.{index}.lineUid: not a line of statement {no}',
    'zh-CN': 'lines.{index}.lineUid：不是对账单 {no} 的明细',
    'zh-TW': 'lines.{index}.lineUid：不是對賬單 {no} 的明細',
    es: 'lines.{index}.lineUid: no es una línea del estado {no}',
    ja: 'lines.{index}.lineUid：明細書 {no} の明細ではありません',
  },
  statementNotConfirmed: {
    en: 'statementNo: statement {no} is {status}; an invoice needs a confirmed statement',
    'zh-CN': 'statementNo：对账单 {no} 当前为{status}，只能对已确认的对账单开票',
    'zh-TW': 'statementNo：對賬單 {no} 當前為{status}，只能對已確認的對賬單開票',
    es: 'statementNo: el estado {no} está {status}; una factura necesita un estado confirmado',
    ja: 'statementNo：明細書 {no} は{status}です。請求書は確認済みの明細書に対してのみ登録できます',
  },
  lineNotReceived: {
    en: 'lines.{index}.orderLineUid: this order line was not received on statement {no}',
    'zh-CN': 'lines.{index}.orderLineUid：该订单行不在对账单 {no} 的收货中',
    'zh-TW': 'lines.{index}.orderLineUid：該訂單行不在對賬單 {no} 的收貨中',
    es: 'lines.{index}.orderLineUid: esta línea de pedido no se recibió en el estado {no}',
    ja: 'lines.{index}.orderLineUid：この発注明細は明細書 {no} の受入に含まれていません',
  },
  overReceived: {
    en:
      'lines.{index}.quantity: {quantity} invoiced on line {orderNo}/{lineNo} ({material}) ' +
      'is more than was received net of returns and not yet invoiced ({invoiceable})',
    'zh-CN':
      'lines.{index}.quantity：{orderNo} 第{lineNo}行（{material}）开票数量 {quantity} 超过扣除退货后已收且未开票的数量（{invoiceable}）',
    'zh-TW':
      'lines.{index}.quantity：{orderNo} 第{lineNo}行（{material}）開票數量 {quantity} 超過扣除退貨後已收且未開票的數量（{invoiceable}）',
    es:
      'lines.{index}.quantity: {quantity} facturado en la línea {orderNo}/{lineNo} ({material}) ' +
      'supera lo recibido neto de devoluciones y aún no facturado ({invoiceable})',
    ja: 'lines.{index}.quantity：{orderNo} の{lineNo}行目（{material}）の請求数量 {quantity} は、返品控除後の受入済み未請求数量（{invoiceable}）を超えています',
  },
  duplicateLine: {
    en: 'lines.{index}.orderLineUid: the same order line appears twice on the invoice',
    'zh-CN': 'lines.{index}.orderLineUid：同一订单行在发票中出现了两次',
    'zh-TW': 'lines.{index}.orderLineUid：同一訂單行在發票中出現了兩次',
    es: 'lines.{index}.orderLineUid: la misma línea de pedido aparece dos veces en la factura',
    ja: 'lines.{index}.orderLineUid：同じ発注明細が請求書に2回あります',
  },
} satisfies Record<string, LocalizedText>;

export const recordWords = {
  fee: {
    en: 'Supplier fee',
    'zh-CN': '供应商费用',
    'zh-TW': '供應商費用',
    es: 'El cargo de proveedor',
    ja: '仕入先費用',
  },
  statement: {
    en: 'Supplier statement',
    'zh-CN': '供应商对账单',
    'zh-TW': '供應商對賬單',
    es: 'El estado de proveedor',
    ja: '仕入先明細書',
  },
  invoice: {
    en: 'Supplier invoice',
    'zh-CN': '供应商发票',
    'zh-TW': '供應商發票',
    es: 'La factura de proveedor',
    ja: '仕入先請求書',
  },
} satisfies Record<string, LocalizedText>;

export const feeStatusWords: Record<SupplierFeeStatus, LocalizedText> = {
  proposed: {
    en: 'proposed, waiting for the factory',
    'zh-CN': '已提出待工厂确认',
    'zh-TW': '已提出待工廠確認',
    es: 'propuesto, pendiente de la fábrica',
    ja: '申請中（工場確認待ち）',
  },
  accepted: { en: 'accepted', 'zh-CN': '已接受', 'zh-TW': '已接受', es: 'aceptado', ja: '承認済み' },
  rejected: { en: 'rejected', 'zh-CN': '已拒绝', 'zh-TW': '已拒絕', es: 'rechazado', ja: '却下' },
  withdrawn: { en: 'withdrawn', 'zh-CN': '已撤回', 'zh-TW': '已撤回', es: 'retirado', ja: '取下げ' },
};
export const statementStatusWords: Record<SupplierStatementStatus, LocalizedText> = {
  issued: {
    en: 'issued, waiting for the supplier',
    'zh-CN': '已开出待供应商确认',
    'zh-TW': '已開出待供應商確認',
    es: 'emitido, pendiente del proveedor',
    ja: '発行済み（仕入先確認待ち）',
  },
  confirmed: {
    en: 'confirmed by the supplier',
    'zh-CN': '供应商已确认',
    'zh-TW': '供應商已確認',
    es: 'confirmado por el proveedor',
    ja: '仕入先確認済み',
  },
  disputed: {
    en: 'disputed by the supplier',
    'zh-CN': '供应商有异议',
    'zh-TW': '供應商有異議',
    es: 'discutido por el proveedor',
    ja: '仕入先異議あり',
  },
};
export const invoiceStatusWords: Record<SupplierInvoiceStatus, LocalizedText> = {
  submitted: {
    en: 'submitted, waiting for the factory',
    'zh-CN': '已提交待工厂审核',
    'zh-TW': '已提交待工廠審核',
    es: 'presentada, pendiente de la fábrica',
    ja: '提出済み（工場確認待ち）',
  },
  accepted: { en: 'accepted', 'zh-CN': '已接受', 'zh-TW': '已接受', es: 'aceptada', ja: '受理済み' },
  rejected: { en: 'rejected', 'zh-CN': '已拒绝', 'zh-TW': '已拒絕', es: 'rechazada', ja: '却下' },
};
export const actionWords: Record<string, LocalizedText> = {
  accept: { en: 'accepted', 'zh-CN': '接受', 'zh-TW': '接受', es: 'aceptar', ja: '承認' },
  reject: { en: 'rejected', 'zh-CN': '拒绝', 'zh-TW': '拒絕', es: 'rechazar', ja: '却下' },
  withdraw: { en: 'withdrawn', 'zh-CN': '撤回', 'zh-TW': '撤回', es: 'retirar', ja: '取下げ' },
  confirm: { en: 'confirmed', 'zh-CN': '确认', 'zh-TW': '確認', es: 'confirmar', ja: '確認' },
  dispute: { en: 'disputed', 'zh-CN': '提出异议', 'zh-TW': '提出異議', es: 'discutir', ja: '異議申立て' },
  reissue: { en: 'reissued', 'zh-CN': '重新开出', 'zh-TW': '重新開出', es: 'reemitir', ja: '再発行' },
};
export const feeKindWords: Record<SupplierFeeKind, LocalizedText> = {
  tooling: { en: 'Tooling', 'zh-CN': '工装费', 'zh-TW': '工裝費', es: 'Utillaje', ja: '治具費' },
  freight: { en: 'Freight', 'zh-CN': '运费', 'zh-TW': '運費', es: 'Flete', ja: '運賃' },
  expediting: { en: 'Expediting', 'zh-CN': '加急费', 'zh-TW': '加急費', es: 'Urgencia', ja: '特急料' },
  other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'Otro', ja: 'その他' },
};

/** The bell's title per event, `{no}` the record's number, `{period}` a statement's month. */
export const bellWords: Record<string, LocalizedText> = {
  'fee.propose': {
    en: 'The supplier proposed fee {no} for your approval',
    'zh-CN': '供应商提出费用 {no}，待您审批',
    'zh-TW': '供應商提出費用 {no}，待您審批',
    es: 'El proveedor propuso el cargo {no} para su aprobación',
    ja: '仕入先が費用 {no} を申請しました',
  },
  'fee.accept': {
    en: 'Your fee {no} was accepted',
    'zh-CN': '您的费用 {no} 已被接受',
    'zh-TW': '您的費用 {no} 已被接受',
    es: 'Su cargo {no} fue aceptado',
    ja: '費用 {no} が承認されました',
  },
  'fee.reject': {
    en: 'Your fee {no} was rejected',
    'zh-CN': '您的费用 {no} 被拒绝',
    'zh-TW': '您的費用 {no} 被拒絕',
    es: 'Su cargo {no} fue rechazado',
    ja: '費用 {no} が却下されました',
  },
  'fee.withdraw': {
    en: 'The supplier withdrew fee {no}',
    'zh-CN': '供应商撤回了费用 {no}',
    'zh-TW': '供應商撤回了費用 {no}',
    es: 'El proveedor retiró el cargo {no}',
    ja: '仕入先が費用 {no} を取り下げました',
  },
  'statement.issue': {
    en: 'Statement {no} for {period} is waiting for your confirmation',
    'zh-CN': '{period} 对账单 {no} 待您确认',
    'zh-TW': '{period} 對賬單 {no} 待您確認',
    es: 'El estado {no} de {period} espera su confirmación',
    ja: '{period} の明細書 {no} の確認をお願いします',
  },
  'statement.reissue': {
    en: 'Statement {no} for {period} was reissued and is waiting for your confirmation',
    'zh-CN': '{period} 对账单 {no} 已重新开出，待您确认',
    'zh-TW': '{period} 對賬單 {no} 已重新開出，待您確認',
    es: 'El estado {no} de {period} fue reemitido y espera su confirmación',
    ja: '{period} の明細書 {no} が再発行されました。確認をお願いします',
  },
  'statement.confirm': {
    en: 'The supplier confirmed statement {no} for {period}',
    'zh-CN': '供应商已确认 {period} 对账单 {no}',
    'zh-TW': '供應商已確認 {period} 對賬單 {no}',
    es: 'El proveedor confirmó el estado {no} de {period}',
    ja: '仕入先が {period} の明細書 {no} を確認しました',
  },
  'statement.dispute': {
    en: 'The supplier disputed statement {no} for {period}',
    'zh-CN': '供应商对 {period} 对账单 {no} 提出异议',
    'zh-TW': '供應商對 {period} 對賬單 {no} 提出異議',
    es: 'El proveedor discutió el estado {no} de {period}',
    ja: '仕入先が {period} の明細書 {no} に異議を申し立てました',
  },
  'invoice.submit': {
    en: 'The supplier submitted invoice {no}',
    'zh-CN': '供应商提交了发票 {no}',
    'zh-TW': '供應商提交了發票 {no}',
    es: 'El proveedor presentó la factura {no}',
    ja: '仕入先が請求書 {no} を提出しました',
  },
  'invoice.accept': {
    en: 'Your invoice {no} was accepted',
    'zh-CN': '您的发票 {no} 已被接受',
    'zh-TW': '您的發票 {no} 已被接受',
    es: 'Su factura {no} fue aceptada',
    ja: '請求書 {no} が受理されました',
  },
  'invoice.reject': {
    en: 'Your invoice {no} was rejected',
    'zh-CN': '您的发票 {no} 被拒绝',
    'zh-TW': '您的發票 {no} 被拒絕',
    es: 'Su factura {no} fue rechazada',
    ja: '請求書 {no} が却下されました',
  },
};

/** The operation log in words: `{by}` the person, `{reason}`, `{version}`, `{amount}`, `{lines}` disputed lines. */
export const logWords: Record<string, LocalizedText> = {
  propose: {
    en: '{by} proposed the fee ({amount})',
    'zh-CN': '{by} 提出了费用（{amount}）',
    'zh-TW': '{by} 提出了費用（{amount}）',
    es: '{by} propuso el cargo ({amount})',
    ja: '{by} が費用を申請しました（{amount}）',
  },
  accept: {
    en: '{by} accepted it',
    'zh-CN': '{by} 接受了',
    'zh-TW': '{by} 接受了',
    es: '{by} lo aceptó',
    ja: '{by} が承認しました',
  },
  reject: {
    en: '{by} rejected it: {reason}',
    'zh-CN': '{by} 拒绝了：{reason}',
    'zh-TW': '{by} 拒絕了：{reason}',
    es: '{by} lo rechazó: {reason}',
    ja: '{by} が却下しました：{reason}',
  },
  withdraw: {
    en: '{by} withdrew the fee',
    'zh-CN': '{by} 撤回了费用',
    'zh-TW': '{by} 撤回了費用',
    es: '{by} retiró el cargo',
    ja: '{by} が費用を取り下げました',
  },
  issue: {
    en: '{by} issued version {version} ({amount})',
    'zh-CN': '{by} 开出了第{version}版（{amount}）',
    'zh-TW': '{by} 開出了第{version}版（{amount}）',
    es: '{by} emitió la versión {version} ({amount})',
    ja: '{by} が第{version}版を発行しました（{amount}）',
  },
  confirm: {
    en: '{by} confirmed version {version}',
    'zh-CN': '{by} 确认了第{version}版',
    'zh-TW': '{by} 確認了第{version}版',
    es: '{by} confirmó la versión {version}',
    ja: '{by} が第{version}版を確認しました',
  },
  dispute: {
    en: '{by} disputed {lines} line(s) of version {version}',
    'zh-CN': '{by} 对第{version}版的 {lines} 行提出异议',
    'zh-TW': '{by} 對第{version}版的 {lines} 行提出異議',
    es: '{by} discutió {lines} línea(s) de la versión {version}',
    ja: '{by} が第{version}版の {lines} 行に異議を申し立てました',
  },
  reissue: {
    en: '{by} reissued the statement as version {version} ({amount})',
    'zh-CN': '{by} 重新开出对账单，第{version}版（{amount}）',
    'zh-TW': '{by} 重新開出對賬單，第{version}版（{amount}）',
    es: '{by} reemitió el estado como versión {version} ({amount})',
    ja: '{by} が明細書を第{version}版として再発行しました（{amount}）',
  },
  submit: {
    en: '{by} submitted the invoice ({amount})',
    'zh-CN': '{by} 提交了发票（{amount}）',
    'zh-TW': '{by} 提交了發票（{amount}）',
    es: '{by} presentó la factura ({amount})',
    ja: '{by} が請求書を提出しました（{amount}）',
  },
};

/** Column headers of the Excel exports. */
export const columnWords: Record<string, LocalizedText> = {
  feeNo: { en: 'Fee number', 'zh-CN': '费用单号', 'zh-TW': '費用單號', es: 'N.º de cargo', ja: '費用番号' },
  statementNo: {
    en: 'Statement number',
    'zh-CN': '对账单号',
    'zh-TW': '對賬單號',
    es: 'N.º de estado',
    ja: '明細書番号',
  },
  invoiceNo: {
    en: 'Invoice number',
    'zh-CN': '发票登记号',
    'zh-TW': '發票登記號',
    es: 'N.º de factura',
    ja: '請求書番号',
  },
  supplierInvoiceNo: {
    en: 'Tax invoice number',
    'zh-CN': '发票号码',
    'zh-TW': '發票號碼',
    es: 'N.º de factura fiscal',
    ja: 'インボイス番号',
  },
  orderNo: { en: 'PO number', 'zh-CN': '采购单号', 'zh-TW': '採購單號', es: 'N.º de orden', ja: '発注番号' },
  supplier: { en: 'Supplier', 'zh-CN': '供应商', 'zh-TW': '供應商', es: 'Proveedor', ja: '仕入先' },
  factory: { en: 'Buyer', 'zh-CN': '采购方', 'zh-TW': '採購方', es: 'Comprador', ja: '発注者' },
  kind: { en: 'Kind', 'zh-CN': '类型', 'zh-TW': '類型', es: 'Tipo', ja: '種類' },
  description: { en: 'Description', 'zh-CN': '说明', 'zh-TW': '說明', es: 'Descripción', ja: '内容' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  date: { en: 'Date', 'zh-CN': '日期', 'zh-TW': '日期', es: 'Fecha', ja: '日付' },
  period: { en: 'Period', 'zh-CN': '账期', 'zh-TW': '賬期', es: 'Periodo', ja: '対象月' },
  version: { en: 'Version', 'zh-CN': '版本', 'zh-TW': '版本', es: 'Versión', ja: '版' },
  currency: { en: 'Currency', 'zh-CN': '币种', 'zh-TW': '幣種', es: 'Moneda', ja: '通貨' },
  amount: {
    en: 'Amount incl. tax',
    'zh-CN': '含税金额',
    'zh-TW': '含稅金額',
    es: 'Importe con impuestos',
    ja: '税込金額',
  },
  receipts: { en: 'Receipts', 'zh-CN': '收货金额', 'zh-TW': '收貨金額', es: 'Recepciones', ja: '受入金額' },
  returns: { en: 'Returns', 'zh-CN': '退货金额', 'zh-TW': '退貨金額', es: 'Devoluciones', ja: '返品金額' },
  fees: { en: 'Fees', 'zh-CN': '费用', 'zh-TW': '費用', es: 'Cargos', ja: '費用' },
  adjustment: { en: 'Adjustment', 'zh-CN': '调整', 'zh-TW': '調整', es: 'Ajuste', ja: '調整' },
  total: { en: 'Total', 'zh-CN': '合计', 'zh-TW': '合計', es: 'Total', ja: '合計' },
  tax: { en: 'Tax', 'zh-CN': '税额', 'zh-TW': '稅額', es: 'Impuesto', ja: '税額' },
  reason: { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
};

defineMessages('supplier-billing', {
  actionWords,
  bellWords,
  billingMessages,
  columnWords,
  feeKindWords,
  feeStatusWords,
  invoiceStatusWords,
  logWords,
  recordWords,
  statementStatusWords,
});
