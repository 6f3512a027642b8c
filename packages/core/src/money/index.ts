export { Decimal, type DecimalInput, ZERO, ONE, HUNDRED, isDecimalText, parseDecimal, toDecimal } from './decimal.js';
export {
  toCents,
  fromCents,
  centsOfText,
  textOfCents,
  roundToCents,
  formatAmount,
  formatMoney,
  isMoneyText,
  centsOfInput,
  centsOfSignedInput,
} from './amounts.js';
