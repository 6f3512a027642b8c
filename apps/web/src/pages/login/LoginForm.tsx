import { LockOutlined, MailOutlined, MobileOutlined, IdcardOutlined } from '@ant-design/icons';
import { ACCOUNT_PASSWORD, EMAIL, MOBILE_PHONE, type LoginType } from '@pcbunion/core';
import { Button, Form, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginPayload } from '../../api/session';
import AreaCodePicker from './AreaCodePicker';

interface Props {
  submitting: boolean;
  onSubmit: (payload: LoginPayload) => void;
}

interface Values {
  phone_area_code: string;
  login_phone?: string;
  login_email?: string;
  login_jobnumber?: string;
  login_password: string;
}

/** Phone (with area code), e-mail or job number, and a password, checked as spec 01 §5 says. */
export default function LoginForm({ submitting, onSubmit }: Props) {
  const { t } = useTranslation('login');
  const [loginType, setLoginType] = useState<LoginType>('phone');
  const required = { required: true, message: t('required') };

  const submit = (values: Values) => {
    const payload: LoginPayload = { login_type: loginType, login_password: values.login_password };
    if (loginType === 'phone')
      Object.assign(payload, { phone_area_code: values.phone_area_code, login_phone: values.login_phone });
    if (loginType === 'email') payload.login_email = values.login_email;
    if (loginType === 'jobnumber') payload.login_jobnumber = values.login_jobnumber;
    onSubmit(payload);
  };

  return (
    <Form<Values>
      layout="vertical"
      size="large"
      initialValues={{ phone_area_code: '+86' }}
      onFinish={submit}
      requiredMark={false}
    >
      <Form.Item>
        <Segmented<LoginType>
          block
          value={loginType}
          onChange={setLoginType}
          options={[
            { label: t('byPhone'), value: 'phone' },
            { label: t('byEmail'), value: 'email' },
            { label: t('byJobNumber'), value: 'jobnumber' },
          ]}
        />
      </Form.Item>
      {loginType === 'phone' && (
        <Form.Item label={t('phone')} required>
          <Space.Compact block>
            <Form.Item name="phone_area_code" noStyle>
              <AreaCodePicker />
            </Form.Item>
            <Form.Item name="login_phone" noStyle rules={[required, { pattern: MOBILE_PHONE, message: t('badPhone') }]}>
              <Input prefix={<MobileOutlined />} placeholder={t('phone')} autoComplete="username" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      )}
      {loginType === 'email' && (
        <Form.Item name="login_email" label={t('email')} rules={[required, { pattern: EMAIL, message: t('badEmail') }]}>
          <Input prefix={<MailOutlined />} placeholder={t('email')} autoComplete="username" />
        </Form.Item>
      )}
      {loginType === 'jobnumber' && (
        <Form.Item name="login_jobnumber" label={t('jobNumber')} rules={[required]}>
          <Input prefix={<IdcardOutlined />} placeholder={t('jobNumber')} autoComplete="username" />
        </Form.Item>
      )}
      <Form.Item
        name="login_password"
        label={t('password')}
        rules={[required, { pattern: ACCOUNT_PASSWORD, message: t('badPassword') }]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('password')} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('submit')}
      </Button>
    </Form>
  );
}
