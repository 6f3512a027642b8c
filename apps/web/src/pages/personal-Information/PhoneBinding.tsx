import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CodeButton from '../register/CodeButton';
import PhoneField, { CodeField } from '../register/PhoneField';
import { fieldsValid, registrationRules } from '../register/rules';
import { refreshAuthInfo } from './api';
import { bindPhone, fetchWeChatStanding, sendBindingCode } from './phone-binding-api';

type Values = Parameters<typeof bindPhone>[0] & { phone_area_code: string };

/**
 * A WeChat-only account (no phone, no password) binds a phone and sets a password here; then it signs in by phone
 * too, may register a business and is told of invitations sent to that number. Shown to no other account.
 */
export default function PhoneBinding() {
  const { t } = useTranslation('profile');
  const tr = useTranslation('register').t;
  const { message } = App.useApp();
  const client = useQueryClient();
  const standing = useQuery({ queryKey: ['profile', 'wechat'], queryFn: fetchWeChatStanding });
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const rules = registrationRules(tr);
  if (!standing.data?.wechat_only) return null;

  const requestCode = async () => {
    if (!(await fieldsValid(form, ['phone_num']))) return false;
    try {
      await sendBindingCode(form.getFieldValue('phone_area_code'), form.getFieldValue('phone_num'));
      void message.success(tr('codeSent'));
      return true;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const bind = async () => {
    if (!(await fieldsValid(form, ['phone_num', 'verify_code', 'register_password']))) return;
    setBusy(true);
    try {
      await bindPhone(form.getFieldsValue() as Parameters<typeof bindPhone>[0]);
      void message.success(t('phoneBinding.bound'));
      await client.invalidateQueries({ queryKey: ['profile'] });
      await refreshAuthInfo();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('phoneBinding.title')} data-testid="phone-binding">
      <Alert type="info" showIcon message={t('phoneBinding.hint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ phone_area_code: '+86' }}
        style={{ maxWidth: 480 }}
      >
        <PhoneField
          label={t('phoneBinding.phone')}
          areaName="phone_area_code"
          phoneName="phone_num"
          rules={rules.phone('phone_area_code')}
          placeholder={t('phoneBinding.phone')}
        />
        <CodeField
          name="verify_code"
          label={tr('code')}
          rules={rules.code}
          placeholder={tr('code')}
          button={<CodeButton request={requestCode} />}
        />
        <Form.Item name="register_password" label={t('phoneBinding.password')} rules={rules.password}>
          <Input.Password autoComplete="new-password" data-testid="phone-binding-password" />
        </Form.Item>
        <Button type="primary" loading={busy} onClick={bind} data-testid="phone-binding-submit">
          {t('phoneBinding.bind')}
        </Button>
      </Form>
    </Card>
  );
}
