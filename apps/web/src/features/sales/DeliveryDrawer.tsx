import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Form, Input, InputNumber, Space, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identifiedApiUrl } from '../../api/http';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { cancelDelivery, fetchDelivery, shipDelivery, type DeliveryDetail } from './delivery-api';
import { formatDateTime } from '../../locales/format';

type Line = DeliveryDetail['lines'][number];

/** One delivery notice: lines (with the customer's accepted / disputed quantities once received), ship, cancel, log. */
export default function DeliveryDrawer({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('sales');
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['deliveries', 'detail', no], queryFn: () => fetchDelivery(no!), enabled: !!no });
  const [shipping, setShipping] = useState(false);
  const [form] = Form.useForm<{ packages: number; carrier: string; trackingNo: string }>();
  const d = query.data;
  const reload = () => void client.invalidateQueries({ queryKey: ['deliveries'] });
  const fail = (error: unknown) => void message.error(error instanceof Error ? error.message : String(error));

  const ship = async () => {
    // An empty required field is marked on the form; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await shipDelivery(d!.no, { ...v, rowVersion: d!.rowVersion });
      void message.success(t('delivery.shipped'));
      setShipping(false);
      reload();
    } catch (error) {
      if (!showFieldError(form, error, ['packages', 'carrier', 'trackingNo'])) fail(error);
      reload();
    }
  };
  const cancel = async () => {
    try {
      await cancelDelivery(d!.no, d!.rowVersion);
      void message.success(t('delivery.cancelled'));
    } catch (error) {
      fail(error);
    }
    reload();
  };

  return (
    <Drawer
      open={!!no}
      onClose={onClose}
      width={760}
      title={d ? `${t('delivery.no')} ${d.no}` : ''}
      data-testid="delivery-drawer"
      extra={
        d && (
          <Space>
            <Button
              href={identifiedApiUrl(`deliveries/${encodeURIComponent(d.no)}/label.pdf`)}
              target="_blank"
              data-testid="dn-label"
            >
              {t('delivery.label')}
            </Button>
            {d.actions.includes('ship') && (
              <Button
                type="primary"
                onClick={() => {
                  form.resetFields();
                  setShipping(true);
                }}
                data-testid="dn-ship"
              >
                {t('delivery.ship')}
              </Button>
            )}
            {d.actions.includes('cancel') && (
              <Button danger onClick={() => void cancel()} data-testid="dn-cancel">
                {t('action.cancel')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {d && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('field.status')}>
              <Tag>{t(`delivery.status.${d.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.customer')}>{d.customer.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('delivery.plannedDate')}>{d.plannedDate}</Descriptions.Item>
            <Descriptions.Item label={t('delivery.address')}>{d.address}</Descriptions.Item>
            <Descriptions.Item label={t('delivery.packages')}>{d.packages ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('delivery.carrier')}>
              {d.carrier ? `${d.carrier} ${d.trackingNo ?? ''}` : '—'}
            </Descriptions.Item>
            {d.receiptNote && (
              <Descriptions.Item label={t('delivery.receiptNote')} span={2}>
                {d.receiptNote}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<Line>
            size="small"
            rowKey="position"
            pagination={false}
            dataSource={d.lines}
            columns={[
              { title: '#', dataIndex: 'position' },
              { title: t('field.no'), dataIndex: 'saleNoticeNo' },
              { title: t('field.orderNo'), dataIndex: 'orderNo' },
              { title: t('field.partNo'), dataIndex: 'partNo' },
              { title: t('field.quantity'), dataIndex: 'quantity', align: 'right' },
              {
                title: t('delivery.accepted'),
                dataIndex: 'accepted',
                align: 'right',
                render: (v: number | null) => v ?? '—',
              },
              {
                title: t('delivery.disputed'),
                dataIndex: 'disputed',
                align: 'right',
                render: (v: number | null, l) => (v ? `${v} — ${l.disputeReason ?? ''}` : (v ?? '—')),
              },
            ]}
          />
          <Timeline items={d.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
        </Space>
      )}
      <Dialog
        open={shipping}
        title={t('delivery.ship')}
        onCancel={() => setShipping(false)}
        onOk={() => void ship()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="packages"
            label={t('delivery.packages')}
            rules={[{ required: true, message: t('required') }]}
          >
            <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} data-testid="dn-packages" />
          </Form.Item>
          <Form.Item name="carrier" label={t('delivery.carrier')} rules={[{ required: true, message: t('required') }]}>
            <Input maxLength={64} data-testid="dn-carrier" />
          </Form.Item>
          <Form.Item
            name="trackingNo"
            label={t('delivery.trackingNo')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input maxLength={64} data-testid="dn-tracking" />
          </Form.Item>
        </Form>
      </Dialog>
    </Drawer>
  );
}
