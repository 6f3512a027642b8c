import {
  CUSTOMER_LEVELS,
  CUSTOMER_ORIGINS,
  CUSTOMER_STATUSES,
  type CustomerLevel,
  type CustomerOrigin,
  type CustomerStatus,
} from '@pcbunion/core';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { customerExportUrl, listCustomers, type Customer } from './api';
import { CustomerStatusTag, LevelTag, OriginTag } from './tags';
import { formatDate } from '../../locales/format';

/**
 * The factory's customer files (issue 20): search (number, name, tax id, contacts), level, status, origin, date presets,
 * server sort, pages of 20 / 60 / 100, Excel export; a platform customer who ordered appears on the first look.
 */
export default function CustomerList() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [level, setLevel] = useState<CustomerLevel | undefined>();
  const [status, setStatus] = useState<CustomerStatus | undefined>();
  const [origin, setOrigin] = useState<CustomerOrigin | undefined>();
  const query = { level, status, origin, ...orderFilterQuery(filters) };
  const open = (uid: string) => navigate(`/customer-files-add/index?uid=${encodeURIComponent(uid)}`);

  const columns: TableColumnsType<Customer> = [
    {
      title: t('field.customerNo'),
      dataIndex: 'customerNo',
      key: 'customerNo',
      sorter: true,
      render: (no: string, c) => (
        <Typography.Link onClick={() => open(c.uid)} data-testid={`cust-${no}`}>
          {no}
        </Typography.Link>
      ),
    },
    { title: t('field.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('field.level'),
      dataIndex: 'level',
      key: 'level',
      sorter: true,
      render: (l: CustomerLevel) => <LevelTag level={l} />,
    },
    { title: t('field.contact'), dataIndex: 'contact' },
    { title: t('field.phone'), dataIndex: 'phone' },
    {
      title: t('field.creditUsedOfLimit'),
      dataIndex: 'creditUsed',
      key: 'creditUsed',
      sorter: true,
      align: 'right',
      render: (used: string, c) => (
        <Typography.Text
          type={
            c.creditLimit !== '0.00' && c.paymentTerms !== 'prepaid' && Number(used) > Number(c.creditLimit)
              ? 'danger'
              : undefined
          }
          data-testid={`cust-credit-${c.customerNo}`}
        >
          {`${c.currency} ${used} / ${c.creditLimit}`}
        </Typography.Text>
      ),
    },
    {
      title: t('field.paymentTerms'),
      dataIndex: 'paymentTerms',
      key: 'paymentTerms',
      sorter: true,
      render: (v: string) => t(`terms.${v}`),
    },
    { title: t('field.salesman'), dataIndex: ['salesman', 'name'] },
    {
      title: t('field.platform'),
      dataIndex: ['platform', 'no'],
      render: (_: unknown, c) => (c.platform ? `${c.platform.no} ${c.platform.name}` : '—'),
    },
    {
      title: t('field.origin'),
      dataIndex: 'origin',
      key: 'origin',
      sorter: true,
      render: (o: CustomerOrigin) => <OriginTag origin={o} />,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: CustomerStatus) => <CustomerStatusTag status={s} />,
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (at: string) => formatDate(at),
    },
  ];

  return (
    <Card size="small" data-testid="customer-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<CustomerLevel>
            allowClear
            placeholder={t('field.level')}
            style={{ width: 160, maxWidth: '100%' }}
            value={level}
            onChange={setLevel}
            options={CUSTOMER_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))}
            data-testid="cust-level-filter"
          />
          <Select<CustomerStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 140, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <Select<CustomerOrigin>
            allowClear
            placeholder={t('field.origin')}
            style={{ width: 200, maxWidth: '100%' }}
            value={origin}
            onChange={setOrigin}
            options={CUSTOMER_ORIGINS.map((o) => ({ value: o, label: t(`origin.${o}`) }))}
            data-testid="cust-origin-filter"
          />
        </OrderFilters>
        <PagedTable<Customer>
          queryKey={['customers', 'list']}
          filters={query}
          fetch={listCustomers}
          rowKey="uid"
          alwaysShowPagination
          columns={columns}
          toolbar={({ reload }) => (
            <>
              <Button type="primary" onClick={() => navigate('/customer-files-add/index')} data-testid="cust-new">
                {t('button.new')}
              </Button>
              <Button href={customerExportUrl(query)} data-testid="cust-export">
                {t('button.export')}
              </Button>
              <Button onClick={reload}>{t('button.refresh')}</Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
