import { BIDDING_NOTICE_POLL_INTERVAL_MS } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { biddingNotices, closeBiddingNotices, type BiddingNotice as Notice } from '../../api/shell';
import { useChannelMessages } from '../../stores/messages';
import { useAppNavigate } from '../hooks/useAppNavigate';

/**
 * The supplier-bidding notice card (spec 01 §2.8), mounted only when the menus contain purchasing-manage: polls every
 * 180 000 ms (and at once when a bidding message arrives over /ws), shows with at least one item, each item opens its
 * bidding detail; closing hides it and reports the items as closed.
 */
export default function BiddingNotice() {
  const { t } = useTranslation('shell');
  const navigate = useAppNavigate();
  const [closedUids, setClosedUids] = useState<string[]>([]);
  const { data } = useQuery({
    queryKey: ['bidding-notices'],
    queryFn: biddingNotices,
    refetchInterval: BIDDING_NOTICE_POLL_INTERVAL_MS,
  });
  // A new invitation arrives at once over /ws (a message of kind `bidding`): ask again without waiting for the poll.
  const client = useQueryClient();
  const newest = useChannelMessages()[0];
  useEffect(() => {
    if (newest?.kind === 'bidding') void client.invalidateQueries({ queryKey: ['bidding-notices'] });
  }, [newest?.id, newest?.kind, client]);
  const items = (data ?? []).filter((item) => !closedUids.includes(item.todowork_uid ?? item.uid));
  if (!items.length) return null;

  const open = (item: Notice) =>
    navigate(
      `/purchasing-manage-detail/index?uid=${encodeURIComponent(item.uid)}&standard_request_details_no=${encodeURIComponent(item.standard_request_details_no)}`,
    );
  const close = () => {
    setClosedUids((uids) => [...uids, ...items.map((i) => i.todowork_uid ?? i.uid)]);
    void closeBiddingNotices(items).catch(() => undefined);
  };

  return (
    <Card
      data-testid="bidding-notice"
      size="small"
      title={t('bidding.title', { count: items.length })}
      extra={<Typography.Link onClick={close}>{t('bidding.close')}</Typography.Link>}
      style={{ position: 'fixed', right: 16, bottom: 16, width: 320, zIndex: 900 }}
      styles={{ body: { maxHeight: 240, overflowY: 'auto', padding: 0 } }}
    >
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item style={{ cursor: 'pointer' }} onClick={() => open(item)}>
            <List.Item.Meta title={`${item.bidding_doccode} · ${item.mat_name}`} description={item.entp_name} />
          </List.Item>
        )}
      />
    </Card>
  );
}
