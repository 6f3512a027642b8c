import {
  DELIVERY_FORMS,
  DELIVERY_METHODS,
  LEAD_TIMES,
  ORDER_TYPES,
  setSizeAdvised,
  SPLITTING_METHODS,
  SURFACE_FINISHES,
  type InquiryDetailsInput,
} from '@pcbunion/core';
import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The inquiry's own fields (spec 02 §3): delivery, SET/PCS size, splitting, finish and thicknesses, order type, lead time. */
export default function DetailsFields() {
  const { t } = useTranslation('inquiry');
  const form = Form.useFormInstance<InquiryDetailsInput>();
  const deliveryForm = Form.useWatch('deliveryForm', form);
  const leadTime = Form.useWatch('leadTime', form);
  const setWidth = Form.useWatch('setWidthMm', form);
  const setLength = Form.useWatch('setLengthMm', form);
  const options = (
    group: 'deliveryForm' | 'deliveryMethod' | 'splittingMethod' | 'surfaceFinish' | 'orderType' | 'leadTime',
    values: readonly string[],
  ) => values.map((value) => ({ value, label: t(`option.${group}.${value}`) }));
  const decimal = { pattern: /^\d+(\.\d{1,3})?$/, message: t('required', { field: '' }) };
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name="deliveryForm" label={t('field.deliveryForm')}>
          <Select allowClear options={options('deliveryForm', DELIVERY_FORMS)} data-testid="inquiry-delivery-form" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="deliveryMethod" label={t('field.deliveryMethod')}>
          <Select allowClear options={options('deliveryMethod', DELIVERY_METHODS)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="splittingMethod" label={t('field.splittingMethod')}>
          <Select allowClear options={options('splittingMethod', SPLITTING_METHODS)} />
        </Form.Item>
      </Col>
      {deliveryForm === 'set' && (
        <>
          <Col xs={24} md={8}>
            <Form.Item
              name="setWidthMm"
              label={t('field.setWidthMm')}
              rules={[
                { required: true, message: t('required', { field: t('field.setWidthMm') }) },
                { pattern: decimal.pattern, message: t('field.setWidthMm') },
              ]}
            >
              <Input inputMode="decimal" data-testid="inquiry-set-width" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="setLengthMm"
              label={t('field.setLengthMm')}
              rules={[
                { required: true, message: t('required', { field: t('field.setLengthMm') }) },
                { pattern: decimal.pattern, message: t('field.setLengthMm') },
              ]}
            >
              <Input inputMode="decimal" data-testid="inquiry-set-length" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="pcsPerSet" label={t('field.pcsPerSet')}>
              <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {setWidth && setLength && !setSizeAdvised(String(setWidth), String(setLength)) && (
            <Col span={24}>
              <Alert
                type="warning"
                showIcon
                message={t('make.setAdvice')}
                style={{ marginBottom: 12 }}
                data-testid="inquiry-set-advice"
              />
            </Col>
          )}
        </>
      )}
      <Col xs={24} md={8}>
        <Form.Item name="surfaceFinish" label={t('field.surfaceFinish')}>
          <Select allowClear options={options('surfaceFinish', SURFACE_FINISHES)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="goldFingerCount" label={t('field.goldFingerCount')}>
          <InputNumber min={0} max={500} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="orderType" label={t('field.orderType')}>
          <Select allowClear options={options('orderType', ORDER_TYPES)} />
        </Form.Item>
      </Col>
      {(['goldThicknessUm', 'nickelThicknessUm', 'palladiumThicknessUm'] as const).map((name) => (
        <Col xs={24} md={8} key={name}>
          <Form.Item
            name={name}
            label={t(`field.${name}`)}
            rules={[{ pattern: decimal.pattern, message: t(`field.${name}`) }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24} md={8}>
        <Form.Item name="leadTime" label={t('field.leadTime')}>
          <Select allowClear options={options('leadTime', LEAD_TIMES)} data-testid="inquiry-lead-time" />
        </Form.Item>
      </Col>
      {leadTime === 'required' && (
        <Col xs={24} md={8}>
          <Form.Item
            name="requiredDays"
            label={t('field.requiredDays')}
            rules={[{ required: true, message: t('required', { field: t('field.requiredDays') }) }]}
          >
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
      <Col span={24}>
        <Form.Item name="remarks" label={t('field.remarks')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The form's values as the API takes them: empty fields left out. */
export function detailsOfForm(values: Record<string, unknown>): InquiryDetailsInput {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as InquiryDetailsInput;
}
