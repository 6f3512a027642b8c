import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmTwoFactor, type TwoFactorEnrolment } from './two-factor-api';

interface Props {
  enrolment: TwoFactorEnrolment;
  onCancel: () => void;
  /** Two-factor is on (the recovery codes were shown and closed). */
  onDone: () => void;
  /** How the first code is confirmed: the profile's call, or the sign-in's when a policy forces the enrolment. */
  confirm?: (code: string) => Promise<{ recovery_codes: string[] }>;
}

/** Turning two-factor on: the QR code and the key, the first code, then the ten recovery codes, shown once. */
export default function TwoFactorEnrol({
  enrolment,
  onCancel,
  onDone,
  confirm: confirmCode = confirmTwoFactor,
}: Props) {
  const { t } = useTranslation('profile');
  const { token } = theme.useToken();
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useMutation({
    mutationFn: (values: { code: string }) => confirmCode(values.code),
    onSuccess: (answer) => setCodes(answer.recovery_codes),
  });

  if (codes)
    return (
      <Modal
        open
        title={t('twoFactor.recoveryTitle')}
        closable={false}
        footer={
          <Button type="primary" onClick={onDone} data-testid="recovery-codes-kept">
            {t('twoFactor.kept')}
          </Button>
        }
      >
        <Alert type="warning" showIcon message={t('twoFactor.recoveryHint')} />
        <Flex wrap gap={token.marginXS} style={{ marginTop: token.marginMD }} data-testid="recovery-codes">
          {codes.map((code) => (
            <Typography.Text key={code} code copyable style={{ fontSize: token.fontSizeLG }}>
              {code}
            </Typography.Text>
          ))}
        </Flex>
      </Modal>
    );

  return (
    <Modal open title={t('twoFactor.title')} onCancel={onCancel} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('twoFactor.scan')}</Typography.Paragraph>
      <Flex vertical align="center" gap={token.marginXS}>
        <img src={enrolment.qr_data_url} alt={enrolment.otpauth_uri} width={200} height={200} />
        <Typography.Text type="secondary">{t('twoFactor.secret')}</Typography.Text>
        <Typography.Text code copyable data-testid="two-factor-secret">
          {enrolment.secret}
        </Typography.Text>
      </Flex>
      <Form<{ code: string }>
        layout="vertical"
        onFinish={(values) => confirm.mutate(values)}
        style={{ marginTop: token.marginMD }}
        requiredMark={false}
      >
        <Form.Item
          name="code"
          label={t('twoFactor.code')}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('twoFactor.codeRule') }]}
        >
          <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="two-factor-confirm-code" />
        </Form.Item>
        <Flex justify="end" gap={token.marginXS}>
          <Button onClick={onCancel}>{t('twoFactor.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={confirm.isPending} data-testid="two-factor-confirm">
            {t('twoFactor.confirm')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
