import { EMAIL, SHORT_TEXT_MAX } from '@pcbunion/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Descriptions, Flex, Form, Input, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, get } from '../../api/http';
import BalanceCard from '../../features/wallet/BalanceCard';
import RechargeDialog from '../../features/wallet/RechargeDialog';
import InvoicingInfoCard from './InvoicingInfoCard';
import { formatDate } from '../../locales/format';

interface Member {
  member_no: string;
  name: string;
  phone_area_code: string | null;
  phone: string | null;
  email: string | null;
  created_at: string;
  birthday: string | null;
  gender: 'male' | 'female' | 'unknown' | null;
  status: string;
  type: 'personal' | 'enterprise';
  wechat_no: string | null;
  qq_no: string | null;
  enterprise_name: string;
}

interface Values {
  name: string;
  email: string;
  birthday: Dayjs | null;
  gender: Member['gender'];
  wechat_no: string;
  qq_no: string;
}

const fetchMember = () => get<Member>('member/information');
const saveMember = (v: Values) =>
  call<Member>('PATCH', 'member/information', {
    name: v.name,
    email: v.email || null,
    birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : null,
    gender: v.gender ?? null,
    wechat_no: v.wechat_no || null,
    qq_no: v.qq_no || null,
  });

const CONTACT = /^[A-Za-z0-9_-]{1,30}$/;

/**
 * Member information (spec 02 §2, §3 Member): the wallet's balance, frozen and withdrawable amounts with recharge,
 * the member's fields (editable where they belong to the member) and the invoicing info.
 */
export default function MemberInformationPage() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const member = useQuery({ queryKey: ['member-information'], queryFn: fetchMember });
  const [recharging, setRecharging] = useState(false);
  const save = useMutation({
    mutationFn: saveMember,
    onSuccess: (data) => {
      client.setQueryData(['member-information'], data);
      void message.success(t('saved'));
    },
  });
  const m = member.data;
  if (!m) return <Card loading />;

  return (
    <Flex vertical gap="middle" data-testid="member-information">
      <BalanceCard onRecharge={() => setRecharging(true)} />
      <RechargeDialog open={recharging} onClose={() => setRecharging(false)} />
      <Card title={t('memberTitle')}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 24 }}>
          <Descriptions.Item label={t('memberNo')}>{m.member_no}</Descriptions.Item>
          <Descriptions.Item label={t('phone')}>
            {m.phone ? `${m.phone_area_code ?? ''} ${m.phone}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('createdAt')}>{formatDate(m.created_at)}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <Tag color={m.status === 'active' ? 'green' : 'red'}>{t(`accountStatus.${m.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('memberType')}>{t(`memberTypes.${m.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('currentEnterprise')}>{m.enterprise_name}</Descriptions.Item>
        </Descriptions>
        <Form<Values>
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{
            name: m.name,
            email: m.email ?? '',
            birthday: m.birthday ? dayjs(m.birthday) : null,
            gender: m.gender,
            wechat_no: m.wechat_no ?? '',
            qq_no: m.qq_no ?? '',
          }}
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
          <Form.Item name="birthday" label={t('birthday')}>
            <DatePicker style={{ width: 200 }} disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
          <Form.Item name="gender" label={t('gender')}>
            <Select
              allowClear
              style={{ width: 200 }}
              options={(['male', 'female', 'unknown'] as const).map((g) => ({ value: g, label: t(`genders.${g}`) }))}
            />
          </Form.Item>
          <Form.Item name="wechat_no" label={t('wechatNo')} rules={[{ pattern: CONTACT, message: t('badContact') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="qq_no" label={t('qqNo')} rules={[{ pattern: CONTACT, message: t('badContact') }]}>
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form>
      </Card>
      <InvoicingInfoCard />
    </Flex>
  );
}
