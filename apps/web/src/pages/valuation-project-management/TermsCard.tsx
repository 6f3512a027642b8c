import { checkDefaultBoard, type PriceBook } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { allOf, getTerms, saveTerms, type BookTerms, type ParameterRow, type ProductRow } from '../../features/pricing';
import { useBookLabels } from '../../features/pricing/labels';
import { useRuleForm } from '../../features/pricing/useRuleForm';
import DefaultBoardFields, { boardParameters } from './DefaultBoardFields';

type TermsForm = Omit<BookTerms, 'version'>;
type Board = Record<string, string | undefined>;

/**
 * The book's terms: currency, original currency and exchange rate, the four rates, the parameter roles, the default
 * product and the default board (issue 29) — one form, saved together with the row version it was read at.
 */
export default function TermsCard() {
  const { t } = useTranslation('pricing');
  const terms = useQuery({ queryKey: ['pricing', 'terms'], queryFn: getTerms });
  const parameters = useQuery({
    queryKey: ['pricing', 'parameters', 'all'],
    queryFn: () => allOf<ParameterRow>('parameters'),
  });
  const products = useQuery({ queryKey: ['pricing', 'products', 'all'], queryFn: () => allOf<ProductRow>('products') });
  const enterable = useMemo(() => boardParameters(parameters.data ?? []), [parameters.data]);
  const labels = useBookLabels(useMemo(() => ({ parameters: enterable }), [enterable]));
  // The board as saved: the values of the parameters shown, blanks left out (a blank names nothing).
  const boardOf = (values: TermsForm): Record<string, string> =>
    Object.fromEntries(
      enterable.flatMap((p) => {
        const value = (values.defaultBoard as Board | null | undefined)?.[p.code]?.trim();
        return value ? [[p.code, value]] : [];
      }),
    );
  const { form, submit, problems, saving } = useRuleForm<TermsForm>({
    fields: [
      'currency',
      'originalCurrency',
      'exchangeRate',
      'terms',
      'roles',
      'defaultProductNumber',
      ...enterable.map((p) => `defaultBoard.${p.code}`),
    ],
    // The engine's own check of each value, before the server runs it again.
    rules: (values) =>
      checkDefaultBoard(boardOf(values), enterable).errors.map((e) =>
        typeof e.values?.name === 'string'
          ? { ...e, values: { ...e.values, name: labels.parameter(e.values.name) } }
          : e,
      ),
    save: (values) =>
      saveTerms({
        ...values,
        roles: values.roles as PriceBook['roles'],
        // Before the parameters are read no board field is shown: the stored board goes back as it is.
        defaultBoard: parameters.data ? boardOf(values) : (terms.data?.defaultBoard ?? null),
        rowVersion: terms.data?.rowVersion ?? 1,
      }).then(() => terms.refetch()),
  });
  useEffect(() => {
    if (!terms.data) return;
    // Anew, so a parameter the saved board no longer names is emptied too.
    form.resetFields();
    form.setFieldsValue(terms.data);
  }, [terms.data, form]);
  // A role names a parameter by its code: the code is shown as code, beside the parameter's name.
  const codes = (parameters.data ?? []).map((p) => ({
    value: p.code,
    search: `${p.code} ${p.name}`.toLowerCase(),
    label: (
      <span>
        <code>{p.code}</code> {p.name}
      </span>
    ),
  }));
  const findCode = (input: string, option?: { search: string }) => !!option?.search.includes(input.toLowerCase());
  return (
    <Card
      size="small"
      title={t('terms.title')}
      data-testid="terms-card"
      extra={
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="terms-save">
          {t('actions.save')}
        </Button>
      }
    >
      {problems.map((p, i) => (
        <Alert key={i} type="error" showIcon message={p.message} style={{ marginBottom: 8 }} />
      ))}
      <Form form={form} layout="vertical" size="small">
        <Row gutter={12}>
          <Col span={4}>
            <Form.Item name="currency" label={t('terms.currency')}>
              <Input maxLength={3} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="originalCurrency" label={t('terms.originalCurrency')}>
              <Input maxLength={3} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="exchangeRate" label={t('terms.exchangeRate')}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item name={['terms', 'scrapRatePercent']} label={t('project.scrapRatePercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item name={['terms', 'grossMarginPercent']} label={t('project.grossMarginPercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item name={['terms', 'businessRatePercent']} label={t('project.businessRatePercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item name={['terms', 'taxRatePercent']} label={t('project.taxRatePercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name={['roles', 'layers']} label={t('terms.roleLayers')}>
              <Select options={codes} showSearch={{ filterOption: findCode }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name={['roles', 'quantity']} label={t('terms.roleQuantity')}>
              <Select options={codes} showSearch={{ filterOption: findCode }} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name={['roles', 'areaPerPcsM2']} label={t('terms.roleArea')}>
              <Select options={codes} showSearch={{ filterOption: findCode }} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name={['roles', 'pcsPerPanel']} label={t('terms.rolePcsPerPanel')}>
              <Select options={codes} showSearch={{ filterOption: findCode }} allowClear />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="defaultProductNumber" label={t('terms.defaultProduct')}>
              <Select
                allowClear
                options={(products.data ?? []).map((p) => ({ value: p.number, label: `${p.number} ${p.name}` }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <DefaultBoardFields parameters={parameters.data ?? []} />
      </Form>
    </Card>
  );
}
