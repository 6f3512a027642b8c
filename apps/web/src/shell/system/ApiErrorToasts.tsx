import { ERROR_TOAST_MS } from '@pcbunion/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../../api/http';
import { useToast } from './toast';

/** Shows every API failure the way spec 01 §8 says: the server message, or the time-out text, for 5 s. */
export default function ApiErrorToasts() {
  const message = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    onApiError((error) => {
      const text = error.timedOut ? t('serviceTimeout') : error.message || t('serviceFailed');
      void message.error({ content: text, duration: ERROR_TOAST_MS / 1000 });
    });
  }, [message, t]);
  return null;
}
