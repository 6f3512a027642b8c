import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The consent module's answers in the five languages. */
export const consentMessages = {
  factoryNotFound: {
    en: 'No factory {uid} on the platform',
    'zh-CN': '平台上没有工厂 {uid}',
    'zh-TW': '平台上沒有工廠 {uid}',
    es: 'No hay ninguna fábrica {uid} en la plataforma',
    ja: 'プラットフォームに工場 {uid} はありません',
  },
  customerNotFound: {
    en: 'No customer {uid} of yours',
    'zh-CN': '您的客户中没有 {uid}',
    'zh-TW': '您的客戶中沒有 {uid}',
    es: 'No tiene ningún cliente {uid}',
    ja: '顧客 {uid} はありません',
  },
  customerOnly: {
    en: 'Only the customer grants or revokes its consent',
    'zh-CN': '只有客户本人可以授予或撤回授权',
    'zh-TW': '只有客戶本人可以授予或撤回授權',
    es: 'Solo el cliente concede o retira su consentimiento',
    ja: '同意の付与と撤回は顧客のみが行えます',
  },
  factoryOnly: {
    en: 'Only a factory reads what its customers let it share',
    'zh-CN': '只有工厂可以查看客户授权共享的信息',
    'zh-TW': '只有工廠可以查看客戶授權共享的資訊',
    es: 'Solo una fábrica consulta lo que sus clientes le permiten compartir',
    ja: '顧客が共有を許可した情報を見られるのは工場のみです',
  },
  stale: {
    en: 'The consent for {category} was changed meanwhile (it is now {status}, version {version}): reload and try again',
    'zh-CN': '“{category}”的授权已被修改（当前为{status}，版本 {version}），请刷新后重试',
    'zh-TW': '「{category}」的授權已被修改（目前為{status}，版本 {version}），請重新整理後重試',
    es: 'El consentimiento de {category} cambió entretanto (ahora está {status}, versión {version}): recargue y vuelva a intentarlo',
    ja: '「{category}」の同意は変更されています（現在{status}、版 {version}）。再読み込みしてやり直してください',
  },
  pastDay: {
    en: 'must be today or later',
    'zh-CN': '不能早于今天',
    'zh-TW': '不能早於今天',
    es: 'debe ser hoy o posterior',
    ja: '今日以降の日付にしてください',
  },
  saved: {
    en: 'Consent saved',
    'zh-CN': '授权已保存',
    'zh-TW': '授權已儲存',
    es: 'Consentimiento guardado',
    ja: '同意を保存しました',
  },
} satisfies Record<string, LocalizedText>;

export const categoryNames: Record<string, LocalizedText> = {
  profile: {
    en: 'company profile',
    'zh-CN': '企业资料',
    'zh-TW': '企業資料',
    es: 'datos de la empresa',
    ja: '会社情報',
  },
  addresses: {
    en: 'delivery addresses',
    'zh-CN': '收货地址',
    'zh-TW': '收貨地址',
    es: 'direcciones de entrega',
    ja: '届け先住所',
  },
  invoicing: {
    en: 'invoicing and tax information',
    'zh-CN': '开票及税务信息',
    'zh-TW': '開票及稅務資訊',
    es: 'datos fiscales y de facturación',
    ja: '請求・税務情報',
  },
  orders: { en: 'order history', 'zh-CN': '订单记录', 'zh-TW': '訂單記錄', es: 'historial de pedidos', ja: '注文履歴' },
};

export const statusNames: Record<string, LocalizedText> = {
  none: { en: 'never granted', 'zh-CN': '未授权', 'zh-TW': '未授權', es: 'nunca concedido', ja: '未付与' },
  granted: { en: 'granted', 'zh-CN': '已授权', 'zh-TW': '已授權', es: 'concedido', ja: '付与済み' },
  revoked: { en: 'revoked', 'zh-CN': '已撤回', 'zh-TW': '已撤回', es: 'retirado', ja: '撤回済み' },
};

/** The log in words: `{who}`, `{customer}`, `{factory}`, `{category}`, `{thirdParty}`. */
export const logWords: Record<string, LocalizedText> = {
  grant: {
    en: '{who} of {customer} let {factory} share its {category} with {thirdParty}',
    'zh-CN': '{customer} 的 {who} 授权 {factory} 向{thirdParty}共享其{category}',
    'zh-TW': '{customer} 的 {who} 授權 {factory} 向{thirdParty}共享其{category}',
    es: '{who} de {customer} permitió a {factory} compartir sus {category} con {thirdParty}',
    ja: '{customer} の {who} が {factory} に{category}を{thirdParty}と共有することを許可しました',
  },
  revoke: {
    en: '{who} of {customer} revoked the sharing of its {category} by {factory}',
    'zh-CN': '{customer} 的 {who} 撤回了 {factory} 共享其{category}的授权',
    'zh-TW': '{customer} 的 {who} 撤回了 {factory} 共享其{category}的授權',
    es: '{who} de {customer} retiró el permiso de {factory} para compartir sus {category}',
    ja: '{customer} の {who} が {factory} による{category}の共有を撤回しました',
  },
};

export const anyThirdParty: LocalizedText = {
  en: 'third parties',
  'zh-CN': '第三方',
  'zh-TW': '第三方',
  es: 'terceros',
  ja: '第三者',
};

export const categoryLabel: LocalizedText = {
  en: 'Category',
  'zh-CN': '信息类别',
  'zh-TW': '資訊類別',
  es: 'Categoría',
  ja: '情報の種類',
};
export const expiresLabel: LocalizedText = {
  en: 'Valid until',
  'zh-CN': '有效期至',
  'zh-TW': '有效期至',
  es: 'Válido hasta',
  ja: '有効期限',
};

defineMessages('consent', {
  anyThirdParty,
  categoryLabel,
  categoryNames,
  consentMessages,
  expiresLabel,
  logWords,
  statusNames,
});
