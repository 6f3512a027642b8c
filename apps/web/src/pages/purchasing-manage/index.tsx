import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listRequests, type Phase, type RequestRow } from '../../features/bidding/api';
import { BidStatusTag, PhaseTag } from '../../features/bidding/PhaseTag';
import { useAppNavigate } from '../../shell/hooks/useAppNavigate';
import { useSession } from '../../stores/session';
import PublishDialog from './PublishDialog';

/**
 * Bidding (issue 18): a factory's purchasing requests (publish, invited, bids once the deadline passed), or a
 * supplier's invitations with its own bid. A row opens /purchasing-manage-detail/index.
 */
export default function PurchasingManagePage() {
  const { t } = useTranslation('bidding');
  const navigate = useAppNavigate();
  const buyer = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [keyword, setKeyword] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase | undefined>();
  const [publishing, setPublishing] = useState(false);
  const [version, setVersion] = useState(0);
  const open = (row: RequestRow) =>
    navigate(
      `/purchasing-manage-detail/index?uid=${encodeURIComponent(row.uid)}&standard_request_details_no=${encodeURIComponent(row.detailsNo)}`,
    );

  return (
    <Flex vertical gap="middle" data-testid="purchasing-manage">
      <Card size="small">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            style={{ width: 320 }}
            onSearch={(v) => setKeyword(v.trim() || undefined)}
            data-testid="bidding-search"
          />
          {buyer && (
            <Select
              allowClear
              placeholder={t('phase')}
              style={{ width: 200 }}
              value={phase}
              onChange={setPhase}
              options={(['bidding', 'evaluating', 'awarded', 'cancelled'] as const).map((p) => ({
                value: p,
                label: t(`phases.${p}`),
              }))}
            />
          )}
        </Flex>
      </Card>
      <Card size="small">
        <PagedTable<RequestRow>
          queryKey={['purchasing', 'requests', version]}
          filters={{ keyword, phase }}
          fetch={listRequests}
          rowKey="uid"
          toolbar={() =>
            buyer ? (
              <Button type="primary" onClick={() => setPublishing(true)} data-testid="publish-request">
                {t('publish')}
              </Button>
            ) : null
          }
          columns={[
            {
              title: t('requestNo'),
              dataIndex: 'requestNo',
              sorter: true,
              render: (v: string, row) => (
                <Typography.Link onClick={() => open(row)} data-testid="open-request">
                  {v}
                </Typography.Link>
              ),
            },
            { title: t('name'), dataIndex: 'name', sorter: true },
            { title: t('quantity'), dataIndex: 'quantity', render: (v: string, row) => `${v} ${row.unit}` },
            {
              title: t('deadline'),
              dataIndex: 'deadline',
              sorter: true,
              render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
            },
            { title: t('phase'), dataIndex: 'phase', render: (v: Phase) => <PhaseTag phase={v} /> },
            ...(buyer
              ? [
                  { title: t('invited'), dataIndex: 'invitedCount' },
                  { title: t('bids'), dataIndex: 'bidCount', render: (v: number | null) => v ?? t('sealedCount') },
                ]
              : [
                  { title: t('buyer'), dataIndex: 'buyerName' },
                  {
                    title: t('myBid'),
                    dataIndex: 'myBid',
                    render: (v: RequestRow['myBid']) =>
                      v ? (
                        <Flex gap={4} align="center">
                          {v.unitPrice} × {v.quantity} <BidStatusTag status={v.status} />
                        </Flex>
                      ) : (
                        t('noBid')
                      ),
                  },
                ]),
            {
              title: t('actions'),
              fixed: 'right',
              render: (_: unknown, row: RequestRow) => (
                <Button size="small" onClick={() => open(row)}>
                  {t('open')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {buyer && (
        <PublishDialog
          open={publishing}
          onClose={(published) => {
            setPublishing(false);
            if (published) setVersion((n) => n + 1);
          }}
        />
      )}
    </Flex>
  );
}
