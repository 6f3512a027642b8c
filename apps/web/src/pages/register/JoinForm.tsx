import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CodeButton from './CodeButton';
import PhoneField, { CodeField } from './PhoneField';
import { joinEnterprise, sendCode, type Invitation, type JoinRequest } from './api';
import { fieldsValid, registrationRules } from './rules';

interface Props {
  /** Joining through an invite link instead of an enterprise number. */
  invitation?: Invitation | null;
  onDone: (loginName: string) => void;
}

/** Join an enterprise that invited this phone (by enterprise number) or through an invite link. */
export default function JoinForm({ invitation, onDone }: Props) {
  const { t } = useTranslation('register');
  const { message } = App.useApp();
  const [form] = Form.useForm<JoinRequest>();
  const joined = Form.useWatch('joined', form) ?? '1';
  const [submitting, setSubmitting] = useState(false);
  const rules = registrationRules(t);

  const requestCode = async () => {
    if (!(await fieldsValid(form, ['phoneNum']))) return false;
    const v = form.getFieldsValue();
    await sendCode({ phone_area_code: v.phoneAreaCode, phone_num: v.phoneNum }, 'join_enterprise');
    void message.success(t('codeSent'));
    return true;
  };

  const submit = async (values: JoinRequest) => {
    setSubmitting(true);
    try {
      const answer = await joinEnterprise({
        ...values,
        ...(invitation ? { enterpriseuid: invitation.enterpriseuid, tenantid: invitation.tenantid } : {}),
      });
      void message.success(t('joined', { name: answer.enterprise_name }));
      onDone(values.phoneNum!);
    } catch {
      // shown by the API error toast
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<JoinRequest>
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      initialValues={{ phoneAreaCode: '+86', joined: '1' }}
      data-testid="join-form"
    >
      {!invitation && (
        <Form.Item
          name="cimforceNoEnter"
          label={t('enterpriseNo')}
          rules={[rules.required]}
          extra={t('enterpriseNoHint')}
        >
          <Input placeholder="E0001" />
        </Form.Item>
      )}
      <Form.Item name="joined" label={t('haveAccount')}>
        <Radio.Group
          options={[
            { value: '1', label: t('joinedYes') },
            { value: '0', label: t('joinedNo') },
          ]}
        />
      </Form.Item>
      <PhoneField
        label={t('phone')}
        areaName="phoneAreaCode"
        phoneName="phoneNum"
        rules={rules.phone('phoneAreaCode')}
        placeholder={t('phone')}
      />
      <CodeField
        name="verifyCode"
        label={t('code')}
        rules={rules.code}
        placeholder={t('code')}
        button={<CodeButton request={requestCode} />}
      />
      {joined === '0' && (
        <>
          <Form.Item name="register_username" label={t('username')} rules={rules.name}>
            <Input placeholder={t('username')} />
          </Form.Item>
          <Form.Item name="register_password" label={t('password')} rules={rules.password}>
            <Input.Password placeholder={t('password')} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('submitJoin')}
      </Button>
    </Form>
  );
}
