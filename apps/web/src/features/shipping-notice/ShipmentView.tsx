import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Space, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeliveryDetail } from '../sales/delivery-api';
import { fetchShipment, labelUrl, type ReceiptState } from './api';
import ReceiptForm from './ReceiptForm';
import ReceiptTag from './ReceiptTag';
import { formatDateTime } from '../../locales/format';

type Line = DeliveryDetail['lines'][number];

const receiptOf = (d: DeliveryDetail): ReceiptState | null =>
  d.status === 'shipped'
    ? 'awaiting'
    : d.status === 'received'
      ? d.lines.some((l) => (l.disputed ?? 0) > 0)
        ? 'disputed'
        : 'accepted'
      : null;

/**
 * One shipment (`?no=`), either side: packages, carrier, tracking, the label PDF with its barcode, the lines with the
 * customer's accepted and disputed pieces, the log in words; the customer confirms its receipt here.
 */
export default function ShipmentView({ no, backPath }: { no: string; backPath: string }) {
  const { t } = useTranslation('shippingNotice');
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['deliveries', 'detail', no], queryFn: () => fetchShipment(no), enabled: !!no });
  const d = query.data;
  if (!no || query.isError)
    return (
      <Card size="small">
        <Empty description={t('none')} />
      </Card>
    );
  if (!d) return <Card size="small" loading />;
  const receipt = receiptOf(d);
  return (
    <Card
      size="small"
      data-testid="shipment-view"
      title={
        <Typography.Text
          style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}
        >{`${t('field.no')} ${d.no}`}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button onClick={() => navigate(backPath)}>{t('back')}</Button>
          <Button href={labelUrl(d.no)} target="_blank" data-testid="shipment-label">
            {t('label')}
          </Button>
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('field.receipt')}>
            {receipt ? <ReceiptTag receipt={receipt} /> : t(`status.${d.status}`)}
          </Descriptions.Item>
          <Descriptions.Item label={d.side === 'factory' ? t('field.customer') : t('field.factory')}>
            {(d.side === 'factory' ? d.customer.name : d.factory.name) ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.plannedDate')}>{d.plannedDate}</Descriptions.Item>
          <Descriptions.Item label={t('field.shippedAt')}>{formatDateTime(d.shippedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.carrier')}>{d.carrier ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.trackingNo')}>{d.trackingNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.packages')}>{d.packages ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.receivedAt')}>{formatDateTime(d.receivedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.address')} span={2}>
            {d.address}
          </Descriptions.Item>
          {d.receiptNote && (
            <Descriptions.Item label={t('field.note')} span={2}>
              {d.receiptNote}
            </Descriptions.Item>
          )}
        </Descriptions>
        {d.actions.includes('confirm_receipt') ? (
          <ReceiptForm delivery={d} />
        ) : (
          <Table<Line>
            size="small"
            rowKey="position"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={d.lines}
            data-testid="shipment-lines"
            columns={[
              { title: '#', dataIndex: 'position' },
              { title: t('field.saleNoticeNo'), dataIndex: 'saleNoticeNo' },
              { title: t('field.orderNo'), dataIndex: 'orderNo' },
              { title: t('field.partNo'), dataIndex: 'partNo' },
              { title: t('field.shipped'), dataIndex: 'quantity', align: 'right' },
              {
                title: t('field.accepted'),
                dataIndex: 'accepted',
                align: 'right',
                render: (v: number | null) => v ?? '—',
              },
              {
                title: t('field.disputed'),
                dataIndex: 'disputed',
                align: 'right',
                render: (v: number | null) => v ?? '—',
              },
              { title: t('field.reason'), dataIndex: 'disputeReason', render: (v: string | null) => v ?? '' },
            ]}
          />
        )}
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5}>{t('log')}</Typography.Title>
          <Timeline items={d.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
        </Space>
      </Flex>
    </Card>
  );
}
