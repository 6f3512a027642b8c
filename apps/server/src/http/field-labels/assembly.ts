import type { Label } from './label.js';

/** Stencil and assembly (issue 22). */
export const ASSEMBLY_LABELS: Record<string, Label> = {
  quoteId: ['Quote', '报价', '報價', 'Cotización', '見積'],
  gerberFileId: ['Gerber file', 'Gerber 文件', 'Gerber 檔案', 'Archivo Gerber', 'Gerber ファイル'],
  gerber: ['Gerber figures', 'Gerber 数据', 'Gerber 資料', 'Datos del Gerber', 'Gerber データ'],
  source: ['Source', '来源', '來源', 'Origen', '取得元'],
  top: ['Top side', '顶面', '頂面', 'Cara superior', '表面'],
  bottom: ['Bottom side', '底面', '底面', 'Cara inferior', '裏面'],
  content: ['File content', '文件内容', '檔案內容', 'Contenido del archivo', 'ファイル内容'],
};
