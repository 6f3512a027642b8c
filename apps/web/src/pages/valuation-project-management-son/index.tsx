import {
  PRICING_TEXT_LIMITS,
  COST_CATEGORIES,
  ENGINE_VARIABLES,
  PRICING_MODES,
  PROJECT_KINDS,
  validatePricingProject,
  type PricingProject,
} from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { allOf, FormulaInput, save, type ParameterRow, type ProjectRow } from '../../features/pricing';
import LocalizedNamesFields from '../../features/pricing/LocalizedNamesFields';
import { useRuleForm } from '../../features/pricing/useRuleForm';
import FactorTable from './FactorTable';

const FIELDS = [
  'code',
  'name',
  'names',
  'costCategory',
  'kind',
  'pricingMode',
  'formula',
  'factor',
  'materialCategory',
  'extraAddition',
  'exchangeRate',
  'scrapRatePercent',
  'grossMarginPercent',
  'businessRatePercent',
  'taxRatePercent',
  'deliveryDays',
  'validFrom',
  'validTo',
  'sortNumber',
];
type Draft = PricingProject & { hasFactor?: boolean };

/** The project's own page: its fields, its factor table (≤ 20 rows) and a formula checked as it is typed. */
export default function ValuationProjectManagementSonPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const uid = search.get('uid') ?? undefined;
  const projects = useQuery({ queryKey: ['pricing', 'projects', 'all'], queryFn: () => allOf<ProjectRow>('projects') });
  const parameters = useQuery({
    queryKey: ['pricing', 'parameters', 'all'],
    queryFn: () => allOf<ParameterRow>('parameters'),
  });
  const editing = uid ? projects.data?.find((p) => p.uid === uid) : undefined;
  const others = (projects.data ?? []).filter((p) => p.uid !== uid);
  const parameterCodes = (parameters.data ?? [])
    .filter((p) => p.status === 'valid' && p.dataType !== 'signature')
    .map((p) => p.code);
  const toModel = (values: Draft): PricingProject => {
    const { hasFactor, ...project } = values;
    return {
      ...project,
      factor: hasFactor ? (project.factor ?? { code: '', parameter: '', rows: [] }) : undefined,
      sortNumber: project.sortNumber ?? nextSort,
    };
  };
  const nextSort = Math.max(0, ...others.map((p) => p.sortNumber)) + 10;
  const { form, submit, problems, saving } = useRuleForm<Draft>({
    fields: FIELDS,
    rules: (values) => validatePricingProject(toModel(values), { parameterCodes, projects: others }),
    save: (values) => save<PricingProject>('projects', uid, { ...toModel(values), rowVersion: editing?.rowVersion }),
    onSaved: () => {
      void client.invalidateQueries({ queryKey: ['pricing', 'projects'] });
      navigate('/valuation-project-management/index');
    },
  });
  // The project the form was filled with: filled once per project, not again when the list is read again
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    const key = uid ?? 'new';
    if (loaded.current === key || (uid && !editing) || !projects.data) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { ...editing, hasFactor: !!editing.factor }
        : {
            costCategory: 'specialFee',
            kind: 'independent',
            pricingMode: 'amount',
            sortNumber: nextSort,
            hasFactor: false,
          },
    );
    loaded.current = key;
  }, [uid, editing, projects.data, form, nextSort]);
  const hasFactor = Form.useWatch('hasFactor', form);
  const factorCode = Form.useWatch(['factor', 'code'], form);
  const known = [
    ...parameterCodes,
    ...ENGINE_VARIABLES,
    ...others.map((p) => p.code),
    ...(hasFactor && factorCode ? [factorCode] : []),
  ];
  if (projects.isLoading || parameters.isLoading) return <Spin />;
  const pick = (name: string, values: readonly string[]) => (
    <Select options={values.map((v) => ({ value: v, label: t(`${name}.${v}`) }))} />
  );
  const date = {
    getValueProps: (v?: string) => ({ value: v ? dayjs(v) : undefined }),
    normalize: (v?: dayjs.Dayjs | null) => (v ? v.format('YYYY-MM-DD') : undefined),
  };

  return (
    <Card
      title={uid ? `${t('project.title')} — ${editing?.code ?? ''}` : t('project.new')}
      extra={
        <Space>
          <Button onClick={() => navigate('/valuation-project-management/index')}>{t('actions.back')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="save-project">
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {problems.map((p, i) => (
        <Alert key={i} type="error" showIcon message={p.message} style={{ marginBottom: 12 }} />
      ))}
      <Form form={form} layout="vertical">
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="code" label={t('project.code')} required>
              <Input maxLength={PRICING_TEXT_LIMITS.code} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="name" label={t('project.name')} required>
              <Input maxLength={PRICING_TEXT_LIMITS.name} showCount />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="costCategory" label={t('project.costCategory')}>
              {pick('costCategory', COST_CATEGORIES)}
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="kind" label={t('project.kind')}>
              {pick('projectKind', PROJECT_KINDS)}
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="pricingMode" label={t('project.pricingMode')}>
              {pick('pricingMode', PRICING_MODES)}
            </Form.Item>
          </Col>
          <Col span={24}>
            <LocalizedNamesFields max={PRICING_TEXT_LIMITS.name} />
          </Col>
          <Col span={24}>
            <Form.Item
              name="formula"
              label={t('project.formula')}
              required
              extra={t('project.formulaHelp', { codes: ENGINE_VARIABLES.join(', ') })}
            >
              <FormulaInput knownCodes={known} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="hasFactor" valuePropName="checked">
              <Checkbox>{t('project.hasFactor')}</Checkbox>
            </Form.Item>
          </Col>
          {hasFactor && (
            <Col span={24}>
              <FactorTable parameterCodes={parameterCodes} />
            </Col>
          )}
          <Col span={4}>
            <Form.Item name="extraAddition" label={t('project.extraAddition')}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="exchangeRate" label={t('project.exchangeRate')}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="scrapRatePercent" label={t('project.scrapRatePercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="grossMarginPercent" label={t('project.grossMarginPercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="businessRatePercent" label={t('project.businessRatePercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="taxRatePercent" label={t('project.taxRatePercent')}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="deliveryDays" label={t('project.deliveryDays')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="validFrom" label={t('project.validFrom')} {...date}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="validTo" label={t('project.validTo')} {...date}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="materialCategory" label={t('project.materialCategory')}>
              <Input maxLength={PRICING_TEXT_LIMITS.category} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="sortNumber" label={t('project.sortNumber')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
