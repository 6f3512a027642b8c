import { SUPPLIER_STATEMENT_STATUSES } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listStatements, statementsExportUrl, type SupplierStatement } from '../../features/supplier-billing/api';
import BillingList from '../../features/supplier-billing/BillingList';
import IssueStatementDialog from '../../features/supplier-billing/IssueStatementDialog';
import BillingStatusTag from '../../features/supplier-billing/StatusTag';
import { useBillingSide } from '../../features/supplier-billing/useSide';

/**
 * Supplier statements (issue 19): one per supplier and month — receipts − returns + accepted fees — which the supplier
 * confirms or disputes line by line. The factory issues them; the supplier sees only its own.
 */
export default function SupplierStatementPage() {
  const { t } = useTranslation('supplierBilling');
  const navigate = useNavigate();
  const client = useQueryClient();
  const side = useBillingSide();
  const [issuing, setIssuing] = useState(false);
  const open = (no: string) => navigate(`/supplier-statement-son/index?no=${encodeURIComponent(no)}`);
  const money = (key: keyof SupplierStatement) => (v: string, s: SupplierStatement) =>
    key === 'total' ? `${s.currency} ${v}` : v;
  const columns: TableColumnsType<SupplierStatement> = [
    {
      title: t('field.statementNo'),
      dataIndex: 'no',
      key: 'statementNo',
      sorter: true,
      render: (no: string) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => open(no)}
          data-testid={`statement-${no}`}
        >
          {no}
        </Button>
      ),
    },
    { title: t('field.period'), dataIndex: 'period', key: 'period', sorter: true },
    { title: t('field.supplier'), dataIndex: ['supplier', 'name'] },
    { title: t('field.factory'), dataIndex: ['factory', 'name'] },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: string) => <BillingStatusTag kind="statement" status={s} />,
    },
    { title: t('field.version'), dataIndex: 'version', align: 'right', render: (v: number) => `V${v}` },
    { title: t('field.receipts'), dataIndex: 'receipts', align: 'right' },
    { title: t('field.returns'), dataIndex: 'returns', align: 'right' },
    { title: t('field.fees'), dataIndex: 'fees', align: 'right' },
    { title: t('field.total'), dataIndex: 'total', key: 'total', sorter: true, align: 'right', render: money('total') },
  ];
  return (
    <>
      <BillingList<SupplierStatement>
        summary={{ columns: ['receipts', 'returns', 'fees', 'total'], groupOf: (row) => row.currency }}
        kind="statement"
        testId="supplier-statements"
        statuses={SUPPLIER_STATEMENT_STATUSES}
        fetch={listStatements}
        columns={columns}
        toolbar={(query) => (
          <>
            {side === 'factory' && (
              <Button type="primary" onClick={() => setIssuing(true)} data-testid="statement-new">
                {t('statement.new')}
              </Button>
            )}
            <Button href={statementsExportUrl(query)} data-testid="statement-export">
              {t('export')}
            </Button>
          </>
        )}
      />
      <IssueStatementDialog
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(no) => {
          setIssuing(false);
          void client.invalidateQueries({ queryKey: ['supplier-statements'] });
          open(no);
        }}
      />
    </>
  );
}
