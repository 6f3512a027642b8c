import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { centsOfTyped, MAX_MONEY_MOVE } from './money';

/** Spec 02 §5 Money: a number with at most two decimals, above zero, at most the largest single move (and `max`). */
export function amountRules(t: TFunction<'wallet'>, max?: { cents: bigint; message: string }): Rule[] {
  return [
    { required: true, message: t('amountRequired') },
    {
      validator: async (_, value: string | undefined) => {
        if (!value) return;
        const cents = centsOfTyped(value);
        if (cents === null) throw new Error(t('amountFormat'));
        if (cents <= 0n) throw new Error(t('amountPositive'));
        if (cents > centsOfTyped(MAX_MONEY_MOVE)!) throw new Error(t('amountTooLarge', { max: '1,000,000.00' }));
        if (max && cents > max.cents) throw new Error(max.message);
      },
    },
  ];
}
