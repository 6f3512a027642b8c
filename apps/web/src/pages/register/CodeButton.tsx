import { VERIFY_CODE_RESEND_SECONDS } from '@pcbunion/core';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Validates the destination and asks the server for a code; resolves true when one was sent. */
  request: () => Promise<boolean>;
  testId?: string;
}

/** "Get code", then a 60 s countdown before it can be asked again (spec 01 §9). */
export default function CodeButton({ request, testId }: Props) {
  const { t } = useTranslation('register');
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const click = async () => {
    setSending(true);
    try {
      if (await request()) setLeft(VERIFY_CODE_RESEND_SECONDS);
    } catch {
      // The server's message ("failed to get the verification code", "wait N s") is already shown.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={click}
      disabled={left > 0}
      loading={sending}
      data-testid={testId ?? 'get-code'}
      style={{ minWidth: 128 }}
    >
      {left > 0 ? t('resendIn', { seconds: left }) : t('getCode')}
    </Button>
  );
}
