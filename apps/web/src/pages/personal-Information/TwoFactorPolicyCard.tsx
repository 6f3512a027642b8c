import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '../../api/contract';
import { call, get } from '../../api/http';

type Policy = Schemas['TwoFactorPolicy'];
const KEY = ['two-factor-policy'];

/** The enterprise's two-factor policy (issue 33), shown to its admins, who turn it on and off. */
export default function TwoFactorPolicyCard() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const policy = useQuery({ queryKey: KEY, queryFn: () => get<Policy>('two-factor-policy') });
  const save = useMutation({
    mutationFn: (enabled: boolean) => call<Policy>('PUT', 'two-factor-policy', { enabled }),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      void message.success(t('policy.saved'));
    },
  });
  const data = policy.data;
  if (!data?.can_change) return null;

  return (
    <Card title={t('policy.title')} data-testid="two-factor-policy">
      <Flex gap="small" align="center">
        <Switch
          checked={data.enabled}
          loading={save.isPending}
          onChange={(enabled) => save.mutate(enabled)}
          data-testid="two-factor-policy-switch"
        />
        <Typography.Text>
          {data.covers === 'finance_and_operators' ? t('policy.platform') : t('policy.enterprise')}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('policy.hint')}
      </Typography.Paragraph>
    </Card>
  );
}
