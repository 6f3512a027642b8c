import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The barcode module's answers in the five languages. */
export const barcodeMessages = {
  notFound: {
    en: 'No barcode rule {no}',
    'zh-CN': '条码规则 {no} 不存在',
    'zh-TW': '條碼規則 {no} 不存在',
    es: 'No existe la regla de código de barras {no}',
    ja: 'バーコード規則 {no} はありません',
  },
  stale: {
    en: 'Barcode rule {no} was changed by someone else (it is now {status}, version {version}): reload it and try again',
    'zh-CN': '条码规则 {no} 已被他人修改（当前为{status}，版本 {version}），请刷新后重试',
    'zh-TW': '條碼規則 {no} 已被他人修改（目前為{status}，版本 {version}），請重新整理後重試',
    es: 'Otra persona cambió la regla {no} (ahora está {status}, versión {version}): recárguela y vuelva a intentarlo',
    ja: 'バーコード規則 {no} は他の人が変更しました（現在{status}、版 {version}）。再読み込みしてやり直してください',
  },
  wrongState: {
    en: 'Barcode rule {no} is {status}: it cannot be {action}',
    'zh-CN': '条码规则 {no} 当前为{status}，不能{action}',
    'zh-TW': '條碼規則 {no} 目前為{status}，不能{action}',
    es: 'La regla {no} está {status}: no se puede {action}',
    ja: 'バーコード規則 {no} は{status}のため、{action}できません',
  },
  factoryOnly: {
    en: 'Barcode and label rules belong to a factory',
    'zh-CN': '条码与标签规则仅限工厂设置',
    'zh-TW': '條碼與標籤規則僅限工廠設定',
    es: 'Las reglas de códigos y etiquetas son de una fábrica',
    ja: 'バーコードとラベルの規則は工場のみ設定できます',
  },
  saved: {
    en: 'Barcode rule {no} saved',
    'zh-CN': '条码规则 {no} 已保存',
    'zh-TW': '條碼規則 {no} 已儲存',
    es: 'Regla {no} guardada',
    ja: 'バーコード規則 {no} を保存しました',
  },
  fieldsEmpty: {
    en: 'choose at least one field',
    'zh-CN': '至少选择一个字段',
    'zh-TW': '至少選擇一個欄位',
    es: 'elija al menos un campo',
    ja: '項目を1つ以上選んでください',
  },
  tooSmall: {
    en: 'a {symbology} label needs at least {min} mm',
    'zh-CN': '{symbology} 标签至少需要 {min} 毫米',
    'zh-TW': '{symbology} 標籤至少需要 {min} 公釐',
    es: 'una etiqueta {symbology} necesita al menos {min} mm',
    ja: '{symbology} のラベルには {min} mm 以上が必要です',
  },
} satisfies Record<string, LocalizedText>;

export const statusNames: Record<string, LocalizedText> = {
  active: { en: 'active', 'zh-CN': '启用', 'zh-TW': '啟用', es: 'activa', ja: '有効' },
  disabled: { en: 'disabled', 'zh-CN': '停用', 'zh-TW': '停用', es: 'desactivada', ja: '無効' },
  default: {
    en: 'the default rule',
    'zh-CN': '默认规则',
    'zh-TW': '預設規則',
    es: 'la regla predeterminada',
    ja: '既定の規則',
  },
};

export const actionNames: Record<string, LocalizedText> = {
  makeDefault: {
    en: 'made the default',
    'zh-CN': '设为默认',
    'zh-TW': '設為預設',
    es: 'hacerse predeterminada',
    ja: '既定に',
  },
  disable: { en: 'disabled', 'zh-CN': '停用', 'zh-TW': '停用', es: 'desactivarse', ja: '無効に' },
  enable: { en: 'enabled', 'zh-CN': '启用', 'zh-TW': '啟用', es: 'activarse', ja: '有効に' },
};

/** The operation log in words: `{who}` and the row's values. */
export const logWords: Record<string, LocalizedText> = {
  create: {
    en: '{who} created the rule ({symbology}, {size})',
    'zh-CN': '{who} 创建了规则（{symbology}，{size}）',
    'zh-TW': '{who} 建立了規則（{symbology}，{size}）',
    es: '{who} creó la regla ({symbology}, {size})',
    ja: '{who} が規則を作成しました（{symbology}、{size}）',
  },
  edit: {
    en: '{who} changed the rule ({symbology}, {size})',
    'zh-CN': '{who} 修改了规则（{symbology}，{size}）',
    'zh-TW': '{who} 修改了規則（{symbology}，{size}）',
    es: '{who} cambió la regla ({symbology}, {size})',
    ja: '{who} が規則を変更しました（{symbology}、{size}）',
  },
  makeDefault: {
    en: '{who} made it the default rule',
    'zh-CN': '{who} 设为默认规则',
    'zh-TW': '{who} 設為預設規則',
    es: '{who} la hizo predeterminada',
    ja: '{who} が既定の規則にしました',
  },
  disable: {
    en: '{who} disabled the rule',
    'zh-CN': '{who} 停用了规则',
    'zh-TW': '{who} 停用了規則',
    es: '{who} desactivó la regla',
    ja: '{who} が規則を無効にしました',
  },
  enable: {
    en: '{who} enabled the rule',
    'zh-CN': '{who} 启用了规则',
    'zh-TW': '{who} 啟用了規則',
    es: '{who} activó la regla',
    ja: '{who} が規則を有効にしました',
  },
};

/** Labels of the sample label printed by the preview. */
export const previewLabels: Record<string, LocalizedText> = {
  deliveryNo: { en: 'Delivery no.', 'zh-CN': '送货单号', 'zh-TW': '送貨單號', es: 'N.º de entrega', ja: '納品番号' },
  from: { en: 'From', 'zh-CN': '发货方', 'zh-TW': '發貨方', es: 'Remitente', ja: '出荷元' },
  to: { en: 'To', 'zh-CN': '收货方', 'zh-TW': '收貨方', es: 'Destinatario', ja: '届け先' },
  plannedDate: { en: 'Delivery date', 'zh-CN': '交货日期', 'zh-TW': '交貨日期', es: 'Fecha de entrega', ja: '納期' },
  carrier: { en: 'Carrier', 'zh-CN': '承运商', 'zh-TW': '承運商', es: 'Transportista', ja: '運送会社' },
  packages: { en: 'Packages', 'zh-CN': '件数', 'zh-TW': '件數', es: 'Bultos', ja: '個口' },
  lines: { en: 'Contents', 'zh-CN': '货物', 'zh-TW': '貨物', es: 'Contenido', ja: '内容' },
  sampleTo: {
    en: 'Demo Customer Ltd.\n1 Science Road, Nanshan, Shenzhen',
    'zh-CN': '示例客户有限公司\n深圳市南山区科技路 1 号',
    'zh-TW': '示例客戶有限公司\n深圳市南山區科技路 1 號',
    es: 'Cliente Demo S.L.\nCalle Ciencia 1, Nanshan, Shenzhen',
    ja: 'デモ顧客株式会社\n深圳市南山区科技路 1 号',
  },
  sampleCarrier: {
    en: 'SF Express SF1234567890',
    'zh-CN': '顺丰速运 SF1234567890',
    'zh-TW': '順豐速運 SF1234567890',
    es: 'SF Express SF1234567890',
    ja: 'SF Express SF1234567890',
  },
};

defineMessages('barcode', { actionNames, barcodeMessages, logWords, previewLabels, statusNames });
