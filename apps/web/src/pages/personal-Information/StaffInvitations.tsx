import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideStaffInvitation, myStaffInvitations, refreshAfterJoining, type MyStaffInvitation } from './api';
import { formatDateTime } from '../../locales/format';

/**
 * Invitations to become staff of an enterprise, addressed to this account's phone (the bell tells of them).
 * Accepting makes the person staff with what the invitation names; declining deletes it.
 */
export default function StaffInvitations() {
  const { t } = useTranslation('profile');
  const tr = useTranslation('register').t;
  const { message } = App.useApp();
  const client = useQueryClient();
  const invitations = useQuery({ queryKey: ['staff-invitations', 'mine'], queryFn: myStaffInvitations });
  const decide = useMutation({
    mutationFn: ({ uid, action }: { uid: string; action: 'accept' | 'decline' }) => decideStaffInvitation(uid, action),
    onSuccess: (answer, { action }) => {
      void message.success(
        action === 'accept' && answer ? tr('joined', { name: answer.enterprise_name }) : t('invitationDeclined'),
      );
      void client.invalidateQueries({ queryKey: ['staff-invitations'] });
      if (action === 'accept') {
        void client.invalidateQueries({ queryKey: ['profile'] });
        void refreshAfterJoining();
      }
    },
  });
  const rows = invitations.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <Card title={t('staffInvitations')} data-testid="staff-invitations">
      <Typography.Paragraph type="secondary">{t('staffInvitationsHint')}</Typography.Paragraph>
      <Table<MyStaffInvitation>
        rowKey="uid"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('invitingEnterprise'), dataIndex: 'enterprise_name' },
          { title: t('enterpriseNo'), dataIndex: 'enterprise_no' },
          { title: t('invitedStaffName'), dataIndex: 'staff_name' },
          { title: t('department'), dataIndex: 'department' },
          { title: t('expiresAt'), dataIndex: 'expires_at', render: (v: string) => formatDateTime(v) },
          {
            title: t('actions'),
            render: (_, row) => (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  loading={decide.isPending}
                  onClick={() => decide.mutate({ uid: row.uid, action: 'accept' })}
                >
                  {t('accept')}
                </Button>
                <Button
                  size="small"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ uid: row.uid, action: 'decline' })}
                >
                  {t('decline')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
