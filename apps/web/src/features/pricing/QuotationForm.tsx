import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Row, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultBoard, sameValues, withoutUntouchedDefaults } from '../instant-quote/default-board';
import { getBook } from './api';
import type { GerberMark } from './FromGerberMark';
import { useBookLabels } from './labels';
import ParameterFields from './ParameterFields';
import PricePanel from './PricePanel';
import { useLiveEstimate, type LiveEstimate, type Values } from './useLiveEstimate';

export interface QuotationFormProps {
  /** The merchant (factory enterprise uid or number); without it, the platform's only merchant. */
  merchant?: string | undefined;
  /** The product to price; without it, the merchant's default product for the parameters given. */
  productNumber?: string | undefined;
  /** Values to start with, by parameter code; without them, the book's default board (issue 29). */
  initialValues?: Record<string, string | number> | undefined;
  /** The CAM (Gerber) analysis of the board, read at each parameter's CAM path (e.g. `widthMm`, `drill.minHoleMm`). */
  camValues?: Record<string, unknown> | undefined;
  /** The values taken from the Gerber files, by code, each marked in its field with its reason while it is kept. */
  fromGerber?: Readonly<Record<string, GerberMark>> | undefined;
  /** Told of every change: the values and the browser's estimate (with the server's confirmation once it arrives). */
  onChange?: ((values: Values, live: LiveEstimate) => void) | undefined;
}

const asText = (values: Record<string, string | number> | undefined): Values =>
  Object.fromEntries(Object.entries(values ?? {}).map(([code, value]) => [code, String(value)]));

/**
 * The online quotation form: the merchant's quotation parameters (typed entry or tick, must-fill, defaults)
 * with the live price beside it, computed in the browser by core's engine on the merchant's book and
 * confirmed by the server's estimate. Shared by the online quotation screens and the Gerber auto-quote.
 */
export default function QuotationForm({
  merchant,
  productNumber,
  initialValues,
  camValues,
  fromGerber,
  onChange,
}: QuotationFormProps) {
  const { t } = useTranslation('pricing');
  const bookQuery = useQuery({
    queryKey: ['pricing', 'book', merchant ?? ''],
    queryFn: () => getBook(merchant),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
  const [values, setValues] = useState<Values>(() => asText(initialValues));
  // The product chosen here, until the parent names another
  const [product, setProduct] = useState<string | undefined>(productNumber);
  const [productNamed, setProductNamed] = useState(productNumber);
  if (productNumber !== productNamed) {
    setProductNamed(productNumber);
    setProduct(productNumber);
  }
  const data = bookQuery.data;
  // A new quotation opens with the book's default board, again for another merchant's book while nothing was changed.
  const [board, setBoard] = useState<{ merchant: string; values: Values } | null>(null);
  const untouched = Object.keys(values).length === 0 || (board !== null && sameValues(values, board.values));
  if (!initialValues && data?.ready && board?.merchant !== data.merchant.uid && untouched) {
    const opened = defaultBoard(data.book);
    setBoard({ merchant: data.merchant.uid, values: opened });
    setValues(camValues ? withoutUntouchedDefaults(opened, opened, data.book, camValues) : opened);
  }
  // A Gerber analysis measures the board: the default board's values left as they were give way to its measurements.
  const camKey = camValues ? JSON.stringify(camValues) : '';
  const [camSeen, setCamSeen] = useState(camKey);
  if (camKey !== camSeen) {
    setCamSeen(camKey);
    if (camValues && board && data?.ready) {
      const kept = withoutUntouchedDefaults(values, board.values, data.book, camValues);
      if (!sameValues(kept, values)) setValues(kept);
    }
  }
  const live = useLiveEstimate({
    book: data?.ready ? data.book : undefined,
    merchant: data?.merchant.uid ?? merchant,
    pricedOn: data?.pricedOn ?? new Date().toISOString().slice(0, 10),
    productNumber: product,
    defaultProduct: data?.defaultProductNumber ?? null,
    values,
    cam: camValues,
  });
  // The latest listener, so a parent passing a new function each render is told once per change.
  const tell = useEffectEvent((changed: Values, estimate: LiveEstimate) => onChange?.(changed, estimate));
  useEffect(() => {
    tell(values, live);
  }, [values, live]);
  const products = useMemo(() => data?.book.products ?? [], [data]);
  const labels = useBookLabels(data?.book);

  if (bookQuery.isLoading) return <Spin />;
  if (!data) return <Empty description={t('quotation.noBook')} />;
  if (!data.ready)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('quotation.bookNotReady')}
        description={data.errors.map((e) => e.message).join('; ')}
      />
    );
  const priced = live.local?.ok ? live.local.estimate.parameters : undefined;
  const derived = data.book.parameters.filter((p) => p.kind === 'derived' && p.status === 'valid');
  return (
    <Row gutter={16}>
      <Col xs={24} lg={13}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t('quotation.merchant')}: <b data-testid="quotation-merchant">{data.merchant.name}</b>
          </Typography.Text>
          {products.length > 1 && (
            <Select
              style={{ minWidth: 280 }}
              allowClear
              placeholder={t('quotation.defaultProduct')}
              value={product}
              onChange={(value?: string) => setProduct(value)}
              options={products.map((p) => ({ value: p.number, label: labels.product(p.number, p.name) }))}
            />
          )}
          <ParameterFields
            parameters={data.book.parameters}
            values={values}
            priced={priced}
            errors={live.local && !live.local.ok ? live.local.errors : undefined}
            fromGerber={fromGerber}
            onChange={(code, value) => setValues((old) => ({ ...old, [code]: value }))}
          />
          {priced && derived.length > 0 && (
            <Typography.Text type="secondary">
              {derived.map((p) => `${labels.parameter(p.code)} = ${priced[p.code] ?? ''}`).join(' · ')}
            </Typography.Text>
          )}
        </Space>
      </Col>
      <Col xs={24} lg={11}>
        <PricePanel live={live} currency={data.book.currency} labels={labels} />
      </Col>
    </Row>
  );
}
