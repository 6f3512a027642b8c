import {
  CRITERION_WEIGHTS,
  EVALUATION_CRITERIA,
  EVALUATION_PASS_MARK,
  evaluationTotal,
  type EvaluationScores,
} from '@pcbunion/core';
import { App, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { evaluateSupplier } from './api';

interface Values {
  scores: EvaluationScores;
  decision: 'approve' | 'reject';
  reason?: string;
}

/**
 * The evaluation of a supplier under evaluation: a score 0–100 per criterion (weights shown), the weighted total
 * against the pass mark, and the decision — approve, or reject with a reason (the rules of packages/core).
 */
export default function EvaluationDialog({
  supplierUid,
  version,
  open,
  onClose,
  onSaved,
}: {
  supplierUid: string;
  version: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const scores = Form.useWatch('scores', form);
  const decision = Form.useWatch('decision', form);
  const complete = scores && EVALUATION_CRITERIA.every((c) => typeof scores[c] === 'number');
  const total = complete ? evaluationTotal(scores) : null;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const done = await evaluateSupplier(supplierUid, { ...values, version });
    message.success(t(`done.${values.decision}`, { total: done.total }));
    form.resetFields();
    onSaved();
  };
  const required = [{ required: true, message: t('required') }];
  return (
    <Modal
      open={open}
      title={t('action.evaluateNow')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.save')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="supplier-evaluation-form">
        <Space wrap style={{ maxWidth: '100%' }}>
          {EVALUATION_CRITERIA.map((c) => (
            <Form.Item
              key={c}
              name={['scores', c]}
              label={`${t(`criteria.${c}`)} (${CRITERION_WEIGHTS[c]}%)`}
              rules={required}
            >
              <InputNumber min={0} max={100} precision={0} data-testid={`score-${c}`} />
            </Form.Item>
          ))}
        </Space>
        <Typography.Paragraph data-testid="evaluation-total">
          {t('total', { total: total ?? '—', mark: EVALUATION_PASS_MARK })}
        </Typography.Paragraph>
        <Form.Item name="decision" label={t('decision.label')} rules={required}>
          <Radio.Group
            options={(['approve', 'reject'] as const).map((d) => ({ value: d, label: t(`decision.${d}`) }))}
            data-testid="evaluation-decision"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={decision === 'reject' ? required : []}>
          <Input.TextArea rows={2} maxLength={500} data-testid="evaluation-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
