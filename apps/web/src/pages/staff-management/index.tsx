import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { departments, listStaff, setStaffStatus, type StaffRow } from './api';
import Invitations from './Invitations';
import StaffSignIns from './StaffSignIns';
import { useSession } from '../../stores/session';
import { AddStaffDialog, InviteStaffDialog } from './StaffDialogs';

/** Staff management: search, paging, add, invite, disable / enable; detail and permission setting open as sub-pages. */
export default function StaffManagementPage() {
  const { t } = useTranslation('staff');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<{ keyword?: string; department?: string; status?: string }>({});
  const [dialog, setDialog] = useState<'add' | 'invite' | null>(null);
  const depts = useQuery({ queryKey: ['staff-departments'], queryFn: departments });
  const reload = () => void client.invalidateQueries({ queryKey: ['staff'] });
  const isAdmin = !!useSession().authInfo?.user.is_admin;

  const toggle = (row: StaffRow) => {
    const action = row.status === 'active' ? 'disable' : 'enable';
    modal.confirm({
      title: t(action === 'disable' ? 'confirmDisable' : 'confirmEnable', { name: row.staff_name }),
      onOk: async () => {
        await setStaffStatus(row.staff_uid, action);
        void message.success(t('saved'));
        reload();
      },
    });
  };

  return (
    <Flex vertical gap="middle" data-testid="staff-management">
      <Card size="small">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            style={{ width: 280 }}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => setFilters((f) => ({ ...f, keyword: value.trim() || undefined }))}
          />
          <Select
            allowClear
            placeholder={t('department')}
            style={{ width: 180 }}
            options={(depts.data ?? []).map((d) => ({ value: d, label: d }))}
            onChange={(department?: string) => setFilters((f) => ({ ...f, department }))}
          />
          <Select
            allowClear
            placeholder={t('status')}
            style={{ width: 140 }}
            options={[
              { value: 'active', label: t('statusName.active') },
              { value: 'disabled', label: t('statusName.disabled') },
            ]}
            onChange={(status?: string) => setFilters((f) => ({ ...f, status }))}
          />
        </Flex>
      </Card>
      <Card size="small">
        <PagedTable<StaffRow>
          queryKey={['staff']}
          filters={filters}
          fetch={listStaff}
          rowKey="staff_uid"
          toolbar={() => (
            <>
              <Button type="primary" onClick={() => setDialog('add')} data-testid="add-staff">
                {t('addStaff')}
              </Button>
              <Button onClick={() => setDialog('invite')}>{t('inviteStaff')}</Button>
            </>
          )}
          columns={[
            { title: t('staffName'), dataIndex: 'staff_name', sorter: true },
            { title: t('jobNumber'), dataIndex: 'job_number', sorter: true },
            { title: t('department'), dataIndex: 'department', sorter: true },
            {
              title: t('phone'),
              dataIndex: 'phone',
              render: (v: string | null, r) => (v ? `${r.phone_area_code ?? ''} ${v}` : '—'),
            },
            { title: t('email'), dataIndex: 'email' },
            {
              title: t('role'),
              dataIndex: 'is_admin',
              render: (v: boolean) => <Tag color={v ? 'blue' : undefined}>{v ? t('admin') : t('staff')}</Tag>,
            },
            { title: t('staffMember'), dataIndex: 'staff_member', render: (v: 0 | 1) => (v ? t('yes') : t('no')) },
            {
              title: t('status'),
              dataIndex: 'status',
              sorter: true,
              render: (v: string) => <Tag color={v === 'active' ? 'green' : 'red'}>{t(`statusName.${v}`)}</Tag>,
            },
            {
              title: t('actions'),
              fixed: 'right',
              render: (_, row) => (
                <Space size="small">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => navigate(`/staff-management-son/index?uid=${row.staff_uid}&flag=edit`)}
                  >
                    {t('detail')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => navigate(`/staff-management-staffing/index?uid=${row.staff_uid}`)}
                    data-testid={`permissions-${row.staff_uid}`}
                  >
                    {t('permissions')}
                  </Button>
                  <Button size="small" type="link" danger={row.status === 'active'} onClick={() => toggle(row)}>
                    {row.status === 'active' ? t('disable') : t('enable')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Invitations />
      {isAdmin && <StaffSignIns />}
      <AddStaffDialog
        open={dialog === 'add'}
        onClose={(changed) => (
          setDialog(null),
          changed && void client.invalidateQueries({ queryKey: ['staff-invitations'] })
        )}
      />
      <InviteStaffDialog
        open={dialog === 'invite'}
        onClose={(changed) => (
          setDialog(null),
          changed && void client.invalidateQueries({ queryKey: ['staff-invitations'] })
        )}
      />
    </Flex>
  );
}
