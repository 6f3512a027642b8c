import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Switch, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disableTwoFactor } from './two-factor-api';

interface Props {
  onCancel: () => void;
  onDone: () => void;
}

interface Values {
  password: string;
  code?: string;
  recovery_code?: string;
}

/** Turning two-factor off: the password AND a current code (or a recovery code). */
export default function TwoFactorDisable({ onCancel, onDone }: Props) {
  const { t } = useTranslation('profile');
  const { token } = theme.useToken();
  const [recovery, setRecovery] = useState(false);
  const disable = useMutation({
    mutationFn: (values: Values) =>
      disableTwoFactor({
        password: values.password,
        ...(recovery ? { recovery_code: values.recovery_code?.trim() } : { code: values.code }),
      }),
    onSuccess: onDone,
  });

  return (
    <Modal open title={t('twoFactor.offTitle')} onCancel={onCancel} footer={null} destroyOnHidden>
      <Form<Values> layout="vertical" onFinish={(values) => disable.mutate(values)} requiredMark={false}>
        <Form.Item
          name="password"
          label={t('twoFactor.password')}
          rules={[{ required: true, message: t('twoFactor.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="two-factor-off-password" />
        </Form.Item>
        {recovery ? (
          <Form.Item
            name="recovery_code"
            label={t('twoFactor.recoveryCode')}
            rules={[{ required: true, whitespace: true, message: t('twoFactor.recoveryRequired') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item
            name="code"
            label={t('twoFactor.code')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('twoFactor.codeRule') }]}
          >
            <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="two-factor-off-code" />
          </Form.Item>
        )}
        <Flex align="center" gap={token.marginXS} style={{ marginBottom: token.marginMD }}>
          <Switch size="small" checked={recovery} onChange={setRecovery} />
          <Typography.Text>{t('twoFactor.useRecovery')}</Typography.Text>
        </Flex>
        <Flex justify="end" gap={token.marginXS}>
          <Button onClick={onCancel}>{t('twoFactor.cancel')}</Button>
          <Button
            type="primary"
            danger
            htmlType="submit"
            loading={disable.isPending}
            data-testid="two-factor-off-submit"
          >
            {t('twoFactor.turnOff')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
