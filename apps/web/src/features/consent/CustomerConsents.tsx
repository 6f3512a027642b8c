import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import {
  answerConsent,
  CONSENT_CATEGORIES,
  fetchOverview,
  overviewExportUrl,
  searchFactories,
  type Consent,
  type ConsentCategory,
} from './api';
import ConsentDialog from './ConsentDialog';
import ConsentLog from './ConsentLog';

/** The state of one consent in words and colour (antd's tag presets). */
export function ConsentTag({ consent }: { consent: Consent }) {
  const { t } = useTranslation('consent');
  const expired = consent.status === 'granted' && !consent.effective;
  const state = expired ? 'expired' : consent.status;
  return (
    <Tag color={state === 'granted' ? 'success' : state === 'none' ? 'default' : 'warning'}>{t(`status.${state}`)}</Tag>
  );
}

/** The customer's side: per factory it works with, each category shared or not, granted and revoked here. */
export default function CustomerConsents() {
  const { t } = useTranslation('consent');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const query = orderFilterQuery(filters);
  const filtered = Boolean(query.keyword || query.from || query.to);
  const overview = useQuery({
    queryKey: ['customer-consents', 'overview', query],
    queryFn: () => fetchOverview(query),
    placeholderData: keepPreviousData,
  });
  const [added, setAdded] = useState<Array<{ uid: string; name: string }>>([]);
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['customer-consents', 'factories', search],
    queryFn: () => searchFactories(search),
  });
  const [target, setTarget] = useState<{
    factoryUid: string;
    factoryName: string;
    category: ConsentCategory;
    consent: Consent;
  } | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['customer-consents'] });

  const revoke = async (factoryUid: string, category: ConsentCategory, consent: Consent) => {
    try {
      await answerConsent(factoryUid, category, { granted: false, rowVersion: consent.rowVersion });
      void message.success(t('saved'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
    reload();
  };

  if (overview.isLoading) return <Spin />;
  const none: Consent = {
    status: 'none',
    effective: false,
    thirdParty: null,
    purpose: null,
    expiresOn: null,
    grantedAt: null,
    revokedAt: null,
    rowVersion: 0,
  };
  const listed = overview.data?.factories ?? [];
  // A factory added here and not answered yet shows only while no filter narrows the list.
  const factories = filtered
    ? listed
    : [
        ...listed,
        ...added
          .filter((a) => !listed.some((f) => f.uid === a.uid))
          .map((a) => ({
            ...a,
            no: '',
            consents: Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, none])) as Record<ConsentCategory, Consent>,
          })),
      ];

  return (
    <Flex vertical gap="middle" data-testid="customer-consents">
      <Alert type="info" showIcon message={t('introCustomer')} />
      <Flex wrap gap="small" align="center" style={{ maxWidth: '100%' }}>
        <Typography.Text>{t('addFactory')}</Typography.Text>
        <Select
          showSearch
          filterOption={false}
          placeholder={t('findFactory')}
          onSearch={setSearch}
          style={{ width: 320, maxWidth: '100%' }}
          options={(found.data ?? []).map((f) => ({ value: f.uid, label: `${f.name} (${f.no})` }))}
          onChange={(uid: string) => {
            const f = found.data?.find((x) => x.uid === uid);
            if (f) setAdded((a) => [...a, { uid: f.uid, name: f.name }]);
          }}
          data-testid="consent-add-factory"
        />
      </Flex>
      <OrderFilters value={filters} onChange={setFilters} placeholder={t('factoryKeyword')}>
        <Button href={overviewExportUrl(query)} data-testid="consent-overview-export">
          {t('export')}
        </Button>
      </OrderFilters>
      {overview.isFetching && <Spin size="small" />}
      {factories.length === 0 && <Empty description={filtered ? t('noMatch') : t('noFactories')} />}
      {factories.map((f) => (
        <Card key={f.uid} size="small" title={f.name} data-testid="consent-factory">
          <Flex vertical gap="small">
            {CONSENT_CATEGORIES.map((c) => {
              const consent = f.consents[c];
              return (
                <Flex key={c} wrap gap="small" align="center" justify="space-between" style={{ maxWidth: '100%' }}>
                  <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Typography.Text strong>
                      {t(`category.${c}`)} <ConsentTag consent={consent} />
                    </Typography.Text>
                    <Typography.Text type="secondary">{t(`categoryHelp.${c}`)}</Typography.Text>
                    {consent.status === 'granted' && (
                      <Typography.Text type="secondary">
                        {t('thirdParty')}: {consent.thirdParty ?? '—'} · {t('expiresOn')}:{' '}
                        {consent.expiresOn ?? t('untilRevoked')}
                      </Typography.Text>
                    )}
                  </Flex>
                  <Flex gap="small" wrap>
                    <Button
                      size="small"
                      type={consent.status === 'granted' ? 'default' : 'primary'}
                      onClick={() => setTarget({ factoryUid: f.uid, factoryName: f.name, category: c, consent })}
                      data-testid={`consent-grant-${c}`}
                    >
                      {consent.status === 'granted' ? t('change') : t('grant')}
                    </Button>
                    {consent.status === 'granted' && (
                      <Popconfirm title={t('revoke')} onConfirm={() => void revoke(f.uid, c, consent)}>
                        <Button size="small" danger data-testid={`consent-revoke-${c}`}>
                          {t('revoke')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Flex>
                </Flex>
              );
            })}
          </Flex>
        </Card>
      ))}
      <ConsentLog />
      <ConsentDialog
        target={target}
        onClose={(saved) => {
          setTarget(null);
          if (saved) reload();
          else reload();
        }}
      />
    </Flex>
  );
}
