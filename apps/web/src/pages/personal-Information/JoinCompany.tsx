import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import type { AccountFormProps } from '../../shell/navbar/account-dialogs';
import CodeButton from '../register/CodeButton';
import { CodeField } from '../register/PhoneField';
import { fieldsValid, registrationRules } from '../register/rules';
import { fetchProfile, joinCompany, refreshAfterJoining, sendJoinCode } from './api';

/**
 * Personal join company (navbar dialog): the enterprise number of a company that invited this account's phone,
 * and a 6-digit code sent to that phone. The new enterprise then appears in "switch enterprise".
 */
export default function JoinCompany({ onDone }: AccountFormProps) {
  const { t } = useTranslation('profile');
  const tr = useTranslation('register').t;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ cimforceNoEnter: string; verifyCode: string }>();
  const [busy, setBusy] = useState(false);
  const profile = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  const rules = registrationRules(tr);
  const phone = profile.data?.phone;

  const requestCode = async () => {
    if (!phone) return false;
    await sendJoinCode(profile.data!.phone_area_code ?? '+86', phone);
    void message.success(tr('codeSent'));
    return true;
  };

  const join = async () => {
    if (!(await fieldsValid(form, ['cimforceNoEnter', 'verifyCode']))) return;
    setBusy(true);
    try {
      const v = form.getFieldsValue();
      const answer = await joinCompany(v.cimforceNoEnter.trim(), v.verifyCode);
      void message.success(tr('joined', { name: answer.enterprise_name }));
      await refreshAfterJoining();
      onDone();
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} data-testid="join-company">
      <Typography.Paragraph type="secondary">
        {phone ? t('joinHint', { phone: `${profile.data?.phone_area_code ?? ''} ${phone}` }) : t('joinNeedsPhone')}
      </Typography.Paragraph>
      <Form.Item name="cimforceNoEnter" label={tr('enterpriseNo')} rules={[rules.required]}>
        <Input placeholder="E0001" />
      </Form.Item>
      <CodeField
        name="verifyCode"
        label={tr('code')}
        rules={rules.code}
        placeholder={tr('code')}
        button={<CodeButton request={requestCode} />}
      />
      <Button type="primary" block loading={busy} disabled={!phone} onClick={join}>
        {tr('submitJoin')}
      </Button>
    </Form>
  );
}
