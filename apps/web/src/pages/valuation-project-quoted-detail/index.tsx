import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { identifiedApiUrl } from '../../api/http';
import { getQuotationTable, tableQuery, type QuotationTable } from '../../features/pricing';
import { useTableSettings } from '../../features/pricing/table-settings';

type Row = QuotationTable['rows'][number];

/** Printing shows the table alone: the shell around it and the buttons stay off the paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .pricing-print-area, .pricing-print-area * { visibility: visible; }
  .pricing-print-area { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .pricing-print-area .no-print { display: none; }
}`;

/** The quotation table of a product: rows = the pricing projects and the estimate's other lines, columns = quantity breaks. */
export default function ValuationProjectQuotedDetailPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const product = search.get('product') ?? '';
  const settings = useTableSettings(product);
  const params = Object.fromEntries(Object.entries(settings.data?.params ?? {}).filter(([, v]) => v !== ''));
  const quantities = settings.data?.quantities ?? undefined;
  const table = useQuery({
    queryKey: ['pricing', 'quotation-table', product, params, quantities],
    queryFn: () => getQuotationTable(product, params, quantities),
    enabled: !!product && settings.isSuccess,
  });
  if (settings.isLoading || table.isLoading) return <Spin />;
  const data = table.data;
  if (!data) return <Alert type="warning" message={t('table.none')} />;
  const excel = identifiedApiUrl(`pricing/quotation-table.xlsx${tableQuery(product, params, quantities)}`);
  return (
    <Card
      className="pricing-print-area"
      title={`${t('table.title')} — ${data.productNumber} ${data.productName}`}
      extra={
        <Space className="no-print">
          <Button
            onClick={() => navigate(`/form-setting-management-details/index?product=${encodeURIComponent(product)}`)}
          >
            {t('table.formSetting')}
          </Button>
          <Button onClick={() => window.print()}>{t('table.print')}</Button>
          <Button type="primary" href={excel} download>
            {t('table.excel')}
          </Button>
        </Space>
      }
    >
      <style>{PRINT_CSS}</style>
      <Typography.Paragraph type="secondary">
        {t('table.reference')}:{' '}
        {Object.entries(data.parameters)
          .map(([code, value]) => `${code}=${value}`)
          .join(', ')}{' '}
        · {data.currency} · {data.pricedOn} · {t('table.batchInterval', { count: data.batchInterval })}
      </Typography.Paragraph>
      <Table<Row>
        size="small"
        bordered
        rowKey="code"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data.rows}
        columns={[
          {
            title: t('table.project'),
            dataIndex: 'name',
            fixed: 'left',
            render: (name: string, row) =>
              row.kind === 'line' ? (
                <span>
                  {row.code} <Typography.Text type="secondary">{name}</Typography.Text>
                </span>
              ) : (
                <b>{name}</b>
              ),
          },
          ...data.columns.map((column, index) => ({
            key: String(index),
            align: 'right' as const,
            title: (
              <div>
                <div>{t('table.qty', { count: Number(column.quantity) })}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {column.areaM2 ? `${column.areaM2} m²` : ''}{' '}
                  {column.batchTier && <Tag>{t(`tier.${column.batchTier}`)}</Tag>}
                  {column.deliveryDays !== null && ` ${t('table.days', { count: column.deliveryDays })}`}
                </Typography.Text>
                {column.error && (
                  <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', maxWidth: 160 }}>
                    {column.error}
                  </Typography.Text>
                )}
              </div>
            ),
            render: (_: unknown, row: Row) => (row.kind === 'total' ? <b>{row.cells[index]}</b> : row.cells[index]),
          })),
        ]}
      />
    </Card>
  );
}
