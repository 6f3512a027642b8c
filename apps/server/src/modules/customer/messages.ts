import type {
  CustomerLevel,
  CustomerOrigin,
  CustomerStatus,
  FollowUpWay,
  LeadAction,
  LeadSource,
  LeadStage,
  CustomerPaymentTerm,
} from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The customer module's answers in the five languages; `{state}` and `{action}` take words of the tables below. */
export const customerMessages = {
  creditExceeded: {
    en:
      'Credit limit of {customer} exceeded: the limit is {limit}, credit in use is {used} ' +
      '(open receivables {open}, released undelivered notices {undelivered}) and this release adds {amount}',
    'zh-CN':
      '超出客户 {customer} 的信用额度：额度 {limit}，已用 {used}（未结应收 {open}，已下达未交货 {undelivered}），本次下达 {amount}',
    'zh-TW':
      '超出客戶 {customer} 的信用額度：額度 {limit}，已用 {used}（未結應收 {open}，已下達未交貨 {undelivered}），本次下達 {amount}',
    es:
      'Se supera el límite de crédito de {customer}: el límite es {limit}, el crédito en uso es {used} ' +
      '(cuentas por cobrar abiertas {open}, avisos liberados sin entregar {undelivered}) y esta liberación añade {amount}',
    ja: '{customer} の与信限度額を超えます：限度額 {limit}、使用中 {used}（未回収売掛 {open}、リリース済み未納品 {undelivered}）、今回のリリース {amount}',
  },
  customerNotFound: {
    en: 'No such customer in your customer files',
    'zh-CN': '客户资料中没有该客户',
    'zh-TW': '客戶資料中沒有該客戶',
    es: 'Ese cliente no está en sus archivos de clientes',
    ja: '顧客資料にその顧客はありません',
  },
  customerNoTaken: {
    en: 'Customer number {no} is already in your customer files',
    'zh-CN': '客户编号 {no} 已存在于客户资料中',
    'zh-TW': '客戶編號 {no} 已存在於客戶資料中',
    es: 'El número de cliente {no} ya está en sus archivos de clientes',
    ja: '顧客番号 {no} は既に顧客資料にあります',
  },
  leadNotFound: {
    en: 'No lead {no}',
    'zh-CN': '潜在客户 {no} 不存在',
    'zh-TW': '潛在客戶 {no} 不存在',
    es: 'No existe el cliente potencial {no}',
    ja: '見込み顧客 {no} はありません',
  },
  factoryOnly: {
    en: 'Customer files and leads belong to a factory’s sales desk',
    'zh-CN': '客户资料和潜在客户仅供工厂销售使用',
    'zh-TW': '客戶資料和潛在客戶僅供工廠銷售使用',
    es: 'Los archivos de clientes y los clientes potenciales son del área de ventas de una fábrica',
    ja: '顧客資料と見込み顧客は工場の営業部門専用です',
  },
  staleCustomer: {
    en: 'Customer {no} was changed by someone else (now version {version}): reload it and try again',
    'zh-CN': '客户 {no} 已被他人修改（当前第{version}版），请刷新后重试',
    'zh-TW': '客戶 {no} 已被他人修改（當前第{version}版），請重新整理後重試',
    es: 'Otra persona cambió el cliente {no} (ahora versión {version}): recárguelo e inténtelo de nuevo',
    ja: '顧客 {no} は他の人により変更されました（現在 第{version}版）。再読み込みしてやり直してください',
  },
  customerState: {
    en: 'Customer {no} is {state}: it cannot be {action}',
    'zh-CN': '客户 {no} 当前为{state}，不能{action}',
    'zh-TW': '客戶 {no} 當前為{state}，不能{action}',
    es: 'El cliente {no} está {state}: no se puede {action}',
    ja: '顧客 {no} は{state}のため、{action}できません',
  },
  leadState: {
    en: 'Lead {no} is {state}: it cannot be {action} now',
    'zh-CN': '潜在客户 {no} 当前为{state}，不能{action}',
    'zh-TW': '潛在客戶 {no} 當前為{state}，不能{action}',
    es: 'El cliente potencial {no} está {state}: ahora no se puede {action}',
    ja: '見込み顧客 {no} は{state}のため、{action}できません',
  },
  staleLead: {
    en: 'Lead {no} was changed by someone else (now {state}, version {version}): reload it and try again',
    'zh-CN': '潜在客户 {no} 已被他人修改（当前{state}，第{version}版），请刷新后重试',
    'zh-TW': '潛在客戶 {no} 已被他人修改（當前{state}，第{version}版），請重新整理後重試',
    es: 'Otra persona cambió el cliente potencial {no} (ahora {state}, versión {version}): recárguelo e inténtelo de nuevo',
    ja: '見込み顧客 {no} は他の人により変更されました（現在 {state}、第{version}版）。再読み込みしてやり直してください',
  },
  nameRequired: {
    en: 'Customer name: cannot be empty',
    'zh-CN': '客户名称：不能为空',
    'zh-TW': '客戶名稱：不能為空',
    es: 'Nombre del cliente: no puede estar vacío',
    ja: '顧客名：必須です',
  },
  reasonRequired: {
    en: 'Reason: say why the lead was lost',
    'zh-CN': '原因：请填写流失原因',
    'zh-TW': '原因：請填寫流失原因',
    es: 'Motivo: diga por qué se perdió',
    ja: '理由：失注の理由を入力してください',
  },
  badSalesman: {
    en: 'Salesman: not an active staff member of your enterprise',
    'zh-CN': '业务员：不是本企业的在职员工',
    'zh-TW': '業務員：不是本企業的在職員工',
    es: 'Vendedor: no es un empleado activo de su empresa',
    ja: '営業担当：自社の在籍スタッフではありません',
  },
  badPlatformCustomer: {
    en: 'Platform customer: not a customer enterprise on the platform',
    'zh-CN': '平台客户：不是平台上的客户企业',
    'zh-TW': '平台客戶：不是平台上的客戶企業',
    es: 'Cliente de la plataforma: no es una empresa cliente de la plataforma',
    ja: 'プラットフォーム顧客：プラットフォーム上の顧客企業ではありません',
  },
  platformTaken: {
    en: 'Platform customer: already linked to customer {no}',
    'zh-CN': '平台客户：已关联客户 {no}',
    'zh-TW': '平台客戶：已關聯客戶 {no}',
    es: 'Cliente de la plataforma: ya está vinculado al cliente {no}',
    ja: 'プラットフォーム顧客：既に顧客 {no} に紐付いています',
  },
  badNextDate: {
    en: 'Next follow-up date: cannot be before the follow-up date',
    'zh-CN': '下次跟进日期：不能早于本次跟进日期',
    'zh-TW': '下次跟進日期：不能早於本次跟進日期',
    es: 'Próximo seguimiento: no puede ser anterior a la fecha del seguimiento',
    ja: '次回フォロー日：今回のフォロー日より前にはできません',
  },
  badCredit: {
    en: 'Credit limit: an amount from 0 with at most 2 decimals',
    'zh-CN': '信用额度：请输入不小于0且最多两位小数的金额',
    'zh-TW': '信用額度：請輸入不小於0且最多兩位小數的金額',
    es: 'Límite de crédito: un importe desde 0 con 2 decimales como máximo',
    ja: '与信限度額：0以上、小数2桁以内の金額を入力してください',
  },
} satisfies Record<string, LocalizedText>;

export const levelWords: Record<CustomerLevel, LocalizedText> = {
  strategic: { en: 'Strategic', 'zh-CN': '战略客户', 'zh-TW': '戰略客戶', es: 'Estratégico', ja: '戦略顧客' },
  key: { en: 'Key', 'zh-CN': '重点客户', 'zh-TW': '重點客戶', es: 'Clave', ja: '重点顧客' },
  regular: { en: 'Regular', 'zh-CN': '普通客户', 'zh-TW': '普通客戶', es: 'Habitual', ja: '一般顧客' },
  occasional: { en: 'Occasional', 'zh-CN': '零星客户', 'zh-TW': '零星客戶', es: 'Ocasional', ja: 'スポット顧客' },
};

export const termWords: Record<CustomerPaymentTerm, LocalizedText> = {
  prepaid: {
    en: 'Payment in advance',
    'zh-CN': '款到发货',
    'zh-TW': '款到發貨',
    es: 'Pago por adelantado',
    ja: '前払い',
  },
  cash_on_delivery: {
    en: 'Cash on delivery',
    'zh-CN': '货到付款',
    'zh-TW': '貨到付款',
    es: 'Pago contra entrega',
    ja: '代金引換',
  },
  net_30: {
    en: '30 days after invoice',
    'zh-CN': '发票后30天',
    'zh-TW': '發票後30天',
    es: '30 días tras la factura',
    ja: '請求後30日',
  },
  net_60: {
    en: '60 days after invoice',
    'zh-CN': '发票后60天',
    'zh-TW': '發票後60天',
    es: '60 días tras la factura',
    ja: '請求後60日',
  },
  monthly_30: {
    en: 'Monthly statement + 30 days',
    'zh-CN': '月结30天',
    'zh-TW': '月結30天',
    es: 'Extracto mensual + 30 días',
    ja: '月末締め30日',
  },
  monthly_60: {
    en: 'Monthly statement + 60 days',
    'zh-CN': '月结60天',
    'zh-TW': '月結60天',
    es: 'Extracto mensual + 60 días',
    ja: '月末締め60日',
  },
  monthly_90: {
    en: 'Monthly statement + 90 days',
    'zh-CN': '月结90天',
    'zh-TW': '月結90天',
    es: 'Extracto mensual + 90 días',
    ja: '月末締め90日',
  },
};

export const customerStateWords: Record<CustomerStatus, LocalizedText> = {
  active: { en: 'active', 'zh-CN': '启用', 'zh-TW': '啟用', es: 'activo', ja: '有効' },
  archived: { en: 'archived', 'zh-CN': '已停用', 'zh-TW': '已停用', es: 'archivado', ja: '停止中' },
};

export const originWords: Record<CustomerOrigin, LocalizedText> = {
  manual: {
    en: 'entered by the factory',
    'zh-CN': '手工录入',
    'zh-TW': '手工錄入',
    es: 'registrado por la fábrica',
    ja: '手入力',
  },
  lead: {
    en: 'won from a lead',
    'zh-CN': '线索转化',
    'zh-TW': '線索轉化',
    es: 'ganado de un cliente potencial',
    ja: '見込みから受注',
  },
  platform: {
    en: 'ordered on the platform',
    'zh-CN': '平台下单',
    'zh-TW': '平台下單',
    es: 'pedido en la plataforma',
    ja: 'プラットフォームで注文',
  },
};

export const customerActionWords = {
  archive: { en: 'archived', 'zh-CN': '停用', 'zh-TW': '停用', es: 'archivar', ja: '停止' },
  restore: { en: 'restored', 'zh-CN': '启用', 'zh-TW': '啟用', es: 'reactivar', ja: '再開' },
} satisfies Record<string, LocalizedText>;

export const stageWords: Record<LeadStage, LocalizedText> = {
  new: { en: 'new', 'zh-CN': '新线索', 'zh-TW': '新線索', es: 'nuevo', ja: '新規' },
  contacted: { en: 'contacted', 'zh-CN': '已联系', 'zh-TW': '已聯繫', es: 'contactado', ja: '接触済み' },
  qualified: { en: 'qualified', 'zh-CN': '已确认意向', 'zh-TW': '已確認意向', es: 'calificado', ja: '見込みあり' },
  won: { en: 'won', 'zh-CN': '已成交', 'zh-TW': '已成交', es: 'ganado', ja: '受注' },
  lost: { en: 'lost', 'zh-CN': '已流失', 'zh-TW': '已流失', es: 'perdido', ja: '失注' },
};

export const leadActionWords: Record<LeadAction | 'follow_up' | 'revise', LocalizedText> = {
  contact: {
    en: 'marked contacted',
    'zh-CN': '标记为已联系',
    'zh-TW': '標記為已聯繫',
    es: 'marcar como contactado',
    ja: '接触済みに',
  },
  qualify: { en: 'qualified', 'zh-CN': '确认意向', 'zh-TW': '確認意向', es: 'calificar', ja: '見込みありに' },
  win: { en: 'won', 'zh-CN': '转为客户', 'zh-TW': '轉為客戶', es: 'ganar', ja: '受注' },
  lose: { en: 'lost', 'zh-CN': '标记流失', 'zh-TW': '標記流失', es: 'marcar como perdido', ja: '失注に' },
  reopen: { en: 'reopened', 'zh-CN': '重新跟进', 'zh-TW': '重新跟進', es: 'reabrir', ja: '再開' },
  follow_up: { en: 'followed up', 'zh-CN': '跟进', 'zh-TW': '跟進', es: 'seguir', ja: 'フォロー' },
  revise: { en: 'changed', 'zh-CN': '修改', 'zh-TW': '修改', es: 'modificar', ja: '変更' },
};

export const sourceWords: Record<LeadSource, LocalizedText> = {
  exhibition: { en: 'Exhibition', 'zh-CN': '展会', 'zh-TW': '展會', es: 'Feria', ja: '展示会' },
  website: { en: 'Website', 'zh-CN': '官网', 'zh-TW': '官網', es: 'Sitio web', ja: 'ウェブサイト' },
  referral: { en: 'Referral', 'zh-CN': '客户介绍', 'zh-TW': '客戶介紹', es: 'Recomendación', ja: '紹介' },
  cold_call: { en: 'Cold call', 'zh-CN': '陌生拜访', 'zh-TW': '陌生拜訪', es: 'Llamada en frío', ja: '飛び込み' },
  platform: { en: 'Platform', 'zh-CN': '平台', 'zh-TW': '平台', es: 'Plataforma', ja: 'プラットフォーム' },
  advertising: { en: 'Advertising', 'zh-CN': '广告', 'zh-TW': '廣告', es: 'Publicidad', ja: '広告' },
  other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'Otro', ja: 'その他' },
};

export const wayWords: Record<FollowUpWay, LocalizedText> = {
  call: { en: 'phone call', 'zh-CN': '电话', 'zh-TW': '電話', es: 'llamada', ja: '電話' },
  visit: { en: 'visit', 'zh-CN': '拜访', 'zh-TW': '拜訪', es: 'visita', ja: '訪問' },
  email: { en: 'e-mail', 'zh-CN': '邮件', 'zh-TW': '郵件', es: 'correo', ja: 'メール' },
  wechat: { en: 'WeChat', 'zh-CN': '微信', 'zh-TW': '微信', es: 'WeChat', ja: 'WeChat' },
  meeting: { en: 'meeting', 'zh-CN': '会议', 'zh-TW': '會議', es: 'reunión', ja: '会議' },
  sample: { en: 'sample sent', 'zh-CN': '寄样', 'zh-TW': '寄樣', es: 'envío de muestra', ja: 'サンプル送付' },
};

/** The operation log in words: `{by}` the person, `{no}`, `{version}`, `{reason}`, `{stage}`, `{way}`, `{summary}`, `{customer}`, `{next}`. */
export const logWords: Record<string, LocalizedText> = {
  create: {
    en: '{by} created customer {no}',
    'zh-CN': '{by} 新建了客户 {no}',
    'zh-TW': '{by} 新建了客戶 {no}',
    es: '{by} creó el cliente {no}',
    ja: '{by} が顧客 {no} を作成しました',
  },
  adopt: {
    en: 'Customer {no} was created when the platform customer ordered',
    'zh-CN': '平台客户下单，自动建立客户 {no}',
    'zh-TW': '平台客戶下單，自動建立客戶 {no}',
    es: 'El cliente {no} se creó cuando el cliente de la plataforma hizo un pedido',
    ja: 'プラットフォーム顧客の注文により顧客 {no} が作成されました',
  },
  from_lead: {
    en: '{by} created customer {no} from lead {lead}',
    'zh-CN': '{by} 由潜在客户 {lead} 转为客户 {no}',
    'zh-TW': '{by} 由潛在客戶 {lead} 轉為客戶 {no}',
    es: '{by} creó el cliente {no} a partir del cliente potencial {lead}',
    ja: '{by} が見込み顧客 {lead} から顧客 {no} を作成しました',
  },
  from_quotation_list: {
    en: 'Customer {no} came over from the quotation’s customer list',
    'zh-CN': '客户 {no} 由报价客户列表并入',
    'zh-TW': '客戶 {no} 由報價客戶列表併入',
    es: 'El cliente {no} se trasladó desde la lista de clientes de cotización',
    ja: '顧客 {no} は見積の顧客リストから移されました',
  },
  merge_quotation_list: {
    en: 'The quotation’s customer list entry {no} was merged in (version {version})',
    'zh-CN': '报价客户列表中的 {no} 已合并到本客户（第{version}版）',
    'zh-TW': '報價客戶列表中的 {no} 已合併到本客戶（第{version}版）',
    es: 'La entrada {no} de la lista de clientes de cotización se fusionó aquí (versión {version})',
    ja: '見積の顧客リストの {no} をこの顧客に統合しました（第{version}版）',
  },
  revise: {
    en: '{by} changed {fields} (version {version})',
    'zh-CN': '{by} 修改了{fields}（第{version}版）',
    'zh-TW': '{by} 修改了{fields}（第{version}版）',
    es: '{by} cambió {fields} (versión {version})',
    ja: '{by} が{fields}を変更しました（第{version}版）',
  },
  archive: {
    en: '{by} archived the customer',
    'zh-CN': '{by} 停用了客户',
    'zh-TW': '{by} 停用了客戶',
    es: '{by} archivó el cliente',
    ja: '{by} が顧客を停止しました',
  },
  restore: {
    en: '{by} restored the customer',
    'zh-CN': '{by} 重新启用了客户',
    'zh-TW': '{by} 重新啟用了客戶',
    es: '{by} reactivó el cliente',
    ja: '{by} が顧客を再開しました',
  },
  lead_create: {
    en: '{by} recorded the lead',
    'zh-CN': '{by} 录入了潜在客户',
    'zh-TW': '{by} 錄入了潛在客戶',
    es: '{by} registró el cliente potencial',
    ja: '{by} が見込み顧客を登録しました',
  },
  lead_revise: {
    en: '{by} changed the lead',
    'zh-CN': '{by} 修改了潜在客户信息',
    'zh-TW': '{by} 修改了潛在客戶資訊',
    es: '{by} cambió el cliente potencial',
    ja: '{by} が見込み顧客を変更しました',
  },
  contact: {
    en: '{by} marked the lead contacted',
    'zh-CN': '{by} 将其标记为已联系',
    'zh-TW': '{by} 將其標記為已聯繫',
    es: '{by} lo marcó como contactado',
    ja: '{by} が接触済みにしました',
  },
  qualify: {
    en: '{by} qualified the lead',
    'zh-CN': '{by} 确认了客户意向',
    'zh-TW': '{by} 確認了客戶意向',
    es: '{by} calificó el cliente potencial',
    ja: '{by} が見込みありにしました',
  },
  win: {
    en: '{by} won the lead: customer {customer}',
    'zh-CN': '{by} 成交，转为客户 {customer}',
    'zh-TW': '{by} 成交，轉為客戶 {customer}',
    es: '{by} ganó el cliente potencial: cliente {customer}',
    ja: '{by} が受注しました：顧客 {customer}',
  },
  lose: {
    en: '{by} marked the lead lost: {reason}',
    'zh-CN': '{by} 标记为流失：{reason}',
    'zh-TW': '{by} 標記為流失：{reason}',
    es: '{by} lo marcó como perdido: {reason}',
    ja: '{by} が失注にしました：{reason}',
  },
  reopen: {
    en: '{by} reopened the lead',
    'zh-CN': '{by} 重新跟进该客户',
    'zh-TW': '{by} 重新跟進該客戶',
    es: '{by} reabrió el cliente potencial',
    ja: '{by} が再開しました',
  },
  follow_up: {
    en: '{by} followed up by {way}: {summary} (next {next})',
    'zh-CN': '{by} {way}跟进：{summary}（下次 {next}）',
    'zh-TW': '{by} {way}跟進：{summary}（下次 {next}）',
    es: '{by} hizo seguimiento por {way}: {summary} (próximo {next})',
    ja: '{by} が{way}でフォロー：{summary}（次回 {next}）',
  },
};

/** Column headers of the Excel exports. */
export const columnWords: Record<string, LocalizedText> = {
  customerNo: { en: 'Customer no.', 'zh-CN': '客户编号', 'zh-TW': '客戶編號', es: 'N.º de cliente', ja: '顧客番号' },
  name: { en: 'Customer name', 'zh-CN': '客户名称', 'zh-TW': '客戶名稱', es: 'Nombre del cliente', ja: '顧客名' },
  level: { en: 'Level', 'zh-CN': '客户等级', 'zh-TW': '客戶等級', es: 'Nivel', ja: 'ランク' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  contact: {
    en: 'Main contact',
    'zh-CN': '主要联系人',
    'zh-TW': '主要聯繫人',
    es: 'Contacto principal',
    ja: '主担当者',
  },
  phone: { en: 'Phone', 'zh-CN': '电话', 'zh-TW': '電話', es: 'Teléfono', ja: '電話' },
  taxId: { en: 'Taxpayer ID', 'zh-CN': '纳税人识别号', 'zh-TW': '納稅人識別號', es: 'NIF', ja: '納税者番号' },
  creditUsed: {
    en: 'Credit used',
    'zh-CN': '已用信用额度',
    'zh-TW': '已用信用額度',
    es: 'Crédito usado',
    ja: '与信使用額',
  },
  creditLimit: {
    en: 'Credit limit',
    'zh-CN': '信用额度',
    'zh-TW': '信用額度',
    es: 'Límite de crédito',
    ja: '与信限度額',
  },
  paymentTerms: {
    en: 'Payment terms',
    'zh-CN': '付款方式',
    'zh-TW': '付款方式',
    es: 'Condiciones de pago',
    ja: '支払条件',
  },
  salesman: { en: 'Salesman', 'zh-CN': '业务员', 'zh-TW': '業務員', es: 'Vendedor', ja: '営業担当' },
  platform: {
    en: 'Platform enterprise',
    'zh-CN': '平台企业',
    'zh-TW': '平台企業',
    es: 'Empresa en la plataforma',
    ja: 'プラットフォーム企業',
  },
  origin: { en: 'Origin', 'zh-CN': '来源', 'zh-TW': '來源', es: 'Procedencia', ja: '登録経路' },
  createdAt: { en: 'Created', 'zh-CN': '创建时间', 'zh-TW': '建立時間', es: 'Creado', ja: '作成日時' },
  leadNo: {
    en: 'Lead no.',
    'zh-CN': '线索编号',
    'zh-TW': '線索編號',
    es: 'N.º de cliente potencial',
    ja: '見込み番号',
  },
  company: { en: 'Company', 'zh-CN': '公司', 'zh-TW': '公司', es: 'Empresa', ja: '会社' },
  contactName: { en: 'Contact', 'zh-CN': '联系人', 'zh-TW': '聯繫人', es: 'Contacto', ja: '担当者' },
  source: { en: 'Source', 'zh-CN': '来源', 'zh-TW': '來源', es: 'Origen', ja: '取得元' },
  stage: { en: 'Stage', 'zh-CN': '阶段', 'zh-TW': '階段', es: 'Etapa', ja: '段階' },
  nextFollowUpOn: {
    en: 'Next follow-up',
    'zh-CN': '下次跟进',
    'zh-TW': '下次跟進',
    es: 'Próximo seguimiento',
    ja: '次回フォロー',
  },
  lostReason: { en: 'Lost reason', 'zh-CN': '流失原因', 'zh-TW': '流失原因', es: 'Motivo de pérdida', ja: '失注理由' },
  note: { en: 'Remark', 'zh-CN': '备注', 'zh-TW': '備註', es: 'Observación', ja: '備考' },
};

defineMessages('customer', {
  columnWords,
  customerActionWords,
  customerMessages,
  customerStateWords,
  leadActionWords,
  levelWords,
  logWords,
  originWords,
  sourceWords,
  stageWords,
  termWords,
  wayWords,
});
