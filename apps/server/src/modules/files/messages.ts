import type { LocalizedText } from '../../http/messages.js';

/** Refusals of the file service (spec 01 §7 file calls, §9 image limits). */
export const fileMessages = {
  noFile: { en: 'file: choose a file to upload', 'zh-CN': 'file：请选择要上传的文件', 'zh-TW': 'file：請選擇要上傳的文件', es: 'file: elija un archivo para subir', ja: 'file: アップロードするファイルを選択してください' },
  emptyFile: { en: 'file: the file is empty', 'zh-CN': 'file：文件内容为空', 'zh-TW': 'file：文件內容為空', es: 'file: el archivo está vacío', ja: 'file: ファイルが空です' },
  tooLarge: { en: 'file: the file is larger than {max}', 'zh-CN': 'file：文件大小不能超过 {max}', 'zh-TW': 'file：文件大小不能超過 {max}', es: 'file: el archivo supera {max}', ja: 'file: ファイルサイズは {max} 以下にしてください' },
  imageType: { en: 'file: only JPG or PNG images can be uploaded', 'zh-CN': 'file：只能上传 JPG 或 PNG 格式的图片', 'zh-TW': 'file：只能上傳 JPG 或 PNG 格式的圖片', es: 'file: solo se admiten imágenes JPG o PNG', ja: 'file: アップロードできるのは JPG または PNG 画像のみです' },
  refusedType: { en: 'file: this type of file cannot be uploaded', 'zh-CN': 'file：不允许上传此类型的文件', 'zh-TW': 'file：不允許上傳此類型的文件', es: 'file: no se permite subir este tipo de archivo', ja: 'file: この種類のファイルはアップロードできません' },
  badIds: { en: 'delfile_name: give the file ids, separated by commas', 'zh-CN': 'delfile_name：请填写以逗号分隔的文件编号', 'zh-TW': 'delfile_name：請填寫以逗號分隔的文件編號', es: 'delfile_name: indique los identificadores separados por comas', ja: 'delfile_name: ファイル ID をカンマ区切りで指定してください' },
  fileNotFound: { en: 'The file does not exist or was deleted', 'zh-CN': '文件不存在或已被删除', 'zh-TW': '文件不存在或已被刪除', es: 'El archivo no existe o fue eliminado', ja: 'ファイルが存在しないか削除されています' },
} satisfies Record<string, LocalizedText>;
