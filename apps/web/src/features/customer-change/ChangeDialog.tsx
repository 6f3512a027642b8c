import { CHANGEABLE_ORDER_STATUSES } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../../api/files';
import Dialog from '../../components/Dialog';
import { storedFileOf } from '../../components/ImageUpload/upload-state';
import { showFieldError } from '../addresses/field-errors';
import { listOrders } from '../order/api';
import { askChange, type CustomerChangeDetail } from './api';

interface Values {
  orderNo: string;
  description: string;
  newRevision?: string;
  newQuantity?: number | null;
  newDate?: Dayjs | null;
}

/** The customer asks a change of one of its open orders: what and why, a new revision, files, quantity or date. */
export default function ChangeDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (created?: CustomerChangeDetail) => void;
}) {
  const { t } = useTranslation('customerChange');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const orders = useQuery({
    queryKey: ['orders', 'changeable'],
    enabled: open,
    queryFn: async () =>
      (await Promise.all(CHANGEABLE_ORDER_STATUSES.map((status) => listOrders({ page_no: 1, page_size: 100, status }))))
        .flatMap((a) => a?.data ?? [])
        .filter((o) => (CHANGEABLE_ORDER_STATUSES as readonly string[]).includes(o.status)),
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const fileIds = files
        .map(storedFileOf)
        .filter((f) => !!f)
        .map((f) => f!.id);
      const created = await askChange({
        orderNo: v.orderNo,
        description: v.description.trim(),
        newRevision: v.newRevision?.trim() || null,
        newQuantity: v.newQuantity ?? null,
        newDate: v.newDate ? v.newDate.format('YYYY-MM-DD') : null,
        fileIds,
      });
      void message.success(t('created', { no: created.no }));
      form.resetFields();
      setFiles([]);
      onClose(created);
    } catch (error) {
      if (!showFieldError(form, error, ['orderNo', 'description', 'newRevision', 'newQuantity', 'newDate']))
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
      data-testid="change-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item name="orderNo" label={t('field.orderNo')} rules={[{ required: true, message: t('required') }]}>
          <Select
            showSearch
            loading={orders.isFetching}
            optionFilterProp="label"
            options={(orders.data ?? []).map((o) => ({ value: o.no, label: `${o.no} · ${o.merchant.name ?? ''}` }))}
            data-testid="change-order"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('field.description')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea maxLength={2000} rows={3} data-testid="change-description" />
        </Form.Item>
        <Form.Item name="newRevision" label={t('field.newRevision')} extra={t('askSomething')}>
          <Input maxLength={32} data-testid="change-revision" />
        </Form.Item>
        <Form.Item name="newQuantity" label={t('field.newQuantity')}>
          <InputNumber min={1} max={10_000_000} precision={0} style={{ width: '100%' }} data-testid="change-quantity" />
        </Form.Item>
        <Form.Item name="newDate" label={t('field.newDate')}>
          <DatePicker style={{ width: '100%' }} data-testid="change-date" />
        </Form.Item>
        <Form.Item label={t('field.files')}>
          <Upload
            action={uploadUrl()}
            name="file"
            withCredentials
            maxCount={10}
            fileList={files}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button>{t('upload')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
