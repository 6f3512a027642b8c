import { useQuery } from '@tanstack/react-query';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listMessages } from '../../api/messages';
import { useChannelMessages } from '../../stores/messages';

/** The latest messages: from /api/messages, else those the message channel delivered to this browser. */
export default function RecentMessages() {
  const { t } = useTranslation('dashboard');
  const live = useChannelMessages();
  const { data, isLoading, isError } = useQuery({
    queryKey: ['messages', 'recent'],
    queryFn: () => listMessages(1, 5),
  });
  const items = (isError || !data ? live : data.data).slice(0, 5);
  return (
    <Card
      size="small"
      title={t('recentMessages')}
      extra={<Link to="/message-centre/index">{t('allMessages')}</Link>}
      data-testid="recent-messages"
    >
      <List
        size="small"
        loading={isLoading}
        dataSource={items}
        locale={{ emptyText: t('noMessages') }}
        renderItem={(m) => (
          <List.Item>
            <List.Item.Meta title={m.title} description={m.body} />
            <Typography.Text type="secondary">{m.created_at?.slice(0, 16).replace('T', ' ')}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
