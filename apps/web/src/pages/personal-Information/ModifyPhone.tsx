import { isPhoneOf } from '@pcbunion/core';
import { App, Button, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import type { AccountFormProps } from '../../shell/navbar/account-dialogs';
import CodeButton from '../register/CodeButton';
import PhoneField, { CodeField } from '../register/PhoneField';
import { fieldsValid, registrationRules } from '../register/rules';
import { checkPassword, refreshAuthInfo, sendPhoneCode, updatePhone } from './api';

/** Spec 02 §8: 1 success; 0, 2, 5 errors; 3, 4 neutral. */
function useAnswerToast() {
  const { message } = App.useApp();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return void message.error(String(error));
    if (error.code === 3 || error.code === 4) void message.warning(error.message);
    else void message.error(error.message);
  };
}

/** Modify phone (navbar dialog): check the current password, then the new number and a code sent to it. */
export default function ModifyPhone({ onDone }: AccountFormProps) {
  const { t } = useTranslation('profile');
  const tr = useTranslation('register').t;
  const { message } = App.useApp();
  const toast = useAnswerToast();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string; phone_area_code: string; phone_num: string; verify_code: string }>();
  const rules = registrationRules(tr);

  const confirmPassword = async () => {
    if (!(await fieldsValid(form, ['password']))) return;
    setBusy(true);
    try {
      await checkPassword(form.getFieldValue('password'));
      setStep(1);
    } catch (error) {
      toast(error);
    } finally {
      setBusy(false);
    }
  };

  const requestCode = async () => {
    if (!(await fieldsValid(form, ['phone_num']))) return false;
    try {
      await sendPhoneCode(form.getFieldValue('phone_area_code'), form.getFieldValue('phone_num'));
      void message.success(tr('codeSent'));
      return true;
    } catch (error) {
      toast(error);
      return false;
    }
  };

  const change = async () => {
    if (!(await fieldsValid(form, ['phone_num', 'verify_code']))) return;
    setBusy(true);
    try {
      const v = form.getFieldsValue();
      await updatePhone(v.phone_area_code, v.phone_num, v.verify_code);
      void message.success(t('phoneChanged'));
      await refreshAuthInfo();
      onDone();
    } catch (error) {
      toast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone_area_code: '+86' }}
      data-testid="modify-phone"
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: t('stepPassword') }, { title: t('stepPhone') }]}
        style={{ marginBottom: 24 }}
      />
      {step === 0 ? (
        <>
          <Form.Item
            name="password"
            label={t('currentPassword')}
            rules={[{ required: true, message: t('passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" block loading={busy} onClick={confirmPassword}>
            {t('next')}
          </Button>
        </>
      ) : (
        <>
          <PhoneField
            label={t('newPhone')}
            areaName="phone_area_code"
            phoneName="phone_num"
            rules={[
              { required: true, message: tr('problem.required') },
              ({ getFieldValue }) => ({
                validator: (_, v: string) =>
                  !v || isPhoneOf(getFieldValue('phone_area_code') ?? '+86', v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('phoneFormat'))),
              }),
            ]}
            placeholder={t('newPhone')}
          />
          <CodeField
            name="verify_code"
            label={tr('code')}
            rules={rules.code}
            placeholder={tr('code')}
            button={<CodeButton request={requestCode} />}
          />
          <Button type="primary" block loading={busy} onClick={change}>
            {t('changePhone')}
          </Button>
        </>
      )}
    </Form>
  );
}
