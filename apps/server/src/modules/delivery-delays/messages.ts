import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The words of delivery delay applications (issue 20): labels, refusals, states, the log and the bells. */
export const delayLabels: Record<string, LocalizedText> = {
  saleNoticeNo: { en: 'Sales notice', 'zh-CN': '销售通知', 'zh-TW': '銷售通知', es: 'Aviso de venta', ja: '販売通知' },
  toDate: {
    en: 'New delivery date',
    'zh-CN': '申请交期',
    'zh-TW': '申請交期',
    es: 'Nueva fecha de entrega',
    ja: '新しい納期',
  },
  reason: { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
};

export const delayMessages = {
  notFound: {
    en: 'Delivery delay application {no} was not found',
    'zh-CN': '未找到交期延期申请 {no}',
    'zh-TW': '未找到交期延期申請 {no}',
    es: 'No se encontró la solicitud de retraso {no}',
    ja: '納期延期申請 {no} が見つかりません',
  },
  noticeNotFound: {
    en: 'Sales notice {no} was not found',
    'zh-CN': '未找到销售通知 {no}',
    'zh-TW': '未找到銷售通知 {no}',
    es: 'No se encontró el aviso de venta {no}',
    ja: '販売通知 {no} が見つかりません',
  },
  noticeState: {
    en: 'Sales notice {no} is {status}; only the date of a notice released to production can be moved',
    'zh-CN': '销售通知 {no} 当前状态为{status}，只有已下达生产的通知才能申请延期',
    'zh-TW': '銷售通知 {no} 當前狀態為{status}，只有已下達生產的通知才能申請延期',
    es: 'El aviso {no} está {status}; solo se mueve la fecha de un aviso enviado a producción',
    ja: '販売通知 {no} は{status}です。生産指示済みの通知のみ納期を変更できます',
  },
  pendingExists: {
    en: 'Sales notice {no} already has a pending delay application {delay}; wait for the customer’s answer or withdraw it',
    'zh-CN': '销售通知 {no} 已有待客户答复的延期申请 {delay}，请等待答复或撤回',
    'zh-TW': '銷售通知 {no} 已有待客戶答覆的延期申請 {delay}，請等待答覆或撤回',
    es: 'El aviso {no} ya tiene la solicitud pendiente {delay}; espere la respuesta o retírela',
    ja: '販売通知 {no} には回答待ちの延期申請 {delay} があります',
  },
  notLater: {
    en: 'must be later than the promised date {promised}',
    'zh-CN': '须晚于原交期 {promised}',
    'zh-TW': '須晚於原交期 {promised}',
    es: 'debe ser posterior a la fecha prometida {promised}',
    ja: '元の納期 {promised} より後の日付にしてください',
  },
  past: {
    en: 'cannot be in the past',
    'zh-CN': '不能早于今天',
    'zh-TW': '不能早於今天',
    es: 'no puede estar en el pasado',
    ja: '過去の日付は指定できません',
  },
  reasonNeeded: {
    en: 'say why',
    'zh-CN': '请填写原因',
    'zh-TW': '請填寫原因',
    es: 'indique el motivo',
    ja: '理由を入力してください',
  },
  wrongState: {
    en: 'Delivery delay application {no} is {status}; it cannot be {action}',
    'zh-CN': '交期延期申请 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '交期延期申請 {no} 當前狀態為{status}，不能{action}',
    es: 'La solicitud {no} está {status}; no se puede {action}',
    ja: '納期延期申請 {no} は{status}のため、{action}できません',
  },
  changed: {
    en: 'Delivery delay application {no} was changed by someone else (it is now {status}); reload and try again',
    'zh-CN': '交期延期申请 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    'zh-TW': '交期延期申請 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    es: 'Otra persona cambió la solicitud {no} (ahora está {status}); recargue e intente de nuevo',
    ja: '納期延期申請 {no} は他のユーザーにより変更されました（現在: {status}）',
  },
  dateMoved: {
    en: 'The delivery date of sales notice {no} changed since the application (now {date}); the application cannot be agreed',
    'zh-CN': '销售通知 {no} 的交期在申请后已变更（现为 {date}），不能同意此申请',
    'zh-TW': '銷售通知 {no} 的交期在申請後已變更（現為 {date}），不能同意此申請',
    es: 'La fecha del aviso {no} cambió desde la solicitud (ahora {date}); no se puede aceptar',
    ja: '販売通知 {no} の納期は申請後に変更されました（現在 {date}）。同意できません',
  },
  wrongSide: {
    en: 'Only the customer answers a delay application; the factory may withdraw it',
    'zh-CN': '延期申请只能由客户答复，工厂可撤回',
    'zh-TW': '延期申請只能由客戶答覆，工廠可撤回',
    es: 'Solo el cliente responde una solicitud de retraso; la fábrica puede retirarla',
    ja: '延期申請に回答できるのは顧客のみです（工場は取り下げのみ可能）',
  },
  created: {
    en: 'Delivery delay application {no} sent to the customer',
    'zh-CN': '交期延期申请 {no} 已提交客户',
    'zh-TW': '交期延期申請 {no} 已提交客戶',
    es: 'Solicitud de retraso {no} enviada al cliente',
    ja: '納期延期申請 {no} を顧客に送信しました',
  },
  done: {
    en: 'Delivery delay application {no} is now {status}',
    'zh-CN': '交期延期申请 {no} 已{status}',
    'zh-TW': '交期延期申請 {no} 已{status}',
    es: 'La solicitud {no} está ahora {status}',
    ja: '納期延期申請 {no} は{status}になりました',
  },
} satisfies Record<string, LocalizedText>;

export const delayStatusNames: Record<string, LocalizedText> = {
  pending: {
    en: 'awaiting the customer',
    'zh-CN': '待客户确认',
    'zh-TW': '待客戶確認',
    es: 'pendiente del cliente',
    ja: '顧客回答待ち',
  },
  agreed: { en: 'agreed', 'zh-CN': '客户已同意', 'zh-TW': '客戶已同意', es: 'aceptada', ja: '同意済み' },
  refused: { en: 'refused', 'zh-CN': '客户已拒绝', 'zh-TW': '客戶已拒絕', es: 'rechazada', ja: '拒否済み' },
  withdrawn: { en: 'withdrawn', 'zh-CN': '已撤回', 'zh-TW': '已撤回', es: 'retirada', ja: '取り下げ済み' },
};

export const delayActionNames: Record<string, LocalizedText> = {
  agree: { en: 'agreed', 'zh-CN': '同意', 'zh-TW': '同意', es: 'aceptar', ja: '同意' },
  refuse: { en: 'refused', 'zh-CN': '拒绝', 'zh-TW': '拒絕', es: 'rechazar', ja: '拒否' },
  withdraw: { en: 'withdrawn', 'zh-CN': '撤回', 'zh-TW': '撤回', es: 'retirar', ja: '取り下げ' },
};

export const delayLogWords: Record<string, LocalizedText> = {
  create: {
    en: '{who} asked to move sales notice {saleNoticeNo} from {fromDate} to {toDate}: {reason}',
    'zh-CN': '{who} 申请将销售通知 {saleNoticeNo} 的交期由 {fromDate} 延至 {toDate}：{reason}',
    'zh-TW': '{who} 申請將銷售通知 {saleNoticeNo} 的交期由 {fromDate} 延至 {toDate}：{reason}',
    es: '{who} pidió mover el aviso {saleNoticeNo} del {fromDate} al {toDate}: {reason}',
    ja: '{who} が販売通知 {saleNoticeNo} の納期を {fromDate} から {toDate} へ変更申請: {reason}',
  },
  agree: {
    en: '{who} agreed: the delivery date of {saleNoticeNo} is now {toDate}',
    'zh-CN': '{who} 同意延期：{saleNoticeNo} 的交期改为 {toDate}',
    'zh-TW': '{who} 同意延期：{saleNoticeNo} 的交期改為 {toDate}',
    es: '{who} aceptó: la fecha de entrega de {saleNoticeNo} es ahora el {toDate}',
    ja: '{who} が同意: {saleNoticeNo} の納期は {toDate} になりました',
  },
  refuse: {
    en: '{who} refused the delay: {reason}',
    'zh-CN': '{who} 拒绝延期：{reason}',
    'zh-TW': '{who} 拒絕延期：{reason}',
    es: '{who} rechazó el retraso: {reason}',
    ja: '{who} が延期を拒否: {reason}',
  },
  withdraw: {
    en: '{who} withdrew the application',
    'zh-CN': '{who} 撤回了申请',
    'zh-TW': '{who} 撤回了申請',
    es: '{who} retiró la solicitud',
    ja: '{who} が申請を取り下げました',
  },
};

export const delayBellWords: Record<string, LocalizedText> = {
  asked: {
    en: 'The factory asks to move the delivery of {partNo} ({saleNoticeNo}) from {fromDate} to {toDate}',
    'zh-CN': '工厂申请将 {partNo}（{saleNoticeNo}）的交期由 {fromDate} 延至 {toDate}',
    'zh-TW': '工廠申請將 {partNo}（{saleNoticeNo}）的交期由 {fromDate} 延至 {toDate}',
    es: 'La fábrica pide mover la entrega de {partNo} ({saleNoticeNo}) del {fromDate} al {toDate}',
    ja: '工場が {partNo}（{saleNoticeNo}）の納期を {fromDate} から {toDate} へ変更申請しました',
  },
  agreed: {
    en: 'The customer agreed to deliver {saleNoticeNo} on {toDate}',
    'zh-CN': '客户同意 {saleNoticeNo} 延期至 {toDate} 交货',
    'zh-TW': '客戶同意 {saleNoticeNo} 延期至 {toDate} 交貨',
    es: 'El cliente aceptó entregar {saleNoticeNo} el {toDate}',
    ja: '顧客が {saleNoticeNo} の納期 {toDate} に同意しました',
  },
  refused: {
    en: 'The customer refused to move {saleNoticeNo}: {reason}',
    'zh-CN': '客户拒绝 {saleNoticeNo} 延期：{reason}',
    'zh-TW': '客戶拒絕 {saleNoticeNo} 延期：{reason}',
    es: 'El cliente rechazó mover {saleNoticeNo}: {reason}',
    ja: '顧客が {saleNoticeNo} の延期を拒否: {reason}',
  },
  withdrawn: {
    en: 'The factory withdrew its request to move {saleNoticeNo}',
    'zh-CN': '工厂撤回了 {saleNoticeNo} 的延期申请',
    'zh-TW': '工廠撤回了 {saleNoticeNo} 的延期申請',
    es: 'La fábrica retiró su solicitud de mover {saleNoticeNo}',
    ja: '工場が {saleNoticeNo} の延期申請を取り下げました',
  },
};

defineMessages('delivery-delays', {
  delayActionNames,
  delayBellWords,
  delayLabels,
  delayLogWords,
  delayMessages,
  delayStatusNames,
});
