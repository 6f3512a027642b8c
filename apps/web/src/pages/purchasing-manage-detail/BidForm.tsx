import { App, Button, DatePicker, Form, Input, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl, type StoredFile } from '../../api/files';
import type { Envelope } from '../../api/http';
import { showFieldError } from '../../features/addresses/field-errors';
import { submitBid, type SupplierDetail } from '../../features/bidding/api';

type Values = {
  unitPrice: string;
  quantity: string;
  deliveryDate: Dayjs | null;
  validUntil: Dayjs | null;
  remarks?: string;
};
const FIELDS = ['unitPrice', 'quantity', 'deliveryDate', 'validUntil', 'remarks', 'attachmentFileUid'] as const;

/** The supplier's bid: a first one, or a change (a new version) until the deadline. */
export default function BidForm({
  detail,
  onSaved,
}: {
  detail: SupplierDetail;
  onSaved: (next: SupplierDetail) => void;
}) {
  const { t } = useTranslation('bidding');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<UploadFile<Envelope<StoredFile>>[]>([]);
  const [saving, setSaving] = useState(false);
  const bid = detail.myBid;
  const deadline = dayjs(detail.request.deadline);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const attachmentFileUid = file[0]?.response?.data?.id ?? bid?.attachmentFileUid ?? null;
      const next = await submitBid(detail.request.uid, {
        unitPrice: v.unitPrice,
        quantity: v.quantity,
        deliveryDate: v.deliveryDate?.format('YYYY-MM-DD') ?? '',
        validUntil: v.validUntil?.format('YYYY-MM-DD') ?? '',
        remarks: v.remarks,
        attachmentFileUid,
        expectedVersion: bid?.version ?? 0,
      });
      void message.success(t('bidSaved'));
      setFile([]);
      onSaved(next);
    } catch (error) {
      if (!showFieldError(form, error, FIELDS)) void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      style={{ maxWidth: 560 }}
      initialValues={{
        unitPrice: bid?.unitPrice ?? '',
        quantity: bid?.quantity ?? detail.request.quantity,
        deliveryDate: bid ? dayjs(bid.deliveryDate) : null,
        validUntil: bid ? dayjs(bid.validUntil) : deadline.add(30, 'day'),
        remarks: bid?.remarks ?? '',
      }}
      data-testid="bid-form"
    >
      <Form.Item
        name="unitPrice"
        label={t('unitPrice')}
        rules={[{ required: true, pattern: /^\d+(\.\d{1,6})?$/, message: t('unitPrice') }]}
      >
        <Input inputMode="decimal" data-testid="bid-unit-price" />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={`${t('quantity')} (${detail.request.unit})`}
        rules={[{ required: true, pattern: /^\d+(\.\d{1,4})?$/, message: t('quantity') }]}
      >
        <Input inputMode="decimal" data-testid="bid-quantity" />
      </Form.Item>
      <Form.Item name="deliveryDate" label={t('deliveryDate')} rules={[{ required: true, message: t('deliveryDate') }]}>
        <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} data-testid="bid-delivery-date" />
      </Form.Item>
      <Form.Item name="validUntil" label={t('validUntil')} rules={[{ required: true, message: t('validUntil') }]}>
        <DatePicker disabledDate={(d) => d.isBefore(deadline, 'day')} data-testid="bid-valid-until" />
      </Form.Item>
      <Form.Item name="remarks" label={t('remarks')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item label={t('attachment')}>
        <Upload
          action={uploadUrl()}
          fileList={file}
          onChange={({ fileList }) => setFile(fileList.slice(-1))}
          maxCount={1}
        >
          <Button>{t('upload')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="bid-submit">
        {bid ? t('changeBid') : t('submitBid')}
      </Button>
    </Form>
  );
}
