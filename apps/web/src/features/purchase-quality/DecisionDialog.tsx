import {
  DEFECT_TYPES,
  INSPECTION_DECISIONS,
  sampleVerdict,
  type DefectType,
  type InspectionDecision,
} from '@pcbunion/core';
import { App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideInspection, type Inspection } from './api';

interface Values {
  counts: Partial<Record<DefectType, number | null>>;
  decision: InspectionDecision;
  reason?: string;
  note?: string;
}

/** Records the defects found by type and the decision; the sample's own verdict (≤ Ac accept, ≥ Re reject) is shown. */
export default function DecisionDialog({
  inspection,
  open,
  onClose,
  onDone,
}: {
  inspection: Inspection;
  open: boolean;
  onClose: () => void;
  onDone: (returnNo: string | null) => void;
}) {
  const { t } = useTranslation('purchaseQuality');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const counts = Form.useWatch('counts', form) ?? {};
  const decision = Form.useWatch('decision', form);
  const found = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const verdict = sampleVerdict(inspection, found);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const defects = DEFECT_TYPES.flatMap((type) =>
      values.counts?.[type] ? [{ type, count: values.counts[type]! }] : [],
    );
    const answer = await decideInspection(inspection.no, {
      decision: values.decision,
      defects,
      reason: values.reason,
      note: values.note,
    }).catch(() => null);
    if (!answer) return;
    message.success(answer.returnNo ? t('returnStarted', { no: answer.returnNo }) : t('decided'));
    form.resetFields();
    onDone(answer.returnNo);
  };
  return (
    <Modal
      open={open}
      title={t('action.decide')}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical">
        <Typography.Text strong>{t('column.defects')}</Typography.Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: '100%' }}>
          {DEFECT_TYPES.map((type) => (
            <Form.Item
              key={type}
              name={['counts', type]}
              label={t(`defect.${type}`)}
              style={{ marginBottom: 8, minWidth: 150 }}
            >
              <InputNumber min={0} max={inspection.sampleSize} precision={0} data-testid={`defect-${type}`} />
            </Form.Item>
          ))}
        </div>
        <Typography.Paragraph data-testid="inspection-verdict">
          {`${t('column.verdict')}: ${t(`verdict.${verdict}`, { found, ac: inspection.acceptNumber, re: inspection.rejectNumber })}`}
        </Typography.Paragraph>
        <Form.Item name="decision" label={t('column.status')} rules={[{ required: true, message: t('required') }]}>
          <Radio.Group
            data-testid="inspection-decision"
            style={{ display: 'flex', flexWrap: 'wrap' }}
            options={INSPECTION_DECISIONS.map((d) => ({ value: d, label: t(`decision.${d}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('column.reason')}
          rules={[{ required: decision === 'concession', whitespace: true, message: t('reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={500} data-testid="inspection-reason" />
        </Form.Item>
        <Form.Item name="note" label={t('column.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
