import {
  ACCOUNT_PASSWORD,
  EMAIL,
  isPhoneOf,
  SHORT_TEXT_MAX,
  VERIFY_CODE,
  type RegistrationProblem,
} from '@pcbunion/core';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The form rules of spec 01 §5, from core's shapes, with the spec's messages (namespace `register`). */
export function registrationRules(t: TFunction) {
  const required: FormRule = { required: true, whitespace: true, message: t('problem.required') };
  return {
    required,
    phone: (areaField: string): FormRule[] => [
      required,
      ({ getFieldValue }) => ({
        validator: (_, value: string) =>
          !value || isPhoneOf(getFieldValue(areaField) ?? '+86', value)
            ? Promise.resolve()
            : Promise.reject(new Error(t('problem.badPhone'))),
      }),
    ],
    email: [required, { pattern: EMAIL, message: t('problem.badEmail') }] as FormRule[],
    optionalEmail: [{ pattern: EMAIL, message: t('problem.badEmail') }] as FormRule[],
    password: [required, { pattern: ACCOUNT_PASSWORD, message: t('problem.badPassword') }] as FormRule[],
    repeat: (field: string): FormRule[] => [
      required,
      ({ getFieldValue }) => ({
        validator: (_, value: string) =>
          !value || value === getFieldValue(field)
            ? Promise.resolve()
            : Promise.reject(new Error(t('problem.passwordMismatch'))),
      }),
    ],
    name: [required, { max: SHORT_TEXT_MAX, message: t('problem.tooLong') }] as FormRule[],
    code: [required, { pattern: VERIFY_CODE, message: t('problem.badCode') }] as FormRule[],
  };
}

export type RegistrationRules = ReturnType<typeof registrationRules>;

/** The text of a core problem (for checks outside a form rule). */
export const problemText = (t: TFunction, problem: RegistrationProblem) => t(`problem.${problem}`);

/** Validates some fields first (e.g. the phone before a code is requested); false when they fail. */
export async function fieldsValid(form: FormInstance, names: string[]): Promise<boolean> {
  try {
    await form.validateFields(names);
    return true;
  } catch {
    return false;
  }
}
