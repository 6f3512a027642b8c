import { COMPLAINT_DEFECT_TYPES, type ComplaintDefectType } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../api/files';
import Dialog from '../../components/Dialog';
import ImageUpload from '../../components/ImageUpload/ImageUpload';
import { showFieldError } from '../addresses/field-errors';
import { fetchDelivery, listDeliveries } from '../sales/delivery-api';
import { fileRecord, type QualityRecordDetail } from './api';

interface Values {
  deliveryNo: string;
  position: number;
  defectType: ComplaintDefectType;
  quantity: number;
  lot?: string;
  description: string;
}

/** The customer files a complaint on a line of a delivery it received: defect, quantity (≤ delivered), lot, photos. */
export default function RecordDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (created?: QualityRecordDetail) => void;
}) {
  const { t } = useTranslation('qualityRecord');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const deliveries = useQuery({
    queryKey: ['deliveries', 'received'],
    enabled: open,
    queryFn: () => listDeliveries({ page_no: 1, page_size: 100, side: 'customer', status: 'received' }),
  });
  const deliveryNo = Form.useWatch('deliveryNo', form);
  const position = Form.useWatch('position', form);
  const detail = useQuery({
    queryKey: ['deliveries', 'detail', deliveryNo],
    enabled: open && !!deliveryNo,
    queryFn: () => fetchDelivery(deliveryNo),
  });
  const lines = detail.data?.lines ?? [];
  const chosen = lines.find((l) => l.position === position);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const created = await fileRecord({
        deliveryNo: v.deliveryNo,
        position: v.position,
        defectType: v.defectType,
        quantity: v.quantity,
        lot: v.lot?.trim() || null,
        description: v.description.trim(),
        photoIds: photos.map((p) => p.id),
      });
      void message.success(t('created', { no: created.no }));
      form.resetFields();
      setPhotos([]);
      onClose(created);
    } catch (error) {
      if (!showFieldError(form, error, ['deliveryNo', 'position', 'defectType', 'quantity', 'lot', 'description']))
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
      data-testid="record-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item name="deliveryNo" label={t('field.deliveryNo')} rules={[{ required: true, message: t('required') }]}>
          <Select
            showSearch
            loading={deliveries.isFetching}
            optionFilterProp="label"
            onChange={() => form.setFieldValue('position', undefined)}
            options={(deliveries.data?.data ?? []).map((d) => ({
              value: d.no,
              label: `${d.no} · ${d.factory.name ?? ''} · ${d.plannedDate}`,
            }))}
            data-testid="record-delivery"
          />
        </Form.Item>
        <Form.Item name="position" label={t('field.deliveryLine')} rules={[{ required: true, message: t('required') }]}>
          <Select
            loading={detail.isFetching}
            options={lines.map((l) => ({ value: l.position, label: `${l.position} · ${l.partNo} × ${l.quantity}` }))}
            data-testid="record-line"
          />
        </Form.Item>
        <Form.Item name="defectType" label={t('field.defectType')} rules={[{ required: true, message: t('required') }]}>
          <Select
            options={COMPLAINT_DEFECT_TYPES.map((d) => ({ value: d, label: t(`defect.${d}`) }))}
            data-testid="record-defect"
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('field.quantity')}
          extra={chosen ? t('atMost', { n: chosen.quantity }) : undefined}
          rules={[{ required: true, message: t('required') }]}
        >
          <InputNumber
            min={1}
            max={chosen?.quantity}
            precision={0}
            style={{ width: '100%' }}
            data-testid="record-quantity"
          />
        </Form.Item>
        <Form.Item name="lot" label={t('field.lot')}>
          <Input maxLength={64} data-testid="record-lot" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('field.description')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea maxLength={2000} rows={3} data-testid="record-description" />
        </Form.Item>
        <Form.Item label={t('field.photos')}>
          <ImageUpload maxCount={10} onChange={(o) => setPhotos(o.files)} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
