import { Decimal, compilePriceBook, estimatePrice } from '@pcbunion/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getBook, getMerchants, ParameterFields, type CustomerBook } from '../../features/pricing';
import { useBookLabels } from '../../features/pricing/labels';
import QuotationSteps from '../../features/pricing/QuotationSteps';
import { enteredValues, productCandidates, type Values } from '../../features/pricing/useLiveEstimate';

/** A merchant's book compiled once per answer (not on every keystroke), or nothing while it is not ready. */
const compiledBook = (data: CustomerBook) => (data.ready ? { data, compiled: compilePriceBook(data.book) } : undefined);

/**
 * Start the online quotation as a combination: one board priced at every merchant of the category at once,
 * each in the browser on that merchant's book (the same engine as the server's), cheapest first.
 */
export default function OnlineQuotationCombinationPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const classification = search.get('classification') ?? undefined;
  const merchants = useQuery({
    queryKey: ['pricing', 'merchants', classification ?? ''],
    queryFn: () => getMerchants(classification),
  });
  const books = useQueries({
    queries: (merchants.data ?? []).map((m) => ({
      queryKey: ['pricing', 'book', m.uid],
      queryFn: () => getBook(m.uid),
      select: compiledBook,
    })),
  });
  const [values, setValues] = useState<Values>({});
  const compiled = books.map((b) => b.data);
  const entered = enteredValues(values);
  const rows = compiled.flatMap((entry) => {
    if (!entry?.compiled.ok) return [];
    const book = entry.compiled.book;
    const offered = new Set(
      merchants.data?.find((m) => m.uid === entry.data.merchant.uid)?.products.map((p) => p.number) ?? [],
    );
    const candidates = productCandidates(entry.data.book, entry.data.defaultProductNumber).filter(
      (p) => offered.size === 0 || offered.has(p),
    );
    const results = candidates.map((productNumber) =>
      estimatePrice(book, { productNumber, values: entered, pricedOn: entry.data.pricedOn }),
    );
    const result = results.find((r) => r.ok) ?? results[0];
    return result
      ? [{ merchant: entry.data.merchant, product: candidates[results.indexOf(result)] ?? '', result }]
      : [];
  });
  rows.sort((a, b) =>
    a.result.ok && b.result.ok
      ? new Decimal(a.result.estimate.total).comparedTo(b.result.estimate.total)
      : a.result.ok
        ? -1
        : 1,
  );
  const first = compiled.find((entry) => entry)?.data;
  const labels = useBookLabels(first?.book);
  if (merchants.isLoading) return <Spin />;
  if (!first) return <Empty description={t('quotation.noMerchants')} />;
  return (
    <Card title={t('quotation.combination')}>
      <QuotationSteps current={2} />
      <Typography.Paragraph type="secondary">{t('quotation.combinationHelp')}</Typography.Paragraph>
      <ParameterFields
        parameters={first.book.parameters}
        values={values}
        onChange={(code, value) => setValues((old) => ({ ...old, [code]: value }))}
      />
      <Table
        rowKey={(row) => row.merchant.uid}
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('quotation.merchant'),
            render: (_: unknown, row) => (
              <a
                onClick={() =>
                  navigate(
                    `/online-quotation-management-quotation/index?merchant=${row.merchant.uid}&product=${encodeURIComponent(row.product)}`,
                  )
                }
              >
                {row.merchant.name}
              </a>
            ),
          },
          { title: t('product.number'), dataIndex: 'product' },
          {
            title: t('panel.total'),
            render: (_: unknown, row) =>
              row.result.ok ? (
                <b>{`${row.result.estimate.total} ${row.result.estimate.currency}`}</b>
              ) : (
                <Typography.Text type="warning">
                  {row.result.errors.map((e) => labels.fieldError(e)).join('; ')}
                </Typography.Text>
              ),
          },
          { title: t('panel.perPcs'), render: (_: unknown, row) => (row.result.ok ? row.result.estimate.perPcs : '') },
          {
            title: t('panel.batchTier'),
            render: (_: unknown, row) => (row.result.ok ? <Tag>{t(`tier.${row.result.estimate.batchTier}`)}</Tag> : ''),
          },
          {
            title: t('panel.deliveryDays'),
            render: (_: unknown, row) => (row.result.ok ? row.result.estimate.deliveryDays : ''),
          },
        ]}
      />
    </Card>
  );
}
