/**
 * Messages of the shared field rules (fields.ts) in the five languages. A schema issue carries the key as its
 * message and the numbers as its params; the server (http/messages.ts) and the forms render them.
 */
export const fieldMessages = {
  'field.controlCharacter': {
    en: 'must not contain control characters',
    'zh-CN': '不能包含控制字符',
    'zh-TW': '不能包含控制字元',
    es: 'no debe contener caracteres de control',
    ja: '制御文字を含めることはできません',
  },
  'field.loneSurrogate': {
    en: 'contains an incomplete character (a lone surrogate)',
    'zh-CN': '包含不完整的字符（孤立的代理项）',
    'zh-TW': '包含不完整的字元（孤立的代理項）',
    es: 'contiene un carácter incompleto (un sustituto suelto)',
    ja: '不完全な文字（単独のサロゲート）を含んでいます',
  },
  'field.tooManyDecimals': {
    en: 'must have at most {scale} decimals',
    'zh-CN': '最多 {scale} 位小数',
    'zh-TW': '最多 {scale} 位小數',
    es: 'debe tener como máximo {scale} decimales',
    ja: '小数点以下は {scale} 桁までです',
  },
  'field.numberTooLarge': {
    en: 'must be at most {maximum}',
    'zh-CN': '最多为 {maximum}',
    'zh-TW': '最多為 {maximum}',
    es: 'debe ser como máximo {maximum}',
    ja: '{maximum} 以下である必要があります',
  },
  'field.numberTooSmall': {
    en: 'must be at least {minimum}',
    'zh-CN': '至少为 {minimum}',
    'zh-TW': '至少為 {minimum}',
    es: 'debe ser al menos {minimum}',
    ja: '{minimum} 以上である必要があります',
  },
  'field.notANumber': {
    en: 'must be a number such as 12.5',
    'zh-CN': '必须是数字，例如 12.5',
    'zh-TW': '必須是數字，例如 12.5',
    es: 'debe ser un número como 12.5',
    ja: '12.5 のような数値である必要があります',
  },
  'field.tooDeep': {
    en: 'is nested more than {maximum} levels deep',
    'zh-CN': '嵌套层级超过 {maximum} 层',
    'zh-TW': '巢狀層級超過 {maximum} 層',
    es: 'tiene más de {maximum} niveles de anidación',
    ja: '入れ子が {maximum} 階層を超えています',
  },
  'field.tooLarge': {
    en: 'is larger than {maximum} bytes',
    'zh-CN': '超过 {maximum} 字节',
    'zh-TW': '超過 {maximum} 位元組',
    es: 'supera {maximum} bytes',
    ja: '{maximum} バイトを超えています',
  },
  'field.malformed': {
    en: 'could not be read: the {format} data is malformed',
    'zh-CN': '无法读取：{format} 数据格式错误',
    'zh-TW': '無法讀取：{format} 資料格式錯誤',
    es: 'no se pudo leer: los datos {format} están mal formados',
    ja: '読み取れません: {format} データの形式が不正です',
  },
  'field.rejectedValue': {
    en: 'has a value the database cannot store',
    'zh-CN': '的值无法保存',
    'zh-TW': '的值無法保存',
    es: 'tiene un valor que no se puede guardar',
    ja: 'の値は保存できません',
  },
} as const satisfies Record<string, Record<'en' | 'zh-CN' | 'zh-TW' | 'es' | 'ja', string>>;

export type FieldMessageKey = keyof typeof fieldMessages;

export function isFieldMessageKey(key: string): key is FieldMessageKey {
  return Object.hasOwn(fieldMessages, key);
}
