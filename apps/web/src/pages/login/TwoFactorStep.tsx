import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, Switch, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the code step sends with the challenge: a current code or a recovery code, and whether to trust this browser. */
export interface SecondFactor {
  code?: string;
  recovery_code?: string;
  trust_browser: boolean;
}

interface Props {
  submitting: boolean;
  onSubmit: (factor: SecondFactor) => void;
  onCancel: () => void;
}

interface Values {
  code?: string;
  recovery_code?: string;
  trust_browser?: boolean;
}

/** The code step of two-factor sign-in (issue 33): six digits from the app, or a recovery code, and "trust this browser". */
export default function TwoFactorStep({ submitting, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('login');
  const { token } = theme.useToken();
  const [recovery, setRecovery] = useState(false);

  const submit = (values: Values) =>
    onSubmit({
      ...(recovery ? { recovery_code: values.recovery_code?.trim() } : { code: values.code }),
      trust_browser: !!values.trust_browser,
    });

  return (
    <Form<Values> layout="vertical" size="large" onFinish={submit} requiredMark={false} data-testid="two-factor-step">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('twoFactor.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {recovery ? t('twoFactor.recoveryHint') : t('twoFactor.hint')}
      </Typography.Paragraph>
      {recovery ? (
        <Form.Item
          name="recovery_code"
          label={t('twoFactor.recoveryCode')}
          rules={[{ required: true, whitespace: true, message: t('twoFactor.recoveryRequired') }]}
        >
          <Input prefix={<KeyOutlined />} autoComplete="off" autoFocus data-testid="recovery-code" />
        </Form.Item>
      ) : (
        <Form.Item
          name="code"
          label={t('twoFactor.code')}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('twoFactor.codeRule') }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            data-testid="two-factor-code"
          />
        </Form.Item>
      )}
      <Flex align="center" gap={token.marginXS} style={{ marginBottom: token.marginMD }}>
        <Switch size="small" checked={recovery} onChange={setRecovery} data-testid="use-recovery-code" />
        <Typography.Text>{t('twoFactor.useRecovery')}</Typography.Text>
      </Flex>
      <Form.Item name="trust_browser" valuePropName="checked">
        <Checkbox data-testid="trust-browser">{t('twoFactor.trust')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="two-factor-submit">
        {t('twoFactor.verify')}
      </Button>
      <Button type="link" block onClick={onCancel} style={{ marginTop: token.marginXS }}>
        {t('backToLogin')}
      </Button>
    </Form>
  );
}
