import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** Refusals of the file service (spec 01 §7 file calls, §9 image limits). */
export const fileMessages = {
  noFile: {
    en: 'File: choose a file to upload',
    'zh-CN': '文件：请选择要上传的文件',
    'zh-TW': '文件：請選擇要上傳的文件',
    es: 'Archivo: elija un archivo para subir',
    ja: 'ファイル: アップロードするファイルを選択してください',
  },
  emptyFile: {
    en: 'File: the file is empty',
    'zh-CN': '文件：文件内容为空',
    'zh-TW': '文件：文件內容為空',
    es: 'Archivo: el archivo está vacío',
    ja: 'ファイル: ファイルが空です',
  },
  tooLarge: {
    en: 'File: the file is larger than {max}',
    'zh-CN': '文件：文件大小不能超过 {max}',
    'zh-TW': '文件：文件大小不能超過 {max}',
    es: 'Archivo: el archivo supera {max}',
    ja: 'ファイル: ファイルサイズは {max} 以下にしてください',
  },
  imageType: {
    en: 'File: only JPG or PNG images can be uploaded',
    'zh-CN': '文件：只能上传 JPG 或 PNG 格式的图片',
    'zh-TW': '文件：只能上傳 JPG 或 PNG 格式的圖片',
    es: 'Archivo: solo se admiten imágenes JPG o PNG',
    ja: 'ファイル: アップロードできるのは JPG または PNG 画像のみです',
  },
  refusedType: {
    en: 'File: this type of file cannot be uploaded',
    'zh-CN': '文件：不允许上传此类型的文件',
    'zh-TW': '文件：不允許上傳此類型的文件',
    es: 'Archivo: no se permite subir este tipo de archivo',
    ja: 'ファイル: この種類のファイルはアップロードできません',
  },
  badIds: {
    en: 'File name: give the file ids, separated by commas',
    'zh-CN': '文件名：请填写以逗号分隔的文件编号',
    'zh-TW': '文件名：請填寫以逗號分隔的文件編號',
    es: 'Nombre de archivo: indique los identificadores separados por comas',
    ja: 'ファイル名: ファイル ID をカンマ区切りで指定してください',
  },
  fileNotFound: {
    en: 'The file does not exist or was deleted',
    'zh-CN': '文件不存在或已被删除',
    'zh-TW': '文件不存在或已被刪除',
    es: 'El archivo no existe o fue eliminado',
    ja: 'ファイルが存在しないか削除されています',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('platform/files', { fileMessages });
