import type {
  ExpiryState,
  SupplierPaymentTerm,
  QualificationKind,
  SupplierAction,
  SupplierStatus,
  SupplyCategory,
} from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The supplier module's answers in the five languages; `{status}` and `{action}` take words of the tables below. */
export const supplierMessages = {
  notFound: {
    en: 'No such supplier',
    'zh-CN': '供应商不存在',
    'zh-TW': '供應商不存在',
    es: 'No existe ese proveedor',
    ja: 'その仕入先はありません',
  },
  documentNotFound: {
    en: 'No such qualification document',
    'zh-CN': '资质文件不存在',
    'zh-TW': '資質文件不存在',
    es: 'No existe ese documento de cualificación',
    ja: 'その資格書類はありません',
  },
  wrongState: {
    en: 'Supplier {no} is {status}: it cannot be {action} now',
    'zh-CN': '供应商 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '供應商 {no} 當前狀態為{status}，不能{action}',
    es: 'El proveedor {no} está {status}: ahora no se puede {action}',
    ja: '仕入先 {no} は{status}のため、{action}できません',
  },
  staleVersion: {
    en: 'Supplier {no} was changed by someone else (now version {version}, {status}): reload it first',
    'zh-CN': '供应商 {no} 已被他人修改（当前第{version}版，{status}）：请先刷新',
    'zh-TW': '供應商 {no} 已被他人修改（當前第{version}版，{status}）：請先重新整理',
    es: 'Otra persona cambió el proveedor {no} (ahora versión {version}, {status}): vuelva a cargarlo',
    ja: '仕入先 {no} は他の人が変更しました（現在第{version}版、{status}）。再読み込みしてください',
  },
  required: {
    en: '{field}: cannot be empty',
    'zh-CN': '{field}：必填信息不能为空！',
    'zh-TW': '{field}：必填信息不能為空！',
    es: '{field}: no puede estar vacío',
    ja: '{field}：必須項目です',
  },
  notSupplierEnterprise: {
    en: '{field}: not a supplier enterprise on the platform',
    'zh-CN': '{field}：不是平台上的供应商企业',
    'zh-TW': '{field}：不是平台上的供應商企業',
    es: '{field}: no es una empresa proveedora de la plataforma',
    ja: '{field}：プラットフォーム上の仕入先企業ではありません',
  },
  enterpriseOnFile: {
    en: '{field}: this enterprise is already on file as supplier {no}',
    'zh-CN': '{field}：该企业已建档为供应商 {no}',
    'zh-TW': '{field}：該企業已建檔為供應商 {no}',
    es: '{field}: esta empresa ya está registrada como proveedor {no}',
    ja: '{field}：この企業は仕入先 {no} として登録済みです',
  },
  numberTaken: {
    en: '{field}: number {no} is already used by another supplier',
    'zh-CN': '{field}：编号 {no} 已被其他供应商使用',
    'zh-TW': '{field}：編號 {no} 已被其他供應商使用',
    es: '{field}: el número {no} ya lo usa otro proveedor',
    ja: '{field}：番号 {no} は他の仕入先で使用されています',
  },
  badDate: {
    en: '{field}: a date as YYYY-MM-DD',
    'zh-CN': '{field}：日期格式应为YYYY-MM-DD',
    'zh-TW': '{field}：日期格式應為YYYY-MM-DD',
    es: '{field}: una fecha AAAA-MM-DD',
    ja: '{field}：日付はYYYY-MM-DD形式で入力してください',
  },
  expiresBeforeIssue: {
    en: '{field}: the expiry date is before the issue date',
    'zh-CN': '{field}：到期日期早于签发日期',
    'zh-TW': '{field}：到期日期早於簽發日期',
    es: '{field}: la fecha de caducidad es anterior a la de emisión',
    ja: '{field}：有効期限が発行日より前です',
  },
  belowPassMark: {
    en: '{field}: a total of {total} is below the pass mark of {mark}; the supplier cannot be approved',
    'zh-CN': '{field}：总分 {total} 低于合格线 {mark}，不能批准该供应商',
    'zh-TW': '{field}：總分 {total} 低於合格線 {mark}，不能核准該供應商',
    es: '{field}: un total de {total} no llega al mínimo de {mark}; el proveedor no puede aprobarse',
    ja: '{field}：合計 {total} は合格点 {mark} 未満のため、承認できません',
  },
  fileType: {
    en: '{field}: only a PDF, JPEG, PNG or WebP file (judged by its content, not its name)',
    'zh-CN': '{field}：只能上传 PDF、JPEG、PNG 或 WebP 文件（按文件内容判断，而非文件名）',
    'zh-TW': '{field}：只能上傳 PDF、JPEG、PNG 或 WebP 檔案（依檔案內容判斷，而非檔名）',
    es: '{field}: solo un archivo PDF, JPEG, PNG o WebP (según su contenido, no su nombre)',
    ja: '{field}：PDF・JPEG・PNG・WebP ファイルのみ（ファイル名ではなく内容で判定）',
  },
  fileTooLarge: {
    en: '{field}: the file is larger than {max}',
    'zh-CN': '{field}：文件大小不能超过 {max}',
    'zh-TW': '{field}：檔案大小不能超過 {max}',
    es: '{field}: el archivo supera {max}',
    ja: '{field}：ファイルサイズは {max} 以下にしてください',
  },
  fileMissing: {
    en: '{field}: choose the scan or PDF of the document',
    'zh-CN': '{field}：请选择证书的扫描件或 PDF',
    'zh-TW': '{field}：請選擇證書的掃描檔或 PDF',
    es: '{field}: elija el escaneo o el PDF del documento',
    ja: '{field}：書類のスキャンまたは PDF を選択してください',
  },
  noFile: {
    en: 'This qualification document has no file',
    'zh-CN': '该资质文件没有上传附件',
    'zh-TW': '該資質文件沒有上傳附件',
    es: 'Este documento de cualificación no tiene archivo',
    ja: 'この資格書類にはファイルがありません',
  },
  staleDocument: {
    en: '{field}: the document {document} was changed by someone else (now version {version}): reload it first',
    'zh-CN': '{field}：资质文件 {document} 已被他人修改（当前第{version}版）：请先刷新',
    'zh-TW': '{field}：資質文件 {document} 已被他人修改（當前第{version}版）：請先重新整理',
    es: '{field}: otra persona cambió el documento {document} (ahora versión {version}): vuelva a cargarlo',
    ja: '{field}：書類 {document} は他の人が変更しました（現在第{version}版）。再読み込みしてください',
  },
} satisfies Record<string, LocalizedText>;

/** The expiry bells of a qualification document: `{supplier}`, `{document}` (kind and number), `{date}`, `{days}`. */
export const expiryBellWords: Record<'warning' | 'expiry' | 'expired', LocalizedText> = {
  warning: {
    en: 'Supplier {supplier}: {document} expires on {date}, in {days} days',
    'zh-CN': '供应商 {supplier}：{document} 将于 {date} 到期（还有 {days} 天）',
    'zh-TW': '供應商 {supplier}：{document} 將於 {date} 到期（還有 {days} 天）',
    es: 'Proveedor {supplier}: {document} caduca el {date}, dentro de {days} días',
    ja: '仕入先 {supplier}：{document} は {date} に期限切れになります（あと {days} 日）',
  },
  expiry: {
    en: 'Supplier {supplier}: {document} expires today ({date})',
    'zh-CN': '供应商 {supplier}：{document} 今天（{date}）到期',
    'zh-TW': '供應商 {supplier}：{document} 今天（{date}）到期',
    es: 'Proveedor {supplier}: {document} caduca hoy ({date})',
    ja: '仕入先 {supplier}：{document} は本日（{date}）期限切れです',
  },
  expired: {
    en: 'Supplier {supplier}: {document} expired on {date}',
    'zh-CN': '供应商 {supplier}：{document} 已于 {date} 到期',
    'zh-TW': '供應商 {supplier}：{document} 已於 {date} 到期',
    es: 'Proveedor {supplier}: {document} caducó el {date}',
    ja: '仕入先 {supplier}：{document} は {date} に期限切れになりました',
  },
};

export const statusWords: Record<SupplierStatus, LocalizedText> = {
  potential: {
    en: 'a potential supplier',
    'zh-CN': '潜在供应商',
    'zh-TW': '潛在供應商',
    es: 'proveedor potencial',
    ja: '潜在仕入先',
  },
  evaluating: { en: 'under evaluation', 'zh-CN': '评估中', 'zh-TW': '評估中', es: 'en evaluación', ja: '評価中' },
  approved: { en: 'approved', 'zh-CN': '已批准', 'zh-TW': '已核准', es: 'aprobado', ja: '承認済み' },
  rejected: { en: 'rejected', 'zh-CN': '已淘汰', 'zh-TW': '已淘汰', es: 'rechazado', ja: '不採用' },
  suspended: { en: 'suspended', 'zh-CN': '已暂停', 'zh-TW': '已暫停', es: 'suspendido', ja: '取引停止' },
};

export const actionWords: Record<SupplierAction | 'change', LocalizedText> = {
  evaluate: {
    en: 'put under evaluation',
    'zh-CN': '开始评估',
    'zh-TW': '開始評估',
    es: 'poner en evaluación',
    ja: '評価開始',
  },
  approve: { en: 'approved', 'zh-CN': '批准', 'zh-TW': '核准', es: 'aprobar', ja: '承認' },
  reject: { en: 'rejected', 'zh-CN': '淘汰', 'zh-TW': '淘汰', es: 'rechazar', ja: '不採用に' },
  reconsider: { en: 'reconsidered', 'zh-CN': '重新考虑', 'zh-TW': '重新考慮', es: 'reconsiderar', ja: '再検討' },
  suspend: { en: 'suspended', 'zh-CN': '暂停', 'zh-TW': '暫停', es: 'suspender', ja: '取引停止' },
  reinstate: { en: 'reinstated', 'zh-CN': '恢复', 'zh-TW': '恢復', es: 'rehabilitar', ja: '取引再開' },
  change: { en: 'changed', 'zh-CN': '修改', 'zh-TW': '修改', es: 'modificar', ja: '変更' },
};

/** The operation log in words: `{by}` the person, `{reason}`, `{total}` of an evaluation, `{document}`, `{fields}`. */
export const logWords: Record<string, LocalizedText> = {
  create: {
    en: '{by} filed the supplier as a potential supplier',
    'zh-CN': '{by} 建档为潜在供应商',
    'zh-TW': '{by} 建檔為潛在供應商',
    es: '{by} registró al proveedor como potencial',
    ja: '{by} が潜在仕入先として登録しました',
  },
  change: {
    en: '{by} changed {fields}',
    'zh-CN': '{by} 修改了 {fields}',
    'zh-TW': '{by} 修改了 {fields}',
    es: '{by} cambió {fields}',
    ja: '{by} が {fields} を変更しました',
  },
  evaluate: {
    en: '{by} started the evaluation',
    'zh-CN': '{by} 开始评估',
    'zh-TW': '{by} 開始評估',
    es: '{by} inició la evaluación',
    ja: '{by} が評価を開始しました',
  },
  approve: {
    en: '{by} approved the supplier with a score of {total}',
    'zh-CN': '{by} 以 {total} 分批准该供应商',
    'zh-TW': '{by} 以 {total} 分核准該供應商',
    es: '{by} aprobó al proveedor con {total} puntos',
    ja: '{by} が {total} 点で仕入先を承認しました',
  },
  reject: {
    en: '{by} rejected the supplier with a score of {total}: {reason}',
    'zh-CN': '{by} 以 {total} 分淘汰该供应商：{reason}',
    'zh-TW': '{by} 以 {total} 分淘汰該供應商：{reason}',
    es: '{by} rechazó al proveedor con {total} puntos: {reason}',
    ja: '{by} が {total} 点で不採用にしました：{reason}',
  },
  reconsider: {
    en: '{by} took the supplier back as a potential supplier',
    'zh-CN': '{by} 将其重新列为潜在供应商',
    'zh-TW': '{by} 將其重新列為潛在供應商',
    es: '{by} volvió a considerarlo proveedor potencial',
    ja: '{by} が潜在仕入先に戻しました',
  },
  suspend: {
    en: '{by} suspended the supplier: {reason}',
    'zh-CN': '{by} 暂停了该供应商：{reason}',
    'zh-TW': '{by} 暫停了該供應商：{reason}',
    es: '{by} suspendió al proveedor: {reason}',
    ja: '{by} が取引を停止しました：{reason}',
  },
  reinstate: {
    en: '{by} reinstated the supplier',
    'zh-CN': '{by} 恢复了该供应商',
    'zh-TW': '{by} 恢復了該供應商',
    es: '{by} rehabilitó al proveedor',
    ja: '{by} が取引を再開しました',
  },
  document_add: {
    en: '{by} added the document {document}',
    'zh-CN': '{by} 添加了资质文件 {document}',
    'zh-TW': '{by} 新增了資質文件 {document}',
    es: '{by} añadió el documento {document}',
    ja: '{by} が書類 {document} を追加しました',
  },
  document_change: {
    en: '{by} changed the document {document}',
    'zh-CN': '{by} 修改了资质文件 {document}',
    'zh-TW': '{by} 修改了資質文件 {document}',
    es: '{by} cambió el documento {document}',
    ja: '{by} が書類 {document} を変更しました',
  },
  document_file: {
    en: '{by} replaced the file of the document {document}',
    'zh-CN': '{by} 更换了资质文件 {document} 的附件',
    'zh-TW': '{by} 更換了資質文件 {document} 的附件',
    es: '{by} sustituyó el archivo del documento {document}',
    ja: '{by} が書類 {document} のファイルを差し替えました',
  },
  document_remove: {
    en: '{by} removed the document {document}',
    'zh-CN': '{by} 删除了资质文件 {document}',
    'zh-TW': '{by} 刪除了資質文件 {document}',
    es: '{by} eliminó el documento {document}',
    ja: '{by} が書類 {document} を削除しました',
  },
};

export const categoryWords: Record<SupplyCategory, LocalizedText> = {
  laminate: {
    en: 'Copper-clad laminate',
    'zh-CN': '覆铜板',
    'zh-TW': '覆銅板',
    es: 'Laminado cobreado',
    ja: '銅張積層板',
  },
  prepreg: { en: 'Prepreg', 'zh-CN': '半固化片', 'zh-TW': '半固化片', es: 'Preimpregnado', ja: 'プリプレグ' },
  copper_foil: { en: 'Copper foil', 'zh-CN': '铜箔', 'zh-TW': '銅箔', es: 'Lámina de cobre', ja: '銅箔' },
  solder_mask: {
    en: 'Solder mask ink',
    'zh-CN': '阻焊油墨',
    'zh-TW': '防焊油墨',
    es: 'Tinta de máscara',
    ja: 'ソルダーレジスト',
  },
  dry_film: { en: 'Dry film', 'zh-CN': '干膜', 'zh-TW': '乾膜', es: 'Película seca', ja: 'ドライフィルム' },
  chemicals: { en: 'Chemicals', 'zh-CN': '化学药水', 'zh-TW': '化學藥水', es: 'Químicos', ja: '薬品' },
  drill_bits: { en: 'Drill bits', 'zh-CN': '钻头', 'zh-TW': '鑽頭', es: 'Brocas', ja: 'ドリル' },
  gold_salts: { en: 'Gold salts', 'zh-CN': '金盐', 'zh-TW': '金鹽', es: 'Sales de oro', ja: '金塩' },
  packaging: { en: 'Packaging', 'zh-CN': '包装材料', 'zh-TW': '包裝材料', es: 'Embalaje', ja: '梱包材' },
  outsourcing: {
    en: 'Outsourced processing',
    'zh-CN': '外协加工',
    'zh-TW': '外協加工',
    es: 'Procesos subcontratados',
    ja: '外注加工',
  },
  equipment: {
    en: 'Equipment and spares',
    'zh-CN': '设备及备件',
    'zh-TW': '設備及備件',
    es: 'Equipos y repuestos',
    ja: '設備・部品',
  },
  other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'Otros', ja: 'その他' },
};

export const paymentTermWords: Record<SupplierPaymentTerm, LocalizedText> = {
  prepaid: { en: 'Prepaid', 'zh-CN': '预付款', 'zh-TW': '預付款', es: 'Pago anticipado', ja: '前払い' },
  cash_on_delivery: {
    en: 'Cash on delivery',
    'zh-CN': '货到付款',
    'zh-TW': '貨到付款',
    es: 'Contra entrega',
    ja: '代金引換',
  },
  net_30: { en: '30 days net', 'zh-CN': '30天付款', 'zh-TW': '30天付款', es: '30 días netos', ja: '30日払い' },
  net_60: { en: '60 days net', 'zh-CN': '60天付款', 'zh-TW': '60天付款', es: '60 días netos', ja: '60日払い' },
  monthly_30: {
    en: 'Month end + 30 days',
    'zh-CN': '月结30天',
    'zh-TW': '月結30天',
    es: 'Fin de mes + 30 días',
    ja: '月末締め30日払い',
  },
  monthly_60: {
    en: 'Month end + 60 days',
    'zh-CN': '月结60天',
    'zh-TW': '月結60天',
    es: 'Fin de mes + 60 días',
    ja: '月末締め60日払い',
  },
  monthly_90: {
    en: 'Month end + 90 days',
    'zh-CN': '月结90天',
    'zh-TW': '月結90天',
    es: 'Fin de mes + 90 días',
    ja: '月末締め90日払い',
  },
};

export const documentKindWords: Record<QualificationKind, LocalizedText> = {
  business_licence: {
    en: 'Business licence',
    'zh-CN': '营业执照',
    'zh-TW': '營業執照',
    es: 'Licencia comercial',
    ja: '営業許可証',
  },
  iso_9001: { en: 'ISO 9001', 'zh-CN': 'ISO 9001', 'zh-TW': 'ISO 9001', es: 'ISO 9001', ja: 'ISO 9001' },
  iso_14001: { en: 'ISO 14001', 'zh-CN': 'ISO 14001', 'zh-TW': 'ISO 14001', es: 'ISO 14001', ja: 'ISO 14001' },
  iatf_16949: { en: 'IATF 16949', 'zh-CN': 'IATF 16949', 'zh-TW': 'IATF 16949', es: 'IATF 16949', ja: 'IATF 16949' },
  ul: { en: 'UL certificate', 'zh-CN': 'UL认证', 'zh-TW': 'UL認證', es: 'Certificado UL', ja: 'UL認証' },
  rohs_reach: {
    en: 'RoHS / REACH report',
    'zh-CN': 'RoHS / REACH报告',
    'zh-TW': 'RoHS / REACH報告',
    es: 'Informe RoHS / REACH',
    ja: 'RoHS / REACH報告書',
  },
  tax_registration: {
    en: 'Tax registration',
    'zh-CN': '税务登记证',
    'zh-TW': '稅務登記證',
    es: 'Registro fiscal',
    ja: '税務登録証',
  },
  other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'Otro', ja: 'その他' },
};

export const expiryWords: Record<ExpiryState, LocalizedText> = {
  valid: { en: 'Valid', 'zh-CN': '有效', 'zh-TW': '有效', es: 'Vigente', ja: '有効' },
  expiring: { en: 'Expiring', 'zh-CN': '即将到期', 'zh-TW': '即將到期', es: 'Por caducar', ja: '期限間近' },
  expired: { en: 'Expired', 'zh-CN': '已过期', 'zh-TW': '已過期', es: 'Caducado', ja: '期限切れ' },
  open_ended: { en: 'No expiry', 'zh-CN': '长期有效', 'zh-TW': '長期有效', es: 'Sin caducidad', ja: '無期限' },
};

/** Column headers of the Excel export. */
export const columnWords: Record<string, LocalizedText> = {
  supplierNo: {
    en: 'Supplier number',
    'zh-CN': '供应商编号',
    'zh-TW': '供應商編號',
    es: 'N.º de proveedor',
    ja: '仕入先番号',
  },
  name: { en: 'Name', 'zh-CN': '名称', 'zh-TW': '名稱', es: 'Nombre', ja: '名称' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  enterprise: {
    en: 'Platform enterprise',
    'zh-CN': '平台企业',
    'zh-TW': '平台企業',
    es: 'Empresa en la plataforma',
    ja: 'プラットフォーム企業',
  },
  contact: { en: 'Contact', 'zh-CN': '联系人', 'zh-TW': '聯絡人', es: 'Contacto', ja: '担当者' },
  phone: { en: 'Phone', 'zh-CN': '电话', 'zh-TW': '電話', es: 'Teléfono', ja: '電話' },
  categories: { en: 'Categories supplied', 'zh-CN': '供应类别', 'zh-TW': '供應類別', es: 'Categorías', ja: '供給品目' },
  paymentTerms: {
    en: 'Payment terms',
    'zh-CN': '付款条件',
    'zh-TW': '付款條件',
    es: 'Condiciones de pago',
    ja: '支払条件',
  },
  taxNo: { en: 'Tax number', 'zh-CN': '税号', 'zh-TW': '稅號', es: 'NIF', ja: '税番号' },
  bank: {
    en: 'Bank and account',
    'zh-CN': '开户行及账号',
    'zh-TW': '開戶行及帳號',
    es: 'Banco y cuenta',
    ja: '銀行・口座',
  },
  rating: { en: 'Rating', 'zh-CN': '评级', 'zh-TW': '評級', es: 'Calificación', ja: '評価' },
  documents: {
    en: 'Qualification documents',
    'zh-CN': '资质文件',
    'zh-TW': '資質文件',
    es: 'Documentos',
    ja: '資格書類',
  },
};

defineMessages('supplier', {
  actionWords,
  categoryWords,
  columnWords,
  documentKindWords,
  expiryBellWords,
  expiryWords,
  logWords,
  paymentTermWords,
  statusWords,
  supplierMessages,
});
