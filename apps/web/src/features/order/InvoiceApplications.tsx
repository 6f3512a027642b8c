import { INVOICE_APPLICATION_STATUSES, type InvoiceApplicationStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Segmented, type ButtonProps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listInvoiceApplications, markInvoiceIssued, type InvoiceApplication } from './api';
import { useRunAction } from './useRunAction';
import { formatDateTime } from '../../locales/format';

/**
 * The factory's invoice applications (spec 02 §5): applied ones first; each is marked issued, with the invoice
 * number when there is one.
 */
export default function InvoiceApplications() {
  const { t } = useTranslation('order');
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<InvoiceApplicationStatus>('applied');
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ['invoice-applications'] }), [client]);
  const { run, busy } = useRunAction(reload);
  const issue = (a: InvoiceApplication) => {
    let invoiceNo = '';
    modal.confirm({
      title: t('confirm.markIssued', { amount: `${a.currency ?? ''} ${a.amount}`.trim() }),
      content: (
        <Input
          placeholder={t('invoice.invoiceNo')}
          maxLength={64}
          onChange={(e) => (invoiceNo = e.target.value.trim())}
          data-testid="invoice-no"
        />
      ),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => run(`issue-${a.id}`, () => markInvoiceIssued(a.id, invoiceNo || undefined), t('done.issued')),
    });
  };
  return (
    <PagedTable<InvoiceApplication>
      queryKey={['invoice-applications', 'factory']}
      filters={{ side: 'factory', status }}
      fetch={listInvoiceApplications}
      rowKey="id"
      toolbar={() => (
        <Segmented<InvoiceApplicationStatus>
          value={status}
          onChange={setStatus}
          options={INVOICE_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) }))}
          data-testid="invoice-status"
        />
      )}
      columns={[
        { title: t('column.orderNo'), dataIndex: 'orderNo' },
        {
          title: t('invoice.info'),
          key: 'info',
          render: (_: unknown, a) =>
            [a.invoicingInfo?.unitName, a.invoicingInfo?.taxpayerNo].filter(Boolean).join(' · ') || '—',
        },
        {
          title: t('column.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (v: string, a) => `${a.currency ?? ''} ${v}`.trim(),
        },
        {
          title: t('column.status'),
          dataIndex: 'status',
          render: (v: InvoiceApplicationStatus, a) =>
            `${t(`invoiceStatus.${v}`)}${a.invoiceNo ? ` ${a.invoiceNo}` : ''}`,
        },
        {
          title: t('column.createdAt'),
          dataIndex: 'appliedAt',
          render: (v: string | undefined) => formatDateTime(v),
        },
        {
          title: t('column.actions'),
          key: 'actions',
          render: (_: unknown, a) =>
            a.status === 'applied' ? (
              <Button
                size="small"
                loading={busy === `issue-${a.id}`}
                onClick={() => issue(a)}
                data-testid={`invoice-issue-${a.orderNo ?? a.id}`}
              >
                {t('action.markIssued')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
