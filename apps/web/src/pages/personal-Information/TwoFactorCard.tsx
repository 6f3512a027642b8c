import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../locales/format';
import TwoFactorDisable from './TwoFactorDisable';
import TwoFactorEnrol from './TwoFactorEnrol';
import { beginTwoFactor, fetchTwoFactor, forgetTrustedBrowsers, type TwoFactorEnrolment } from './two-factor-api';

const KEY = ['profile', 'two-factor'];

/** "Two-factor sign-in" on the personal profile (issue 33): whether it is on, turning it on and off. */
export default function TwoFactorCard() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: fetchTwoFactor });
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const begin = useMutation({ mutationFn: beginTwoFactor, onSuccess: setEnrolment });
  const forget = useMutation({
    mutationFn: forgetTrustedBrowsers,
    onSuccess: () => void message.success(t('twoFactor.forgotten')),
  });
  const changed = (text: string) => {
    void client.invalidateQueries({ queryKey: KEY });
    void message.success(text);
  };
  const data = status.data;

  return (
    <Card title={t('twoFactor.title')} loading={!data} data-testid="two-factor-card">
      {data && (
        <Flex vertical gap="small" align="start">
          <Typography.Text type="secondary">{t('twoFactor.intro')}</Typography.Text>
          <Flex gap="small" align="center" wrap>
            <Tag color={data.enabled ? 'green' : undefined} data-testid="two-factor-state">
              {data.enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Tag>
            {data.enabled && data.enabled_at && (
              <Typography.Text>{t('twoFactor.onSince', { date: formatDate(data.enabled_at) })}</Typography.Text>
            )}
            {data.enabled && (
              <Typography.Text>{t('twoFactor.recoveryLeft', { count: data.recovery_codes_left })}</Typography.Text>
            )}
          </Flex>
          {data.enabled ? (
            <Flex gap="small" wrap>
              <Button danger onClick={() => setTurningOff(true)} data-testid="two-factor-off">
                {t('twoFactor.turnOff')}
              </Button>
              <Button onClick={() => forget.mutate()} loading={forget.isPending}>
                {t('twoFactor.forgetBrowsers')}
              </Button>
            </Flex>
          ) : (
            <Button type="primary" onClick={() => begin.mutate()} loading={begin.isPending} data-testid="two-factor-on">
              {t('twoFactor.turnOn')}
            </Button>
          )}
        </Flex>
      )}
      {enrolment && (
        <TwoFactorEnrol
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onDone={() => {
            setEnrolment(null);
            changed(t('twoFactor.turnedOn'));
          }}
        />
      )}
      {turningOff && (
        <TwoFactorDisable
          onCancel={() => setTurningOff(false)}
          onDone={() => {
            setTurningOff(false);
            changed(t('twoFactor.turnedOff'));
          }}
        />
      )}
    </Card>
  );
}
