import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import { listLinks, revokeLink, type InviteLink } from './api';
import CreateLinkDialog from './CreateLinkDialog';
import SupplierInvitations from './SupplierInvitations';
import { formatDateTime } from '../../locales/format';

const absolute = (path: string) => `${window.location.origin}${path}`;
const STATE_COLOURS: Record<InviteLink['state'], string> = {
  active: 'green',
  expired: 'default',
  used_up: 'orange',
  revoked: 'red',
};

/** Community management: invite links with an expiry and a use limit (revocable), and supplier invitations. */
export default function CommunityManagementPage() {
  const { t } = useTranslation('community');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const { authInfo } = useSession();
  const [creating, setCreating] = useState(false);
  const reload = () => void client.invalidateQueries({ queryKey: ['invite-links'] });
  const kind = authInfo?.user.enterprise_kind;

  const revoke = (link: InviteLink) =>
    modal.confirm({
      title: t('confirmRevoke'),
      onOk: async () => {
        await revokeLink(link.uid);
        void message.success(t('revoked'));
        reload();
      },
    });

  return (
    <Flex vertical gap="middle" data-testid="community-management">
      <Card title={t('inviteLinks')} size="small">
        <PagedTable<InviteLink>
          queryKey={['invite-links']}
          fetch={listLinks}
          rowKey="uid"
          toolbar={() => (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="create-link">
              {t('createLink')}
            </Button>
          )}
          columns={[
            { title: t('purpose'), dataIndex: 'purpose', render: (v: string) => t(`purposeName.${v}`) },
            {
              title: t('link'),
              dataIndex: 'short_path',
              render: (v: string, r) =>
                r.state === 'active' ? (
                  <Typography.Text copyable={{ text: absolute(v) }} data-testid="invite-link">
                    {absolute(v)}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary" delete>
                    {absolute(v)}
                  </Typography.Text>
                ),
            },
            { title: t('uses'), dataIndex: 'use_count', render: (v: number, r) => `${v} / ${r.max_uses}` },
            { title: t('expiresAt'), dataIndex: 'expires_at', render: (v: string) => formatDateTime(v) },
            {
              title: t('state'),
              dataIndex: 'state',
              render: (v: InviteLink['state']) => <Tag color={STATE_COLOURS[v]}>{t(`stateName.${v}`)}</Tag>,
            },
            {
              title: t('actions'),
              render: (_, r) => (
                <Flex gap="small">
                  {r.state === 'active' && (
                    <Typography.Link
                      copyable={{ text: absolute(r.register_path), tooltips: [t('copyLong'), t('copied')] }}
                    >
                      {t('longLink')}
                    </Typography.Link>
                  )}
                  {r.state !== 'revoked' && (
                    <Button size="small" danger onClick={() => revoke(r)}>
                      {t('revoke')}
                    </Button>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      {(kind === 'factory' || kind === 'customer') && <SupplierInvitations />}
      <CreateLinkDialog
        open={creating}
        onClose={(created) => {
          setCreating(false);
          if (created) {
            void message.success(t('created'));
            reload();
          }
        }}
      />
    </Flex>
  );
}
