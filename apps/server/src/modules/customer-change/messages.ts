import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The words of customer engineering changes (issue 20): labels, refusals, states, the log and the bells. */
export const changeLabels: Record<string, LocalizedText> = {
  orderNo: { en: 'Order', 'zh-CN': '订单', 'zh-TW': '訂單', es: 'Pedido', ja: '注文' },
  description: { en: 'Change', 'zh-CN': '变更内容', 'zh-TW': '變更內容', es: 'Cambio', ja: '変更内容' },
  newRevision: { en: 'New revision', 'zh-CN': '新版本', 'zh-TW': '新版本', es: 'Nueva revisión', ja: '新リビジョン' },
  newQuantity: { en: 'New quantity', 'zh-CN': '新数量', 'zh-TW': '新數量', es: 'Nueva cantidad', ja: '新数量' },
  newDate: { en: 'Requested date', 'zh-CN': '要求交期', 'zh-TW': '要求交期', es: 'Fecha solicitada', ja: '希望納期' },
  fileIds: { en: 'Files', 'zh-CN': '文件', 'zh-TW': '檔案', es: 'Archivos', ja: 'ファイル' },
  amountDelta: {
    en: 'Price impact',
    'zh-CN': '价格影响',
    'zh-TW': '價格影響',
    es: 'Impacto en precio',
    ja: '価格への影響',
  },
  impactDate: {
    en: 'New delivery date',
    'zh-CN': '新交期',
    'zh-TW': '新交期',
    es: 'Nueva fecha de entrega',
    ja: '新しい納期',
  },
  impactNote: { en: 'Impact note', 'zh-CN': '影响说明', 'zh-TW': '影響說明', es: 'Nota del impacto', ja: '影響の説明' },
  reason: { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
  changeNo: { en: 'Change No.', 'zh-CN': '变更单号', 'zh-TW': '變更單號', es: 'N.º de cambio', ja: '変更番号' },
  customer: { en: 'Customer', 'zh-CN': '客户', 'zh-TW': '客戶', es: 'Cliente', ja: '顧客' },
  factory: { en: 'Factory', 'zh-CN': '工厂', 'zh-TW': '工廠', es: 'Fábrica', ja: '工場' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  createdAt: { en: 'Asked on', 'zh-CN': '申请时间', 'zh-TW': '申請時間', es: 'Pedido el', ja: '申請日時' },
};

export const changeMessages = {
  notFound: {
    en: 'Customer change {no} was not found',
    'zh-CN': '未找到客户变更 {no}',
    'zh-TW': '未找到客戶變更 {no}',
    es: 'No se encontró el cambio {no}',
    ja: '顧客変更 {no} が見つかりません',
  },
  orderNotFound: {
    en: 'Order {no} was not found',
    'zh-CN': '未找到订单 {no}',
    'zh-TW': '未找到訂單 {no}',
    es: 'No se encontró el pedido {no}',
    ja: '注文 {no} が見つかりません',
  },
  orderState: {
    en: 'Order {no} is {status}; only a paid order not yet shipped can be changed',
    'zh-CN': '订单 {no} 当前状态为{status}，只有已付款且未发货的订单可以变更',
    'zh-TW': '訂單 {no} 當前狀態為{status}，只有已付款且未發貨的訂單可以變更',
    es: 'El pedido {no} está {status}; solo se cambia un pedido pagado y no enviado',
    ja: '注文 {no} は{status}です。支払済みで未出荷の注文のみ変更できます',
  },
  liveExists: {
    en: 'Order {no} already has an open change {change}; wait for it or withdraw it',
    'zh-CN': '订单 {no} 已有进行中的变更 {change}，请等待处理或撤回',
    'zh-TW': '訂單 {no} 已有進行中的變更 {change}，請等待處理或撤回',
    es: 'El pedido {no} ya tiene el cambio abierto {change}; espere o retírelo',
    ja: '注文 {no} には処理中の変更 {change} があります',
  },
  asksNothing: {
    en: 'say what changes: a new revision, files, a quantity or a date',
    'zh-CN': '请至少填写一项变更：新版本、文件、数量或交期',
    'zh-TW': '請至少填寫一項變更：新版本、檔案、數量或交期',
    es: 'indique qué cambia: revisión, archivos, cantidad o fecha',
    ja: '新リビジョン・ファイル・数量・納期のいずれかを指定してください',
  },
  fileNotYours: {
    en: 'file {id} is not one of your files',
    'zh-CN': '文件 {id} 不是贵司的文件',
    'zh-TW': '檔案 {id} 不是貴司的檔案',
    es: 'el archivo {id} no es suyo',
    ja: 'ファイル {id} は貴社のファイルではありません',
  },
  past: {
    en: 'cannot be in the past',
    'zh-CN': '不能早于今天',
    'zh-TW': '不能早於今天',
    es: 'no puede estar en el pasado',
    ja: '過去の日付は指定できません',
  },
  required: { en: 'is required', 'zh-CN': '必填', 'zh-TW': '必填', es: 'es obligatorio', ja: '必須です' },
  reasonNeeded: {
    en: 'say why',
    'zh-CN': '请填写原因',
    'zh-TW': '請填寫原因',
    es: 'indique el motivo',
    ja: '理由を入力してください',
  },
  wrongState: {
    en: 'Customer change {no} is {status}; it cannot be {action}',
    'zh-CN': '客户变更 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '客戶變更 {no} 當前狀態為{status}，不能{action}',
    es: 'El cambio {no} está {status}; no se puede {action}',
    ja: '顧客変更 {no} は{status}のため、{action}できません',
  },
  changed: {
    en: 'Customer change {no} was changed by someone else (it is now {status}); reload and try again',
    'zh-CN': '客户变更 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    'zh-TW': '客戶變更 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    es: 'Otra persona cambió el cambio {no} (ahora está {status}); recargue',
    ja: '顧客変更 {no} は他のユーザーにより変更されました（現在: {status}）',
  },
  wrongSide: {
    en: 'The factory offers or rejects a change; the customer accepts or withdraws it',
    'zh-CN': '变更由工厂评估或拒绝，由客户接受或撤回',
    'zh-TW': '變更由工廠評估或拒絕，由客戶接受或撤回',
    es: 'La fábrica ofrece o rechaza un cambio; el cliente lo acepta o retira',
    ja: '変更の評価・却下は工場、承諾・取り下げは顧客が行います',
  },
  deliveredBeyond: {
    en: 'Sales notice {notice} has {planned} pcs already planned for delivery; the new quantity cannot be below it',
    'zh-CN': '销售通知 {notice} 已安排交货 {planned} 件，新数量不能少于此数',
    'zh-TW': '銷售通知 {notice} 已安排交貨 {planned} 件，新數量不能少於此數',
    es: 'El aviso {notice} ya tiene {planned} uds. planificadas; la cantidad no puede ser menor',
    ja: '販売通知 {notice} は既に {planned} 個の納品予定があります',
  },
  created: {
    en: 'Customer change {no} sent to the factory',
    'zh-CN': '客户变更 {no} 已提交工厂',
    'zh-TW': '客戶變更 {no} 已提交工廠',
    es: 'Cambio {no} enviado a la fábrica',
    ja: '顧客変更 {no} を工場に送信しました',
  },
  done: {
    en: 'Customer change {no} is now {status}',
    'zh-CN': '客户变更 {no} 已{status}',
    'zh-TW': '客戶變更 {no} 已{status}',
    es: 'El cambio {no} está ahora {status}',
    ja: '顧客変更 {no} は{status}になりました',
  },
} satisfies Record<string, LocalizedText>;

export const changeStatusNames: Record<string, LocalizedText> = {
  submitted: {
    en: 'awaiting the factory',
    'zh-CN': '待工厂评估',
    'zh-TW': '待工廠評估',
    es: 'pendiente de la fábrica',
    ja: '工場評価待ち',
  },
  offered: {
    en: 'awaiting the customer',
    'zh-CN': '待客户确认',
    'zh-TW': '待客戶確認',
    es: 'pendiente del cliente',
    ja: '顧客確認待ち',
  },
  accepted: { en: 'accepted', 'zh-CN': '已生效', 'zh-TW': '已生效', es: 'aceptado', ja: '承諾済み' },
  rejected: { en: 'rejected', 'zh-CN': '工厂已拒绝', 'zh-TW': '工廠已拒絕', es: 'rechazado', ja: '却下' },
  withdrawn: { en: 'withdrawn', 'zh-CN': '已撤回', 'zh-TW': '已撤回', es: 'retirado', ja: '取り下げ済み' },
};

export const changeActionNames: Record<string, LocalizedText> = {
  offer: { en: 'offered', 'zh-CN': '评估', 'zh-TW': '評估', es: 'ofrecer', ja: '評価' },
  reject: { en: 'rejected', 'zh-CN': '拒绝', 'zh-TW': '拒絕', es: 'rechazar', ja: '却下' },
  accept: { en: 'accepted', 'zh-CN': '接受', 'zh-TW': '接受', es: 'aceptar', ja: '承諾' },
  withdraw: { en: 'withdrawn', 'zh-CN': '撤回', 'zh-TW': '撤回', es: 'retirar', ja: '取り下げ' },
};

export const changeLogWords: Record<string, LocalizedText> = {
  create: {
    en: '{who} asked to change order {orderNo}: {what}',
    'zh-CN': '{who} 申请变更订单 {orderNo}：{what}',
    'zh-TW': '{who} 申請變更訂單 {orderNo}：{what}',
    es: '{who} pidió cambiar el pedido {orderNo}: {what}',
    ja: '{who} が注文 {orderNo} の変更を申請: {what}',
  },
  offer: {
    en: '{who} accepted the change with a price impact of {amount} and delivery on {impactDate}',
    'zh-CN': '{who} 接受变更，价格影响 {amount}，交期 {impactDate}',
    'zh-TW': '{who} 接受變更，價格影響 {amount}，交期 {impactDate}',
    es: '{who} aceptó el cambio con un impacto de {amount} y entrega el {impactDate}',
    ja: '{who} が変更を受け付けました（価格影響 {amount}、納期 {impactDate}）',
  },
  reject: {
    en: '{who} rejected the change: {reason}',
    'zh-CN': '{who} 拒绝变更：{reason}',
    'zh-TW': '{who} 拒絕變更：{reason}',
    es: '{who} rechazó el cambio: {reason}',
    ja: '{who} が変更を却下: {reason}',
  },
  accept: {
    en: '{who} accepted the impact; the change is on sales notices {applied}',
    'zh-CN': '{who} 接受影响，变更已更新至销售通知 {applied}',
    'zh-TW': '{who} 接受影響，變更已更新至銷售通知 {applied}',
    es: '{who} aceptó el impacto; el cambio está en los avisos {applied}',
    ja: '{who} が影響を承諾し、販売通知 {applied} に反映しました',
  },
  withdraw: {
    en: '{who} withdrew the change',
    'zh-CN': '{who} 撤回了变更',
    'zh-TW': '{who} 撤回了變更',
    es: '{who} retiró el cambio',
    ja: '{who} が変更を取り下げました',
  },
};

export const changeBellWords: Record<string, LocalizedText> = {
  asked: {
    en: 'The customer asks to change order {orderNo}: {what}',
    'zh-CN': '客户申请变更订单 {orderNo}：{what}',
    'zh-TW': '客戶申請變更訂單 {orderNo}：{what}',
    es: 'El cliente pide cambiar el pedido {orderNo}: {what}',
    ja: '顧客が注文 {orderNo} の変更を申請しました: {what}',
  },
  offered: {
    en: 'The factory can make change {no} of order {orderNo}: {amount}, delivery on {impactDate}',
    'zh-CN': '工厂可执行订单 {orderNo} 的变更 {no}：{amount}，交期 {impactDate}',
    'zh-TW': '工廠可執行訂單 {orderNo} 的變更 {no}：{amount}，交期 {impactDate}',
    es: 'La fábrica puede hacer el cambio {no} del pedido {orderNo}: {amount}, entrega el {impactDate}',
    ja: '工場が注文 {orderNo} の変更 {no} を受け付けました: {amount}、納期 {impactDate}',
  },
  rejected: {
    en: 'The factory rejected change {no} of order {orderNo}: {reason}',
    'zh-CN': '工厂拒绝了订单 {orderNo} 的变更 {no}：{reason}',
    'zh-TW': '工廠拒絕了訂單 {orderNo} 的變更 {no}：{reason}',
    es: 'La fábrica rechazó el cambio {no} del pedido {orderNo}: {reason}',
    ja: '工場が注文 {orderNo} の変更 {no} を却下しました: {reason}',
  },
  accepted: {
    en: 'The customer accepted the impact of change {no} of order {orderNo}',
    'zh-CN': '客户接受了订单 {orderNo} 变更 {no} 的影响',
    'zh-TW': '客戶接受了訂單 {orderNo} 變更 {no} 的影響',
    es: 'El cliente aceptó el impacto del cambio {no} del pedido {orderNo}',
    ja: '顧客が注文 {orderNo} の変更 {no} の影響を承諾しました',
  },
  withdrawn: {
    en: 'The customer withdrew change {no} of order {orderNo}',
    'zh-CN': '客户撤回了订单 {orderNo} 的变更 {no}',
    'zh-TW': '客戶撤回了訂單 {orderNo} 的變更 {no}',
    es: 'El cliente retiró el cambio {no} del pedido {orderNo}',
    ja: '顧客が注文 {orderNo} の変更 {no} を取り下げました',
  },
};

/** "rev B, 1,200 pcs, by 2099-12-08, 2 files" in the reader's language. */
export const whatWords = {
  revision: { en: 'revision {v}', 'zh-CN': '版本 {v}', 'zh-TW': '版本 {v}', es: 'revisión {v}', ja: 'リビジョン {v}' },
  quantity: { en: '{v} pcs', 'zh-CN': '{v} 件', 'zh-TW': '{v} 件', es: '{v} uds.', ja: '{v} 個' },
  date: { en: 'by {v}', 'zh-CN': '交期 {v}', 'zh-TW': '交期 {v}', es: 'para el {v}', ja: '納期 {v}' },
  files: { en: '{v} files', 'zh-CN': '{v} 个文件', 'zh-TW': '{v} 個檔案', es: '{v} archivos', ja: 'ファイル {v} 件' },
} satisfies Record<string, LocalizedText>;

defineMessages('customer-change', {
  changeActionNames,
  changeBellWords,
  changeLabels,
  changeLogWords,
  changeMessages,
  changeStatusNames,
  whatWords,
});
