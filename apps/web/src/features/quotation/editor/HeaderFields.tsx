import { LAYER_OPTIONS } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { listCurrencies, listCustomers, type QuotationHeader } from '../api';
import { TypeTag } from '../columns';

const col = { xs: 24, sm: 12, lg: 6 };

/** Basic information of the quotation (identity, customer, people, remarks). */
export function BasicFields({
  readOnly,
  origin,
}: {
  readOnly: boolean;
  origin: Pick<QuotationHeader, 'type' | 'inquiryNo'>;
}) {
  const { t } = useTranslation('quotation');
  const form = Form.useFormInstance();
  const customers = useQuery({
    queryKey: ['factory-customers', 'all'],
    queryFn: () => listCustomers({ page_no: 1, page_size: 100 }),
  });
  return (
    <Row gutter={12}>
      <Col {...col}>
        <Form.Item name="quotationNo" label={t('field.quotationNo')}>
          <Input disabled />
        </Form.Item>
      </Col>
      <Col {...col}>
        {/* Shown, never entered: the server derives it from the inquiry the quotation was made from. */}
        <Form.Item label={t('field.type')} tooltip={t('typeHint')}>
          <Space data-testid="quotation-type">
            <TypeTag type={origin.type} t={t} />
            {origin.inquiryNo && (
              <span>
                {t('field.inquiryNo')}: {origin.inquiryNo}
              </span>
            )}
          </Space>
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="customerNo" label={t('field.customer')}>
          <Select
            showSearch
            disabled={readOnly}
            optionFilterProp="label"
            data-testid="customer-select"
            options={(customers.data?.data ?? []).map((c) => ({
              value: c.customerNo,
              label: `${c.customerNo} ${c.name}`,
            }))}
            onChange={(no: string) => {
              const c = customers.data?.data.find((x) => x.customerNo === no);
              if (c) form.setFieldsValue({ customerName: c.name, customerLevel: c.level });
            }}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="customerName" label={t('field.customerName')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="customerLevel" label={t('field.customerLevel')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="customerModel" label={t('field.customerModel')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="referenceNo" label={t('field.referenceNo')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="factoryNo" label={t('field.factoryNo')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="factoryVersion" label={t('field.factoryVersion')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="factoryName" label={t('field.factoryName')}>
          <Input disabled />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="classificationName" label={t('field.classification')}>
          <Input disabled />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="quotationDate"
          label={t('field.quotationDate')}
          getValueProps={(v: string) => ({ value: v ? dayjs(v) : undefined })}
          normalize={(d: dayjs.Dayjs | null) => d?.format('YYYY-MM-DD')}
        >
          <DatePicker disabled={readOnly} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="validityDays" label={t('field.validityDays')}>
          <InputNumber min={1} max={3650} disabled={readOnly} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="priority" label={t('field.priority')}>
          <Select
            disabled={readOnly}
            options={(['normal', 'urgent'] as const).map((v) => ({ value: v, label: t(`priority.${v}`) }))}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="salesman" label={t('field.salesman')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="assistantSalesman" label={t('field.assistantSalesman')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item name="externalRemarks" label={t('field.externalRemarks')}>
          <Input.TextArea rows={2} disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item name="internalRemarks" label={t('field.internalRemarks')}>
          <Input.TextArea rows={2} disabled={readOnly} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Process information: the board and the order (layers, panel, quantity, delivery, currency). */
export function ProcessFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('quotation');
  const form = Form.useFormInstance();
  const currencies = useQuery({
    queryKey: ['currencies', 'all'],
    queryFn: () => listCurrencies({ page_no: 1, page_size: 100 }),
  });
  return (
    <Row gutter={12}>
      <Col {...col}>
        <Form.Item name="layers" label={t('field.layers')}>
          <Select disabled={readOnly} options={LAYER_OPTIONS.map((n) => ({ value: n, label: n }))} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="panelWidth" label={t('field.panelWidth')} rules={[{ required: true }]}>
          <Input disabled={readOnly} data-testid="panel-width" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="panelHeight" label={t('field.panelHeight')} rules={[{ required: true }]}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="panelUnit" label={t('field.panelUnit')}>
          <Select
            disabled={readOnly}
            options={[
              { value: 'mm', label: 'mm' },
              { value: 'in', label: 'in' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="panelForm" label={t('field.panelForm')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="pcsPerPanel" label={t('field.pcsPerPanel')}>
          <InputNumber min={1} disabled={readOnly} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="deliveryUnitSize" label={t('field.deliveryUnitSize')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="quantity" label={t('field.quantity')}>
          <InputNumber min={1} disabled={readOnly} style={{ width: '100%' }} data-testid="quantity" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="deliveryDays" label={t('field.deliveryDays')}>
          <InputNumber min={0} disabled={readOnly} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="currency" label={t('field.currency')}>
          <Select
            disabled={readOnly}
            options={(currencies.data?.data ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
            onChange={(code: string) => {
              const rate = currencies.data?.data.find((c) => c.code === code)?.rate;
              if (rate) form.setFieldValue('exchangeRate', rate);
            }}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="exchangeRate" label={t('field.exchangeRate')}>
          <Input disabled={readOnly} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Gross-margin adjustment: base and adjusted scrap and margin, business and tax rates. */
export function MarginFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('quotation');
  return (
    <Row gutter={12}>
      {(
        ['scrapRate', 'scrapRateAdjusted', 'grossMargin', 'grossMarginAdjusted', 'businessRate', 'taxRate'] as const
      ).map((name) => (
        <Col key={name} xs={12} lg={4}>
          <Form.Item name={name} label={t(`field.${name}`)}>
            <Input disabled={readOnly} data-testid={`rate-${name}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
