import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Flex, Form, Input, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Schemas } from '../../api/contract';
import { call, get } from '../../api/http';
import Dialog from '../../components/Dialog';
import PagedTable, { type PageAnswer, type PageParams } from '../../components/PagedTable';
import { formatDate } from '../../locales/format';

type EnterpriseRow = Schemas['AdminEnterprise'];

const list = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<EnterpriseRow>>(
    `admin/enterprises?${new URLSearchParams(
      Object.entries(p)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    )}`,
  );
const setExpiry = (uid: string, expires_on: string) =>
  call<Answer<'/api/admin/enterprises/{uid}/expiry', 'post'>>('POST', `admin/enterprises/${uid}/expiry`, {
    expires_on,
  });

/** The platform operator's enterprise management: every enterprise, searchable and paged; set each one's system expiry date. */
export default function EnterpriseManagementPage() {
  const { t } = useTranslation('community');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filters, setFilters] = useState<{ keyword?: string; kind?: string }>({});
  const [editing, setEditing] = useState<EnterpriseRow | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!editing || !date) return;
    setBusy(true);
    try {
      await setExpiry(editing.uid, date.format('YYYY-MM-DD'));
      void message.success(t('expirySaved'));
      setEditing(null);
      void client.invalidateQueries({ queryKey: ['enterprises'] });
    } catch {
      // shown by the API error toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap="middle" data-testid="enterprise-management">
      <Card size="small">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder={t('enterpriseSearch')}
            style={{ width: 300 }}
            onSearch={(v) => setFilters((f) => ({ ...f, keyword: v.trim() || undefined }))}
          />
          <Select
            allowClear
            placeholder={t('kind')}
            style={{ width: 160 }}
            options={(['platform', 'factory', 'customer', 'supplier'] as const).map((k) => ({
              value: k,
              label: t(`kinds.${k}`),
            }))}
            onChange={(kind?: string) => setFilters((f) => ({ ...f, kind }))}
          />
        </Flex>
      </Card>
      <Card size="small">
        <PagedTable<EnterpriseRow>
          queryKey={['enterprises']}
          filters={filters}
          fetch={list}
          rowKey="uid"
          columns={[
            { title: t('enterpriseNo'), dataIndex: 'enterprise_no', sorter: true },
            { title: t('enterpriseName'), dataIndex: 'name', sorter: true },
            {
              title: t('kind'),
              dataIndex: 'kind',
              sorter: true,
              render: (v: string, r) => (
                <Tag>
                  {t(`kinds.${v}`)}
                  {r.personal ? ` · ${t('personal')}` : ''}
                </Tag>
              ),
            },
            { title: t('creditCode'), dataIndex: 'credit_code' },
            { title: t('staffCount'), dataIndex: 'staff_count' },
            { title: t('expiresOn'), dataIndex: 'expires_on', sorter: true, render: (v: string | null) => v ?? '—' },
            {
              title: t('createdAt'),
              dataIndex: 'created_at',
              sorter: true,
              render: (v: string) => formatDate(v),
            },
            {
              title: t('actions'),
              render: (_, r) => (
                <Button
                  size="small"
                  onClick={() => (setEditing(r), setDate(r.expires_on ? dayjs(r.expires_on) : null))}
                >
                  {t('setExpiry')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Dialog
        open={!!editing}
        title={t('setExpiryOf', { name: editing?.name ?? '' })}
        onOk={save}
        okButtonProps={{ disabled: !date }}
        confirmLoading={busy}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('expiresOn')}>
            <DatePicker value={date} onChange={setDate} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </Dialog>
    </Flex>
  );
}
