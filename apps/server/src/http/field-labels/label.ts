/** A field's label in the five languages, in this order. */
export type Label = readonly [en: string, zhCN: string, zhTW: string, es: string, ja: string];
