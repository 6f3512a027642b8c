import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, List, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../shell/session/useSignOut';
import { eraseAccount, fetchErasurePreview, sendErasureCode, type ErasureAnswers } from './privacy-api';

interface Values {
  password: string;
  code?: string;
}

/**
 * "Delete my account": shows what is erased and what is kept and why, asks for the password and a code (the
 * authenticator's when two-factor is on, else one sent by SMS or e-mail), then signs out.
 */
export default function AccountErasure() {
  const { t } = useTranslation('privacy');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const preview = useQuery({
    queryKey: ['profile', 'privacy', 'erasure'],
    queryFn: fetchErasurePreview,
    enabled: open,
  });
  const send = useMutation({ mutationFn: sendErasureCode });
  const erase = useMutation({
    mutationFn: (values: Values) => {
      const answers: ErasureAnswers = { password: values.password };
      if (preview.data?.proof === 'two_factor') answers.code = values.code;
      else answers.verify_code = values.code;
      return eraseAccount(answers);
    },
    onSuccess: () => void signOut({ success: t('erase.done') }),
  });
  const data = preview.data;
  const blocked = (data?.must_hand_over.length ?? 0) > 0;

  return (
    <Flex vertical gap="small" align="start">
      <Typography.Title level={5}>{t('erase.title')}</Typography.Title>
      <Typography.Text type="secondary">{t('erase.intro')}</Typography.Text>
      <Button danger onClick={() => setOpen(true)} data-testid="erase-open">
        {t('erase.open')}
      </Button>
      <Modal
        open={open}
        title={t('erase.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        width={640}
        loading={!data}
      >
        {data && (
          <Flex vertical gap="middle" data-testid="erase-dialog">
            {blocked && (
              <Alert
                type="error"
                showIcon
                data-testid="erase-hand-over"
                message={t('erase.handOver', {
                  enterprises: data.must_hand_over.map((e) => e.enterprise_name).join(', '),
                })}
              />
            )}
            <div>
              <Typography.Text strong>{t('erase.erased')}</Typography.Text>
              <List size="small" dataSource={data.erased} renderItem={(line) => <List.Item>{line}</List.Item>} />
            </div>
            <div data-testid="erase-kept">
              <Typography.Text strong>{t('erase.kept')}</Typography.Text>
              <List
                size="small"
                dataSource={data.kept}
                renderItem={(kept) => (
                  <List.Item>
                    <List.Item.Meta
                      title={`${kept.what} (${t('erase.count', { count: kept.count })})`}
                      description={kept.why}
                    />
                  </List.Item>
                )}
              />
            </div>
            <Form<Values> layout="vertical" requiredMark={false} onFinish={(values) => erase.mutate(values)}>
              <Form.Item
                name="password"
                label={t('erase.password')}
                rules={[{ required: true, message: t('erase.passwordRequired') }]}
              >
                <Input.Password autoComplete="current-password" data-testid="erase-password" />
              </Form.Item>
              <Form.Item
                required
                label={data.proof === 'two_factor' ? t('erase.authenticatorCode') : t('erase.sentCode')}
                extra={data.sent_to ? t('erase.sentTo', { to: data.sent_to }) : undefined}
              >
                <Flex gap={token.marginXS}>
                  <Form.Item
                    name="code"
                    noStyle
                    rules={[{ required: true, pattern: /^\d{6}$/, message: t('erase.codeRule') }]}
                  >
                    <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="erase-code" />
                  </Form.Item>
                  {data.proof !== 'two_factor' && (
                    <Button
                      onClick={() => send.mutate()}
                      loading={send.isPending}
                      disabled={send.isSuccess}
                      data-testid="erase-send-code"
                    >
                      {send.isSuccess ? t('erase.codeSent') : t('erase.sendCode')}
                    </Button>
                  )}
                </Flex>
              </Form.Item>
              <Flex justify="end" gap={token.marginXS}>
                <Button onClick={() => setOpen(false)}>{t('erase.cancel')}</Button>
                <Button
                  type="primary"
                  danger
                  htmlType="submit"
                  disabled={blocked}
                  loading={erase.isPending}
                  data-testid="erase-confirm"
                >
                  {t('erase.confirm')}
                </Button>
              </Flex>
            </Form>
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
