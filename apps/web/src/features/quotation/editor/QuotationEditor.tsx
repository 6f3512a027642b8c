import {
  computeQuotationCost,
  renderQuotationMessage,
  validateMaterialLines,
  validateProcessLines,
  type CostResult,
  type PricingLocale,
  type QuotationFieldError,
} from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import {
  getQuotation,
  modifyQuotation,
  quotationAction,
  type MaterialLine,
  type ProcessLine,
  type Quotation,
  type QuotationInput,
} from '../api';
import StatusTag from '../StatusTag';
import { PriceDetails, Results } from './CostResults';
import GerberBinding from './GerberBinding';
import { BasicFields, MarginFields, ProcessFields } from './HeaderFields';
import MaterialLines from './MaterialLines';
import ProcessLines from './ProcessLines';

/** The live cost of what is on screen, by the same engine the server uses; null while the board is incomplete. */
function liveCost(
  values: QuotationInput,
  quotation: Quotation,
  materials: MaterialLine[],
  processes: ProcessLine[],
): CostResult | null {
  try {
    return computeQuotationCost({
      quantity: Number(values.quantity ?? quotation.quantity),
      panel: {
        width: String(values.panelWidth ?? quotation.panelWidth),
        height: String(values.panelHeight ?? quotation.panelHeight),
        unit: values.panelUnit ?? quotation.panelUnit,
        pcsPerPanel: Number(values.pcsPerPanel ?? quotation.pcsPerPanel),
      },
      materials: materials
        .filter((m) => m.materialNo)
        .map((m) => ({
          materialNo: m.materialNo,
          unitPrice: m.unitPrice ?? '0',
          unitPriceExTax: m.unitPriceExTax ?? '0',
          coefficient: m.coefficient || '0',
          adjustmentPrice: m.adjustmentPrice,
        })),
      processes: processes.map((p) => ({
        serialNo: p.serialNo ?? 0,
        procedure: p.procedure ?? '',
        unitCost: p.unitCost ?? '0',
        referenceTimes: p.referenceTimes || '0',
        timesAdjustment: p.timesAdjustment,
        difficulty: p.difficulty || '0',
        difficultyAdjustment: p.difficultyAdjustment,
        specialAddition: p.specialAddition,
      })),
      rates: {
        scrapRate: String(values.scrapRate ?? quotation.scrapRate),
        scrapRateAdjusted: values.scrapRateAdjusted ?? null,
        grossMargin: String(values.grossMargin ?? quotation.grossMargin),
        grossMarginAdjusted: values.grossMarginAdjusted ?? null,
        businessRate: String(values.businessRate ?? quotation.businessRate),
        taxRate: String(values.taxRate ?? quotation.taxRate),
      },
      currency: quotation.localCurrency,
      originalCurrency: String(values.currency ?? quotation.currency),
      exchangeRate: String(values.exchangeRate ?? quotation.exchangeRate),
    });
  } catch {
    return null;
  }
}

const HEADER_FIELDS = [
  'quotationNo',
  'customerNo',
  'customerName',
  'customerLevel',
  'customerModel',
  'referenceNo',
  'factoryNo',
  'factoryVersion',
  'factoryName',
  'classificationName',
  'quotationDate',
  'validityDays',
  'priority',
  'salesman',
  'assistantSalesman',
  'externalRemarks',
  'internalRemarks',
  'layers',
  'panelWidth',
  'panelHeight',
  'panelUnit',
  'panelForm',
  'pcsPerPanel',
  'deliveryUnitSize',
  'quantity',
  'deliveryDays',
  'currency',
  'exchangeRate',
  'scrapRate',
  'scrapRateAdjusted',
  'grossMargin',
  'grossMarginAdjusted',
  'businessRate',
  'taxRate',
] as const;

const trim = (text: string | null) => (text && text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

/**
 * The quotation detail (spec 02 §2): basic information, process information, material cost items, process flow,
 * price details, gross-margin adjustment, Gerber binding and results. Editable while not submitted or returned.
 */
export default function QuotationEditor({ no, onBack }: { no: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('quotation');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<QuotationInput>();
  const query = useQuery({ queryKey: ['quotation', no], queryFn: () => getQuotation(no), staleTime: 0 });
  const [quotation, setQuotation] = useState<Quotation | null>(null);
  const [materials, setMaterials] = useState<MaterialLine[]>([]);
  const [processes, setProcesses] = useState<ProcessLine[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const values = Form.useWatch([], form) as QuotationInput | undefined;

  /** Shows a quotation as the server answered it: its lines to edit, no errors. */
  const showLines = (q: Quotation) => {
    setQuotation(q);
    setMaterials(
      q.materials.map((m) => ({
        ...m,
        coefficient: trim(m.coefficient ?? null) ?? '',
        adjustmentPrice: trim(m.adjustmentPrice ?? null),
        unitPrice: trim(m.unitPrice ?? null) ?? undefined,
        unitPriceExTax: trim(m.unitPriceExTax ?? null) ?? undefined,
      })),
    );
    setProcesses(
      q.processes.map((p) => ({
        ...p,
        referenceTimes: trim(p.referenceTimes),
        difficulty: trim(p.difficulty),
        timesAdjustment: trim(p.timesAdjustment ?? null),
        difficultyAdjustment: trim(p.difficultyAdjustment ?? null),
        specialAddition: trim(p.specialAddition ?? null),
        unitCost: trim(p.unitCost ?? null) ?? undefined,
      })),
    );
    setErrors({});
  };
  /** Fills the header fields of the form with a quotation as the server answered it. */
  const fillHeader = useCallback(
    (q: Quotation) =>
      form.setFieldsValue(
        Object.fromEntries(
          HEADER_FIELDS.map((key) => [
            key,
            typeof q[key] === 'string' && /^-?\d+\.\d+$/.test(q[key] as string) ? trim(q[key] as string) : q[key],
          ]),
        ) as QuotationInput,
      ),
    [form],
  );
  const load = (q: Quotation) => {
    showLines(q);
    fillHeader(q);
  };
  // Each answer of the query is shown (the first, and the one read again after a change)
  const [shownFrom, setShownFrom] = useState<Quotation>();
  if (query.data && query.data !== shownFrom) {
    setShownFrom(query.data);
    showLines(query.data);
  }
  useEffect(() => {
    if (query.data) fillHeader(query.data);
  }, [query.data, fillHeader]);

  const readOnly = !quotation || !quotation.isCurrent || !quotation.actions.quoter.includes('modify');
  const live = useMemo(
    () =>
      quotation && values && !readOnly ? liveCost(values, quotation, materials, processes) : (quotation?.costs ?? null),
    [values, quotation, materials, processes, readOnly],
  );
  if (!quotation) return <Spin />;

  const show = (list: QuotationFieldError[]) =>
    setErrors(
      Object.fromEntries(
        list.map((e) => [e.field, renderQuotationMessage(e.key, e.values, i18n.language as PricingLocale)]),
      ),
    );
  const save = async (): Promise<Quotation | null> => {
    const local = [...validateMaterialLines(materials), ...validateProcessLines(processes)];
    show(local);
    if (local.length) {
      void message.error(renderQuotationMessage(local[0]!.key, local[0]!.values, i18n.language as PricingLocale));
      return null;
    }
    const header = await form.validateFields().catch(() => null); // the form marks what is missing
    if (!header) return null;
    try {
      const saved = await modifyQuotation(no, { ...header, rowVersion: quotation.rowVersion, materials, processes });
      load(saved);
      void client.invalidateQueries({ queryKey: ['quotations'] });
      void message.success(t('prompt.saved'));
      return saved;
    } catch (error) {
      if (error instanceof ApiError && Array.isArray((error.data as { errors?: unknown })?.errors)) {
        setErrors(
          Object.fromEntries(
            (error.data as { errors: Array<{ field: string; message: string }> }).errors.map((e) => [
              e.field,
              e.message,
            ]),
          ),
        );
      }
      return null;
    }
  };
  const submit = () =>
    modal.confirm({
      title: t('prompt.confirmSubmit', { no }),
      onOk: async () => {
        if (!(await save())) return;
        load(await quotationAction(no, 'submit'));
        void client.invalidateQueries({ queryKey: ['quotations'] });
        void message.success(t('prompt.submitted'));
      },
    });

  const section = (key: string, body: React.ReactNode) => (
    <Card size="small" title={t(`section.${key}`)} key={key} data-testid={`section-${key}`}>
      {body}
    </Card>
  );
  return (
    <Flex vertical gap="small" data-testid="quotation-editor">
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap="small">
          <Space>
            <Button onClick={onBack}>{t('action.back')}</Button>
            <Typography.Text strong>{`${quotation.quotationNo} V${quotation.version}`}</Typography.Text>
            <StatusTag status={quotation.status} />
          </Space>
          {!readOnly && (
            <Space>
              <Button onClick={() => void save()} data-testid="quotation-save">
                {t('action.save')}
              </Button>
              {quotation.actions.quoter.includes('submit') && (
                <Button type="primary" onClick={submit} data-testid="editor-submit">
                  {t('action.submit')}
                </Button>
              )}
            </Space>
          )}
        </Flex>
        {quotation.returnReason && quotation.status === 'returned' && (
          <Alert
            style={{ marginTop: 8 }}
            type="warning"
            showIcon
            message={`${t('field.returnReason')}: ${quotation.returnReason}`}
            data-testid="return-reason-shown"
          />
        )}
        {!quotation.isCurrent && <Alert style={{ marginTop: 8 }} type="info" message={t('prompt.oldVersion')} />}
      </Card>
      <Form form={form} layout="vertical" size="small">
        <Flex vertical gap="small">
          {section('basic', <BasicFields readOnly={readOnly} origin={quotation} />)}
          {section('process', <ProcessFields readOnly={readOnly} />)}
          {section(
            'materials',
            <MaterialLines lines={materials} onChange={setMaterials} readOnly={readOnly} errors={errors} />,
          )}
          {section(
            'flow',
            <ProcessLines lines={processes} onChange={setProcesses} readOnly={readOnly} errors={errors} />,
          )}
          {section('price', <PriceDetails costs={live} />)}
          {section('margin', <MarginFields readOnly={readOnly} />)}
          {section(
            'gerber',
            <GerberBinding
              quotation={quotation}
              readOnly={readOnly}
              onChanged={(q) => setQuotation((old) => (old ? { ...old, gerberFiles: q.gerberFiles } : q))}
            />,
          )}
          {section('results', <Results costs={live} />)}
        </Flex>
      </Form>
    </Flex>
  );
}
