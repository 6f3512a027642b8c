import { AQL_VALUES, Decimal, samplingPlan, type Aql } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { lotsToInspect, openInspection } from './api';
import PlanText from './PlanText';

interface Values {
  receiptLineUid: string;
  aql: Aql;
  note?: string;
}

/** Opens the inspection of a received lot: the lot, the AQL (proposed per material) and the plan it gives. */
export default function NewInspectionDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (no: string) => void;
}) {
  const { t } = useTranslation('purchaseQuality');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const lots = useQuery({ queryKey: ['purchase-inspections', 'lots'], queryFn: lotsToInspect, enabled: open });
  const lotUid = Form.useWatch('receiptLineUid', form);
  const aql = Form.useWatch('aql', form);
  const lot = lots.data?.find((l) => l.receiptLineUid === lotUid);
  const plan = lot && aql ? samplingPlan(Math.max(new Decimal(lot.received).ceil().toNumber(), 1), aql) : null;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const created = await openInspection(values).catch(() => null);
    if (!created) return;
    message.success(t('created', { no: created.no }));
    form.resetFields();
    onCreated(created.no);
  };
  return (
    <Modal open={open} title={t('action.newInspection')} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ aql: '1.0' }}>
        <Form.Item name="receiptLineUid" label={t('column.lotNo')} rules={[{ required: true, message: t('required') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={lots.isLoading}
            notFoundContent={t('noLots')}
            data-testid="inspection-lot"
            onChange={(uid: string) =>
              form.setFieldValue('aql', lots.data?.find((l) => l.receiptLineUid === uid)?.aql ?? '1.0')
            }
            options={(lots.data ?? []).map((l) => ({
              value: l.receiptLineUid,
              label: `${l.lotNo} · ${l.materialNo} ${l.materialName} · ${l.received} ${l.unitName} · ${l.orderNo}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="aql" label={t('column.aql')} rules={[{ required: true, message: t('required') }]}>
          <Select data-testid="inspection-aql" options={AQL_VALUES.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        {plan && <PlanText plan={plan} />}
        <Form.Item name="note" label={t('column.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
