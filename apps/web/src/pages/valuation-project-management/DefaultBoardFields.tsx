import { isBoardParameter, type QuotationParameter } from '@pcbunion/core';
import { Col, Divider, Form, Input, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookLabels } from '../../features/pricing/labels';

/** The parameters a default board names: those a customer enters, in the book's order. */
export const boardParameters = (parameters: readonly QuotationParameter[]) => parameters.filter(isBoardParameter);

/**
 * The book's default board inside the terms form (issue 29): one control per parameter a customer enters, named
 * `defaultBoard.<code>` so a refusal shows under its field — a list for tick entry (its options, clearable), text for
 * typed entry; an empty field names nothing and the parameter's own default applies.
 */
export default function DefaultBoardFields({ parameters }: { parameters: readonly QuotationParameter[] }) {
  const { t } = useTranslation('pricing');
  const shown = useMemo(() => boardParameters(parameters), [parameters]);
  const labels = useBookLabels(useMemo(() => ({ parameters: shown }), [shown]));
  return (
    <div data-testid="default-board">
      <Divider titlePlacement="start" plain style={{ margin: '4px 0 8px' }}>
        {t('terms.defaultBoard')}
      </Divider>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('terms.defaultBoardHelp')}
      </Typography.Paragraph>
      <Row gutter={12}>
        {shown.map((p) => {
          const hint =
            p.defaultValue === undefined
              ? undefined
              : p.valueList?.length
                ? labels.option(p.code, p.defaultValue)
                : p.defaultValue;
          return (
            <Col key={p.code} xs={12} md={6} xl={4}>
              <Form.Item
                name={['defaultBoard', p.code]}
                label={labels.parameter(p.code)}
                htmlFor={`board-${p.code}`}
                data-testid={`board-field-${p.code}`}
              >
                {p.entryMode === 'tick' ? (
                  <Select
                    id={`board-${p.code}`}
                    data-testid={`board-${p.code}`}
                    allowClear
                    placeholder={hint}
                    options={(p.valueList ?? []).map((o) => ({
                      value: o.value,
                      label: labels.option(p.code, o.value),
                    }))}
                  />
                ) : (
                  <Input
                    id={`board-${p.code}`}
                    data-testid={`board-${p.code}`}
                    allowClear
                    inputMode={p.dataType === 'number' ? 'decimal' : 'text'}
                    placeholder={hint}
                  />
                )}
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
