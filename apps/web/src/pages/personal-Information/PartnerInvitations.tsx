import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideInvitation, incomingInvitations, type PartnerInvitation } from './api';
import { formatDateTime } from '../../locales/format';

/** Spec 01 §6: a supplier's administrator accepts (or declines) a customer's or factory's invitation. */
export default function PartnerInvitations({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const invitations = useQuery({ queryKey: ['partner-invitations', 'incoming'], queryFn: incomingInvitations });
  const decide = useMutation({
    mutationFn: ({ uid, action }: { uid: string; action: 'accept' | 'decline' }) => decideInvitation(uid, action),
    onSuccess: (_, { action }) => {
      void message.success(t(action === 'accept' ? 'invitationAccepted' : 'invitationDeclined'));
      void client.invalidateQueries({ queryKey: ['partner-invitations'] });
    },
  });
  const rows = invitations.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <Card title={t('partnerInvitations')} data-testid="partner-invitations">
      <Table<PartnerInvitation>
        rowKey="uid"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('invitingEnterprise'), dataIndex: 'enterprise_name' },
          { title: t('enterpriseNo'), dataIndex: 'enterprise_no' },
          { title: t('invitedAt'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
          { title: t('status'), dataIndex: 'status', render: (v: string) => <Tag>{t(`invitationStatus.${v}`)}</Tag> },
          {
            title: t('actions'),
            render: (_, row) =>
              row.status === 'pending' && isAdmin ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => decide.mutate({ uid: row.uid, action: 'accept' })}>
                    {t('accept')}
                  </Button>
                  <Button size="small" onClick={() => decide.mutate({ uid: row.uid, action: 'decline' })}>
                    {t('decline')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
