import { EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from './Dialog';

export interface RevealedField {
  label: string;
  value: string;
}

/**
 * The eye button beside a masked number: the owner gives the password, the server answers the number in full, and it
 * is shown in the dialog until the dialog closes (never kept in the table). A wrong password's refusal, in the
 * reader's language, is shown under the password.
 */
export default function RevealButton(props: {
  reveal: (password: string) => Promise<RevealedField[]>;
  testId?: string;
}) {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<RevealedField[] | null>(null);

  const close = () => (setOpen(false), setPassword(''), setError(null), setShown(null));
  const submit = async () => {
    setBusy(true);
    try {
      setShown(await props.reveal(password));
      setPassword('');
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<EyeOutlined />}
        aria-label={t('reveal.button')}
        title={t('reveal.button')}
        onClick={() => setOpen(true)}
        data-testid={props.testId}
      />
      <Dialog
        open={open}
        title={t('reveal.title')}
        onCancel={close}
        destroyOnHidden
        footer={
          shown ? (
            <Button onClick={close}>{t('reveal.close')}</Button>
          ) : (
            <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="reveal-submit">
              {t('reveal.show')}
            </Button>
          )
        }
      >
        {shown ? (
          <Descriptions column={1} size="small" data-testid="revealed">
            {shown.map((f) => (
              <Descriptions.Item key={f.label} label={f.label}>
                <Typography.Text copyable>{f.value}</Typography.Text>
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          <Form layout="vertical" onFinish={() => void submit()}>
            <Typography.Paragraph type="secondary">{t('reveal.hint')}</Typography.Paragraph>
            <Form.Item label={t('reveal.password')} validateStatus={error ? 'error' : undefined} help={error}>
              <Input.Password
                autoFocus
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                onPressEnter={() => void submit()}
                data-testid="reveal-password"
              />
            </Form.Item>
          </Form>
        )}
      </Dialog>
    </>
  );
}
