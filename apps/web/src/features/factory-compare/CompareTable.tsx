import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../locales/format';
import type { ComparedRow } from './api';
import { compareRows, type SortKey } from './row-order';
import ShippingCell from './ShippingCell';
import TotalCell from './TotalCell';
import VerdictCell from './VerdictCell';

interface Props {
  rows: ComparedRow[];
  loading: boolean;
  /** The factory the instant quote prices with now. */
  current: string | undefined;
  /** Whether a destination is chosen (the shipping cells then say there is no carrier rather than ask for one). */
  destination: boolean;
  /** The factory being switched to and continued with, while that goes on. */
  choosing: string | null;
  onChoose: (row: ComparedRow) => void;
}

const days = (value: number | null, text: (count: number) => string) =>
  value === null ? <Typography.Text type="secondary">—</Typography.Text> : text(value);

/**
 * One row per factory, sortable by the comparable total, the price per piece, the build days and the days to
 * arrival (a factory that does not price the board stays last); each row continues the quote with its factory.
 * Wider than a phone, it scrolls inside its card.
 */
export default function CompareTable({ rows, loading, current, destination, choosing, onChoose }: Props) {
  const { t } = useTranslation('instantQuote');
  const dayText = (count: number) => t('compare.days', { count });
  const sorter = (key: SortKey) => ({ sorter: compareRows(key) });
  const columns: ColumnsType<ComparedRow> = [
    {
      title: t('compare.factory'),
      key: 'factory',
      fixed: 'left',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong data-testid="compare-factory">
            {row.merchantName}
          </Typography.Text>
          {row.merchant === current && <Tag color="processing">{t('compare.current')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('compare.total'),
      key: 'total',
      ...sorter('total'),
      render: (_, row) => <TotalCell row={row} />,
    },
    {
      title: t('compare.perPcs'),
      key: 'perPcs',
      ...sorter('perPcs'),
      render: (_, row) =>
        row.priced ? (
          <span data-testid="compare-per-pcs">
            {formatNumber(row.perPcs, undefined, {
              style: 'currency',
              currency: row.currency,
              currencyDisplay: 'code',
              maximumFractionDigits: 4,
            })}
          </span>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('compare.delivery'),
      key: 'deliveryDays',
      ...sorter('deliveryDays'),
      render: (_, row) => <span data-testid="compare-delivery">{days(row.deliveryDays, dayText)}</span>,
    },
    {
      title: t('compare.designRules'),
      key: 'verdict',
      render: (_, row) => <VerdictCell design={row.design} />,
    },
    {
      title: t('compare.shipping'),
      key: 'shipping',
      render: (_, row) => <ShippingCell row={row} destination={destination} />,
    },
    {
      title: t('compare.arrival'),
      key: 'arrivalDays',
      ...sorter('arrivalDays'),
      render: (_, row) => <span data-testid="compare-arrival">{days(row.arrivalDays, dayText)}</span>,
    },
    {
      key: 'choose',
      render: (_, row) => (
        <Button
          type={row.merchant === current ? 'primary' : 'default'}
          disabled={!row.priced || (choosing !== null && choosing !== row.merchant)}
          loading={choosing === row.merchant}
          onClick={() => onChoose(row)}
          data-testid="compare-choose"
        >
          {t('compare.choose')}
        </Button>
      ),
    },
  ];
  return (
    <Table<ComparedRow>
      size="small"
      rowKey="merchant"
      pagination={false}
      loading={loading}
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      columns={columns}
      dataSource={rows}
      data-testid="compare-table"
    />
  );
}
