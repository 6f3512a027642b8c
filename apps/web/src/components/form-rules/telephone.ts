import { isTelephone } from '@pcbunion/core';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The rule of every telephone field (core `isTelephone`, the same the API runs): a mobile number, a landline
 * (spec 01 §5: optional area code then 7 to 14 digits) or an international number starting with +; empty passes
 * (the fields are optional). The message is `common:badTelephone` in the user's language.
 */
export const telephoneRule = (t: TFunction): FormRule => ({
  validator: async (_, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '' || isTelephone(value)) return;
    throw new Error(t('common:badTelephone'));
  },
});
