import { textOfCents } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Spin, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import {
  fetchShared,
  listSharedCustomers,
  sharedCustomersExportUrl,
  type ConsentCategory,
  type SharedCustomer,
} from './api';
import ConsentLog from './ConsentLog';
import { ConsentTag } from './CustomerConsents';
import { formatDate, formatDateTime } from '../../locales/format';

/** An order total shared in cents (a number or its text) as money text, without a float. */
const money = (cents: unknown) => {
  const text = String(cents);
  return /^-?\d+$/.test(text) ? textOfCents(BigInt(text)) : '—';
};

/** One shared category's data as label: value rows (an address book is one block per address). */
function SharedBlock({ category, data }: { category: ConsentCategory; data: unknown }) {
  const { t } = useTranslation('consent');
  const rows = Array.isArray(data) ? data : [data];
  return (
    <Flex vertical gap="small">
      {rows.filter(Boolean).map((row, i) => (
        <Descriptions key={i} size="small" bordered column={{ xs: 1, sm: 2 }}>
          {Object.entries(row as Record<string, unknown>)
            .filter(([k]) => k !== 'isDefault')
            .map(([k, v]) => (
              <Descriptions.Item key={k} label={t(`data.${k}`, { defaultValue: k })}>
                {k === 'totalCents' ? money(v) : /At$/.test(k) && v ? formatDate(String(v)) : String(v ?? '—')}
              </Descriptions.Item>
            ))}
        </Descriptions>
      ))}
      {rows.filter(Boolean).length === 0 && <Typography.Text type="secondary">—</Typography.Text>}
      {category === 'orders' ? null : null}
    </Flex>
  );
}

function SharedView({ uid, onBack }: { uid: string; onBack: () => void }) {
  const { t } = useTranslation('consent');
  const query = useQuery({ queryKey: ['customer-consents', 'shared', uid], queryFn: () => fetchShared(uid) });
  if (query.isLoading) return <Spin />;
  const d = query.data;
  if (!d) return <Empty />;
  return (
    <Flex vertical gap="middle" data-testid="consent-shared">
      <Card
        size="small"
        title={`${d.customer.name} (${d.customer.no})`}
        extra={<Button onClick={onBack}>{t('back')}</Button>}
      >
        <Flex vertical gap="middle">
          {(Object.keys(d.shared) as ConsentCategory[]).map((c) => (
            <Card
              key={c}
              size="small"
              type="inner"
              title={
                <>
                  {t(`category.${c}`)} <ConsentTag consent={d.consents[c]} />
                </>
              }
              extra={
                <Typography.Text type="secondary">
                  {t('thirdParty')}: {d.consents[c].thirdParty ?? '—'}
                </Typography.Text>
              }
            >
              <SharedBlock category={c} data={d.shared[c]} />
            </Card>
          ))}
          {d.withheld.length > 0 && (
            <Typography.Text type="secondary">
              {t('withheld')}: {d.withheld.map((c) => t(`category.${c}`)).join(', ')}
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

/**
 * The factory's side: its customers with what each lets it share (search, the days they last answered, sort, pages,
 * Excel), and one customer's shared information.
 */
export default function FactoryShared() {
  const { t } = useTranslation('consent');
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const query = orderFilterQuery(filters);
  const [open, setOpen] = useState<string | null>(null);
  const columns: TableColumnsType<SharedCustomer> = [
    {
      title: t('customer'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, r) => <Typography.Link onClick={() => setOpen(r.uid)}>{name}</Typography.Link>,
    },
    { title: t('data.no'), dataIndex: 'no', key: 'enterprise_no', sorter: true },
    {
      title: t('sharedCategories'),
      dataIndex: 'granted',
      render: (g: ConsentCategory[]) =>
        g.length ? (
          g.map((c) => (
            <Tag key={c} color="success">
              {t(`category.${c}`)}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">{t('nothingShared')}</Typography.Text>
        ),
    },
    {
      title: t('answeredAt'),
      dataIndex: 'answeredAt',
      render: (at: string | null) => formatDateTime(at),
    },
  ];
  if (open) return <SharedView uid={open} onBack={() => setOpen(null)} />;
  return (
    <Flex vertical gap="middle" data-testid="factory-shared">
      <Alert type="info" showIcon message={t('introFactory')} />
      <Card size="small" title={t('customers')}>
        <Flex vertical gap="small">
          <OrderFilters value={filters} onChange={setFilters} placeholder={t('keyword')} />
          <PagedTable<SharedCustomer>
            queryKey={['customer-consents', 'customers']}
            filters={query}
            fetch={listSharedCustomers}
            rowKey="uid"
            alwaysShowPagination
            columns={columns}
            toolbar={({ reload }) => (
              <>
                <Button href={sharedCustomersExportUrl(query)} data-testid="consent-export">
                  {t('export')}
                </Button>
                <Button onClick={reload}>{t('refresh')}</Button>
              </>
            )}
          />
        </Flex>
      </Card>
      <ConsentLog />
    </Flex>
  );
}
