import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Spin, Table, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getInspection, inspectionPdfUrl, type InspectionDetail } from '../../features/purchase-quality/api';
import DecisionDialog from '../../features/purchase-quality/DecisionDialog';
import PlanText from '../../features/purchase-quality/PlanText';
import { InspectionStatusTag, ReturnStatusTag } from '../../features/purchase-quality/StatusTags';
import { formatDateTime } from '../../locales/format';

/**
 * One incoming inspection (issue 19): the lot, the ISO 2859-1 plan fixed when it was opened, the defects found by
 * type, the decision (and the return a rejection started) and the operation log in words.
 */
export default function InspectionDetailPage() {
  const { t } = useTranslation('purchaseQuality');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const inspection = useQuery({
    queryKey: ['purchase-inspection', no],
    queryFn: () => getInspection(no),
    enabled: no !== '',
  });
  const [deciding, setDeciding] = useState(false);
  if (!no) return <Result status="info" title={t('chooseInspection')} />;
  if (!inspection.data) return <Spin />;
  const i = inspection.data;
  const reload = () =>
    void client
      .invalidateQueries({ queryKey: ['purchase-inspection', no] })
      .then(() => client.invalidateQueries({ queryKey: ['purchase-inspections'] }));
  return (
    <Flex vertical gap="middle" data-testid="purchase-inspection">
      <Card
        size="small"
        title={
          <Space wrap>
            {i.no}
            <InspectionStatusTag status={i.status} />
          </Space>
        }
        extra={
          <Space>
            <Button href={inspectionPdfUrl(i.no)} target="_blank" icon={<FilePdfOutlined />} data-testid="iq-pdf">
              {t('action.pdf')}
            </Button>
            {i.actions.length > 0 && (
              <Button type="primary" onClick={() => setDeciding(true)} data-testid="iq-decide">
                {t('action.decide')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item
            label={t('column.material')}
          >{`${i.materialNo} ${i.materialName} ${i.specification}`}</Descriptions.Item>
          <Descriptions.Item label={t('column.lotNo')}>{i.lotNo}</Descriptions.Item>
          <Descriptions.Item label={t('column.lotSize')}>{`${i.lotSize} ${i.unitName}`}</Descriptions.Item>
          <Descriptions.Item label={t('column.supplier')}>{i.supplier.name}</Descriptions.Item>
          <Descriptions.Item label={t('column.orderNo')}>
            <a onClick={() => navigate(`/purchase-order-detail/index?no=${encodeURIComponent(i.orderNo)}`)}>
              {i.orderNo}
            </a>
          </Descriptions.Item>
          <Descriptions.Item label={t('column.receiptNo')}>{i.receiptNo}</Descriptions.Item>
          <Descriptions.Item label={t('column.aql')}>{i.aql}</Descriptions.Item>
          <Descriptions.Item label={t('column.defective')}>{i.defectiveUnits}</Descriptions.Item>
          {i.concessionReason && <Descriptions.Item label={t('column.reason')}>{i.concessionReason}</Descriptions.Item>}
          <Descriptions.Item label={t('column.note')}>{i.note || '—'}</Descriptions.Item>
        </Descriptions>
        <PlanText plan={i} />
      </Card>
      {i.defects.length > 0 && (
        <Card size="small" title={t('column.defects')}>
          <Table<InspectionDetail['defects'][number]>
            size="small"
            rowKey="type"
            pagination={false}
            dataSource={i.defects}
            columns={[
              { title: t('column.defects'), dataIndex: 'type', render: (type: string) => t(`defect.${type}`) },
              { title: t('column.count'), dataIndex: 'count', align: 'right' },
            ]}
          />
        </Card>
      )}
      {i.returns.length > 0 && (
        <Card size="small" title={t('returnsOf')}>
          {i.returns.map((r) => (
            <Space key={r.no} wrap>
              <a
                onClick={() => navigate(`/purchase-returns-details/index?no=${encodeURIComponent(r.no)}`)}
                data-testid="iq-return"
              >
                {r.no}
              </a>
              <ReturnStatusTag status={r.status} />
            </Space>
          ))}
        </Card>
      )}
      <Card size="small" title={t('log')}>
        <Timeline
          items={i.log.map((entry) => ({ children: `${formatDateTime(entry.at)} ${entry.words}` }))}
          data-testid="iq-log"
        />
      </Card>
      <DecisionDialog
        inspection={i}
        open={deciding}
        onClose={() => setDeciding(false)}
        onDone={() => {
          setDeciding(false);
          reload();
        }}
      />
    </Flex>
  );
}
