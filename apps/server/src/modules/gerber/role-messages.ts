import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** Messages of the role correction (issue 17). */
export const roleMessages = {
  unknownFile: {
    en: 'The upload has no file named {name}',
    'zh-CN': '上传的文件中没有 {name}',
    'zh-TW': '上傳的文件中沒有 {name}',
    es: 'La subida no contiene ningún archivo llamado {name}',
    ja: 'アップロードに {name} というファイルはありません',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('gerber', { roleMessages });
