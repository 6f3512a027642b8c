import { PRICING_TEXT_LIMITS, MAX_FACTOR_ROWS } from '@pcbunion/core';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The factor: its code (what formulas read), the parameter whose value picks the row, and at most 20 rows of value → price. */
export default function FactorTable({ parameterCodes }: { parameterCodes: string[] }) {
  const { t } = useTranslation('pricing');
  return (
    <>
      <Space align="start" wrap>
        <Form.Item name={['factor', 'code']} label={t('project.factorCode')} required>
          <Input style={{ width: 200 }} maxLength={PRICING_TEXT_LIMITS.code} />
        </Form.Item>
        <Form.Item name={['factor', 'parameter']} label={t('project.factorParameter')} required>
          <Select
            style={{ width: 220 }}
            showSearch
            options={parameterCodes.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
      </Space>
      <Form.Item label={t('project.factorRows')} name={['factor', 'rows']} style={{ marginBottom: 0 }}>
        <Form.List name={['factor', 'rows']}>
          {(items, { add, remove }) => (
            <Space direction="vertical">
              {items.map((item, index) => (
                <Space key={item.key} align="start">
                  <Typography.Text type="secondary" style={{ width: 24, display: 'inline-block' }}>
                    {index + 1}
                  </Typography.Text>
                  <Form.Item name={[item.name, 'value']} style={{ marginBottom: 4 }}>
                    <Input placeholder={t('project.factorValue')} maxLength={PRICING_TEXT_LIMITS.value} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'price']} style={{ marginBottom: 4 }}>
                    <Input inputMode="decimal" placeholder={t('project.factorPrice')} />
                  </Form.Item>
                  <Button onClick={() => remove(item.name)}>{t('actions.delete')}</Button>
                </Space>
              ))}
              <Button
                type="dashed"
                disabled={items.length >= MAX_FACTOR_ROWS}
                onClick={() => add({ value: '', price: '0' })}
              >
                {t('project.addRow', { left: MAX_FACTOR_ROWS - items.length })}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
