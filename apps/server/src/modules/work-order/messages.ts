import type { WorkOrderField } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** Field labels of the work-order forms, as the screens show them. */
export const workOrderFieldLabels: Record<
  WorkOrderField | 'body' | 'assigneeId' | 'merchantId' | 'action' | 'file',
  LocalizedText
> = {
  kind: { en: 'Kind', 'zh-CN': '工单类别', 'zh-TW': '工單類別', es: 'Clase', ja: '種別' },
  type: { en: 'Type', 'zh-CN': '类型', 'zh-TW': '類型', es: 'Tipo', ja: 'タイプ' },
  title: { en: 'Title', 'zh-CN': '标题', 'zh-TW': '標題', es: 'Título', ja: 'タイトル' },
  content: { en: 'Content', 'zh-CN': '内容', 'zh-TW': '內容', es: 'Contenido', ja: '内容' },
  orderNo: { en: 'Order', 'zh-CN': '订单', 'zh-TW': '訂單', es: 'Pedido', ja: '注文' },
  target: { en: 'About', 'zh-CN': '关联对象', 'zh-TW': '關聯對象', es: 'Sobre', ja: '対象' },
  targetNo: {
    en: 'Quotation or inquiry number',
    'zh-CN': '报价单或询价单号',
    'zh-TW': '報價單或詢價單號',
    es: 'Número de cotización o consulta',
    ja: '見積番号または引合番号',
  },
  files: { en: 'Images', 'zh-CN': '图片', 'zh-TW': '圖片', es: 'Imágenes', ja: '画像' },
  file: { en: 'Image', 'zh-CN': '图片', 'zh-TW': '圖片', es: 'Imagen', ja: '画像' },
  body: { en: 'Message', 'zh-CN': '回复内容', 'zh-TW': '回覆內容', es: 'Mensaje', ja: 'メッセージ' },
  assigneeId: { en: 'Assignee', 'zh-CN': '处理人', 'zh-TW': '處理人', es: 'Responsable', ja: '担当者' },
  merchantId: { en: 'Factory', 'zh-CN': '工厂', 'zh-TW': '工廠', es: 'Fábrica', ja: '工場' },
  action: { en: 'Action', 'zh-CN': '操作', 'zh-TW': '操作', es: 'Acción', ja: '操作' },
};

export const workOrderMessages = {
  tooMany: {
    en: 'at most {max} images',
    'zh-CN': '最多 {max} 张图片',
    'zh-TW': '最多 {max} 張圖片',
    es: 'como máximo {max} imágenes',
    ja: '画像は最大 {max} 枚です',
  },
  notAnImage: {
    en: 'only JPG or PNG images of at most 500 kB',
    'zh-CN': '只能是不超过 500 kB 的 JPG 或 PNG 图片',
    'zh-TW': '只能是不超過 500 kB 的 JPG 或 PNG 圖片',
    es: 'solo imágenes JPG o PNG de 500 kB como máximo',
    ja: '500 kB 以下の JPG または PNG 画像のみです',
  },
  oneFile: {
    en: 'File: re-upload takes exactly one file',
    'zh-CN': '文件：重新上传只能且必须上传一个文件',
    'zh-TW': '文件：重新上傳只能且必須上傳一個文件',
    es: 'Archivo: la nueva subida necesita exactamente un archivo',
    ja: 'ファイル: 再アップロードはファイル 1 つだけです',
  },
  notColleague: {
    en: 'choose an active colleague of the handling enterprise',
    'zh-CN': '请选择处理企业中在职的同事',
    'zh-TW': '請選擇處理企業中在職的同事',
    es: 'elija un compañero activo de la empresa que lo atiende',
    ja: '対応企業の在籍中の同僚を選択してください',
  },
  notAFactory: {
    en: 'choose a factory',
    'zh-CN': '请选择工厂',
    'zh-TW': '請選擇工廠',
    es: 'elija una fábrica',
    ja: '工場を選択してください',
  },
  wrongState: {
    en: 'The work order is {status}; it cannot be {action} now',
    'zh-CN': '工单当前状态为{status}，现在不能{action}',
    'zh-TW': '工單當前狀態為{status}，現在不能{action}',
    es: 'La orden de trabajo está {status}; ahora no se puede {action}',
    ja: 'チケットは{status}のため、今は{action}できません',
  },
  reopenExpired: {
    en: 'A work order can be reopened only within {days} days of being resolved or closed',
    'zh-CN': '工单只能在解决或关闭后 {days} 天内重新打开',
    'zh-TW': '工單只能在解決或關閉後 {days} 天內重新打開',
    es: 'Una orden solo puede reabrirse en los {days} días siguientes a resolverse o cerrarse',
    ja: 'チケットは解決またはクローズ後 {days} 日以内にのみ再オープンできます',
  },
  changed: {
    en: 'The work order was changed by someone else (it is now {status}); reload and try again',
    'zh-CN': '工单已被他人修改（当前状态：{status}），请刷新后重试',
    'zh-TW': '工單已被他人修改（當前狀態：{status}），請刷新後重試',
    es: 'Otra persona cambió la orden (ahora está {status}); recargue e intente de nuevo',
    ja: 'チケットは他のユーザーにより変更されました（現在: {status}）。再読み込みしてください',
  },
  closedNoReply: {
    en: 'The work order is closed; reopen it to reply',
    'zh-CN': '工单已关闭，请重新打开后再回复',
    'zh-TW': '工單已關閉，請重新打開後再回覆',
    es: 'La orden está cerrada; reábrala para responder',
    ja: 'チケットはクローズ済みです。返信するには再オープンしてください',
  },
  staffOnly: {
    en: 'Only the handling enterprise can do this',
    'zh-CN': '只有处理企业可以执行此操作',
    'zh-TW': '只有處理企業可以執行此操作',
    es: 'Solo la empresa que atiende la orden puede hacerlo',
    ja: 'この操作は対応企業のみ可能です',
  },
  notYourSide: {
    en: 'This action belongs to the other side of the work order',
    'zh-CN': '此操作属于工单的另一方',
    'zh-TW': '此操作屬於工單的另一方',
    es: 'Esta acción corresponde a la otra parte de la orden',
    ja: 'この操作はチケットの相手側のものです',
  },
  noPlatform: {
    en: 'No platform enterprise answers consultations',
    'zh-CN': '没有可受理咨询的平台企业',
    'zh-TW': '沒有可受理諮詢的平台企業',
    es: 'Ninguna empresa de la plataforma atiende consultas',
    ja: '相談を受け付けるプラットフォーム企業がありません',
  },
  created: {
    en: 'Work order {no} submitted',
    'zh-CN': '工单 {no} 已提交',
    'zh-TW': '工單 {no} 已提交',
    es: 'Orden de trabajo {no} enviada',
    ja: 'チケット {no} を送信しました',
  },
  replied: {
    en: 'Reply sent',
    'zh-CN': '回复已发送',
    'zh-TW': '回覆已發送',
    es: 'Respuesta enviada',
    ja: '返信しました',
  },
  noted: {
    en: 'Internal note saved',
    'zh-CN': '内部备注已保存',
    'zh-TW': '內部備註已保存',
    es: 'Nota interna guardada',
    ja: '社内メモを保存しました',
  },
  assigned: { en: 'Assigned', 'zh-CN': '已指派', 'zh-TW': '已指派', es: 'Asignada', ja: '割り当てました' },
  statusChanged: {
    en: 'Status changed',
    'zh-CN': '状态已更新',
    'zh-TW': '狀態已更新',
    es: 'Estado cambiado',
    ja: 'ステータスを変更しました',
  },
  replaced: {
    en: 'Image replaced',
    'zh-CN': '图片已替换',
    'zh-TW': '圖片已替換',
    es: 'Imagen reemplazada',
    ja: '画像を差し替えました',
  },
} satisfies Record<string, LocalizedText>;

export const statusNames: Record<string, LocalizedText> = {
  open: { en: 'open', 'zh-CN': '待处理', 'zh-TW': '待處理', es: 'abierta', ja: '未対応' },
  in_progress: { en: 'in progress', 'zh-CN': '处理中', 'zh-TW': '處理中', es: 'en curso', ja: '対応中' },
  resolved: { en: 'resolved', 'zh-CN': '已解决', 'zh-TW': '已解決', es: 'resuelta', ja: '解決済み' },
  closed: { en: 'closed', 'zh-CN': '已关闭', 'zh-TW': '已關閉', es: 'cerrada', ja: 'クローズ' },
};

export const actionNames: Record<string, LocalizedText> = {
  start: { en: 'started', 'zh-CN': '开始处理', 'zh-TW': '開始處理', es: 'iniciar', ja: '対応開始' },
  resolve: { en: 'resolved', 'zh-CN': '解决', 'zh-TW': '解決', es: 'resolver', ja: '解決' },
  close: { en: 'closed', 'zh-CN': '关闭', 'zh-TW': '關閉', es: 'cerrar', ja: 'クローズ' },
  reopen: { en: 'reopened', 'zh-CN': '重新打开', 'zh-TW': '重新打開', es: 'reabrir', ja: '再オープン' },
};

/** The texts of the bell messages (stored in the five languages; each reader gets theirs). */
export const noticeTexts = {
  filed: {
    en: 'New work order {no}: {title}',
    'zh-CN': '新工单 {no}：{title}',
    'zh-TW': '新工單 {no}：{title}',
    es: 'Nueva orden de trabajo {no}: {title}',
    ja: '新しいチケット {no}: {title}',
  },
  replied: {
    en: 'New reply on work order {no}: {title}',
    'zh-CN': '工单 {no} 有新回复：{title}',
    'zh-TW': '工單 {no} 有新回覆：{title}',
    es: 'Nueva respuesta en la orden {no}: {title}',
    ja: 'チケット {no} に新しい返信: {title}',
  },
  status: {
    en: 'Work order {no} is now {status}',
    'zh-CN': '工单 {no} 状态变为{status}',
    'zh-TW': '工單 {no} 狀態變為{status}',
    es: 'La orden {no} está ahora {status}',
    ja: 'チケット {no} は{status}になりました',
  },
  assigned: {
    en: 'Work order {no} was assigned to you: {title}',
    'zh-CN': '工单 {no} 已指派给您：{title}',
    'zh-TW': '工單 {no} 已指派給您：{title}',
    es: 'Se le asignó la orden {no}: {title}',
    ja: 'チケット {no} が割り当てられました: {title}',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('work-order', { actionNames, noticeTexts, statusNames, workOrderFieldLabels, workOrderMessages });
