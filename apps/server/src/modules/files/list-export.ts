import type { Language } from '../../http/language.js';
import { localizedText, translate, type LocalizedText } from '../../http/messages.js';
import type { Cell } from '../../platform/documents/index.js';
import { businessMinute } from '../../platform/business-day.js';

const L = localizedText;
const HEAD = [
  L('File name', '文件名', '檔案名稱', 'Nombre del archivo', 'ファイル名'),
  L('Module', '模块', '模組', 'Módulo', 'モジュール'),
  L('Type', '类型', '類型', 'Tipo', '形式'),
  L('Size (bytes)', '大小（字节）', '大小（位元組）', 'Tamaño (bytes)', 'サイズ（バイト）'),
  L('Uploaded by', '上传人', '上傳人', 'Subido por', 'アップロード者'),
  L('Uploaded at', '上传时间', '上傳時間', 'Subido el', 'アップロード日時'),
];
const MODULE: Record<string, LocalizedText> = {
  gerber: L('Gerber files', 'Gerber 文件', 'Gerber 檔案', 'Archivos Gerber', 'Gerber ファイル'),
  'work-order': L('Work orders', '工单', '工單', 'Órdenes de trabajo', '作業指示'),
  profile: L('Personal profile', '个人资料', '個人資料', 'Perfil personal', '個人情報'),
  member: L('Member information', '会员信息', '會員資訊', 'Datos de miembro', '会員情報'),
  staff: L('Staff', '员工', '員工', 'Personal', '社員'),
  other: L('Other', '其他', '其他', 'Otros', 'その他'),
};

export interface FileRow {
  name: string;
  module: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  createdAt: Date;
}

export const FILE_SHEET_WIDTHS = [40, 18, 28, 14, 20, 18];

/** The enterprise's file list as the reader sees it, in the reader's language. */
export function fileSheet(rows: readonly FileRow[], language: Language): Cell[][] {
  return [
    HEAD.map((h) => translate(language, h)),
    ...rows.map((r) => [
      r.name,
      MODULE[r.module] ? translate(language, MODULE[r.module]!) : r.module,
      r.contentType,
      { number: String(r.size) },
      r.uploadedBy ?? '',
      businessMinute(new Date(r.createdAt)),
    ]),
  ];
}
