/** "**** **** **** 1234": what every answer shows of a card number. */
export const maskCardNumber = (digits: string) => `**** **** **** ${digits.slice(-4)}`;

/** "91**************12": a taxpayer number's first two and last two characters. */
export const maskTaxpayerNo = (value: string) =>
  value.length <= 4
    ? '*'.repeat(value.length)
    : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;

/** Whether a value sent back is the masked form the client was shown (an edit that left the field alone). */
export const isMasked = (value: string) => value.includes('*');
