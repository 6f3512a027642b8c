import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { formatAmount, formatDate } from '../../locales/format';
import type { QuotationHeader } from './api';
import StatusTag from './StatusTag';

/** Platform (made from an online inquiry) or internal (entered for the factory's own customer): derived, never set. */
export function TypeTag({ type, t }: { type: QuotationHeader['type']; t: TFunction<'quotation'> }) {
  return (
    <Tag color={type === 'platform' ? 'blue' : 'default'} data-testid={`type-${type}`}>
      {t(`type.${type}`)}
    </Tag>
  );
}

/** The quotation list's columns, shared by quotation management and approval. */
export function quotationColumns(t: TFunction<'quotation'>): TableColumnsType<QuotationHeader> {
  return [
    { title: t('field.quotationNo'), dataIndex: 'quotationNo', sorter: true, fixed: 'left' },
    { title: t('field.version'), dataIndex: 'version', sorter: true, width: 70 },
    {
      title: t('field.status'),
      dataIndex: 'status',
      sorter: true,
      render: (status: QuotationHeader['status']) => <StatusTag status={status} />,
    },
    {
      title: t('field.type'),
      dataIndex: 'type',
      sorter: true,
      render: (type: QuotationHeader['type']) => <TypeTag type={type} t={t} />,
    },
    { title: t('field.inquiryNo'), dataIndex: 'inquiryNo', render: (no: string | null) => no ?? '' },
    {
      title: t('field.validity'),
      dataIndex: 'validity',
      render: (v: 'normal' | 'overdue') => (
        <Tag color={v === 'overdue' ? 'warning' : undefined}>{t(`validity.${v}`)}</Tag>
      ),
    },
    { title: t('field.customerNo'), dataIndex: 'customerNo', sorter: true },
    { title: t('field.customerName'), dataIndex: 'customerName', sorter: true },
    { title: t('field.customerModel'), dataIndex: 'customerModel' },
    { title: t('field.layers'), dataIndex: 'layers', sorter: true, width: 70 },
    { title: t('field.quantity'), dataIndex: 'quantity', sorter: true },
    {
      title: t('field.amountOriginal'),
      dataIndex: 'amountOriginal',
      render: (v: string, row) => `${row.currency} ${formatAmount(v)}`,
    },
    {
      title: t('field.amountLocal'),
      dataIndex: 'amountLocal',
      sorter: true,
      render: (v: string, row) => `${row.localCurrency} ${formatAmount(v)}`,
    },
    {
      title: t('field.quotationDate'),
      dataIndex: 'quotationDate',
      sorter: true,
      render: (day: string) => formatDate(day),
    },
    { title: t('field.quoter'), dataIndex: 'quoterName' },
    { title: t('field.auditor'), dataIndex: 'auditorName' },
    { title: t('field.returnReason'), dataIndex: 'returnReason', ellipsis: true },
    {
      title: t('field.upgradeReason'),
      dataIndex: 'upgradeReason',
      render: (r: string | null) => (r ? t(`reason.${r}`) : ''),
    },
  ];
}
