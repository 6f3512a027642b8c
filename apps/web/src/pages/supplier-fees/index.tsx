import { SUPPLIER_FEE_STATUSES } from '@pcbunion/core';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feesExportUrl, listFees, type SupplierFee } from '../../features/supplier-billing/api';
import BillingList from '../../features/supplier-billing/BillingList';
import BillingStatusTag from '../../features/supplier-billing/StatusTag';
import { useBillingSide } from '../../features/supplier-billing/useSide';

/**
 * Supplier fees (issue 19): extra charges (tooling, freight, expediting) the supplier proposes against a purchase
 * order and the factory accepts or rejects. The supplier sees its own and proposes new ones; the factory sees all.
 */
export default function SupplierFeesPage() {
  const { t } = useTranslation('supplierBilling');
  const navigate = useNavigate();
  const side = useBillingSide();
  const columns: TableColumnsType<SupplierFee> = [
    {
      title: t('field.feeNo'),
      dataIndex: 'no',
      key: 'feeNo',
      sorter: true,
      render: (no: string) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => navigate(`/supplier-fees-details/index?no=${encodeURIComponent(no)}`)}
          data-testid={`fee-${no}`}
        >
          {no}
        </Button>
      ),
    },
    { title: t('field.orderNo'), dataIndex: 'orderNo' },
    { title: t('field.supplier'), dataIndex: ['supplier', 'name'] },
    { title: t('field.kind'), dataIndex: 'kind', render: (kind: string) => t(`fee.kind.${kind}`) },
    { title: t('field.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: string) => <BillingStatusTag kind="fee" status={s} />,
    },
    { title: t('field.proposedOn'), dataIndex: 'proposedOn', key: 'proposedOn', sorter: true },
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      key: 'amount',
      sorter: true,
      align: 'right',
      render: (v: string, f) => `${f.currency} ${v}`,
    },
  ];
  return (
    <BillingList<SupplierFee>
      summary={{ columns: ['amount'], groupOf: (row) => row.currency }}
      kind="fee"
      testId="supplier-fees"
      statuses={SUPPLIER_FEE_STATUSES}
      fetch={listFees}
      columns={columns}
      toolbar={(query) => (
        <>
          {side === 'supplier' && (
            <Button type="primary" onClick={() => navigate('/supplier-fees-add/index')} data-testid="fee-new">
              {t('fee.new')}
            </Button>
          )}
          <Button href={feesExportUrl(query)} data-testid="fee-export">
            {t('export')}
          </Button>
        </>
      )}
    />
  );
}
