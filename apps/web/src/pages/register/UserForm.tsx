import { App, Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CodeButton from './CodeButton';
import PhoneField, { CodeField } from './PhoneField';
import { registerMember, registerUser, sendCode, type Invitation, type UserRegistration } from './api';
import { fieldsValid, registrationRules } from './rules';

interface Values extends UserRegistration {
  confirm_password: string;
}

interface Props {
  /** Present for member registration from an invite link. */
  invitation?: Invitation | null;
  onDone: (loginName: string) => void;
}

/** User registration by phone or e-mail, and member registration from an invitation (spec 01 §3, §5). */
export default function UserForm({ invitation, onDone }: Props) {
  const { t } = useTranslation('register');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [by, setBy] = useState<'phone' | 'email'>('phone');
  const [submitting, setSubmitting] = useState(false);
  const rules = registrationRules(t);

  const requestCode = async () => {
    const field = by === 'phone' ? 'register_phonenum' : 'register_email';
    if (!(await fieldsValid(form, [field]))) return false;
    const v = form.getFieldsValue();
    await sendCode(
      by === 'phone'
        ? { phone_area_code: v.phone_area_code, phone_num: v.register_phonenum }
        : { email: v.register_email },
      'register',
    );
    void message.success(t('codeSent'));
    return true;
  };

  const submit = async ({ confirm_password: _repeat, ...values }: Values) => {
    setSubmitting(true);
    try {
      const body = { ...values, register_type: by };
      if (invitation) await registerMember({ ...body, ...invitation });
      else await registerUser(body);
      void message.success(t('registered'));
      onDone(by === 'phone' ? values.register_phonenum! : values.register_email!);
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
      data-testid="user-register-form"
    >
      <Form.Item>
        <Segmented<'phone' | 'email'>
          block
          value={by}
          onChange={setBy}
          options={[
            { label: t('byPhone'), value: 'phone' },
            { label: t('byEmail'), value: 'email' },
          ]}
        />
      </Form.Item>
      {by === 'phone' ? (
        <PhoneField
          label={t('phone')}
          areaName="phone_area_code"
          phoneName="register_phonenum"
          rules={rules.phone('phone_area_code')}
          placeholder={t('phone')}
        />
      ) : (
        <Form.Item name="register_email" label={t('email')} rules={rules.email}>
          <Input placeholder={t('email')} autoComplete="email" />
        </Form.Item>
      )}
      <CodeField
        name="verify_code"
        label={t('code')}
        rules={rules.code}
        placeholder={t('code')}
        button={<CodeButton request={requestCode} />}
      />
      <Form.Item name="register_username" label={t('username')} rules={rules.name}>
        <Input placeholder={t('username')} autoComplete="name" />
      </Form.Item>
      {by === 'phone' && (
        <Form.Item name="register_email" label={t('emailOptional')} rules={rules.optionalEmail}>
          <Input placeholder={t('email')} autoComplete="email" />
        </Form.Item>
      )}
      <Form.Item name="register_password" label={t('password')} rules={rules.password}>
        <Input.Password placeholder={t('password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t('confirmPassword')}
        dependencies={['register_password']}
        rules={rules.repeat('register_password')}
      >
        <Input.Password placeholder={t('confirmPassword')} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {invitation ? t('submitMember') : t('submitUser')}
      </Button>
    </Form>
  );
}
