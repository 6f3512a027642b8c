import { Button, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listMessages, markMessagesRead, type PortalMessage } from '../../api/messages';
import PagedTable from '../../components/PagedTable';
import { useAppNavigate } from '../../shell/hooks/useAppNavigate';

/** The message centre: the caller's messages from /api/messages, marked read on demand. */
export default function MessageCentrePage() {
  const { t } = useTranslation('shell');
  const navigate = useAppNavigate();
  return (
    <Card title={t('messageCentre')}>
      <PagedTable<PortalMessage>
        queryKey={['messages', 'centre']}
        rowKey="id"
        fetch={({ page_no, page_size, field, sort }) => listMessages(page_no, page_size, field, sort)}
        selection="multiple"
        toolbar={({ selected, reload, requireSelection }) => (
          <Button
            onClick={() => {
              const rows = requireSelection();
              if (rows) void markMessagesRead(rows.map((r) => r.id)).then(reload);
            }}
            disabled={!selected.length}
          >
            {t('messages.markRead')}
          </Button>
        )}
        columns={[
          // A message about something to act on (an invitation, a bidding notice) opens its screen.
          {
            title: t('messages.subject'),
            dataIndex: 'title',
            render: (title: string, row) =>
              row.link?.startsWith('/') ? (
                <Typography.Link onClick={() => navigate(row.link!)}>{title}</Typography.Link>
              ) : (
                title
              ),
          },
          { title: t('messages.body'), dataIndex: 'body' },
          { title: t('messages.time'), dataIndex: 'created_at', sorter: true, width: 180 },
          {
            title: t('messages.state'),
            dataIndex: 'read',
            width: 100,
            render: (read: boolean) => <Tag>{read ? t('messages.read') : t('messages.unread')}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
