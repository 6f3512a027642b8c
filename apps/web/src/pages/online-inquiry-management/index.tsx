import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { GerberFileDrawer, listMyUploads, StatusTag, type GerberFile } from '../../features/gerber';
import { InquiryList } from '../../features/inquiry';
import { formatDateTime } from '../../locales/format';

/**
 * Online inquiry (customer screen): the customer's inquiries with their review tabs (withdraw, modify, delete, add to
 * cart), a new inquiry with the automatic quotation from a Gerber zip, and the customer's own Gerber uploads.
 */
export default function OnlineInquiryManagementPage() {
  const { t } = useTranslation('gerber');
  const { t: ti } = useTranslation('inquiry');
  const navigate = useNavigate();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('inquiry.title')}>
        <Typography.Paragraph>{t('inquiry.intro')}</Typography.Paragraph>
        <Space>
          <Button type="primary" onClick={() => navigate('/online-inquiry/index')} data-testid="new-inquiry">
            {t('inquiry.new')}
          </Button>
          <Button onClick={() => navigate('/online-inquiry-help/index')}>{t('inquiry.help')}</Button>
        </Space>
      </Card>
      <Card title={ti('title.customerList')}>
        <InquiryList side="customer" />
      </Card>
      <Card title={t('inquiry.myUploads')}>
        <PagedTable<GerberFile>
          queryKey={['gerber', 'my-uploads']}
          fetch={listMyUploads}
          rowKey="uid"
          columns={[
            {
              title: t('columns.fileName'),
              dataIndex: 'file_name',
              sorter: true,
              render: (name: string, file) => (
                <Typography.Link onClick={() => setOpen(file.uid)}>{name}</Typography.Link>
              ),
            },
            { title: t('columns.merchant'), dataIndex: 'merchant_name' },
            {
              title: t('columns.size'),
              dataIndex: 'width_mm',
              sorter: true,
              render: (_: unknown, f) =>
                f.width_mm !== null && f.height_mm !== null ? `${f.width_mm} × ${f.height_mm} mm` : '—',
            },
            {
              title: t('columns.layers'),
              dataIndex: 'copper_layers',
              render: (layers: number | null) => layers ?? '—',
            },
            {
              title: t('columns.uploadedAt'),
              dataIndex: 'created_at',
              sorter: true,
              render: (at: string) => formatDateTime(at),
            },
            {
              title: t('columns.upload'),
              dataIndex: 'upload_status',
              render: (_: unknown, f) => <StatusTag kind="upload" value={f.upload_status} reason={f.failure_message} />,
            },
            {
              title: t('columns.audit'),
              dataIndex: 'audit_status',
              render: (_: unknown, f) => <StatusTag kind="audit" value={f.audit_status} />,
            },
            {
              title: t('columns.binding'),
              dataIndex: 'binding_status',
              render: (_: unknown, f) => <StatusTag kind="binding" value={f.binding_status} />,
            },
          ]}
        />
      </Card>
      <GerberFileDrawer uid={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
