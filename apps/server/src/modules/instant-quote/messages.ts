import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The instant-quote module's server messages. */
export const instantQuoteMessages = {
  notFound: {
    en: 'This quote does not exist or its validity has ended; start a new one',
    'zh-CN': '该报价不存在或已过有效期，请重新报价',
    'zh-TW': '該報價不存在或已過有效期，請重新報價',
    es: 'Esta cotización no existe o su validez terminó; empiece una nueva',
    ja: 'この見積は存在しないか有効期限が切れています。新しく見積もってください',
  },
  tooMany: {
    en: 'Too many quotes from your address; sign in or try again later',
    'zh-CN': '您的地址创建的报价过多，请登录或稍后再试',
    'zh-TW': '您的地址創建的報價過多，請登錄或稍後再試',
    es: 'Demasiadas cotizaciones desde su dirección; inicie sesión o inténtelo más tarde',
    ja: 'このアドレスからの見積が多すぎます。ログインするか、しばらくしてから再試行してください',
  },
  tooLarge: {
    en: 'file: a Gerber archive on the instant quote may be at most {max}; sign in to upload larger ones',
    'zh-CN': 'file：即时报价的 Gerber 压缩包最大 {max}，更大的文件请登录后上传',
    'zh-TW': 'file：即時報價的 Gerber 壓縮包最大 {max}，更大的文件請登錄後上傳',
    es: 'file: un archivo Gerber en la cotización instantánea puede tener como máximo {max}; inicie sesión para subir otros mayores',
    ja: 'file: 即時見積の Gerber アーカイブは最大 {max} です。より大きいファイルはログインしてアップロードしてください',
  },
  noUpload: {
    en: 'This quote has no Gerber upload',
    'zh-CN': '该报价没有上传 Gerber 文件',
    'zh-TW': '該報價沒有上傳 Gerber 文件',
    es: 'Esta cotización no tiene archivo Gerber',
    ja: 'この見積には Gerber ファイルがありません',
  },
  noRender: {
    en: 'This quote has no picture of the board',
    'zh-CN': '该报价没有电路板预览图',
    'zh-TW': '該報價沒有電路板預覽圖',
    es: 'Esta cotización no tiene imagen de la placa',
    ja: 'この見積には基板のプレビューがありません',
  },
  saved: {
    en: 'Quote saved',
    'zh-CN': '报价已保存',
    'zh-TW': '報價已保存',
    es: 'Cotización guardada',
    ja: '見積を保存しました',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('instant-quote', { instantQuoteMessages });
