import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The assembly module's server messages. */
export const assemblyServerMessages = {
  saved: {
    en: 'Stencil and assembly prices saved',
    'zh-CN': '钢网与贴装价格已保存',
    'zh-TW': '鋼網與貼裝價格已保存',
    es: 'Precios de plantilla y montaje guardados',
    ja: 'メタルマスクと実装の価格を保存しました',
  },
  factoryOnly: {
    en: 'Only a factory keeps stencil and assembly prices',
    'zh-CN': '只有工厂可以维护钢网与贴装价格',
    'zh-TW': '只有工廠可以維護鋼網與貼裝價格',
    es: 'Solo una fábrica mantiene precios de plantilla y montaje',
    ja: 'メタルマスクと実装の価格を管理できるのは工場のみです',
  },
  noTable: {
    en: '{factory} publishes no stencil and assembly prices',
    'zh-CN': '{factory} 未发布钢网与贴装价格',
    'zh-TW': '{factory} 未發佈鋼網與貼裝價格',
    es: '{factory} no publica precios de plantilla y montaje',
    ja: '{factory} はメタルマスクと実装の価格を公開していません',
  },
  noGerber: {
    en: "Name the board: a quote id, a Gerber file id or the analysis's assembly figures",
    'zh-CN': '请指明电路板：报价编号、Gerber 文件编号或分析得到的贴装数据',
    'zh-TW': '請指明電路板：報價編號、Gerber 檔案編號或分析得到的貼裝資料',
    es: 'Indique la placa: un id de cotización, un id de archivo Gerber o las cifras de montaje del análisis',
    ja: '基板を指定してください：見積 ID、Gerber ファイル ID、または解析による実装データ',
  },
  notAnalysed: {
    en: 'This Gerber has no assembly figures yet (not analysed, or analysed before they existed: re-check it)',
    'zh-CN': '该 Gerber 尚无贴装数据（未分析，或分析早于此功能：请重新检查）',
    'zh-TW': '該 Gerber 尚無貼裝資料（未分析，或分析早於此功能：請重新檢查）',
    es: 'Este Gerber aún no tiene cifras de montaje (sin analizar, o analizado antes de que existieran: vuelva a comprobarlo)',
    ja: 'この Gerber にはまだ実装データがありません（未解析、または機能追加前の解析です：再チェックしてください）',
  },
  unreadable: {
    en: 'The file {name} cannot be read as CSV or xlsx',
    'zh-CN': '文件 {name} 无法按 CSV 或 xlsx 读取',
    'zh-TW': '檔案 {name} 無法按 CSV 或 xlsx 讀取',
    es: 'El archivo {name} no se puede leer como CSV ni xlsx',
    ja: 'ファイル {name} は CSV としても xlsx としても読めません',
  },
  priceRefused: { en: '{reason}', 'zh-CN': '{reason}', 'zh-TW': '{reason}', es: '{reason}', ja: '{reason}' },
} satisfies Record<string, LocalizedText>;

defineMessages('assembly', { assemblyServerMessages });
