import { INQUIRY_DATE_PRESETS, INQUIRY_TABS, type InquiryTab } from '@pcbunion/core';
import { App, Button, Flex, Input, Select, Space, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { addToCart, deleteInquiry, listInquiries, withdrawInquiry, type Inquiry } from './api';
import InquiryStatusTag from './InquiryStatusTag';
import { formatDateTime } from '../../locales/format';

export interface InquiryListProps {
  side: 'customer' | 'factory';
  initialTab?: InquiryTab;
  /** Extra row actions (the factory's review, manual quotation). */
  rowActions?: (inquiry: Inquiry, reload: () => void) => ReactNode;
  testId?: string;
}

/**
 * The inquiry list of either side (spec 02 §2): tabs To be reviewed / Approved / Rejected / All, search by number,
 * customer or factory, the date presets, server sort and paging 20 / 60 / 100; each row's actions are those core's
 * table allows its side in the row's state.
 */
export default function InquiryList({ side, initialTab = 'all', rowActions, testId }: InquiryListProps) {
  const { t } = useTranslation('inquiry');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<InquiryTab>(initialTab);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [preset, setPreset] = useState<string | undefined>();
  const open = (no: string) => navigate(`/online-inquiry-details/index?no=${encodeURIComponent(no)}`);
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: ['inquiries'] });

  const act = (work: () => Promise<unknown>, done?: string) =>
    work()
      .then(() => {
        if (done) void message.success(done);
      })
      .catch(() => undefined)
      .finally(reloadAll);

  const customerActions = (row: Inquiry) => (
    <Space size={4} wrap>
      {row.actions.includes('add_to_cart') && (
        <Button size="small" type="link" onClick={() => void act(() => addToCart(row.no), t('status.added_to_cart'))}>
          {t('action.add_to_cart')}
        </Button>
      )}
      {row.actions.includes('withdraw') && (
        <Button
          size="small"
          type="link"
          onClick={() =>
            void modal.confirm({
              title: t('make.confirmWithdraw', { no: row.no }),
              onOk: () => act(() => withdrawInquiry(row.no)),
            })
          }
        >
          {t('action.withdraw')}
        </Button>
      )}
      {row.actions.includes('modify') && (
        <Button
          size="small"
          type="link"
          onClick={() => navigate(`/online-inquiry-details/index?no=${encodeURIComponent(row.no)}&modify=1`)}
        >
          {t('action.modify')}
        </Button>
      )}
      {row.actions.includes('delete') && (
        <Button
          size="small"
          type="link"
          danger
          onClick={() =>
            void modal.confirm({
              title: t('make.confirmDelete', { no: row.no }),
              onOk: () => act(() => deleteInquiry(row.no)),
            })
          }
        >
          {t('action.delete')}
        </Button>
      )}
    </Space>
  );

  return (
    <Flex vertical gap="small" data-testid={testId ?? `inquiry-list-${side}`}>
      <Flex justify="space-between" wrap gap="small">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as InquiryTab)}
          items={INQUIRY_TABS.map((key) => ({
            key,
            label: <span data-testid={`inquiry-tab-${key}`}>{t(`tab.${key}`)}</span>,
          }))}
        />
        <Space wrap>
          <Select
            style={{ width: 150 }}
            value={preset ?? ''}
            onChange={(value: string) => setPreset(value || undefined)}
            options={[
              { value: '', label: t('preset.any') },
              ...INQUIRY_DATE_PRESETS.map((p) => ({ value: p, label: t(`preset.${p}`) })),
            ]}
            data-testid="inquiry-preset"
          />
          <Input.Search
            allowClear
            placeholder={t('action.search')}
            style={{ width: 300 }}
            onSearch={(value) => setKeyword(value.trim() || undefined)}
            data-testid="inquiry-search"
          />
        </Space>
      </Flex>
      <PagedTable<Inquiry>
        queryKey={['inquiries', side]}
        filters={{ tab, keyword, preset, side }}
        fetch={listInquiries}
        rowKey="no"
        columns={[
          {
            title: t('column.no'),
            dataIndex: 'no',
            sorter: true,
            render: (no: string) => (
              <Typography.Link onClick={() => open(no)} data-testid="inquiry-no">
                {no}
              </Typography.Link>
            ),
          },
          side === 'factory'
            ? { title: t('column.customer'), dataIndex: ['customer', 'name'] }
            : { title: t('column.merchant'), dataIndex: ['merchant', 'name'] },
          { title: t('column.productNo'), dataIndex: 'productNo' },
          { title: t('column.quantity'), dataIndex: 'quantity', align: 'right' },
          {
            title: t('column.total'),
            dataIndex: 'total',
            sorter: true,
            align: 'right',
            render: (_: unknown, row) => (
              <span data-testid="inquiry-total">{`${row.price.currency} ${row.price.total}`}</span>
            ),
          },
          { title: t('column.deliveryDays'), dataIndex: 'deliveryDays', sorter: true, align: 'right' },
          {
            title: t('column.leadTime'),
            dataIndex: 'leadTime',
            render: (lead: string) => t(`option.leadTime.${lead}`),
          },
          {
            title: t('column.status'),
            dataIndex: 'status',
            render: (_: unknown, row) => <InquiryStatusTag status={row.status} />,
          },
          {
            title: t('column.createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (at: string) => formatDateTime(at),
          },
          {
            title: t('column.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                <Button size="small" type="link" onClick={() => open(row.no)}>
                  {t('action.view')}
                </Button>
                {side === 'customer' ? customerActions(row) : rowActions?.(row, reloadAll)}
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}
