import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CodeButton from './CodeButton';
import PhoneField, { CodeField } from './PhoneField';
import { resetPassword, sendCode } from './api';
import { fieldsValid, registrationRules } from './rules';

interface Values {
  phone_area_code: string;
  phone_num: string;
  verify_code: string;
  new_password: string;
  re_password: string;
}

/** Password reset with a code sent to the phone (spec 01 §7 resetpassword). */
export default function ResetForm({ onDone }: { onDone: (loginName: string) => void }) {
  const { t } = useTranslation('register');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const rules = registrationRules(t);

  const requestCode = async () => {
    if (!(await fieldsValid(form, ['phone_num']))) return false;
    const v = form.getFieldsValue();
    await sendCode({ phone_area_code: v.phone_area_code, phone_num: v.phone_num }, 'reset_password');
    void message.success(t('codeSent'));
    return true;
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await resetPassword(values);
      void message.success(t('passwordReset'));
      onDone(values.phone_num);
    } catch {
      // shown by the API error toast
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      initialValues={{ phone_area_code: '+86' }}
      data-testid="reset-form"
    >
      <PhoneField
        label={t('phone')}
        areaName="phone_area_code"
        phoneName="phone_num"
        rules={rules.phone('phone_area_code')}
        placeholder={t('phone')}
      />
      <CodeField
        name="verify_code"
        label={t('code')}
        rules={rules.code}
        placeholder={t('code')}
        button={<CodeButton request={requestCode} />}
      />
      <Form.Item name="new_password" label={t('newPassword')} rules={rules.password}>
        <Input.Password placeholder={t('newPassword')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="re_password"
        label={t('confirmPassword')}
        dependencies={['new_password']}
        rules={rules.repeat('new_password')}
      >
        <Input.Password placeholder={t('confirmPassword')} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('submitReset')}
      </Button>
    </Form>
  );
}
