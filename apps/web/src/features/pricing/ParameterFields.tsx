import type { FieldError, QuotationParameter } from '@pcbunion/core';
import { Card, Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import FromGerberMark, { type GerberMark } from './FromGerberMark';
import { useBookLabels } from './labels';
import type { Values } from './useLiveEstimate';

/** The parameters a customer enters: valid, independent, not signatures; grouped by category in the book's order. */
export function enterableParameters(parameters: readonly QuotationParameter[]): QuotationParameter[] {
  return parameters.filter((p) => p.status === 'valid' && p.kind === 'independent' && p.dataType !== 'signature');
}

function groups(parameters: readonly QuotationParameter[]): Array<[string, QuotationParameter[]]> {
  const map = new Map<string, QuotationParameter[]>();
  for (const p of parameters) map.set(p.category ?? '', [...(map.get(p.category ?? '') ?? []), p]);
  return [...map.entries()];
}

export interface ParameterFieldsProps {
  parameters: readonly QuotationParameter[];
  values: Values;
  onChange: (code: string, value: string) => void;
  /** The value each parameter was priced with (default, CAM, entered), shown as a hint in empty fields. */
  priced?: Record<string, string> | undefined;
  errors?: readonly FieldError[] | undefined;
  /** The values taken from the Gerber files, by code: marked while the field still holds them. */
  fromGerber?: Readonly<Record<string, GerberMark>> | undefined;
}

/** One control per parameter: tick entry as buttons or a list, typed entry as text (decimals stay text, never floats). */
export default function ParameterFields({
  parameters,
  values,
  onChange,
  priced,
  errors,
  fromGerber,
}: ParameterFieldsProps) {
  const { t } = useTranslation('pricing');
  const labels = useBookLabels(useMemo(() => ({ parameters }), [parameters]));
  // A field's error shows once the customer has touched it; the price panel lists every missing value.
  const errorOf = (code: string) => (code in values ? errors?.find((e) => e.field === code) : undefined);
  return (
    <Form layout="vertical" component="div">
      {groups(enterableParameters(parameters)).map(([category, list]) => (
        <Card
          key={category || '-'}
          size="small"
          title={category ? labels.category(category) : t('quotation.otherParameters')}
          style={{ marginBottom: 12 }}
        >
          <Row gutter={16}>
            {list.map((p) => {
              const error = errorOf(p.code);
              const options = p.valueList ?? [];
              const value = values[p.code] ?? '';
              const hintValue = priced?.[p.code] ?? p.defaultValue;
              const hint =
                hintValue === undefined
                  ? undefined
                  : p.valueList?.length
                    ? labels.option(p.code, hintValue)
                    : hintValue;
              const choices = options.map((o) => ({ value: o.value, label: labels.option(p.code, o.value) }));
              const mark = fromGerber?.[p.code];
              const label = labels.parameter(p.code);
              return (
                <Col key={p.code} xs={24} md={p.entryMode === 'tick' && options.length > 4 ? 24 : 12}>
                  <Form.Item
                    label={
                      mark && mark.value === value ? (
                        <Space size={6} wrap>
                          {label}
                          <FromGerberMark code={p.code} reason={mark.reason} />
                        </Space>
                      ) : (
                        label
                      )
                    }
                    required={p.mustFill}
                    validateStatus={error ? 'error' : undefined}
                    help={error ? labels.fieldError(error) : undefined}
                    htmlFor={`param-${p.code}`}
                  >
                    {p.entryMode === 'tick' && options.length <= 12 ? (
                      <Radio.Group
                        id={`param-${p.code}`}
                        optionType="button"
                        size="small"
                        value={value || priced?.[p.code] || p.defaultValue || undefined}
                        onChange={(e) => onChange(p.code, String(e.target.value))}
                        options={choices}
                      />
                    ) : p.entryMode === 'tick' ? (
                      <Select
                        id={`param-${p.code}`}
                        allowClear
                        value={value || undefined}
                        placeholder={hint}
                        onChange={(v?: string) => onChange(p.code, v ?? '')}
                        options={choices}
                      />
                    ) : (
                      <Input
                        id={`param-${p.code}`}
                        data-testid={`param-${p.code}`}
                        inputMode={p.dataType === 'number' ? 'decimal' : 'text'}
                        value={value}
                        placeholder={hint}
                        allowClear
                        onChange={(e) => onChange(p.code, e.target.value)}
                        list={options.length ? `param-${p.code}-list` : undefined}
                      />
                    )}
                    {p.entryMode === 'entry' && options.length > 0 && (
                      <datalist id={`param-${p.code}-list`}>
                        {choices.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </datalist>
                    )}
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </Card>
      ))}
    </Form>
  );
}
