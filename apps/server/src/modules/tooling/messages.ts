import { localizedText, type LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The words of tooling and tooling transfers (issue 20): labels, refusals, states, the log and the bells. */
export const toolingLabels: Record<string, LocalizedText> = {
  customerNo: { en: 'Customer', 'zh-CN': '客户', 'zh-TW': '客戶', es: 'Cliente', ja: '顧客' },
  toFactoryNo: {
    en: 'Receiving factory',
    'zh-CN': '接收工厂',
    'zh-TW': '接收工廠',
    es: 'Fábrica receptora',
    ja: '受入工場',
  },
  toolingNo: { en: 'Tooling', 'zh-CN': '工装', 'zh-TW': '工裝', es: 'Utillaje', ja: '治具' },
  orderNo: { en: 'Order', 'zh-CN': '订单', 'zh-TW': '訂單', es: 'Pedido', ja: '注文' },
  reason: { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
  units: { en: 'Used', 'zh-CN': '本次使用', 'zh-TW': '本次使用', es: 'Usado', ja: '使用数' },
  amortisedUnits: {
    en: 'Amortised so far',
    'zh-CN': '已摊销数量',
    'zh-TW': '已攤銷數量',
    es: 'Amortizado hasta ahora',
    ja: '償却済み数',
  },
};

const L = localizedText;

export const toolingMessages = {
  notFound: L(
    'Tooling {no} was not found',
    '未找到工装 {no}',
    '未找到工裝 {no}',
    'No se encontró el utillaje {no}',
    '治具 {no} が見つかりません',
  ),
  transferNotFound: L(
    'Tooling transfer {no} was not found',
    '未找到工装调拨单 {no}',
    '未找到工裝調撥單 {no}',
    'No se encontró el traspaso {no}',
    '治具移管 {no} が見つかりません',
  ),
  customerNotFound: L(
    'no customer enterprise {no} on the platform',
    '平台上没有客户企业 {no}',
    '平台上沒有客戶企業 {no}',
    'no hay cliente {no} en la plataforma',
    'プラットフォームに顧客企業 {no} がありません',
  ),
  factoryNotFound: L(
    'no other factory {no} on the platform',
    '平台上没有其他工厂 {no}',
    '平台上沒有其他工廠 {no}',
    'no hay otra fábrica {no} en la plataforma',
    'プラットフォームに他の工場 {no} がありません',
  ),
  orderNotFound: L(
    'no order {no} of this customer at your factory',
    '本厂没有该客户的订单 {no}',
    '本廠沒有該客戶的訂單 {no}',
    'no hay pedido {no} de este cliente en su fábrica',
    '自社にこの顧客の注文 {no} がありません',
  ),
  tooMany: L(
    'cannot be more than the {over} it is amortised over',
    '不能超过摊销总数 {over}',
    '不能超過攤銷總數 {over}',
    'no puede superar {over}',
    '償却総数 {over} を超えられません',
  ),
  reasonNeeded: L('say why', '请填写原因', '請填寫原因', 'indique el motivo', '理由を入力してください'),
  unitsNeeded: L(
    'enter how many were used',
    '请填写使用数量',
    '請填寫使用數量',
    'indique cuántos se usaron',
    '使用数を入力してください',
  ),
  notHolder: L(
    'Tooling {no} is not at your factory; only the factory holding it sends it',
    '工装 {no} 不在本厂，只有持有工厂可以调出',
    '工裝 {no} 不在本廠，只有持有工廠可以調出',
    'El utillaje {no} no está en su fábrica; solo lo envía la fábrica que lo tiene',
    '治具 {no} は自社にありません。保有工場のみ移管できます',
  ),
  notMaker: L(
    'Only the factory that keeps the record of tooling {no} changes it',
    '只有建档工厂可以修改工装 {no}',
    '只有建檔工廠可以修改工裝 {no}',
    'Solo la fábrica titular del registro cambia el utillaje {no}',
    '治具 {no} を変更できるのは登録工場のみです',
  ),
  wrongTooling: L(
    'Tooling {no} is {status}; it cannot be {action}',
    '工装 {no} 当前状态为{status}，不能{action}',
    '工裝 {no} 當前狀態為{status}，不能{action}',
    'El utillaje {no} está {status}; no se puede {action}',
    '治具 {no} は{status}のため、{action}できません',
  ),
  openTransfer: L(
    'Tooling {no} already has an open transfer {transfer}; wait for it to be signed or cancel it',
    '工装 {no} 已有未签收的调拨单 {transfer}，请等待签收或取消',
    '工裝 {no} 已有未簽收的調撥單 {transfer}，請等待簽收或取消',
    'El utillaje {no} ya tiene el traspaso abierto {transfer}',
    '治具 {no} には未受領の移管 {transfer} があります',
  ),
  wrongState: L(
    'Tooling transfer {no} is {status}; it cannot be {action}',
    '工装调拨单 {no} 当前状态为{status}，不能{action}',
    '工裝調撥單 {no} 當前狀態為{status}，不能{action}',
    'El traspaso {no} está {status}; no se puede {action}',
    '治具移管 {no} は{status}のため、{action}できません',
  ),
  changed: L(
    'Tooling transfer {no} was changed by someone else (it is now {status}); reload and try again',
    '工装调拨单 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    '工裝調撥單 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    'Otra persona cambió el traspaso {no} (ahora está {status}); recargue',
    '治具移管 {no} は他のユーザーにより変更されました（現在: {status}）',
  ),
  toolingChanged: L(
    'Tooling {no} was changed by someone else (it is now {status}); reload and try again',
    '工装 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    '工裝 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    'Otra persona cambió el utillaje {no} (ahora está {status}); recargue',
    '治具 {no} は他のユーザーにより変更されました（現在: {status}）',
  ),
  wrongSide: L(
    'Only the receiving factory signs or refuses a transfer; the sending factory may cancel it',
    '调拨单只能由接收工厂签收或拒收，调出工厂可取消',
    '調撥單只能由接收工廠簽收或拒收，調出工廠可取消',
    'Solo la fábrica receptora firma o rechaza; la emisora puede cancelar',
    '受領・拒否は受入工場のみ、送付工場は取消のみ可能です',
  ),
  created: L(
    'Tooling {no} recorded',
    '工装 {no} 已建档',
    '工裝 {no} 已建檔',
    'Utillaje {no} registrado',
    '治具 {no} を登録しました',
  ),
  saved: L(
    'Tooling {no} is now {status}',
    '工装 {no} 已更新（{status}）',
    '工裝 {no} 已更新（{status}）',
    'El utillaje {no} está ahora {status}',
    '治具 {no} は{status}です',
  ),
  sent: L(
    'Tooling transfer {no} sent to the receiving factory',
    '工装调拨单 {no} 已发给接收工厂',
    '工裝調撥單 {no} 已發給接收工廠',
    'Traspaso {no} enviado a la fábrica receptora',
    '治具移管 {no} を受入工場に送りました',
  ),
  done: L(
    'Tooling transfer {no} is now {status}',
    '工装调拨单 {no} 已{status}',
    '工裝調撥單 {no} 已{status}',
    'El traspaso {no} está ahora {status}',
    '治具移管 {no} は{status}になりました',
  ),
} satisfies Record<string, LocalizedText>;

export const toolingStatusNames: Record<string, LocalizedText> = {
  active: L('active', '在用', '在用', 'activo', '使用中'),
  at_other_factory: L('at another factory', '在其他工厂', '在其他工廠', 'en otra fábrica', '他工場にあり'),
  scrapped: L('scrapped', '已报废', '已報廢', 'dado de baja', '廃棄済み'),
};
export const toolingActionNames: Record<string, LocalizedText> = {
  record_use: L('used', '登记使用', '登記使用', 'registrar uso', '使用登録'),
  scrap: L('scrapped', '报废', '報廢', 'dar de baja', '廃棄'),
  transfer: L('transferred', '调拨', '調撥', 'traspasar', '移管'),
};
export const transferStatusNames: Record<string, LocalizedText> = {
  sent: L('awaiting signature', '待签收', '待簽收', 'pendiente de firma', '受領待ち'),
  received: L('received', '已签收', '已簽收', 'recibido', '受領済み'),
  refused: L('refused', '已拒收', '已拒收', 'rechazado', '拒否済み'),
  cancelled: L('cancelled', '已取消', '已取消', 'cancelado', '取消済み'),
};
export const transferActionNames: Record<string, LocalizedText> = {
  receive: L('received', '签收', '簽收', 'recibir', '受領'),
  refuse: L('refused', '拒收', '拒收', 'rechazar', '拒否'),
  cancel: L('cancelled', '取消', '取消', 'cancelar', '取消'),
};

export const toolingLogWords: Record<string, LocalizedText> = {
  create: L(
    '{who} recorded {name} for {customer}, cost {cost}, amortised over {over} {basis}',
    '{who} 为 {customer} 建档 {name}，成本 {cost}，按 {over} {basis} 摊销',
    '{who} 為 {customer} 建檔 {name}，成本 {cost}，按 {over} {basis} 攤銷',
    '{who} registró {name} para {customer}, coste {cost}, amortizado en {over} {basis}',
    '{who} が {customer} 向けに {name} を登録（費用 {cost}、{over} {basis} で償却）',
  ),
  record_use: L(
    '{who} recorded {units} more used ({used} of {over})',
    '{who} 登记使用 {units}（累计 {used}/{over}）',
    '{who} 登記使用 {units}（累計 {used}/{over}）',
    '{who} registró {units} usos más ({used} de {over})',
    '{who} が使用 {units} を登録（累計 {used}/{over}）',
  ),
  scrap: L(
    '{who} scrapped it: {reason}',
    '{who} 报废：{reason}',
    '{who} 報廢：{reason}',
    '{who} lo dio de baja: {reason}',
    '{who} が廃棄: {reason}',
  ),
  send: L(
    '{who} sent it to {to} ({transferNo})',
    '{who} 将其调往 {to}（{transferNo}）',
    '{who} 將其調往 {to}（{transferNo}）',
    '{who} lo envió a {to} ({transferNo})',
    '{who} が {to} へ移管（{transferNo}）',
  ),
  receive: L(
    '{who} signed for it at {to}, location {location} ({transferNo})',
    '{who} 在 {to} 签收，存放位置 {location}（{transferNo}）',
    '{who} 在 {to} 簽收，存放位置 {location}（{transferNo}）',
    '{who} lo firmó en {to}, ubicación {location} ({transferNo})',
    '{who} が {to} で受領、保管場所 {location}（{transferNo}）',
  ),
  refuse: L(
    '{who} refused it at {to}: {reason} ({transferNo})',
    '{who} 在 {to} 拒收：{reason}（{transferNo}）',
    '{who} 在 {to} 拒收：{reason}（{transferNo}）',
    '{who} lo rechazó en {to}: {reason} ({transferNo})',
    '{who} が {to} で拒否: {reason}（{transferNo}）',
  ),
  cancel: L(
    '{who} cancelled the transfer ({transferNo})',
    '{who} 取消了调拨（{transferNo}）',
    '{who} 取消了調撥（{transferNo}）',
    '{who} canceló el traspaso ({transferNo})',
    '{who} が移管を取り消しました（{transferNo}）',
  ),
};

export const toolingBellWords: Record<string, LocalizedText> = {
  sent: L(
    '{from} sends you tooling {toolingNo} ({name}); sign for it when it arrives',
    '{from} 向您调拨工装 {toolingNo}（{name}），到货后请签收',
    '{from} 向您調撥工裝 {toolingNo}（{name}），到貨後請簽收',
    '{from} le envía el utillaje {toolingNo} ({name}); fírmelo al llegar',
    '{from} から治具 {toolingNo}（{name}）が移管されます。到着後に受領してください',
  ),
  received: L(
    '{to} signed for tooling {toolingNo}',
    '{to} 已签收工装 {toolingNo}',
    '{to} 已簽收工裝 {toolingNo}',
    '{to} firmó el utillaje {toolingNo}',
    '{to} が治具 {toolingNo} を受領しました',
  ),
  refused: L(
    '{to} refused tooling {toolingNo}: {reason}',
    '{to} 拒收工装 {toolingNo}：{reason}',
    '{to} 拒收工裝 {toolingNo}：{reason}',
    '{to} rechazó el utillaje {toolingNo}: {reason}',
    '{to} が治具 {toolingNo} を拒否: {reason}',
  ),
  cancelled: L(
    '{from} cancelled the transfer of tooling {toolingNo}',
    '{from} 取消了工装 {toolingNo} 的调拨',
    '{from} 取消了工裝 {toolingNo} 的調撥',
    '{from} canceló el traspaso del utillaje {toolingNo}',
    '{from} が治具 {toolingNo} の移管を取り消しました',
  ),
};

defineMessages('tooling', {
  toolingActionNames,
  toolingBellWords,
  toolingLabels,
  toolingLogWords,
  toolingMessages,
  toolingStatusNames,
  transferActionNames,
  transferStatusNames,
});
