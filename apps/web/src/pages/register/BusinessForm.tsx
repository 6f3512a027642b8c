import { REGISTRABLE_KINDS, type RegistrableKind } from '@pcbunion/core';
import { App, Button, Checkbox, Form, Input, Radio, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CodeButton from './CodeButton';
import PhoneField, { CodeField } from './PhoneField';
import { registerBusiness, sendCode, type BusinessRegistration } from './api';
import { fieldsValid, registrationRules } from './rules';

/**
 * Business registration: a factory, customer or supplier enterprise whose registrant becomes its administrator.
 * An existing account (by phone) needs only the code; a new one also gives a name and a password.
 */
export default function BusinessForm({ onDone }: { onDone: (loginName: string) => void }) {
  const { t } = useTranslation('register');
  const { message } = App.useApp();
  const [form] = Form.useForm<BusinessRegistration>();
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState<{ no: string; supplier: boolean; phone: string } | null>(null);
  const rules = registrationRules(t);

  const requestCode = async () => {
    if (!(await fieldsValid(form, ['loginUserPhone']))) return false;
    const v = form.getFieldsValue();
    await sendCode({ phone_area_code: v.phoneAreaCode, phone_num: v.loginUserPhone }, 'business_register');
    void message.success(t('codeSent'));
    return true;
  };

  const submit = async (values: BusinessRegistration) => {
    setSubmitting(true);
    try {
      const answer = await registerBusiness({
        ...values,
        register_username: values.register_username || undefined,
        register_password: values.register_password || undefined,
      });
      setRegistered({
        no: answer.enterprise_no,
        supplier: values.enterprise_kind === 'supplier',
        phone: values.loginUserPhone,
      });
    } catch {
      // shown by the API error toast
    } finally {
      setSubmitting(false);
    }
  };

  if (registered) {
    return (
      <Result
        status="success"
        title={t('businessRegistered', { no: registered.no })}
        subTitle={registered.supplier ? t('supplierNext') : t('businessNext')}
        extra={
          <Button type="primary" onClick={() => onDone(registered.phone)}>
            {t('goToLogin')}
          </Button>
        }
      />
    );
  }

  return (
    <Form<BusinessRegistration>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      initialValues={{ phoneAreaCode: '+86', enterprise_kind: 'customer' }}
      data-testid="business-register-form"
    >
      <Form.Item name="enterprise_kind" label={t('enterpriseKind')} rules={[rules.required]}>
        <Radio.Group
          optionType="button"
          options={REGISTRABLE_KINDS.map((k: RegistrableKind) => ({ value: k, label: t(`kind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item name="company_name" label={t('companyName')} rules={[rules.required, { max: 100 }]}>
        <Input placeholder={t('companyName')} />
      </Form.Item>
      <Form.Item
        name="regNumOrCreditCode"
        label={t('creditCode')}
        rules={[rules.required, { pattern: /^[0-9A-Za-z-]{6,30}$/, message: t('problem.badCreditCode') }]}
      >
        <Input placeholder={t('creditCode')} />
      </Form.Item>
      <Form.Item name="entp_abbreviation" label={t('abbreviation')} rules={[{ max: 30 }]}>
        <Input placeholder={t('abbreviation')} />
      </Form.Item>
      <PhoneField
        label={t('adminPhone')}
        areaName="phoneAreaCode"
        phoneName="loginUserPhone"
        rules={rules.phone('phoneAreaCode')}
        placeholder={t('phone')}
      />
      <CodeField
        name="verify_code"
        label={t('code')}
        rules={rules.code}
        placeholder={t('code')}
        button={<CodeButton request={requestCode} />}
      />
      <Form.Item
        name="register_username"
        label={t('adminName')}
        extra={t('newAccountOnly')}
        rules={[{ max: 10, message: t('problem.tooLong') }]}
      >
        <Input placeholder={t('username')} />
      </Form.Item>
      <Form.Item
        name="register_password"
        label={t('password')}
        extra={t('newAccountOnly')}
        rules={[{ pattern: /^\w{6,20}$/, message: t('problem.badPassword') }]}
      >
        <Input.Password placeholder={t('password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('problem.agreement')))) }]}
      >
        <Checkbox>{t('agreement')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('submitBusiness')}
      </Button>
    </Form>
  );
}
