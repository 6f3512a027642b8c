import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getReceipt, type ReceiptView } from '../../features/purchase/api';

/** One receipt (issue 19): the order it was received against, the delivery note, and each line's quantity and lot. */
export default function PurchasingReceivingDetailPage() {
  const { t } = useTranslation('purchase');
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const receipt = useQuery({ queryKey: ['purchase-receipt', no], queryFn: () => getReceipt(no), enabled: no !== '' });
  if (!no) return <Result status="info" title={t('chooseReceipt')} />;
  if (!receipt.data) return <Spin />;
  const r = receipt.data;
  return (
    <Card size="small" title={r.no} data-testid="purchase-receipt">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('column.orderNo')}>
          <a href={`/purchase-order-detail/index?no=${encodeURIComponent(r.orderNo)}`}>{r.orderNo}</a>
        </Descriptions.Item>
        <Descriptions.Item label={t('column.supplier')}>{r.supplier.name}</Descriptions.Item>
        <Descriptions.Item label={t('column.receivedOn')}>{r.receivedOn}</Descriptions.Item>
        <Descriptions.Item label={t('column.deliveryNoteNo')}>{r.deliveryNoteNo || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('column.note')}>{r.note || '—'}</Descriptions.Item>
      </Descriptions>
      <Table<ReceiptView['lines'][number]>
        size="small"
        rowKey={(l) => `${l.lineNo}-${l.lotNo}`}
        pagination={false}
        dataSource={r.lines}
        columns={[
          { title: t('column.lineNo'), dataIndex: 'lineNo' },
          { title: t('column.material'), render: (_, l) => `${l.materialNo} ${l.materialName}` },
          { title: t('column.quantity'), dataIndex: 'ordered', align: 'right' },
          { title: t('column.receiveNow'), dataIndex: 'quantity', align: 'right' },
          { title: t('column.unit'), dataIndex: 'unitName' },
          { title: t('column.lotNo'), dataIndex: 'lotNo' },
        ]}
      />
    </Card>
  );
}
