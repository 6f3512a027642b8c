import { JOB_NUMBER, SHORT_TEXT_MAX } from '@pcbunion/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Result, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { setStaffStatus, staffDetail, updateStaff, type StaffRow } from '../staff-management/api';
import { formatDateTime } from '../../locales/format';

interface Values {
  staff_name: string;
  department: string | null;
  job_number: string | null;
  staff_member: boolean;
  is_admin: boolean;
}

/** Staff detail (staff-management-son, `?uid=`): edit name, department, job number, flags; disable or enable. */
export default function StaffDetailPage() {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const uid = params.get('uid') ?? '';
  const detail = useQuery({
    queryKey: ['staff', 'detail', uid],
    queryFn: () => staffDetail(uid),
    enabled: !!uid,
    retry: false,
  });
  const done = (row: StaffRow) => {
    client.setQueryData(['staff', 'detail', uid], row);
    void client.invalidateQueries({ queryKey: ['staff'] });
    void message.success(t('saved'));
  };
  const save = useMutation({
    mutationFn: (v: Values) =>
      updateStaff(uid, { ...v, department: v.department || null, job_number: v.job_number || null }),
    onSuccess: done,
  });
  const status = useMutation({
    mutationFn: (action: 'disable' | 'enable') => setStaffStatus(uid, action),
    onSuccess: done,
  });

  if (!uid || detail.isError) return <Result status="404" title={t('notFound')} />;
  const row = detail.data;
  if (!row) return <Card loading />;

  return (
    <Card title={row.staff_name} data-testid="staff-detail">
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('userNo')}>{row.user_no}</Descriptions.Item>
        <Descriptions.Item label={t('phone')}>
          {row.phone ? `${row.phone_area_code ?? ''} ${row.phone}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('email')}>{row.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('createdAt')}>{formatDateTime(row.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <Tag color={row.status === 'active' ? 'green' : 'red'}>{t(`statusName.${row.status}`)}</Tag>
        </Descriptions.Item>
      </Descriptions>
      <Form<Values>
        key={`${row.staff_uid}-${row.status}`}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{
          staff_name: row.staff_name,
          department: row.department,
          job_number: row.job_number,
          staff_member: row.staff_member === 1,
          is_admin: row.is_admin,
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="staff_name"
          label={t('staffName')}
          rules={[
            { required: true, whitespace: true, message: t('required') },
            { max: SHORT_TEXT_MAX, message: t('tooLong') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="department" label={t('department')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="job_number"
          label={t('jobNumber')}
          rules={[{ pattern: JOB_NUMBER, message: t('badJobNumber') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="staff_member" valuePropName="checked">
          <Checkbox>{t('staffMember')}</Checkbox>
        </Form.Item>
        <Form.Item name="is_admin" label={t('admin')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <Space>
            <Button onClick={() => navigate(`/staff-management-staffing/index?uid=${uid}`)}>{t('permissions')}</Button>
            <Button
              danger={row.status === 'active'}
              loading={status.isPending}
              onClick={() => status.mutate(row.status === 'active' ? 'disable' : 'enable')}
            >
              {row.status === 'active' ? t('disable') : t('enable')}
            </Button>
          </Space>
        </Flex>
      </Form>
    </Card>
  );
}
