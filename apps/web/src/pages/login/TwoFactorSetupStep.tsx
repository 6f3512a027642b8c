import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  beginForcedEnrolment,
  confirmForcedEnrolment,
  type LoginAnswer,
  type TwoFactorSetupSignIn,
} from '../../api/session';
import type { Schemas } from '../../api/contract';
import { loadCatalogues } from '../../locales/i18n';
import TwoFactorEnrol from '../personal-Information/TwoFactorEnrol';

interface Props {
  ticket: string;
  /** The enrolment is confirmed and its recovery codes were seen: the session it opened. */
  onDone: (answer: LoginAnswer) => void;
  onCancel: () => void;
}

/**
 * The enrolment a two-factor policy forces right after the password (issue 33): the profile's enrolment (QR, first
 * code, recovery codes) on the setup ticket; its confirmation is what signs in.
 */
export default function TwoFactorSetupStep({ ticket, onDone, onCancel }: Props) {
  const { t } = useTranslation('login');
  const [enrolment, setEnrolment] = useState<Schemas['TwoFactorEnrolment'] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const signedIn = useRef<TwoFactorSetupSignIn | null>(null);
  // The login page lives outside the workbench's query client; the enrolment dialog needs one.
  const [queries] = useState(() => new QueryClient());

  useEffect(() => {
    let live = true;
    Promise.all([loadCatalogues(['profile']), beginForcedEnrolment(ticket)])
      .then(([, key]) => live && setEnrolment(key))
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [ticket]);

  return (
    <Flex vertical gap="middle" data-testid="two-factor-setup-step">
      <Alert type="info" showIcon message={t('twoFactorSetup.required')} />
      {failed && <Alert type="error" message={failed} />}
      {!enrolment && !failed && <Spin />}
      <Button onClick={onCancel}>{t('twoFactorSetup.back')}</Button>
      {enrolment && (
        <QueryClientProvider client={queries}>
          <TwoFactorEnrol
            enrolment={enrolment}
            onCancel={onCancel}
            confirm={async (code) => {
              const answer = await confirmForcedEnrolment(ticket, code);
              signedIn.current = answer;
              return answer;
            }}
            onDone={() => signedIn.current && onDone(signedIn.current)}
          />
        </QueryClientProvider>
      )}
    </Flex>
  );
}
