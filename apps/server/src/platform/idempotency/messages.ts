import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

export const idempotencyMessages = {
  badKey: {
    en: 'Idempotency-Key: 1 to 255 visible characters',
    'zh-CN': 'Idempotency-Key：应为 1 到 255 个可见字符',
    'zh-TW': 'Idempotency-Key：應為 1 到 255 個可見字元',
    es: 'Idempotency-Key: de 1 a 255 caracteres visibles',
    ja: 'Idempotency-Key: 1〜255 文字の表示可能な文字',
  },
  keyReused: {
    en: 'This Idempotency-Key was already used for a different request; send a new key for a new request',
    'zh-CN': '该 Idempotency-Key 已用于另一个不同的请求；新的请求请使用新的键',
    'zh-TW': '該 Idempotency-Key 已用於另一個不同的請求；新的請求請使用新的鍵',
    es: 'Esta Idempotency-Key ya se usó para otra solicitud distinta; envíe una clave nueva para una solicitud nueva',
    ja: 'この Idempotency-Key は別のリクエストで使用済みです。新しいリクエストには新しいキーを送ってください',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('platform/idempotency', { idempotencyMessages });
