import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listInvitations, revokeInvitation, type StaffInvitation } from './api';
import { formatDateTime } from '../../locales/format';

/** The enterprise's invitations by phone, newest first; a pending one can be revoked. */
export default function Invitations() {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const client = useQueryClient();
  const revoke = async (uid: string) => {
    await revokeInvitation(uid);
    void message.success(t('revoked'));
    void client.invalidateQueries({ queryKey: ['staff-invitations'] });
  };
  return (
    <Card title={t('invitations')} size="small">
      <PagedTable<StaffInvitation>
        queryKey={['staff-invitations']}
        fetch={listInvitations}
        rowKey="uid"
        columns={[
          { title: t('phone'), dataIndex: 'phone', render: (v: string, r) => `${r.phone_area_code} ${v}` },
          { title: t('staffName'), dataIndex: 'staff_name' },
          { title: t('department'), dataIndex: 'department' },
          { title: t('status'), dataIndex: 'status', render: (v: string) => <Tag>{t(`invitationStatus.${v}`)}</Tag> },
          { title: t('expiresAt'), dataIndex: 'expires_at', render: (v: string) => formatDateTime(v) },
          {
            title: t('actions'),
            render: (_, r) =>
              r.status === 'pending' ? (
                <Button size="small" danger onClick={() => void revoke(r.uid)}>
                  {t('revoke')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
