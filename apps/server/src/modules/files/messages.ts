import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/**
 * The file list's own texts: the headings of its Excel export and the names of the modules a file belongs to. The
 * refusals of the file calls are the file service's (platform/files/messages.ts).
 */
export const fileListMessages = {
  head: {
    name: {
      en: 'File name',
      'zh-CN': '文件名',
      'zh-TW': '檔案名稱',
      es: 'Nombre del archivo',
      ja: 'ファイル名',
    },
    module: { en: 'Module', 'zh-CN': '模块', 'zh-TW': '模組', es: 'Módulo', ja: 'モジュール' },
    type: { en: 'Type', 'zh-CN': '类型', 'zh-TW': '類型', es: 'Tipo', ja: '形式' },
    size: {
      en: 'Size (bytes)',
      'zh-CN': '大小（字节）',
      'zh-TW': '大小（位元組）',
      es: 'Tamaño (bytes)',
      ja: 'サイズ（バイト）',
    },
    uploadedBy: { en: 'Uploaded by', 'zh-CN': '上传人', 'zh-TW': '上傳人', es: 'Subido por', ja: 'アップロード者' },
    uploadedAt: {
      en: 'Uploaded at',
      'zh-CN': '上传时间',
      'zh-TW': '上傳時間',
      es: 'Subido el',
      ja: 'アップロード日時',
    },
  },
  module: {
    gerber: {
      en: 'Gerber files',
      'zh-CN': 'Gerber 文件',
      'zh-TW': 'Gerber 檔案',
      es: 'Archivos Gerber',
      ja: 'Gerber ファイル',
    },
    'work-order': {
      en: 'Work orders',
      'zh-CN': '工单',
      'zh-TW': '工單',
      es: 'Órdenes de trabajo',
      ja: '作業指示',
    },
    profile: {
      en: 'Personal profile',
      'zh-CN': '个人资料',
      'zh-TW': '個人資料',
      es: 'Perfil personal',
      ja: '個人情報',
    },
    member: {
      en: 'Member information',
      'zh-CN': '会员信息',
      'zh-TW': '會員資訊',
      es: 'Datos de miembro',
      ja: '会員情報',
    },
    staff: { en: 'Staff', 'zh-CN': '员工', 'zh-TW': '員工', es: 'Personal', ja: '社員' },
    other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'Otros', ja: 'その他' },
  } satisfies Record<string, LocalizedText>,
} satisfies Record<string, Record<string, LocalizedText>>;

defineMessages('files', { fileListMessages });
