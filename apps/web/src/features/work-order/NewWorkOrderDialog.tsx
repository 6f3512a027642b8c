import {
  COMPLAINT_TYPES,
  CONSULT_TYPES,
  PRICING_TARGETS,
  WORK_ORDER_MAX_ATTACHMENTS,
  type WorkOrderKind,
} from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { App, AutoComplete, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { getMerchants } from '../pricing/api';
import {
  createWorkOrder,
  myInquiryNumbers,
  myOrderNumbers,
  myQuotationNumbers,
  type NewWorkOrderInput,
  type WorkOrder,
} from './api';
import { ImagePicker } from './images';

interface Values extends Omit<NewWorkOrderInput, 'kind'> {
  images?: File[];
}

const FIELDS = ['type', 'title', 'content', 'orderNo', 'target', 'targetNo', 'merchantId'] as const;

/** Files a consultation, a complaint or a pricing suggestion (spec 02 §5: the fields each kind needs, images ≤ 500 kB). */
export default function NewWorkOrderDialog(props: {
  kind: WorkOrderKind | null;
  onClose: (created?: WorkOrder) => void;
}) {
  const { t } = useTranslation('workOrder');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const kind = props.kind;
  const target = Form.useWatch('target', form);
  const merchants = useQuery({
    queryKey: ['work-order', 'merchants'],
    queryFn: () => getMerchants(),
    enabled: kind === 'consult',
    staleTime: 60_000,
  });
  const orders = useQuery({
    queryKey: ['work-order', 'my-orders'],
    queryFn: myOrderNumbers,
    enabled: kind === 'complaint',
  });
  const targets = useQuery({
    queryKey: ['work-order', 'targets', target],
    queryFn: () => (target === 'quotation' ? myQuotationNumbers() : myInquiryNumbers()),
    enabled: kind === 'pricing_suggestion' && !!target,
  });

  const close = (created?: WorkOrder) => {
    form.resetFields();
    props.onClose(created);
  };

  const submit = async () => {
    // An incomplete form marks its fields and stays open.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const { images = [], ...fields } = values;
      const created = await createWorkOrder({ ...fields, kind: kind! }, images);
      void message.success(t('submitted', { no: created.no }));
      close(created);
    } catch (error) {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      if (field === 'file' || field === 'files')
        form.setFields([{ name: 'images', errors: [(error as ApiError).message] }]);
      else if (!showFieldError(form, error, FIELDS))
        void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const title =
    kind === 'complaint' ? t('newComplaint') : kind === 'pricing_suggestion' ? t('newSuggestion') : t('newConsult');
  const required = [{ required: true, whitespace: true }];
  return (
    <Dialog
      open={!!kind}
      title={title}
      onCancel={() => close()}
      onOk={() => void submit()}
      okText={t('submit')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="new-work-order"
        initialValues={{ merchantId: '', target: 'inquiry' }}
      >
        {kind === 'consult' && (
          <Form.Item name="merchantId" label={t('field.merchant')}>
            <Select
              data-testid="wo-merchant"
              options={[
                { value: '', label: t('platform') },
                ...(merchants.data ?? []).map((m) => ({ value: m.uid, label: m.name })),
              ]}
            />
          </Form.Item>
        )}
        {(kind === 'consult' || kind === 'complaint') && (
          <Form.Item name="type" label={t('field.type')} rules={[{ required: true }]}>
            <Select
              data-testid="wo-type"
              options={(kind === 'consult' ? CONSULT_TYPES : COMPLAINT_TYPES).map((value) => ({
                value,
                label: t(kind === 'consult' ? `consultTypes.${value}` : `complaintTypes.${value}`),
              }))}
            />
          </Form.Item>
        )}
        {kind === 'complaint' && (
          <Form.Item name="orderNo" label={t('field.orderNo')} rules={[{ required: true, whitespace: true }]}>
            <AutoComplete
              data-testid="wo-order"
              options={(orders.data ?? []).map((value) => ({ value }))}
              filterOption
            />
          </Form.Item>
        )}
        {kind === 'pricing_suggestion' && (
          <>
            <Form.Item name="target" label={t('field.target')} rules={[{ required: true }]}>
              <Select
                data-testid="wo-target"
                options={PRICING_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="targetNo" label={t('field.targetNo')} rules={[{ required: true, whitespace: true }]}>
              <AutoComplete
                data-testid="wo-target-no"
                options={(targets.data ?? []).map((value) => ({ value }))}
                filterOption
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="title" label={t('field.title')} rules={required}>
          <Input maxLength={200} data-testid="wo-title" />
        </Form.Item>
        <Form.Item name="content" label={t('field.content')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={4} maxLength={5000} data-testid="wo-content" />
        </Form.Item>
        <Form.Item name="images" label={t('field.images')}>
          <ImagePicker
            max={WORK_ORDER_MAX_ATTACHMENTS}
            onRefused={(text) => void message.error(text)}
            testId="wo-images"
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
