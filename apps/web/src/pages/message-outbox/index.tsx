import { Card, Flex, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '../../api/contract';
import { get } from '../../api/http';
import PagedTable, { type PageAnswer, type PageParams } from '../../components/PagedTable';
import { formatDateTime } from '../../locales/format';

type OutboxRow = Schemas['OutboxMessage'];

const list = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<OutboxRow>>(
    `admin/message-outbox?${new URLSearchParams(
      Object.entries(p)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    )}`,
  );

/** The message outbox (platform operator): every SMS and e-mail the outbox provider "sent", newest first. */
export default function MessageOutboxPage() {
  const { t } = useTranslation('community');
  const [filters, setFilters] = useState<{ destination?: string; channel?: string }>({});
  return (
    <Flex vertical gap="middle" data-testid="message-outbox">
      <Card size="small">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder={t('destination')}
            style={{ width: 280 }}
            onSearch={(v) => setFilters((f) => ({ ...f, destination: v.trim() || undefined }))}
            data-testid="outbox-search"
          />
          <Select
            allowClear
            placeholder={t('channel')}
            style={{ width: 140 }}
            options={[
              { value: 'sms', label: 'SMS' },
              { value: 'email', label: t('emailChannel') },
            ]}
            onChange={(channel?: string) => setFilters((f) => ({ ...f, channel }))}
          />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('outboxHint')}
        </Typography.Paragraph>
      </Card>
      <Card size="small">
        <PagedTable<OutboxRow>
          queryKey={['message-outbox']}
          filters={filters}
          fetch={list}
          rowKey="id"
          columns={[
            { title: t('sentAt'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
            {
              title: t('channel'),
              dataIndex: 'channel',
              render: (v: string) => <Tag>{v === 'sms' ? 'SMS' : t('emailChannel')}</Tag>,
            },
            { title: t('destination'), dataIndex: 'destination' },
            { title: t('template'), dataIndex: 'template' },
            { title: t('text'), dataIndex: 'body', render: (v: string) => <span data-testid="outbox-body">{v}</span> },
          ]}
        />
      </Card>
    </Flex>
  );
}
