import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listConsentLog } from './api';

/** Who granted or revoked what, in words, newest first. */
export default function ConsentLog() {
  const { t } = useTranslation('consent');
  const columns: TableColumnsType<{ id: number; at: string; text: string }> = [
    { title: t('log'), dataIndex: 'text' },
    { dataIndex: 'at', width: 200, render: (at: string) => new Date(at).toLocaleString() },
  ];
  return (
    <Card size="small" title={t('log')}>
      <PagedTable queryKey={['customer-consents', 'log']} fetch={listConsentLog} rowKey="id" columns={columns} />
    </Card>
  );
}
