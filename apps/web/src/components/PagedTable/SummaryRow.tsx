import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOT_APPLICABLE, summaryTextOf, type SummarySpec } from './table-state';

interface Props<T> {
  rows: readonly T[];
  columns: TableColumnsType<T>;
  selectable: boolean;
  spec?: SummarySpec<T> | undefined;
}

/** The 合计 row: the label in the first cell, then each column's sum or N/A. */
export default function SummaryRow<T>({ rows, columns, selectable, spec }: Props<T>) {
  const { t } = useTranslation('components');
  const keys = columns.map((c) => ('dataIndex' in c && typeof c.dataIndex === 'string' ? c.dataIndex : undefined));
  const sums = summaryTextOf(rows, keys, spec);
  const offset = selectable ? 1 : 0;
  return (
    <Table.Summary.Row data-testid="summary-row">
      {selectable && <Table.Summary.Cell index={0}>{t('table.summary')}</Table.Summary.Cell>}
      {sums.map((value, i) => (
        <Table.Summary.Cell key={i} index={i + offset} align={value === NOT_APPLICABLE ? undefined : 'right'}>
          {i === 0 && !selectable ? t('table.summary') : value}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}
