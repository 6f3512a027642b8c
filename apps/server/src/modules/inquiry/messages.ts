import type { InquiryAction, InquiryStatus } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The inquiry module's words in the five languages: states, what happened (the operation log), refusals, the bell. */
export const inquiryStatusWords: Record<InquiryStatus, LocalizedText> = {
  to_be_reviewed: {
    en: 'to be reviewed',
    'zh-CN': '待审核',
    'zh-TW': '待審核',
    es: 'pendiente de revisión',
    ja: '審査待ち',
  },
  approved: { en: 'approved', 'zh-CN': '已审核', 'zh-TW': '已審核', es: 'aprobada', ja: '承認済み' },
  rejected: { en: 'rejected', 'zh-CN': '已驳回', 'zh-TW': '已駁回', es: 'rechazada', ja: '却下' },
  withdrawn: { en: 'withdrawn', 'zh-CN': '已撤回', 'zh-TW': '已撤回', es: 'retirada', ja: '取り下げ' },
  added_to_cart: {
    en: 'added to cart',
    'zh-CN': '已加入购物车',
    'zh-TW': '已加入購物車',
    es: 'en el carrito',
    ja: 'カート追加済み',
  },
  ordered: { en: 'ordered', 'zh-CN': '已下单', 'zh-TW': '已下單', es: 'pedida', ja: '注文済み' },
};

/** One line of the operation log per action ({who} did it; {reason}, {total}, {days}, {version}, {order} as it applies). */
export const inquiryLogWords: Record<InquiryAction | 'create' | 'open_quotation', LocalizedText> = {
  create: {
    en: '{who} made the inquiry (version {version}, total {total}, {days} days)',
    'zh-CN': '{who} 提交了询价（版本 {version}，总价 {total}，{days} 天）',
    'zh-TW': '{who} 提交了詢價（版本 {version}，總價 {total}，{days} 天）',
    es: '{who} creó la consulta (versión {version}, total {total}, {days} días)',
    ja: '{who} が引合を作成しました（版 {version}、合計 {total}、{days} 日）',
  },
  withdraw: {
    en: '{who} withdrew the inquiry',
    'zh-CN': '{who} 撤回了询价',
    'zh-TW': '{who} 撤回了詢價',
    es: '{who} retiró la consulta',
    ja: '{who} が引合を取り下げました',
  },
  modify: {
    en: '{who} modified the inquiry: version {version}, total {total}, {days} days; to be reviewed again',
    'zh-CN': '{who} 修改了询价：版本 {version}，总价 {total}，{days} 天；重新待审核',
    'zh-TW': '{who} 修改了詢價：版本 {version}，總價 {total}，{days} 天；重新待審核',
    es: '{who} modificó la consulta: versión {version}, total {total}, {days} días; pendiente de revisión de nuevo',
    ja: '{who} が引合を変更しました：版 {version}、合計 {total}、{days} 日。再審査待ち',
  },
  delete: {
    en: '{who} deleted the inquiry',
    'zh-CN': '{who} 删除了询价',
    'zh-TW': '{who} 刪除了詢價',
    es: '{who} eliminó la consulta',
    ja: '{who} が引合を削除しました',
  },
  add_to_cart: {
    en: '{who} added the inquiry to the cart',
    'zh-CN': '{who} 将询价加入购物车',
    'zh-TW': '{who} 將詢價加入購物車',
    es: '{who} añadió la consulta al carrito',
    ja: '{who} が引合をカートに追加しました',
  },
  remove_from_cart: {
    en: '{who} removed the inquiry from the cart',
    'zh-CN': '{who} 将询价移出购物车',
    'zh-TW': '{who} 將詢價移出購物車',
    es: '{who} quitó la consulta del carrito',
    ja: '{who} が引合をカートから外しました',
  },
  order: {
    en: '{who} ordered the inquiry (order {order})',
    'zh-CN': '{who} 下单（订单 {order}）',
    'zh-TW': '{who} 下單（訂單 {order}）',
    es: '{who} pidió la consulta (pedido {order})',
    ja: '{who} が注文しました（注文 {order}）',
  },
  print: {
    en: '{who} printed the inquiry',
    'zh-CN': '{who} 打印了询价',
    'zh-TW': '{who} 列印了詢價',
    es: '{who} imprimió la consulta',
    ja: '{who} が引合を印刷しました',
  },
  approve: {
    en: '{who} approved the inquiry: total {total}, {days} days',
    'zh-CN': '{who} 审核通过：总价 {total}，{days} 天',
    'zh-TW': '{who} 審核通過：總價 {total}，{days} 天',
    es: '{who} aprobó la consulta: total {total}, {days} días',
    ja: '{who} が承認しました：合計 {total}、{days} 日',
  },
  reject: {
    en: '{who} rejected the inquiry: {reason}',
    'zh-CN': '{who} 驳回了询价：{reason}',
    'zh-TW': '{who} 駁回了詢價：{reason}',
    es: '{who} rechazó la consulta: {reason}',
    ja: '{who} が却下しました：{reason}',
  },
  close_quotation: {
    en: '{who} closed the manual quotation of the inquiry',
    'zh-CN': '{who} 关闭了询价的人工报价',
    'zh-TW': '{who} 關閉了詢價的人工報價',
    es: '{who} cerró la cotización manual de la consulta',
    ja: '{who} が引合の手動見積を閉じました',
  },
  open_quotation: {
    en: '{who} opened the inquiry in manual quotation',
    'zh-CN': '{who} 打开了询价的人工报价',
    'zh-TW': '{who} 打開了詢價的人工報價',
    es: '{who} abrió la consulta en cotización manual',
    ja: '{who} が引合を手動見積で開きました',
  },
};

/** Appended to an approval's log line when the price or the lead time changed. */
export const changedBecause: LocalizedText = {
  en: ' (changed from {before}, {beforeDays} days: {reason})',
  'zh-CN': '（原 {before}，{beforeDays} 天：{reason}）',
  'zh-TW': '（原 {before}，{beforeDays} 天：{reason}）',
  es: ' (antes {before}, {beforeDays} días: {reason})',
  ja: '（変更前 {before}、{beforeDays} 日：{reason}）',
};

export const inquiryMessages = {
  notFound: {
    en: 'Inquiry {number} not found',
    'zh-CN': '未找到询价 {number}',
    'zh-TW': '未找到詢價 {number}',
    es: 'No se encontró la consulta {number}',
    ja: '引合 {number} が見つかりません',
  },
  /** 409: the action does not apply in the state the inquiry is in now. */
  conflict: {
    en: 'Cannot {action}: the inquiry is now {status}',
    'zh-CN': '无法{action}：询价当前状态为{status}',
    'zh-TW': '無法{action}：詢價當前狀態為{status}',
    es: 'No se puede {action}: la consulta ahora está {status}',
    ja: '{action}できません：引合は現在「{status}」です',
  },
  staleVersion: {
    en: 'The inquiry changed meanwhile (now version {version}); reload it',
    'zh-CN': '询价已被修改（当前版本 {version}），请刷新',
    'zh-TW': '詢價已被修改（當前版本 {version}），請刷新',
    es: 'La consulta cambió entretanto (versión {version}); recárguela',
    ja: '引合が変更されました（現在の版 {version}）。再読み込みしてください',
  },
  reasonRequired: {
    en: 'reason: give the reason for changing the price or the lead time',
    'zh-CN': 'reason：修改价格或交期须填写原因',
    'zh-TW': 'reason：修改價格或交期須填寫原因',
    es: 'reason: indique el motivo del cambio de precio o plazo',
    ja: 'reason: 価格または納期を変更する理由を入力してください',
  },
  rejectReasonRequired: {
    en: 'reason: give the reason for rejecting the inquiry',
    'zh-CN': 'reason：请填写驳回原因',
    'zh-TW': 'reason：請填寫駁回原因',
    es: 'reason: indique el motivo del rechazo',
    ja: 'reason: 却下の理由を入力してください',
  },
  feesDisagree: {
    en: 'total: the board-making fee and the other fees add up to {sum}, not {total}',
    'zh-CN': 'total：制板费与其他费用之和为 {sum}，不是 {total}',
    'zh-TW': 'total：製板費與其他費用之和為 {sum}，不是 {total}',
    es: 'total: la fabricación y los otros cargos suman {sum}, no {total}',
    ja: 'total: 製板費とその他費用の合計は {sum} で、{total} ではありません',
  },
  setSizeNeeded: {
    en: '{field}: a SET delivery needs the SET width and length',
    'zh-CN': '{field}：按SET交货须填写SET长宽',
    'zh-TW': '{field}：按SET交貨須填寫SET長寬',
    es: '{field}: la entrega por SET necesita su ancho y largo',
    ja: '{field}: SET納品にはSETの幅と長さが必要です',
  },
  requiredDaysNeeded: {
    en: 'requiredDays: a required lead time needs its days',
    'zh-CN': 'requiredDays：指定交期须填写天数',
    'zh-TW': 'requiredDays：指定交期須填寫天數',
    es: 'requiredDays: un plazo exigido necesita sus días',
    ja: 'requiredDays: 指定納期には日数が必要です',
  },
  gerberNotUsable: {
    en: 'gerberFileId: the Gerber file is not one of your analysed uploads for this factory',
    'zh-CN': 'gerberFileId：该Gerber文件不是您上传给此工厂并已分析的文件',
    'zh-TW': 'gerberFileId：該Gerber文件不是您上傳給此工廠並已分析的文件',
    es: 'gerberFileId: el Gerber no es una de sus subidas analizadas para esta fábrica',
    ja: 'gerberFileId: このGerberはこの工場宛てに解析済みのあなたのアップロードではありません',
  },
  ownInquiry: {
    en: 'merchant: a factory cannot send an inquiry to itself',
    'zh-CN': 'merchant：工厂不能向自己询价',
    'zh-TW': 'merchant：工廠不能向自己詢價',
    es: 'merchant: una fábrica no puede consultarse a sí misma',
    ja: 'merchant: 工場は自社に引合を出せません',
  },
  compareVersions: {
    en: 'versions: versions {a} and {b} must both exist',
    'zh-CN': 'versions：版本 {a} 和 {b} 须都存在',
    'zh-TW': 'versions：版本 {a} 和 {b} 須都存在',
    es: 'versions: las versiones {a} y {b} deben existir',
    ja: 'versions: 版 {a} と {b} の両方が必要です',
  },
  closed: {
    en: 'Inquiry {number} closed',
    'zh-CN': '询价 {number} 已关闭',
    'zh-TW': '詢價 {number} 已關閉',
    es: 'Consulta {number} cerrada',
    ja: '引合 {number} を閉じました',
  },
  done: { en: 'Done', 'zh-CN': '操作成功', 'zh-TW': '操作成功', es: 'Hecho', ja: '完了しました' },
} satisfies Record<string, LocalizedText>;

/** The action's name inside the conflict message ("Cannot approve: …"). */
export const inquiryActionWords: Record<InquiryAction, LocalizedText> = {
  withdraw: { en: 'withdraw', 'zh-CN': '撤回', 'zh-TW': '撤回', es: 'retirar', ja: '取り下げ' },
  modify: { en: 'modify', 'zh-CN': '修改', 'zh-TW': '修改', es: 'modificar', ja: '変更' },
  delete: { en: 'delete', 'zh-CN': '删除', 'zh-TW': '刪除', es: 'eliminar', ja: '削除' },
  add_to_cart: {
    en: 'add to cart',
    'zh-CN': '加入购物车',
    'zh-TW': '加入購物車',
    es: 'añadir al carrito',
    ja: 'カートに追加',
  },
  remove_from_cart: {
    en: 'remove from cart',
    'zh-CN': '移出购物车',
    'zh-TW': '移出購物車',
    es: 'quitar del carrito',
    ja: 'カートから外す',
  },
  order: { en: 'order', 'zh-CN': '下单', 'zh-TW': '下單', es: 'pedir', ja: '注文' },
  print: { en: 'print', 'zh-CN': '打印', 'zh-TW': '列印', es: 'imprimir', ja: '印刷' },
  approve: { en: 'approve', 'zh-CN': '审核通过', 'zh-TW': '審核通過', es: 'aprobar', ja: '承認' },
  reject: { en: 'reject', 'zh-CN': '驳回', 'zh-TW': '駁回', es: 'rechazar', ja: '却下' },
  close_quotation: {
    en: 'close the manual quotation',
    'zh-CN': '关闭人工报价',
    'zh-TW': '關閉人工報價',
    es: 'cerrar la cotización manual',
    ja: '手動見積を閉じる',
  },
};

/** The bell: the other side is told what changed. */
export const inquiryBell = {
  created: {
    title: {
      en: 'New inquiry {number}',
      'zh-CN': '新询价 {number}',
      'zh-TW': '新詢價 {number}',
      es: 'Nueva consulta {number}',
      ja: '新しい引合 {number}',
    },
    body: {
      en: '{who} asks for a price: total {total}',
      'zh-CN': '{who} 询价：总价 {total}',
      'zh-TW': '{who} 詢價：總價 {total}',
      es: '{who} pide precio: total {total}',
      ja: '{who} から引合：合計 {total}',
    },
  },
  modified: {
    title: {
      en: 'Inquiry {number} modified',
      'zh-CN': '询价 {number} 已修改',
      'zh-TW': '詢價 {number} 已修改',
      es: 'Consulta {number} modificada',
      ja: '引合 {number} が変更されました',
    },
    body: {
      en: 'Version {version} waits for your review',
      'zh-CN': '版本 {version} 待您审核',
      'zh-TW': '版本 {version} 待您審核',
      es: 'La versión {version} espera su revisión',
      ja: '版 {version} が審査待ちです',
    },
  },
  withdrawn: {
    title: {
      en: 'Inquiry {number} withdrawn',
      'zh-CN': '询价 {number} 已撤回',
      'zh-TW': '詢價 {number} 已撤回',
      es: 'Consulta {number} retirada',
      ja: '引合 {number} が取り下げられました',
    },
    body: {
      en: 'The customer withdrew it',
      'zh-CN': '客户已撤回',
      'zh-TW': '客戶已撤回',
      es: 'El cliente la retiró',
      ja: '顧客が取り下げました',
    },
  },
  approved: {
    title: {
      en: 'Inquiry {number} approved',
      'zh-CN': '询价 {number} 已审核',
      'zh-TW': '詢價 {number} 已審核',
      es: 'Consulta {number} aprobada',
      ja: '引合 {number} が承認されました',
    },
    body: {
      en: 'Factory price: total {total}, {days} days',
      'zh-CN': '工厂报价：总价 {total}，{days} 天',
      'zh-TW': '工廠報價：總價 {total}，{days} 天',
      es: 'Precio de fábrica: total {total}, {days} días',
      ja: '工場価格：合計 {total}、{days} 日',
    },
  },
  rejected: {
    title: {
      en: 'Inquiry {number} rejected',
      'zh-CN': '询价 {number} 被驳回',
      'zh-TW': '詢價 {number} 被駁回',
      es: 'Consulta {number} rechazada',
      ja: '引合 {number} が却下されました',
    },
    body: {
      en: 'Reason: {reason}',
      'zh-CN': '原因：{reason}',
      'zh-TW': '原因：{reason}',
      es: 'Motivo: {reason}',
      ja: '理由：{reason}',
    },
  },
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;

defineMessages('inquiry', {
  changedBecause,
  inquiryActionWords,
  inquiryBell,
  inquiryLogWords,
  inquiryMessages,
  inquiryStatusWords,
});
