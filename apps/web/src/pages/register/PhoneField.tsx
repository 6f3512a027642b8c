import { PHONE_AREA_CODES } from '@pcbunion/core';
import { Form, Input, Select, Space, type FormRule } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  areaName: string;
  phoneName: string;
  rules: FormRule[];
  placeholder: string;
  extra?: ReactNode;
}

/** Area code (+86, +852, +886, +853, +82) and a mobile number on one line. */
export default function PhoneField({ label, areaName, phoneName, rules, placeholder, extra }: Props) {
  return (
    <Form.Item label={label} required extra={extra}>
      <Space.Compact block>
        <Form.Item name={areaName} noStyle initialValue="+86">
          <Select
            style={{ width: 96 }}
            options={PHONE_AREA_CODES.map((c) => ({ value: c, label: c }))}
            aria-label="area code"
          />
        </Form.Item>
        <Form.Item name={phoneName} noStyle rules={rules} dependencies={[areaName]}>
          <Input placeholder={placeholder} autoComplete="tel" />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** A code field with its "get code" button beside it. */
export function CodeField({
  name,
  label,
  rules,
  placeholder,
  button,
}: {
  name: string;
  label: string;
  rules: FormRule[];
  placeholder: string;
  button: ReactNode;
}) {
  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={rules}>
          <Input placeholder={placeholder} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        {button}
      </Space.Compact>
    </Form.Item>
  );
}
