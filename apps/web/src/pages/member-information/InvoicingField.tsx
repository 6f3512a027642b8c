import type { InvoicingInfoField } from '@pcbunion/core';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoicingRule } from '../../features/addresses/rules';

/** One editable cell of the invoicing row being edited, checked by core's invoicing rule. */
export default function InvoicingField({ field }: { field: InvoicingInfoField }) {
  const { t } = useTranslation('addresses');
  return (
    <Form.Item name={field} rules={invoicingRule(t, field)} style={{ margin: 0 }}>
      {field === 'status' ? (
        <Select
          style={{ minWidth: 100 }}
          options={[
            { value: 'valid', label: t('invoicingStatus.valid') },
            { value: 'invalid', label: t('invoicingStatus.invalid') },
          ]}
          data-testid={`invoicing-${field}`}
        />
      ) : (
        <Input placeholder={t(`invoicing.${field}`)} data-testid={`invoicing-${field}`} style={{ minWidth: 120 }} />
      )}
    </Form.Item>
  );
}
