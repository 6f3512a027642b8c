import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { inviteSupplier, listSupplierInvitations, revokeSupplierInvitation, type SentInvitation } from './api';
import { formatDateTime } from '../../locales/format';

/** Spec 01 §6: invite a registered supplier enterprise by its number; its administrator accepts in their profile. */
export default function SupplierInvitations() {
  const { t } = useTranslation('community');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ supplier_enterprise_no: string }>();
  const reload = () => void client.invalidateQueries({ queryKey: ['supplier-invitations'] });

  const invite = async ({ supplier_enterprise_no }: { supplier_enterprise_no: string }) => {
    await inviteSupplier(supplier_enterprise_no.trim());
    form.resetFields();
    void message.success(t('supplierInvited'));
    reload();
  };

  return (
    <Card title={t('supplierInvitations')} size="small" data-testid="supplier-invitations">
      <Form form={form} layout="inline" onFinish={(v) => invite(v).catch(() => undefined)} style={{ marginBottom: 16 }}>
        <Form.Item name="supplier_enterprise_no" rules={[{ required: true, whitespace: true, message: t('required') }]}>
          <Input placeholder={t('supplierNo')} style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('inviteSupplier')}
        </Button>
      </Form>
      <PagedTable<SentInvitation>
        queryKey={['supplier-invitations']}
        fetch={listSupplierInvitations}
        rowKey="uid"
        columns={[
          { title: t('supplierNo'), dataIndex: 'partner_enterprise_no' },
          { title: t('supplierName'), dataIndex: 'partner_enterprise_name' },
          { title: t('status'), dataIndex: 'status', render: (v: string) => <Tag>{t(`invitationStatus.${v}`)}</Tag> },
          { title: t('createdAt'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
          {
            title: t('actions'),
            render: (_, r) =>
              r.status === 'pending' ? (
                <Space>
                  <Button size="small" danger onClick={() => void revokeSupplierInvitation(r.uid).then(reload)}>
                    {t('revoke')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
