import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { listSaleNotices } from '../sales/api';
import { askDelay, type DeliveryDelayDetail } from './api';

interface Values {
  saleNoticeNo: string;
  toDate: Dayjs;
  reason: string;
}

/** The factory asks to move the delivery date of a released sales notice: which notice, the new day, why. */
export default function DelayDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (created?: DeliveryDelayDetail) => void;
}) {
  const { t } = useTranslation('deliveryDelay');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const notices = useQuery({
    queryKey: ['sale-notices', 'delayable'],
    enabled: open,
    queryFn: async () => {
      const [released, acknowledged] = await Promise.all(
        ['released', 'acknowledged'].map((status) =>
          listSaleNotices({ page_no: 1, page_size: 100, side: 'factory', status }),
        ),
      );
      return [...(released?.data ?? []), ...(acknowledged?.data ?? [])];
    },
  });
  const chosen = Form.useWatch('saleNoticeNo', form);
  const promised = notices.data?.find((n) => n.no === chosen)?.deliveryDate;

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const created = await askDelay({
        saleNoticeNo: v.saleNoticeNo,
        toDate: v.toDate.format('YYYY-MM-DD'),
        reason: v.reason.trim(),
      });
      void message.success(t('created', { no: created.no }));
      form.resetFields();
      onClose(created);
    } catch (error) {
      if (!showFieldError(form, error, ['saleNoticeNo', 'toDate', 'reason']))
        void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog
      open={open}
      title={t('new')}
      onCancel={() => onClose()}
      onOk={() => void submit()}
      destroyOnHidden
      data-testid="delay-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="saleNoticeNo"
          label={t('field.saleNoticeNo')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Select
            showSearch
            loading={notices.isFetching}
            optionFilterProp="label"
            options={(notices.data ?? []).map((n) => ({
              value: n.no,
              label: `${n.no} · ${n.partNo} · ${n.customer.name ?? ''} · ${n.deliveryDate}`,
            }))}
            data-testid="delay-notice"
          />
        </Form.Item>
        {promised && <Form.Item label={t('field.fromDate')}>{promised}</Form.Item>}
        <Form.Item name="toDate" label={t('field.toDate')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => !!promised && d.format('YYYY-MM-DD') <= promised}
            data-testid="delay-date"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('field.reason')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea maxLength={500} rows={3} data-testid="delay-reason" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
