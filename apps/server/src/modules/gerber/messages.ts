import type { LocalizedText } from '../../http/messages.js';

/** The Gerber module's server messages (spec 02 §5, §8), zh-CN in the spec's words. */
export const gerberMessages = {
  chooseGerber: { en: 'A Gerber file must be chosen', 'zh-CN': '请选择Gerber文件', 'zh-TW': '請選擇Gerber文件', es: 'Debe elegir un archivo Gerber', ja: 'Gerberファイルを選択してください' },
  uploadFailed: { en: 'Upload failed', 'zh-CN': '上传失败', 'zh-TW': '上傳失敗', es: 'Error al subir', ja: 'アップロードに失敗しました' },
  uploadFailedBecause: { en: 'Upload failed: {reason}', 'zh-CN': '上传失败：{reason}', 'zh-TW': '上傳失敗：{reason}', es: 'Error al subir: {reason}', ja: 'アップロードに失敗しました: {reason}' },
  recheckFailed: { en: 'Re-check failed', 'zh-CN': '复核失败', 'zh-TW': '複核失敗', es: 'Error en la nueva comprobación', ja: '再チェックに失敗しました' },
  operationFailed: { en: 'Operation failed', 'zh-CN': '操作失败', 'zh-TW': '操作失敗', es: 'La operación falló', ja: '操作に失敗しました' },
  saveFailed: { en: 'Save failed', 'zh-CN': '保存失败', 'zh-TW': '保存失敗', es: 'Error al guardar', ja: '保存に失敗しました' },
  tooLarge: { en: 'The Gerber archive is larger than {max}', 'zh-CN': 'Gerber压缩包超过 {max}', 'zh-TW': 'Gerber壓縮包超過 {max}', es: 'El archivo Gerber supera {max}', ja: 'Gerberアーカイブが {max} を超えています' },
  merchantRequired: { en: 'Choose the factory the Gerber file is for', 'zh-CN': '请选择接收Gerber文件的工厂', 'zh-TW': '請選擇接收Gerber文件的工廠', es: 'Elija la fábrica a la que va el archivo Gerber', ja: 'Gerberファイルの送付先工場を選択してください' },
  notAFactory: { en: 'The chosen merchant is not an active factory', 'zh-CN': '所选商家不是有效的工厂', 'zh-TW': '所選商家不是有效的工廠', es: 'El comerciante elegido no es una fábrica activa', ja: '選択した業者は有効な工場ではありません' },
  busy: { en: 'The analysis service is busy; try again shortly', 'zh-CN': '分析服务繁忙，请稍后再试', 'zh-TW': '分析服務繁忙，請稍後再試', es: 'El servicio de análisis está ocupado; inténtelo en breve', ja: '解析サービスが混み合っています。しばらくしてから再試行してください' },
  enterpriseQueueFull: { en: 'Your enterprise already has {n} Gerber files waiting for analysis; upload more when some are done', 'zh-CN': '贵企业已有 {n} 个Gerber文件在等待分析，请待部分完成后再上传', 'zh-TW': '貴企業已有 {n} 個Gerber文件在等待分析，請待部分完成後再上傳', es: 'Su empresa ya tiene {n} archivos Gerber esperando análisis; suba más cuando terminen algunos', ja: '貴社には解析待ちのGerberファイルが既に {n} 件あります。いくつか完了してからアップロードしてください' },
  fileNotFound: { en: 'Gerber file not found', 'zh-CN': '未找到Gerber文件', 'zh-TW': '未找到Gerber文件', es: 'Archivo Gerber no encontrado', ja: 'Gerberファイルが見つかりません' },
  stillAnalysing: { en: 'The file is still being analysed', 'zh-CN': '文件仍在分析中', 'zh-TW': '文件仍在分析中', es: 'El archivo aún se está analizando', ja: 'ファイルはまだ解析中です' },
  notAnalysed: { en: 'Only a successfully uploaded file can be reviewed or bound', 'zh-CN': '只有上传成功的文件才能审核或绑定', 'zh-TW': '只有上傳成功的文件才能審核或綁定', es: 'Solo un archivo subido correctamente puede revisarse o vincularse', ja: 'アップロードに成功したファイルのみ審査・紐付けできます' },
  expiredFile: { en: 'An expired file cannot be bound', 'zh-CN': '已失效的文件不能绑定', 'zh-TW': '已失效的文件不能綁定', es: 'Un archivo caducado no puede vincularse', ja: '期限切れのファイルは紐付けできません' },
  auditFailedFile: { en: 'A file that failed the audit cannot be bound', 'zh-CN': '审核失败的文件不能绑定', 'zh-TW': '審核失敗的文件不能綁定', es: 'Un archivo que no pasó la revisión no puede vincularse', ja: '審査に不合格のファイルは紐付けできません' },
  alreadyBound: { en: 'The file is already bound to {number}', 'zh-CN': '文件已绑定 {number}', 'zh-TW': '文件已綁定 {number}', es: 'El archivo ya está vinculado a {number}', ja: 'ファイルは既に {number} に紐付けられています' },
  notBound: { en: 'The file is not bound to {number}', 'zh-CN': '文件未绑定 {number}', 'zh-TW': '文件未綁定 {number}', es: 'El archivo no está vinculado a {number}', ja: 'ファイルは {number} に紐付けられていません' },
  quotationNotFound: { en: 'Quotation {number} not found', 'zh-CN': '未找到报价单 {number}', 'zh-TW': '未找到報價單 {number}', es: 'No se encontró la cotización {number}', ja: '見積書 {number} が見つかりません' },
  inquiryNotFound: { en: 'Inquiry {number} not found', 'zh-CN': '未找到询价单 {number}', 'zh-TW': '未找到詢價單 {number}', es: 'No se encontró la consulta {number}', ja: '引合い {number} が見つかりません' },
  rejectReasonRequired: { en: 'Give the reason for rejecting the file', 'zh-CN': '请填写审核不通过的原因', 'zh-TW': '請填寫審核不通過的原因', es: 'Indique el motivo del rechazo del archivo', ja: 'ファイルを不合格にする理由を入力してください' },
  sameState: { en: 'The file is already in that state', 'zh-CN': '文件已处于该状态', 'zh-TW': '文件已處於該狀態', es: 'El archivo ya está en ese estado', ja: 'ファイルは既にその状態です' },
} satisfies Record<string, LocalizedText>;
