import { defineLabels } from '../../http/field-labels.js';

/** The fields files names in its own words; every other field takes its shared label (http/field-labels). */
export const filesLabels = defineLabels('files', {
  delfile_name: ['File name', '文件名', '文件名', 'Nombre de archivo', 'ファイル名'],
  download: ['Download', '下载', '下載', 'Descarga', 'ダウンロード'],
  module: ['Module', '模块', '模組', 'Módulo', 'モジュール'],
});
