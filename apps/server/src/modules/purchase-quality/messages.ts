import type {
  DefectType,
  InspectionAction,
  InspectionStatus,
  PurchaseReturnAction,
  PurchaseReturnStatus,
} from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** Incoming inspection and purchase returns in the five languages; `{status}` and `{action}` take the words below. */
export const qualityMessages = {
  inspectionNotFound: {
    en: 'No inspection {no}',
    'zh-CN': '检验单 {no} 不存在',
    'zh-TW': '檢驗單 {no} 不存在',
    es: 'No existe la inspección {no}',
    ja: '検査票 {no} はありません',
  },
  returnNotFound: {
    en: 'No purchase return {no}',
    'zh-CN': '采购退货单 {no} 不存在',
    'zh-TW': '採購退貨單 {no} 不存在',
    es: 'No existe la devolución {no}',
    ja: '返品 {no} はありません',
  },
  lotNotFound: {
    en: '{field}: no such received lot of yours',
    'zh-CN': '{field}：没有这个收货批次',
    'zh-TW': '{field}：沒有這個收貨批次',
    es: '{field}: no existe ese lote recibido',
    ja: '{field}：その受入ロットはありません',
  },
  alreadyInspected: {
    en: 'receiptLineUid: lot {lotNo} already has inspection {no}',
    'zh-CN': 'receiptLineUid：批次 {lotNo} 已有检验单 {no}',
    'zh-TW': 'receiptLineUid：批次 {lotNo} 已有檢驗單 {no}',
    es: 'receiptLineUid: el lote {lotNo} ya tiene la inspección {no}',
    ja: 'receiptLineUid：ロット {lotNo} には検査票 {no} があります',
  },
  inspectionState: {
    en: 'Inspection {no} is {status}: it cannot be {action} now',
    'zh-CN': '检验单 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '檢驗單 {no} 當前狀態為{status}，不能{action}',
    es: 'La inspección {no} está {status}: ahora no se puede {action}',
    ja: '検査票 {no} は{status}のため、{action}できません',
  },
  returnState: {
    en: 'Purchase return {no} is {status}: it cannot be {action} now',
    'zh-CN': '采购退货单 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '採購退貨單 {no} 當前狀態為{status}，不能{action}',
    es: 'La devolución {no} está {status}: ahora no se puede {action}',
    ja: '返品 {no} は{status}のため、{action}できません',
  },
  factoryOnly: {
    en: 'Only the buying factory may do this',
    'zh-CN': '只有采购方工厂可以执行此操作',
    'zh-TW': '只有採購方工廠可以執行此操作',
    es: 'Solo la fábrica compradora puede hacerlo',
    ja: 'この操作は発注側の工場のみ行えます',
  },
  supplierOnly: {
    en: 'Only the supplier may acknowledge a return',
    'zh-CN': '只有供应商可以确认退货',
    'zh-TW': '只有供應商可以確認退貨',
    es: 'Solo el proveedor puede acusar recibo de una devolución',
    ja: '返品の確認は仕入先のみ行えます',
  },
  overSample: {
    en: 'defects: {found} defective units is more than the sample of {n}',
    'zh-CN': 'defects：不良数 {found} 超过抽样数 {n}',
    'zh-TW': 'defects：不良數 {found} 超過抽樣數 {n}',
    es: 'defects: {found} unidades defectuosas superan la muestra de {n}',
    ja: 'defects：不良数 {found} がサンプル数 {n} を超えています',
  },
  acceptOverLimit: {
    en: 'decision: {found} defective units reach the rejection number {re}; reject the lot or accept it with a concession',
    'zh-CN': 'decision：不良数 {found} 已达拒收数 {re}，请判退或让步接收',
    'zh-TW': 'decision：不良數 {found} 已達拒收數 {re}，請判退或讓步接收',
    es: 'decision: {found} unidades defectuosas alcanzan el número de rechazo {re}; rechace el lote o acéptelo con concesión',
    ja: 'decision：不良数 {found} が不合格判定数 {re} に達しています。不合格または特採にしてください',
  },
  concessionWithinLimit: {
    en: 'decision: the sample accepts the lot ({found} ≤ {ac}); a concession is only for a lot the sample rejects',
    'zh-CN': 'decision：抽样结果合格（{found} ≤ {ac}），让步接收仅用于不合格批',
    'zh-TW': 'decision：抽樣結果合格（{found} ≤ {ac}），讓步接收僅用於不合格批',
    es: 'decision: la muestra acepta el lote ({found} ≤ {ac}); la concesión es solo para un lote rechazado',
    ja: 'decision：サンプルは合格です（{found} ≤ {ac}）。特採は不合格ロットのみです',
  },
  reasonRequired: {
    en: 'reason: a concession needs a reason',
    'zh-CN': 'reason：让步接收必须填写原因',
    'zh-TW': 'reason：讓步接收必須填寫原因',
    es: 'reason: una concesión necesita un motivo',
    ja: 'reason：特採には理由が必要です',
  },
  overReturn: {
    en: 'lines.{index}.quantity: {quantity} is more than lot {lotNo} can still return ({returnable}: received {received}, already returned {returned})',
    'zh-CN':
      'lines.{index}.quantity：{quantity} 超过批次 {lotNo} 还可退货的数量（{returnable}：收货 {received}，已退 {returned}）',
    'zh-TW':
      'lines.{index}.quantity：{quantity} 超過批次 {lotNo} 還可退貨的數量（{returnable}：收貨 {received}，已退 {returned}）',
    es: 'lines.{index}.quantity: {quantity} supera lo que aún puede devolver el lote {lotNo} ({returnable}: recibido {received}, ya devuelto {returned})',
    ja: 'lines.{index}.quantity：{quantity} はロット {lotNo} でまだ返品できる数量（{returnable}：受入 {received}、返品済 {returned}）を超えています',
  },
  oneOrder: {
    en: 'lines.{index}.receiptLineUid: a return holds lots of one purchase order ({no})',
    'zh-CN': 'lines.{index}.receiptLineUid：一张退货单只能包含同一采购订单（{no}）的批次',
    'zh-TW': 'lines.{index}.receiptLineUid：一張退貨單只能包含同一採購訂單（{no}）的批次',
    es: 'lines.{index}.receiptLineUid: una devolución contiene lotes de una sola orden de compra ({no})',
    ja: 'lines.{index}.receiptLineUid：返品は1つの発注書（{no}）のロットのみ含められます',
  },
  duplicateLot: {
    en: 'lines.{index}.receiptLineUid: lot {lotNo} appears twice',
    'zh-CN': 'lines.{index}.receiptLineUid：批次 {lotNo} 重复',
    'zh-TW': 'lines.{index}.receiptLineUid：批次 {lotNo} 重複',
    es: 'lines.{index}.receiptLineUid: el lote {lotNo} aparece dos veces',
    ja: 'lines.{index}.receiptLineUid：ロット {lotNo} が重複しています',
  },
} satisfies Record<string, LocalizedText>;

export const inspectionStatusWords: Record<InspectionStatus, LocalizedText> = {
  pending: {
    en: 'waiting for a decision',
    'zh-CN': '待判定',
    'zh-TW': '待判定',
    es: 'pendiente de decisión',
    ja: '判定待ち',
  },
  accepted: { en: 'accepted', 'zh-CN': '合格接收', 'zh-TW': '合格接收', es: 'aceptada', ja: '合格' },
  rejected: { en: 'rejected', 'zh-CN': '判退', 'zh-TW': '判退', es: 'rechazada', ja: '不合格' },
  concession: {
    en: 'accepted with a concession',
    'zh-CN': '让步接收',
    'zh-TW': '讓步接收',
    es: 'aceptada con concesión',
    ja: '特別採用',
  },
};

export const inspectionActionWords: Record<InspectionAction, LocalizedText> = {
  accept: { en: 'accepted', 'zh-CN': '判定合格', 'zh-TW': '判定合格', es: 'aceptar', ja: '合格判定' },
  reject: { en: 'rejected', 'zh-CN': '判退', 'zh-TW': '判退', es: 'rechazar', ja: '不合格判定' },
  concession: {
    en: 'accepted with a concession',
    'zh-CN': '让步接收',
    'zh-TW': '讓步接收',
    es: 'aceptar con concesión',
    ja: '特採',
  },
};

export const returnStatusWords: Record<PurchaseReturnStatus, LocalizedText> = {
  requested: {
    en: 'waiting for the supplier',
    'zh-CN': '待供应商确认',
    'zh-TW': '待供應商確認',
    es: 'pendiente del proveedor',
    ja: '仕入先確認待ち',
  },
  acknowledged: {
    en: 'acknowledged by the supplier',
    'zh-CN': '供应商已确认',
    'zh-TW': '供應商已確認',
    es: 'confirmada por el proveedor',
    ja: '仕入先確認済み',
  },
  cancelled: { en: 'cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消', es: 'cancelada', ja: '取消済み' },
};

export const returnActionWords: Record<PurchaseReturnAction, LocalizedText> = {
  acknowledge: { en: 'acknowledged', 'zh-CN': '确认', 'zh-TW': '確認', es: 'confirmar', ja: '確認' },
  cancel: { en: 'cancelled', 'zh-CN': '取消', 'zh-TW': '取消', es: 'cancelar', ja: '取消' },
};

/** The operation log in words: `{by}`, `{status}`, `{reason}`, `{return}`, `{inspection}`, `{found}`, `{plan}`. */
export const qualityLogWords: Record<string, LocalizedText> = {
  open: {
    en: '{by} opened the inspection: {plan}',
    'zh-CN': '{by} 创建了检验单：{plan}',
    'zh-TW': '{by} 建立了檢驗單：{plan}',
    es: '{by} abrió la inspección: {plan}',
    ja: '{by} が検査票を作成しました：{plan}',
  },
  accept: {
    en: '{by} accepted the lot ({found} defective)',
    'zh-CN': '{by} 判定合格（不良 {found}）',
    'zh-TW': '{by} 判定合格（不良 {found}）',
    es: '{by} aceptó el lote ({found} defectuosas)',
    ja: '{by} が合格と判定しました（不良 {found}）',
  },
  reject: {
    en: '{by} rejected the lot ({found} defective); return {return} started',
    'zh-CN': '{by} 判退（不良 {found}），已发起退货 {return}',
    'zh-TW': '{by} 判退（不良 {found}），已發起退貨 {return}',
    es: '{by} rechazó el lote ({found} defectuosas); se inició la devolución {return}',
    ja: '{by} が不合格と判定しました（不良 {found}）。返品 {return} を開始しました',
  },
  concession: {
    en: '{by} accepted the lot with a concession ({found} defective): {reason}',
    'zh-CN': '{by} 让步接收（不良 {found}）：{reason}',
    'zh-TW': '{by} 讓步接收（不良 {found}）：{reason}',
    es: '{by} aceptó el lote con concesión ({found} defectuosas): {reason}',
    ja: '{by} が特採としました（不良 {found}）：{reason}',
  },
  request: {
    en: '{by} asked the supplier to take the goods back: {reason}',
    'zh-CN': '{by} 发起退货：{reason}',
    'zh-TW': '{by} 發起退貨：{reason}',
    es: '{by} pidió al proveedor que retire la mercancía: {reason}',
    ja: '{by} が返品を依頼しました：{reason}',
  },
  acknowledge: {
    en: '{by} acknowledged the return; the quantities are open to receive again',
    'zh-CN': '{by} 确认了退货，退货数量已回到订单待收',
    'zh-TW': '{by} 確認了退貨，退貨數量已回到訂單待收',
    es: '{by} confirmó la devolución; las cantidades vuelven a estar pendientes de recibir',
    ja: '{by} が返品を確認しました。数量は再受入待ちに戻りました',
  },
  cancel: {
    en: '{by} cancelled the return: {reason}',
    'zh-CN': '{by} 取消了退货：{reason}',
    'zh-TW': '{by} 取消了退貨：{reason}',
    es: '{by} canceló la devolución: {reason}',
    ja: '{by} が返品を取消しました：{reason}',
  },
};

/** The bell's title per event, `{no}` the return's or inspection's number. */
export const qualityBellWords: Record<string, LocalizedText> = {
  request: {
    en: 'Purchase return {no} is waiting for your acknowledgement',
    'zh-CN': '采购退货单 {no} 待您确认',
    'zh-TW': '採購退貨單 {no} 待您確認',
    es: 'La devolución {no} espera su confirmación',
    ja: '返品 {no} の確認をお願いします',
  },
  acknowledge: {
    en: 'The supplier acknowledged purchase return {no}',
    'zh-CN': '供应商已确认采购退货单 {no}',
    'zh-TW': '供應商已確認採購退貨單 {no}',
    es: 'El proveedor confirmó la devolución {no}',
    ja: '仕入先が返品 {no} を確認しました',
  },
  cancel: {
    en: 'Purchase return {no} was cancelled',
    'zh-CN': '采购退货单 {no} 已取消',
    'zh-TW': '採購退貨單 {no} 已取消',
    es: 'La devolución {no} fue cancelada',
    ja: '返品 {no} は取消されました',
  },
};

/** Column headers of the Excel exports. */
export const qualityColumnWords: Record<string, LocalizedText> = {
  inspectionNo: {
    en: 'Inspection no.',
    'zh-CN': '检验单号',
    'zh-TW': '檢驗單號',
    es: 'N.º de inspección',
    ja: '検査番号',
  },
  returnNo: { en: 'Return no.', 'zh-CN': '退货单号', 'zh-TW': '退貨單號', es: 'N.º de devolución', ja: '返品番号' },
  orderNo: { en: 'PO number', 'zh-CN': '采购单号', 'zh-TW': '採購單號', es: 'N.º de orden', ja: '発注番号' },
  supplier: { en: 'Supplier', 'zh-CN': '供应商', 'zh-TW': '供應商', es: 'Proveedor', ja: '仕入先' },
  factory: { en: 'Buyer', 'zh-CN': '采购方', 'zh-TW': '採購方', es: 'Comprador', ja: '発注者' },
  material: { en: 'Material', 'zh-CN': '物料', 'zh-TW': '物料', es: 'Material', ja: '資材' },
  lotNo: { en: 'Lot', 'zh-CN': '批号', 'zh-TW': '批號', es: 'Lote', ja: 'ロット' },
  lotSize: { en: 'Lot size', 'zh-CN': '批量', 'zh-TW': '批量', es: 'Tamaño del lote', ja: 'ロットサイズ' },
  aql: { en: 'AQL', 'zh-CN': 'AQL', 'zh-TW': 'AQL', es: 'AQL', ja: 'AQL' },
  codeLetter: { en: 'Code letter', 'zh-CN': '样本字码', 'zh-TW': '樣本字碼', es: 'Letra código', ja: 'サンプル文字' },
  sampleSize: { en: 'Sample size', 'zh-CN': '抽样数', 'zh-TW': '抽樣數', es: 'Tamaño de muestra', ja: 'サンプル数' },
  acRe: { en: 'Ac / Re', 'zh-CN': 'Ac / Re', 'zh-TW': 'Ac / Re', es: 'Ac / Re', ja: 'Ac / Re' },
  defective: { en: 'Defective', 'zh-CN': '不良数', 'zh-TW': '不良數', es: 'Defectuosas', ja: '不良数' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  createdAt: { en: 'Created', 'zh-CN': '创建时间', 'zh-TW': '建立時間', es: 'Creada', ja: '作成日時' },
  decidedAt: { en: 'Decided', 'zh-CN': '判定时间', 'zh-TW': '判定時間', es: 'Decidida', ja: '判定日時' },
  reason: { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
  total: {
    en: 'Amount incl. tax',
    'zh-CN': '含税金额',
    'zh-TW': '含稅金額',
    es: 'Importe con impuestos',
    ja: '税込金額',
  },
  currency: { en: 'Currency', 'zh-CN': '币种', 'zh-TW': '幣種', es: 'Moneda', ja: '通貨' },
  acknowledgedAt: { en: 'Acknowledged', 'zh-CN': '确认时间', 'zh-TW': '確認時間', es: 'Confirmada', ja: '確認日時' },
};

/** The defect types of incoming inspection (core's DEFECT_TYPES), for the printed inspection record. */
export const defectWords: Record<DefectType, LocalizedText> = {
  appearance: {
    en: 'Appearance (scratches, dents)',
    'zh-CN': '外观（划伤、凹坑）',
    'zh-TW': '外觀（刮傷、凹坑）',
    es: 'Aspecto (rayas, abolladuras)',
    ja: '外観（傷、へこみ）',
  },
  dimension: { en: 'Dimensions', 'zh-CN': '尺寸', 'zh-TW': '尺寸', es: 'Dimensiones', ja: '寸法' },
  thickness: { en: 'Thickness', 'zh-CN': '厚度', 'zh-TW': '厚度', es: 'Espesor', ja: '厚さ' },
  electrical: { en: 'Electrical', 'zh-CN': '电性能', 'zh-TW': '電性能', es: 'Eléctrico', ja: '電気特性' },
  solderability: { en: 'Solderability', 'zh-CN': '可焊性', 'zh-TW': '可焊性', es: 'Soldabilidad', ja: 'はんだ付け性' },
  adhesion: {
    en: 'Adhesion / peel strength',
    'zh-CN': '附着力/剥离强度',
    'zh-TW': '附著力/剝離強度',
    es: 'Adherencia / pelado',
    ja: '密着性・ピール強度',
  },
  contamination: { en: 'Contamination', 'zh-CN': '污染', 'zh-TW': '污染', es: 'Contaminación', ja: '汚れ・異物' },
  packaging: { en: 'Packaging', 'zh-CN': '包装', 'zh-TW': '包裝', es: 'Embalaje', ja: '梱包' },
  labelling: { en: 'Labelling', 'zh-CN': '标识', 'zh-TW': '標識', es: 'Etiquetado', ja: '表示' },
  documentation: {
    en: 'Documents (CoC, report)',
    'zh-CN': '资料（合格证、报告）',
    'zh-TW': '資料（合格證、報告）',
    es: 'Documentos (certificado, informe)',
    ja: '書類（成績書等）',
  },
  other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'Otro', ja: 'その他' },
};

/** The labels of the printed inspection record (with qualityColumnWords). */
export const inspectionPrintWords: Record<string, LocalizedText> = {
  title: {
    en: 'Incoming inspection record',
    'zh-CN': '来料检验记录',
    'zh-TW': '來料檢驗記錄',
    es: 'Registro de inspección de recepción',
    ja: '受入検査記録',
  },
  receiptNo: { en: 'Receipt no.', 'zh-CN': '收货单号', 'zh-TW': '收貨單號', es: 'N.º de recepción', ja: '受入番号' },
  specification: { en: 'Specification', 'zh-CN': '规格', 'zh-TW': '規格', es: 'Especificación', ja: '仕様' },
  plan: { en: 'Sampling plan', 'zh-CN': '抽样方案', 'zh-TW': '抽樣方案', es: 'Plan de muestreo', ja: '抜取検査方式' },
  standard: { en: 'Standard', 'zh-CN': '标准', 'zh-TW': '標準', es: 'Norma', ja: '規格' },
  level: {
    en: 'Inspection level',
    'zh-CN': '检验水平',
    'zh-TW': '檢驗水準',
    es: 'Nivel de inspección',
    ja: '検査水準',
  },
  levelValue: {
    en: 'General II, single, normal',
    'zh-CN': '一般 II 级，一次抽样，正常检验',
    'zh-TW': '一般 II 級，一次抽樣，正常檢驗',
    es: 'General II, simple, normal',
    ja: '通常検査水準 II・1回抜取・なみ検査',
  },
  acceptNumber: {
    en: 'Ac (accept ≤)',
    'zh-CN': 'Ac（接收数 ≤）',
    'zh-TW': 'Ac（接收數 ≤）',
    es: 'Ac (aceptar ≤)',
    ja: 'Ac（合格判定数 ≤）',
  },
  rejectNumber: {
    en: 'Re (reject ≥)',
    'zh-CN': 'Re（拒收数 ≥）',
    'zh-TW': 'Re（拒收數 ≥）',
    es: 'Re (rechazar ≥)',
    ja: 'Re（不合格判定数 ≥）',
  },
  defects: {
    en: 'Defects found',
    'zh-CN': '不良明细',
    'zh-TW': '不良明細',
    es: 'Defectos encontrados',
    ja: '不良内訳',
  },
  defectType: { en: 'Defect type', 'zh-CN': '不良类型', 'zh-TW': '不良類型', es: 'Tipo de defecto', ja: '不良区分' },
  count: { en: 'Count', 'zh-CN': '数量', 'zh-TW': '數量', es: 'Cantidad', ja: '数量' },
  lineNo: { en: 'No.', 'zh-CN': '序号', 'zh-TW': '序號', es: 'N.º', ja: 'No.' },
  none: { en: 'No defects found', 'zh-CN': '未发现不良', 'zh-TW': '未發現不良', es: 'Sin defectos', ja: '不良なし' },
  verdict: { en: 'Verdict', 'zh-CN': '判定结果', 'zh-TW': '判定結果', es: 'Veredicto', ja: '判定' },
  defectiveOfSample: {
    en: 'Defective / sample',
    'zh-CN': '不良数 / 抽样数',
    'zh-TW': '不良數 / 抽樣數',
    es: 'Defectuosas / muestra',
    ja: '不良数 / サンプル数',
  },
  returns: {
    en: 'Return started',
    'zh-CN': '发起的退货',
    'zh-TW': '發起的退貨',
    es: 'Devolución iniciada',
    ja: '開始した返品',
  },
  note: { en: 'Remark', 'zh-CN': '备注', 'zh-TW': '備註', es: 'Observación', ja: '備考' },
  inspectedBy: {
    en: 'Inspected by: ____________    Approved by: ____________',
    'zh-CN': '检验员：____________    审核：____________',
    'zh-TW': '檢驗員：____________    審核：____________',
    es: 'Inspeccionado por: ____________    Aprobado por: ____________',
    ja: '検査者：____________    承認者：____________',
  },
};

defineMessages('purchase-quality', {
  defectWords,
  inspectionActionWords,
  inspectionPrintWords,
  inspectionStatusWords,
  qualityBellWords,
  qualityColumnWords,
  qualityLogWords,
  qualityMessages,
  returnActionWords,
  returnStatusWords,
});
