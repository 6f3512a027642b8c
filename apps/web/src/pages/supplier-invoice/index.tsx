import { SUPPLIER_INVOICE_STATUSES } from '@pcbunion/core';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { invoicesExportUrl, listInvoices, type SupplierInvoice } from '../../features/supplier-billing/api';
import BillingList from '../../features/supplier-billing/BillingList';
import InvoiceDrawer from '../../features/supplier-billing/InvoiceDrawer';
import BillingStatusTag from '../../features/supplier-billing/StatusTag';
import { useBillingSide } from '../../features/supplier-billing/useSide';

/**
 * Supplier invoices (issue 19): submitted by the supplier against a confirmed statement, matched three ways (order,
 * receipt, invoice) and accepted or rejected by the factory. `?no=` opens one with its match.
 */
export default function SupplierInvoicePage() {
  const { t } = useTranslation('supplierBilling');
  const navigate = useNavigate();
  const side = useBillingSide();
  const [params, setParams] = useSearchParams();
  const opened = params.get('no');
  const open = (no: string | null) => setParams(no ? { no } : {});
  const columns: TableColumnsType<SupplierInvoice> = [
    {
      title: t('field.invoiceNo'),
      dataIndex: 'no',
      key: 'invoiceNo',
      sorter: true,
      render: (no: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(no)} data-testid={`invoice-${no}`}>
          {no}
        </Button>
      ),
    },
    { title: t('field.supplierInvoiceNo'), dataIndex: 'supplierInvoiceNo' },
    {
      title: t('field.statementNo'),
      dataIndex: 'statementNo',
      render: (no: string) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => navigate(`/supplier-statement-son/index?no=${encodeURIComponent(no)}`)}
        >
          {no}
        </Button>
      ),
    },
    { title: t('field.supplier'), dataIndex: ['supplier', 'name'] },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: string) => <BillingStatusTag kind="invoice" status={s} />,
    },
    { title: t('field.invoiceDate'), dataIndex: 'invoiceDate', key: 'invoiceDate', sorter: true },
    {
      title: t('field.total'),
      dataIndex: 'total',
      key: 'total',
      sorter: true,
      align: 'right',
      render: (v: string, i) => `${i.currency} ${v}`,
    },
  ];
  return (
    <>
      <BillingList<SupplierInvoice>
        summary={{ columns: ['total'], groupOf: (row) => row.currency }}
        kind="invoice"
        testId="supplier-invoices"
        statuses={SUPPLIER_INVOICE_STATUSES}
        fetch={listInvoices}
        columns={columns}
        toolbar={(query) => (
          <>
            {side === 'supplier' && (
              <Button type="primary" onClick={() => navigate('/supplier-invoice-add/index')} data-testid="invoice-new">
                {t('invoice.new')}
              </Button>
            )}
            <Button href={invoicesExportUrl(query)} data-testid="invoice-export">
              {t('export')}
            </Button>
          </>
        )}
      />
      <InvoiceDrawer no={opened} onClose={() => open(null)} />
    </>
  );
}
