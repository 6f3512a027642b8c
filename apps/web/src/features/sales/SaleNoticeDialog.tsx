import { SALE_NOTICE_FIELDS } from '@pcbunion/core';
import { App, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { createSaleNotice, editSaleNotice, type SaleNoticeDetail } from './api';

interface Values {
  orderNo?: string;
  productName?: string;
  partNo?: string;
  revision?: string;
  quantity?: number;
  deliveryDate?: Dayjs;
  requirements?: string;
}

/**
 * Writes a sales notice for a paid or accepted order, or changes a draft (at the version it was read): the server
 * checks the rules and names the wrong field, shown under it.
 */
export default function SaleNoticeDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing?: SaleNoticeDetail | null;
  onClose: (saved?: SaleNoticeDetail) => void;
}) {
  const { t } = useTranslation('sales');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        ...editing,
        revision: editing.revision ?? undefined,
        requirements: editing.requirements ?? undefined,
        deliveryDate: dayjs(editing.deliveryDate),
      });
  }, [open, editing, form]);

  const submit = async () => {
    // An empty required field is marked on the form; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = { ...v, deliveryDate: v.deliveryDate?.format('YYYY-MM-DD') };
    try {
      const saved = editing
        ? await editSaleNotice(editing.no, { ...body, rowVersion: editing.rowVersion })
        : await createSaleNotice(body);
      void message.success(editing ? t('saved') : t('created', { no: saved.no }));
      onClose(saved);
    } catch (error) {
      if (!showFieldError(form, error, SALE_NOTICE_FIELDS))
        void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog
      open={open}
      title={editing ? t('editTitle') : t('newTitle')}
      onCancel={() => onClose()}
      onOk={() => void submit()}
      okText={t('save')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="sale-notice-form">
        <Form.Item name="orderNo" label={t('field.orderNo')} rules={[{ required: true, message: t('required') }]}>
          <Input disabled={!!editing} data-testid="sn-order" />
        </Form.Item>
        <Form.Item
          name="productName"
          label={t('field.productName')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Input maxLength={200} data-testid="sn-product" />
        </Form.Item>
        <Form.Item name="partNo" label={t('field.partNo')} rules={[{ required: true, message: t('required') }]}>
          <Input maxLength={100} data-testid="sn-part" />
        </Form.Item>
        <Form.Item name="revision" label={t('field.revision')}>
          <Input maxLength={20} data-testid="sn-revision" />
        </Form.Item>
        <Form.Item name="quantity" label={t('field.quantity')} rules={[{ required: true, message: t('required') }]}>
          <InputNumber min={1} max={10_000_000} precision={0} style={{ width: '100%' }} data-testid="sn-quantity" />
        </Form.Item>
        <Form.Item
          name="deliveryDate"
          label={t('field.deliveryDate')}
          rules={[{ required: true, message: t('required') }]}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            data-testid="sn-date"
          />
        </Form.Item>
        <Form.Item name="requirements" label={t('field.requirements')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="sn-requirements" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
