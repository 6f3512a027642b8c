import type { PurchaseOrderAction, PurchaseOrderStatus } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The purchasing module's answers in the five languages; `{status}` and `{action}` take words of the tables below. */
export const purchaseMessages = {
  orderNotFound: {
    en: 'No purchase order {no}',
    'zh-CN': '采购订单 {no} 不存在',
    'zh-TW': '採購訂單 {no} 不存在',
    es: 'No existe la orden de compra {no}',
    ja: '発注書 {no} はありません',
  },
  wrongState: {
    en: 'Purchase order {no} is {status}: it cannot be {action} now',
    'zh-CN': '采购订单 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '採購訂單 {no} 當前狀態為{status}，不能{action}',
    es: 'La orden de compra {no} está {status}: ahora no se puede {action}',
    ja: '発注書 {no} は{status}のため、{action}できません',
  },
  factoryOnly: {
    en: '{field}: only the buying factory may change this field',
    'zh-CN': '{field}：只有采购方工厂可以修改此字段',
    'zh-TW': '{field}：只有採購方工廠可以修改此欄位',
    es: '{field}: solo la fábrica compradora puede cambiar este campo',
    ja: '{field}：この項目は発注側の工場のみ変更できます',
  },
  supplierOnly: {
    en: '{field}: only the supplier may change this field',
    'zh-CN': '{field}：只有供应商可以修改此字段',
    'zh-TW': '{field}：只有供應商可以修改此欄位',
    es: '{field}: solo el proveedor puede cambiar este campo',
    ja: '{field}：この項目は仕入先のみ変更できます',
  },
  notSupplier: {
    en: 'supplierUid: not a supplier enterprise on the platform',
    'zh-CN': 'supplierUid：不是平台上的供应商企业',
    'zh-TW': 'supplierUid：不是平台上的供應商企業',
    es: 'supplierUid: no es una empresa proveedora de la plataforma',
    ja: 'supplierUid：プラットフォーム上の仕入先企業ではありません',
  },
  supplierNotApproved: {
    en: 'Supplier {supplier} is {status}: only an approved supplier of your supplier master can be sent a purchase order',
    'zh-CN': '供应商 {supplier} {status}：只能向供应商档案中已批准的供应商下采购订单',
    'zh-TW': '供應商 {supplier} {status}：只能向供應商檔案中已核准的供應商下採購訂單',
    es: 'El proveedor {supplier} ({status}) no puede recibir órdenes de compra: solo los proveedores aprobados de su registro',
    ja: '仕入先 {supplier} は{status}です：仕入先台帳で承認済みの仕入先にのみ発注できます',
  },
  materialNotFound: {
    en: 'lines.{index}.materialUid: no such material in your material file',
    'zh-CN': 'lines.{index}.materialUid：物料档案中没有该物料',
    'zh-TW': 'lines.{index}.materialUid：物料檔案中沒有該物料',
    es: 'lines.{index}.materialUid: ese material no está en su archivo de materiales',
    ja: 'lines.{index}.materialUid：資材台帳にその資材はありません',
  },
  required: {
    en: '{field}: cannot be empty',
    'zh-CN': '{field}：必填信息不能为空！',
    'zh-TW': '{field}：必填信息不能為空！',
    es: '{field}: no puede estar vacío',
    ja: '{field}：必須項目です',
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
  overReceipt: {
    en:
      'lines.{index}.quantity: {quantity} is more than can still be received on line {lineNo} ' +
      '({receivable}, ordered {ordered} with a {tolerance}% tolerance)',
    'zh-CN':
      'lines.{index}.quantity：{quantity} 超过第{lineNo}行还可收货的数量（{receivable}，订购 {ordered}，允许超收 {tolerance}%）',
    'zh-TW':
      'lines.{index}.quantity：{quantity} 超過第{lineNo}行還可收貨的數量（{receivable}，訂購 {ordered}，允許超收 {tolerance}%）',
    es:
      'lines.{index}.quantity: {quantity} supera lo que aún puede recibirse en la línea {lineNo} ' +
      '({receivable}, pedido {ordered} con {tolerance}% de tolerancia)',
    ja: 'lines.{index}.quantity：{quantity} は{lineNo}行目でまだ受入可能な数量（{receivable}、発注 {ordered}、許容 {tolerance}%）を超えています',
  },
  lineNotOnOrder: {
    en: 'lines.{index}.orderLineUid: not a line of purchase order {no}',
    'zh-CN': 'lines.{index}.orderLineUid：不是采购订单 {no} 的行',
    'zh-TW': 'lines.{index}.orderLineUid：不是採購訂單 {no} 的行',
    es: 'lines.{index}.orderLineUid: no es una línea de la orden de compra {no}',
    ja: 'lines.{index}.orderLineUid：発注書 {no} の明細ではありません',
  },
} satisfies Record<string, LocalizedText>;

export const statusWords: Record<PurchaseOrderStatus, LocalizedText> = {
  draft: { en: 'a draft', 'zh-CN': '草稿', 'zh-TW': '草稿', es: 'en borrador', ja: '下書き' },
  sent: {
    en: 'sent, waiting for the supplier',
    'zh-CN': '已发送待供应商确认',
    'zh-TW': '已發送待供應商確認',
    es: 'enviada, pendiente del proveedor',
    ja: '送付済み（仕入先確認待ち）',
  },
  confirmed: {
    en: 'confirmed by the supplier',
    'zh-CN': '供应商已确认',
    'zh-TW': '供應商已確認',
    es: 'confirmada por el proveedor',
    ja: '仕入先確認済み',
  },
  refused: {
    en: 'refused by the supplier',
    'zh-CN': '供应商已拒绝',
    'zh-TW': '供應商已拒絕',
    es: 'rechazada por el proveedor',
    ja: '仕入先辞退',
  },
  partly_received: {
    en: 'partly received',
    'zh-CN': '部分收货',
    'zh-TW': '部分收貨',
    es: 'recibida en parte',
    ja: '一部受入',
  },
  received: { en: 'received', 'zh-CN': '已收货', 'zh-TW': '已收貨', es: 'recibida', ja: '受入完了' },
  closed: { en: 'closed', 'zh-CN': '已关闭', 'zh-TW': '已關閉', es: 'cerrada', ja: 'クローズ' },
  cancelled: { en: 'cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消', es: 'cancelada', ja: '取消済み' },
};

export const actionWords: Record<PurchaseOrderAction, LocalizedText> = {
  revise: { en: 'changed', 'zh-CN': '修改', 'zh-TW': '修改', es: 'modificar', ja: '変更' },
  send: { en: 'sent', 'zh-CN': '发送', 'zh-TW': '發送', es: 'enviar', ja: '送付' },
  confirm: { en: 'confirmed', 'zh-CN': '确认', 'zh-TW': '確認', es: 'confirmar', ja: '確認' },
  refuse: { en: 'refused', 'zh-CN': '拒绝', 'zh-TW': '拒絕', es: 'rechazar', ja: '辞退' },
  receive: { en: 'received', 'zh-CN': '收货', 'zh-TW': '收貨', es: 'recibir', ja: '受入' },
  close: { en: 'closed', 'zh-CN': '关闭', 'zh-TW': '關閉', es: 'cerrar', ja: 'クローズ' },
  cancel: { en: 'cancelled', 'zh-CN': '取消', 'zh-TW': '取消', es: 'cancelar', ja: '取消' },
};

/** The bell's title per event, `{no}` the order number, `{version}` its version. */
export const bellWords: Record<string, LocalizedText> = {
  send: {
    en: 'Purchase order {no} (version {version}) is waiting for your confirmation',
    'zh-CN': '采购订单 {no}（第{version}版）待您确认',
    'zh-TW': '採購訂單 {no}（第{version}版）待您確認',
    es: 'La orden de compra {no} (versión {version}) espera su confirmación',
    ja: '発注書 {no}（第{version}版）の確認をお願いします',
  },
  revise: {
    en: 'Purchase order {no} changed: version {version} is waiting for your confirmation',
    'zh-CN': '采购订单 {no} 已修改：第{version}版待您确认',
    'zh-TW': '採購訂單 {no} 已修改：第{version}版待您確認',
    es: 'La orden de compra {no} cambió: la versión {version} espera su confirmación',
    ja: '発注書 {no} が変更されました：第{version}版の確認をお願いします',
  },
  confirm: {
    en: 'The supplier confirmed purchase order {no}',
    'zh-CN': '供应商已确认采购订单 {no}',
    'zh-TW': '供應商已確認採購訂單 {no}',
    es: 'El proveedor confirmó la orden de compra {no}',
    ja: '仕入先が発注書 {no} を確認しました',
  },
  refuse: {
    en: 'The supplier refused purchase order {no}',
    'zh-CN': '供应商拒绝了采购订单 {no}',
    'zh-TW': '供應商拒絕了採購訂單 {no}',
    es: 'El proveedor rechazó la orden de compra {no}',
    ja: '仕入先が発注書 {no} を辞退しました',
  },
  receive: {
    en: 'Goods of purchase order {no} were received',
    'zh-CN': '采购订单 {no} 的货物已收货',
    'zh-TW': '採購訂單 {no} 的貨物已收貨',
    es: 'Se recibieron mercancías de la orden de compra {no}',
    ja: '発注書 {no} の品物が受け入れられました',
  },
  cancel: {
    en: 'Purchase order {no} was cancelled',
    'zh-CN': '采购订单 {no} 已取消',
    'zh-TW': '採購訂單 {no} 已取消',
    es: 'La orden de compra {no} fue cancelada',
    ja: '発注書 {no} は取消されました',
  },
  close: {
    en: 'Purchase order {no} was closed',
    'zh-CN': '采购订单 {no} 已关闭',
    'zh-TW': '採購訂單 {no} 已關閉',
    es: 'La orden de compra {no} fue cerrada',
    ja: '発注書 {no} はクローズされました',
  },
};

/** The operation log in words: `{by}` the person, `{version}`, `{status}` the state after, `{reason}`, `{receipt}`. */
export const logWords: Record<string, LocalizedText> = {
  create: {
    en: '{by} created the draft',
    'zh-CN': '{by} 创建了草稿',
    'zh-TW': '{by} 建立了草稿',
    es: '{by} creó el borrador',
    ja: '{by} が下書きを作成しました',
  },
  revise: {
    en: '{by} changed the order: version {version}, now {status}',
    'zh-CN': '{by} 修改了订单：第{version}版，当前{status}',
    'zh-TW': '{by} 修改了訂單：第{version}版，當前{status}',
    es: '{by} modificó la orden: versión {version}, ahora {status}',
    ja: '{by} が発注書を変更しました：第{version}版、現在{status}',
  },
  send: {
    en: '{by} sent version {version} to the supplier',
    'zh-CN': '{by} 将第{version}版发送给供应商',
    'zh-TW': '{by} 將第{version}版發送給供應商',
    es: '{by} envió la versión {version} al proveedor',
    ja: '{by} が第{version}版を仕入先に送付しました',
  },
  confirm: {
    en: '{by} confirmed version {version}',
    'zh-CN': '{by} 确认了第{version}版',
    'zh-TW': '{by} 確認了第{version}版',
    es: '{by} confirmó la versión {version}',
    ja: '{by} が第{version}版を確認しました',
  },
  refuse: {
    en: '{by} refused version {version}: {reason}',
    'zh-CN': '{by} 拒绝了第{version}版：{reason}',
    'zh-TW': '{by} 拒絕了第{version}版：{reason}',
    es: '{by} rechazó la versión {version}: {reason}',
    ja: '{by} が第{version}版を辞退しました：{reason}',
  },
  cancel: {
    en: '{by} cancelled the order: {reason}',
    'zh-CN': '{by} 取消了订单：{reason}',
    'zh-TW': '{by} 取消了訂單：{reason}',
    es: '{by} canceló la orden: {reason}',
    ja: '{by} が発注書を取消しました：{reason}',
  },
  close: {
    en: '{by} closed the order',
    'zh-CN': '{by} 关闭了订单',
    'zh-TW': '{by} 關閉了訂單',
    es: '{by} cerró la orden',
    ja: '{by} が発注書をクローズしました',
  },
  receive: {
    en: '{by} received goods (receipt {receipt}): now {status}',
    'zh-CN': '{by} 收货（收货单 {receipt}）：当前{status}',
    'zh-TW': '{by} 收貨（收貨單 {receipt}）：當前{status}',
    es: '{by} recibió mercancía (recepción {receipt}): ahora {status}',
    ja: '{by} が受入しました（受入番号 {receipt}）：現在{status}',
  },
  supplier_remark: {
    en: '{by} updated the supplier reference and remark',
    'zh-CN': '{by} 更新了供应商单号和备注',
    'zh-TW': '{by} 更新了供應商單號和備註',
    es: '{by} actualizó la referencia y la nota del proveedor',
    ja: '{by} が仕入先の番号と備考を更新しました',
  },
};

/** Column headers of the Excel export and the PDF (Chinese and English on the PDF). */
export const columnWords: Record<string, LocalizedText> = {
  orderNo: { en: 'PO number', 'zh-CN': '采购单号', 'zh-TW': '採購單號', es: 'N.º de orden', ja: '発注番号' },
  version: { en: 'Version', 'zh-CN': '版本', 'zh-TW': '版本', es: 'Versión', ja: '版' },
  supplier: { en: 'Supplier', 'zh-CN': '供应商', 'zh-TW': '供應商', es: 'Proveedor', ja: '仕入先' },
  factory: { en: 'Buyer', 'zh-CN': '采购方', 'zh-TW': '採購方', es: 'Comprador', ja: '発注者' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  orderDate: { en: 'Order date', 'zh-CN': '下单日期', 'zh-TW': '下單日期', es: 'Fecha de la orden', ja: '発注日' },
  currency: { en: 'Currency', 'zh-CN': '币种', 'zh-TW': '幣種', es: 'Moneda', ja: '通貨' },
  total: {
    en: 'Amount incl. tax',
    'zh-CN': '含税金额',
    'zh-TW': '含稅金額',
    es: 'Importe con impuestos',
    ja: '税込金額',
  },
  totalExTax: {
    en: 'Amount excl. tax',
    'zh-CN': '不含税金额',
    'zh-TW': '不含稅金額',
    es: 'Importe sin impuestos',
    ja: '税抜金額',
  },
  tax: { en: 'Tax', 'zh-CN': '税额', 'zh-TW': '稅額', es: 'Impuesto', ja: '税額' },
  lineNo: { en: 'No.', 'zh-CN': '序号', 'zh-TW': '序號', es: 'N.º', ja: 'No.' },
  material: { en: 'Material', 'zh-CN': '物料', 'zh-TW': '物料', es: 'Material', ja: '資材' },
  specification: { en: 'Specification', 'zh-CN': '规格', 'zh-TW': '規格', es: 'Especificación', ja: '仕様' },
  quantity: { en: 'Quantity', 'zh-CN': '数量', 'zh-TW': '數量', es: 'Cantidad', ja: '数量' },
  unit: { en: 'Unit', 'zh-CN': '单位', 'zh-TW': '單位', es: 'Unidad', ja: '単位' },
  unitPrice: {
    en: 'Unit price incl. tax',
    'zh-CN': '含税单价',
    'zh-TW': '含稅單價',
    es: 'Precio con impuestos',
    ja: '税込単価',
  },
  unitPriceExTax: {
    en: 'Unit price excl. tax',
    'zh-CN': '不含税单价',
    'zh-TW': '不含稅單價',
    es: 'Precio sin impuestos',
    ja: '税抜単価',
  },
  taxRate: { en: 'Tax rate %', 'zh-CN': '税率%', 'zh-TW': '稅率%', es: 'Impuesto %', ja: '税率%' },
  amount: { en: 'Amount', 'zh-CN': '金额', 'zh-TW': '金額', es: 'Importe', ja: '金額' },
  deliveryDate: { en: 'Delivery date', 'zh-CN': '交货日期', 'zh-TW': '交貨日期', es: 'Fecha de entrega', ja: '納期' },
  received: { en: 'Received', 'zh-CN': '已收数量', 'zh-TW': '已收數量', es: 'Recibido', ja: '受入済' },
  note: { en: 'Remark', 'zh-CN': '备注', 'zh-TW': '備註', es: 'Observación', ja: '備考' },
  title: { en: 'Purchase order', 'zh-CN': '采购订单', 'zh-TW': '採購訂單', es: 'Orden de compra', ja: '発注書' },
  lines: { en: 'Lines', 'zh-CN': '订单明细', 'zh-TW': '訂單明細', es: 'Líneas', ja: '明細' },
  supplierReference: {
    en: 'Supplier reference',
    'zh-CN': '供应商单号',
    'zh-TW': '供應商單號',
    es: 'Referencia del proveedor',
    ja: '仕入先番号',
  },
};

defineMessages('purchase', { actionWords, bellWords, columnWords, logWords, purchaseMessages, statusWords });
