import { App, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import type { JoinedEnterprise } from '../../api/session';
import Dialog from '../../components/Dialog';
import { useSession } from '../../stores/session';
import { tagsStore } from '../../stores/tags-view';
import { completeLogin } from '../complete-login';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { refreshJoinedEnterprises } from '../session/joined-enterprises';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Switch enterprise (spec 01 §2.6): enterprise name, department and staff name; entering one goes through /api/login. */
export default function SwitchEnterpriseDialog({ open, onClose }: Props) {
  const { t } = useTranslation('shell');
  const { session } = useSession();
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const [entering, setEntering] = useState<string | null>(null);
  // The list as the server says now, not as it was at login (a company joined or an invitation accepted since).
  const refreshing = useQuery({
    queryKey: ['joined-enterprises'],
    queryFn: refreshJoinedEnterprises,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });

  const enter = async (enterprise: JoinedEnterprise) => {
    if (!session || enterprise.enterprise_uid === session.enterprise_uid) return onClose();
    setEntering(enterprise.enterprise_uid);
    try {
      const answer = {
        sessionID: session.sessionid,
        usercode: session.usercode1,
        // The session's product id; the enterprise's own answer replaces it when it names one (completeLogin).
        productid: session.productid,
        joined_enterprise_info: session.joined_enterprise_info,
        user_role_info: [],
        choose_enterprise: true,
      };
      await completeLogin(answer, enterprise, true);
      tagsStore.clear();
      onClose();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('login:noRoles'));
    } finally {
      setEntering(null);
    }
  };

  return (
    <Dialog open={open} title={t('switchEnterprise')} footer={null} onCancel={onClose} width={620}>
      <Table<JoinedEnterprise>
        rowKey="enterprise_uid"
        size="small"
        pagination={false}
        loading={!!entering || refreshing.isFetching}
        dataSource={session?.joined_enterprise_info ?? []}
        onRow={(row) => ({ onClick: () => void enter(row), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('login:enterpriseName'),
            dataIndex: 'enterprise_name',
            render: (name: string, row) => (
              <>
                {name} {row.enterprise_uid === session?.enterprise_uid && <Tag color="processing">{t('current')}</Tag>}
              </>
            ),
          },
          { title: t('login:department'), dataIndex: 'department' },
          { title: t('login:staffName'), dataIndex: 'staff_name' },
        ]}
      />
    </Dialog>
  );
}
