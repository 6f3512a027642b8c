import { UserOutlined } from '@ant-design/icons';
import { EMAIL, IMAGE_MAX_BYTES, SHORT_TEXT_MAX } from '@pcbunion/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Card, Descriptions, Flex, Form, Input, Table, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadUrl, type StoredFile } from '../../api/files';
import { useSession } from '../../stores/session';
import { fetchProfile, refreshAuthInfo, saveProfile, setAvatar, type Profile } from './api';
import PartnerInvitations from './PartnerInvitations';
import StaffInvitations from './StaffInvitations';
import PrivacyCard from './PrivacyCard';
import PhoneBinding from './PhoneBinding';
import TwoFactorCard from './TwoFactorCard';
import TwoFactorPolicyCard from './TwoFactorPolicyCard';
import SignInHistoryCard from './SignInHistoryCard';
import { formatDate } from '../../locales/format';

/** Personal profile (spec 01 §2.5): name, avatar (JPG/PNG ≤ 500 kB), e-mail; the account's enterprises; invitations. */
export default function PersonalInformationPage() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const { authInfo } = useSession();
  const profile = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  const [form] = Form.useForm<{ name: string; email: string }>();
  const save = useMutation({
    mutationFn: (values: { name: string; email: string }) =>
      saveProfile({ name: values.name, email: values.email || null }),
    onSuccess: (data) => {
      client.setQueryData(['profile'], data);
      void message.success(t('saved'));
      void refreshAuthInfo();
    },
  });
  const avatar = useMutation({
    mutationFn: setAvatar,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['profile'] });
      void message.success(t('avatarSaved'));
      void refreshAuthInfo();
    },
  });
  const data = profile.data;
  if (!data) return <Card loading />;
  const current = authInfo?.user.enterprise_uid;
  const isAdmin = data.enterprises.some((e) => e.enterprise_uid === current && e.is_admin);

  return (
    <Flex vertical gap="middle" data-testid="personal-information">
      <Card title={t('title')}>
        <Flex gap="large" wrap align="start">
          <Flex vertical align="center" gap="small">
            <Avatar size={96} src={data.avatar ?? undefined} icon={<UserOutlined />} />
            <Upload
              action={`${uploadUrl()}&kind=image&purpose=avatar`}
              name="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              showUploadList={false}
              withCredentials
              beforeUpload={(file) => {
                const ok = ['image/jpeg', 'image/png'].includes(file.type) && file.size <= IMAGE_MAX_BYTES;
                if (!ok) void message.error(t('avatarRule'));
                return ok || Upload.LIST_IGNORE;
              }}
              onChange={({ file }) => {
                const stored =
                  (file.response as { code?: number; data?: StoredFile; msg?: string } | undefined) ?? undefined;
                if (file.status === 'done' && stored?.code === 1 && stored.data) avatar.mutate(stored.data.id);
                else if (file.status === 'done' || file.status === 'error')
                  void message.error(stored?.msg ?? t('avatarRule'));
              }}
            >
              <Button size="small" data-testid="avatar-upload">
                {t('changeAvatar')}
              </Button>
            </Upload>
          </Flex>
          <Form
            form={form}
            layout="vertical"
            style={{ flex: 1, minWidth: 280, maxWidth: 480 }}
            initialValues={{ name: data.name, email: data.email ?? '' }}
            onFinish={(v) => save.mutate(v)}
          >
            <Form.Item
              name="name"
              label={t('name')}
              rules={[
                { required: true, whitespace: true, message: t('required') },
                { max: SHORT_TEXT_MAX, message: t('tooLong') },
              ]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="email" label={t('email')} rules={[{ pattern: EMAIL, message: t('badEmail') }]}>
              <Input />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Form>
        </Flex>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginTop: 24 }}>
          <Descriptions.Item label={t('userNo')}>{data.user_no}</Descriptions.Item>
          <Descriptions.Item label={t('phone')}>
            {data.phone ? `${data.phone_area_code ?? ''} ${data.phone}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('createdAt')}>{formatDate(data.created_at)}</Descriptions.Item>
          <Descriptions.Item label={t('currentEnterprise')}>{authInfo?.user.enterprise_name}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('myEnterprises')}>
        <Table<Profile['enterprises'][number]>
          rowKey="enterprise_uid"
          size="small"
          pagination={false}
          dataSource={data.enterprises}
          columns={[
            {
              title: t('enterpriseName'),
              dataIndex: 'enterprise_name',
              render: (v: string, row) => (row.enterprise_uid === current ? <b>{v}</b> : v),
            },
            { title: t('kind'), dataIndex: 'enterprise_kind', render: (v: string) => t(`kinds.${v}`) },
            { title: t('department'), dataIndex: 'department' },
            { title: t('staffName'), dataIndex: 'staff_name' },
            {
              title: t('role'),
              dataIndex: 'is_admin',
              render: (v: boolean) => <Tag color={v ? 'blue' : undefined}>{v ? t('admin') : t('staff')}</Tag>,
            },
          ]}
        />
      </Card>
      <PhoneBinding />
      <TwoFactorCard />
      <TwoFactorPolicyCard />
      <SignInHistoryCard />
      <PrivacyCard />
      <StaffInvitations />
      <PartnerInvitations isAdmin={isAdmin} />
    </Flex>
  );
}
