import {
  PRICING_TEXT_LIMITS,
  CAM_FIELDS,
  DATA_LEVELS,
  ENTRY_MODES,
  PARAMETER_DATA_TYPES,
  PARAMETER_KINDS,
  VALIDITY_STATUSES,
  validateParameter,
  type QuotationParameter,
} from '@pcbunion/core';
import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { FormulaInput, save, type ParameterRow } from '../../features/pricing';
import LocalizedNamesFields from '../../features/pricing/LocalizedNamesFields';
import OptionLabelsButton from '../../features/pricing/OptionLabelsButton';
import { useRuleForm } from '../../features/pricing/useRuleForm';

const FIELDS = [
  'code',
  'name',
  'names',
  'category',
  'featureCode',
  'dataType',
  'level',
  'kind',
  'entryMode',
  'status',
  'mustFill',
  'formula',
  'camField',
  'defaultValue',
  'keyValue',
  'valueList',
  'min',
  'max',
  'integerOnly',
  'sortNumber',
];

export interface ParameterDialogProps {
  open: boolean;
  editing: ParameterRow | null;
  all: ParameterRow[];
  level: 'platform' | 'merchant';
  onClose: (saved: boolean) => void;
}

/** Add or edit a quotation parameter; core's validateParameter runs before the server is called. */
export default function ParameterDialog({ open, editing, all, level, onClose }: ParameterDialogProps) {
  const { t } = useTranslation('pricing');
  const others = all.filter((p) => p.uid !== editing?.uid);
  const { form, submit, problems, saving, setProblems } = useRuleForm<
    QuotationParameter & { sortNumber?: number; rowVersion?: number }
  >({
    fields: FIELDS,
    rules: (values) => validateParameter(values, { parameters: others }),
    save: (values) =>
      save('parameters', editing?.uid, {
        ...values,
        level,
        valueList: values.valueList ?? [],
        rowVersion: editing?.rowVersion,
      }),
    onSaved: () => onClose(true),
  });
  useEffect(() => {
    if (!open) return;
    setProblems([]);
    form.resetFields();
    form.setFieldsValue(
      editing ?? {
        dataType: 'number',
        level,
        kind: 'independent',
        entryMode: 'entry',
        status: 'valid',
        mustFill: false,
        keyValue: true,
        valueList: [],
      },
    );
  }, [open, editing, form, level, setProblems]);
  const kind = Form.useWatch('kind', form);
  const codes = [
    ...others.filter((p) => p.status === 'valid' && p.dataType !== 'signature').map((p) => p.code),
    Form.useWatch('code', form) ?? '',
  ];
  const readOnly = editing?.readOnly ?? false;
  const select = (name: string, values: readonly string[]) => (
    <Select disabled={readOnly} options={values.map((v) => ({ value: v, label: t(`${name}.${v}`) }))} />
  );

  return (
    <Dialog
      open={open}
      width={820}
      title={editing ? t('actions.edit') : t('actions.add')}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okButtonProps={{ loading: saving, disabled: readOnly }}
      destroyOnHidden
    >
      {readOnly && <Alert type="info" showIcon message={t('common.platformReadOnly')} style={{ marginBottom: 12 }} />}
      {problems.map((p, i) => (
        <Alert key={i} type="error" showIcon message={p.message} style={{ marginBottom: 12 }} />
      ))}
      <Form form={form} layout="vertical" disabled={readOnly}>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="code" label={t('parameter.code')} required>
              <Input maxLength={PRICING_TEXT_LIMITS.code} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="name" label={t('parameter.name')} required>
              <Input maxLength={PRICING_TEXT_LIMITS.name} showCount />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="category" label={t('parameter.category')}>
              <Input maxLength={PRICING_TEXT_LIMITS.category} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="dataType" label={t('parameter.dataType')} required>
              {select('dataType', PARAMETER_DATA_TYPES)}
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="kind" label={t('parameter.kind')}>
              {select('kind', PARAMETER_KINDS)}
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="entryMode" label={t('parameter.entryMode')}>
              {select('entryMode', ENTRY_MODES)}
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="status" label={t('parameter.status')}>
              {select('status', VALIDITY_STATUSES)}
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="level" label={t('parameter.level')}>
              <Select disabled options={DATA_LEVELS.map((v) => ({ value: v, label: t(`level.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="featureCode" label={t('parameter.featureCode')}>
              <Input maxLength={PRICING_TEXT_LIMITS.category} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="camField" label={t('parameter.camField')}>
              <Select allowClear options={CAM_FIELDS.map((v) => ({ value: v, label: v }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="sortNumber" label={t('parameter.sortNumber')}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {kind === 'derived' && (
            <Col span={24}>
              <Form.Item name="formula" label={t('parameter.formula')} required>
                <FormulaInput knownCodes={codes} />
              </Form.Item>
            </Col>
          )}
          <Col span={6}>
            <Form.Item name="defaultValue" label={t('parameter.defaultValue')}>
              <Input maxLength={PRICING_TEXT_LIMITS.value} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="min" label={t('parameter.min')}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="max" label={t('parameter.max')}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Space direction="vertical" style={{ paddingTop: 8 }}>
              <Form.Item name="mustFill" valuePropName="checked" noStyle>
                <Checkbox>{t('parameter.mustFill')}</Checkbox>
              </Form.Item>
              <Form.Item name="keyValue" valuePropName="checked" noStyle>
                <Checkbox>{t('parameter.keyValue')}</Checkbox>
              </Form.Item>
              <Form.Item name="integerOnly" valuePropName="checked" noStyle>
                <Checkbox>{t('parameter.integerOnly')}</Checkbox>
              </Form.Item>
            </Space>
          </Col>
        </Row>
        <LocalizedNamesFields max={PRICING_TEXT_LIMITS.name} />
        <Form.Item label={t('parameter.valueList')} name="valueListErrors" style={{ marginBottom: 0 }}>
          <Form.List name="valueList">
            {(items, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {items.map((item, index) => (
                  <Space key={item.key} align="start">
                    <Form.Item name={[item.name, 'value']} noStyle={false} style={{ marginBottom: 4 }}>
                      <Input placeholder={t('parameter.value')} maxLength={PRICING_TEXT_LIMITS.value} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'label']} style={{ marginBottom: 4 }}>
                      <Input placeholder={t('parameter.label')} maxLength={PRICING_TEXT_LIMITS.value} />
                    </Form.Item>
                    <OptionLabelsButton field={item.name} index={index} max={PRICING_TEXT_LIMITS.value} />
                    <Button onClick={() => remove(item.name)}>{t('actions.delete')}</Button>
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ value: '' })}>
                  {t('parameter.addValue')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
