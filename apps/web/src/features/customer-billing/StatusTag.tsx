import type {
  CustomerInvoiceStatus,
  CustomerReceiptStatus,
  CustomerStatementStatus,
  InvoiceApplicationStatus,
} from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATEMENT: Record<CustomerStatementStatus, string> = {
  draft: 'default',
  sent: 'processing',
  confirmed: 'success',
  disputed: 'warning',
  cancelled: 'error',
};
const INVOICE: Record<CustomerInvoiceStatus, string> = {
  draft: 'default',
  issued: 'processing',
  sent: 'success',
  partly_paid: 'gold',
  paid: 'green',
  written_off: 'purple',
  void: 'error',
};
const RECEIPT: Record<CustomerReceiptStatus, string> = { recorded: 'success', reversed: 'default' };
const APPLICATION: Record<InvoiceApplicationStatus, string> = { applied: 'processing', issued: 'success' };

/** A state in the reader's language, coloured by antd's preset tag colours. */
export function StatementTag({ status }: { status: CustomerStatementStatus }) {
  const { t } = useTranslation('customerBilling');
  return <Tag color={STATEMENT[status]}>{t(`statementStatus.${status}`)}</Tag>;
}

export function InvoiceTag({ status }: { status: CustomerInvoiceStatus }) {
  const { t } = useTranslation('customerBilling');
  return <Tag color={INVOICE[status]}>{t(`invoiceStatus.${status}`)}</Tag>;
}

export function ApplicationTag({ status }: { status: InvoiceApplicationStatus }) {
  const { t } = useTranslation('customerBilling');
  return <Tag color={APPLICATION[status]}>{t(`applicationStatus.${status}`)}</Tag>;
}

export function ReceiptTag({ status }: { status: CustomerReceiptStatus }) {
  const { t } = useTranslation('customerBilling');
  return <Tag color={RECEIPT[status]}>{t(`receiptStatus.${status}`)}</Tag>;
}
