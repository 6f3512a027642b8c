import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import {
  awardBids,
  bidFileUrl,
  cancelRequest,
  requestDetail,
  requestFileUrl,
  type BidValues,
  type BuyerDetail,
  type SupplierDetail,
} from '../../features/bidding/api';
import { BidStatusTag, PhaseTag } from '../../features/bidding/PhaseTag';
import BidForm from './BidForm';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

function RequestCard({ detail }: { detail: BuyerDetail | SupplierDetail }) {
  const { t } = useTranslation('bidding');
  const r = detail.request;
  return (
    <Card
      size="small"
      title={`${t('request')} ${r.requestNo}`}
      extra={<PhaseTag phase={r.phase} />}
      data-testid="request-card"
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('name')}>{r.name}</Descriptions.Item>
        <Descriptions.Item label={t('kind')}>{t(`kinds.${r.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('quantity')}>{`${r.quantity} ${r.unit}`}</Descriptions.Item>
        <Descriptions.Item label={t('deadline')}>{when(r.deadline)}</Descriptions.Item>
        <Descriptions.Item label={t('specification')}>{r.specification || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('deliveryPlace')}>{r.deliveryPlace}</Descriptions.Item>
        {'buyerName' in r && <Descriptions.Item label={t('buyer')}>{r.buyerName}</Descriptions.Item>}
        <Descriptions.Item label={t('remarks')}>{r.remarks || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('attachments')}>
          {r.attachments.length
            ? r.attachments.map((f) => (
                <Typography.Link key={f.id} href={requestFileUrl(r.uid, f.id)} style={{ marginRight: 12 }}>
                  {f.name}
                </Typography.Link>
              ))
            : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

const versionColumns = (t: (k: string) => string) => [
  { title: t('version'), dataIndex: 'version' },
  { title: t('unitPrice'), dataIndex: 'unitPrice' },
  { title: t('quantity'), dataIndex: 'quantity' },
  { title: t('amount'), dataIndex: 'amount' },
  { title: t('deliveryDate'), dataIndex: 'deliveryDate' },
  { title: t('validUntil'), dataIndex: 'validUntil' },
  { title: t('submittedAt'), dataIndex: 'submittedAt', render: (v: string) => when(v) },
];

function SupplierView({ detail, onChange }: { detail: SupplierDetail; onChange: (d: SupplierDetail) => void }) {
  const { t } = useTranslation('bidding');
  const bid = detail.myBid;
  return (
    <Card size="small" title={t('bidTitle')} extra={bid && <BidStatusTag status={bid.status} />} data-testid="my-bid">
      {detail.request.phase === 'bidding' ? (
        <BidForm key={bid?.version ?? 0} detail={detail} onSaved={onChange} />
      ) : (
        <Alert type="info" showIcon message={t('closedNotice')} />
      )}
      {bid && (
        <Flex vertical gap="small" style={{ marginTop: 16 }}>
          <Typography.Text strong>{t('history')}</Typography.Text>
          <Table<BidValues>
            size="small"
            rowKey="version"
            pagination={false}
            dataSource={[...bid.versions].reverse()}
            columns={versionColumns(t)}
            data-testid="bid-versions"
          />
          {bid.attachment && <Typography.Link href={bidFileUrl(bid.uid)}>{bid.attachment.name}</Typography.Link>}
        </Flex>
      )}
    </Card>
  );
}

function BuyerView({ detail, onChange }: { detail: BuyerDetail; onChange: (d: BuyerDetail) => void }) {
  const { t } = useTranslation('bidding');
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<string[]>([]);
  const r = detail.request;
  const award = async () => {
    if (!chosen.length) return void message.warning(t('chooseBids'));
    onChange(await awardBids(r.uid, chosen));
    void message.success(t('awarded'));
  };
  const cancel = () =>
    modal.confirm({
      title: t('confirmCancel', { no: r.requestNo }),
      onOk: async () => {
        onChange(await cancelRequest(r.uid));
        void message.success(t('cancelled'));
      },
    });
  return (
    <Card
      size="small"
      title={t('compare')}
      extra={
        r.status === 'open' && (
          <Button danger onClick={cancel} data-testid="cancel-request">
            {t('cancel')}
          </Button>
        )
      }
      data-testid="bid-comparison"
    >
      <Typography.Paragraph type="secondary">
        {t('invitedSuppliers')}: {detail.suppliers.map((s) => s.name).join(', ')}
      </Typography.Paragraph>
      {detail.bids === null ? (
        <Alert
          type="info"
          showIcon
          message={t('sealedNotice', { deadline: when(r.deadline) })}
          data-testid="sealed-notice"
        />
      ) : detail.bids.length === 0 ? (
        <Empty description={t('noBids')} />
      ) : (
        <Flex vertical gap="small">
          <Table
            size="small"
            rowKey="uid"
            pagination={false}
            dataSource={detail.bids}
            rowSelection={
              r.phase === 'evaluating'
                ? { selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]) }
                : undefined
            }
            columns={[
              { title: t('supplier'), dataIndex: 'supplierName' },
              { title: t('unitPrice'), dataIndex: 'unitPrice' },
              { title: t('quantity'), dataIndex: 'quantity' },
              { title: t('amount'), dataIndex: 'amount' },
              { title: t('deliveryDate'), dataIndex: 'deliveryDate' },
              { title: t('validUntil'), dataIndex: 'validUntil' },
              { title: t('remarks'), dataIndex: 'remarks' },
              { title: t('versions'), dataIndex: 'version' },
              {
                title: t('attachment'),
                dataIndex: 'attachmentFileUid',
                render: (v: string | null, row) =>
                  v ? <Typography.Link href={bidFileUrl(row.uid)}>{t('download')}</Typography.Link> : '—',
              },
              {
                title: t('status'),
                dataIndex: 'status',
                render: (v: 'submitted' | 'awarded' | 'lost') => <BidStatusTag status={v} />,
              },
            ]}
          />
          {r.phase === 'evaluating' && (
            <Button
              type="primary"
              onClick={() => void award()}
              style={{ alignSelf: 'flex-start' }}
              data-testid="award-bids"
            >
              {t('award')}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}

/** The purchasing request opened from the bidding notice card or the list (spec 01 §2.5: ?uid=…&standard_request_details_no=…). */
export default function PurchasingManageDetailPage() {
  const { t } = useTranslation('bidding');
  const [search] = useSearchParams();
  const uid = search.get('uid') ?? '';
  const client = useQueryClient();
  const key = ['purchasing', 'detail', uid];
  const query = useQuery({ queryKey: key, queryFn: () => requestDetail(uid), enabled: !!uid, retry: false });
  const replace = (next: BuyerDetail | SupplierDetail) => {
    client.setQueryData(key, next);
    void client.invalidateQueries({ queryKey: ['purchasing', 'requests'] });
  };

  if (!uid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)))
    return <Empty description={t('notFound')} data-testid="request-not-found" />;
  if (!query.data) return <Spin />;
  const detail = query.data;
  return (
    <Flex vertical gap="middle" data-testid="purchasing-manage-detail">
      <RequestCard detail={detail} />
      {detail.role === 'supplier' ? (
        <SupplierView detail={detail} onChange={replace} />
      ) : (
        <BuyerView detail={detail} onChange={replace} />
      )}
    </Flex>
  );
}
