import { Empty, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MatrixCell, PriceMatrix as Matrix } from './api';

/** A lead time as the matrix names it: standard and fastest in words, a day count as days, anything else as the book has it. */
export function useLeadTimeLabel() {
  const { t } = useTranslation('instantQuote');
  return (value: string) =>
    value === 'standard' || value === 'fastest'
      ? t(`matrix.${value}`)
      : /^\d+$/.test(value)
        ? t('matrix.days', { count: Number(value) })
        : value;
}

interface Props {
  matrix: Matrix | undefined;
  loading: boolean;
  selected: { qty: string | null; leadTime: string | null };
  onPick: (qty: string, leadTime: string) => void;
}

/** Prices by quantity (rows) × lead time (columns); a cell picked puts its quantity and lead time in the form. */
export default function PriceMatrix({ matrix, loading, selected, onPick }: Props) {
  const { t } = useTranslation('instantQuote');
  const label = useLeadTimeLabel();
  if (!matrix) return loading ? <Spin tip={t('matrix.loading')} /> : <Empty description={t('matrix.empty')} />;
  const cell = (qty: string, c: MatrixCell) => {
    const picked = selected.qty === qty && selected.leadTime === c.leadTime;
    if (c.total === null) {
      return (
        <Typography.Text type="secondary" title={c.error} data-testid={`matrix-cell-${qty}-${c.leadTime}`}>
          {t('matrix.notPriced')}
        </Typography.Text>
      );
    }
    return (
      <button
        type="button"
        onClick={() => onPick(qty, c.leadTime)}
        data-testid={`matrix-cell-${qty}-${c.leadTime}`}
        aria-pressed={picked}
        style={{
          all: 'unset',
          cursor: 'pointer',
          display: 'block',
          padding: '4px 6px',
          borderRadius: 6,
          outline: picked ? '2px solid #1677ff' : undefined,
          background: picked ? '#e6f4ff' : undefined,
        }}
      >
        <b data-testid="matrix-total">{c.total}</b>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('matrix.perPcs', { price: c.perPcs })} · {t('matrix.deliveryDays', { count: c.deliveryDays ?? 0 })}
        </Typography.Text>
      </button>
    );
  };
  return (
    <Spin spinning={loading}>
      <Typography.Paragraph type="secondary">{t('matrix.hint')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="qty"
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="price-matrix"
        dataSource={matrix.rows}
        columns={[
          {
            title: `${t('matrix.qty')} (${matrix.currency})`,
            dataIndex: 'qty',
            fixed: 'left',
            render: (qty: string) => (
              <span data-testid="matrix-qty">
                {qty} {matrix.customerQty === qty && <Tag color="blue">{t('matrix.yourQty')}</Tag>}
              </span>
            ),
          },
          ...matrix.leadTimes.map((leadTime, index) => ({
            title: label(leadTime),
            key: leadTime,
            render: (_: unknown, row: Matrix['rows'][number]) => cell(row.qty, row.cells[index]!),
          })),
        ]}
      />
    </Spin>
  );
}
