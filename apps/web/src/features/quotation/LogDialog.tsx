import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { quotationLog } from './api';
import { formatDateTime } from '../../locales/format';

/** The operation log in words (the audit log of the quotation, every version). */
export default function LogDialog({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('quotation');
  const log = useQuery({
    queryKey: ['quotation-log', no],
    queryFn: () => quotationLog(no!),
    enabled: no !== null,
    staleTime: 0,
  });
  return (
    <Dialog open={no !== null} title={t('log.title', { no })} footer={null} onCancel={onClose} width={720}>
      <Table
        size="small"
        rowKey="id"
        loading={log.isLoading}
        pagination={false}
        dataSource={log.data ?? []}
        columns={[
          { title: t('log.time'), dataIndex: 'at', width: 180, render: (at: string) => formatDateTime(at) },
          { title: t('log.what'), dataIndex: 'text' },
        ]}
      />
    </Dialog>
  );
}
