import { type BookLabeller, type PriceEstimate } from '@pcbunion/core';
import { Grid, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import StackedLines from './StackedLines';

/** The estimate's lines and why: a table, stacked on a phone. Its own chunk: the total is shown without waiting for it. */
export default function PriceLines({ estimate, labels }: { estimate: PriceEstimate; labels: BookLabeller }) {
  const { t } = useTranslation('pricing');
  const screens = Grid.useBreakpoint();
  if (screens.sm === false) return <StackedLines estimate={estimate} labels={labels} />;
  return (
    <Table
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={estimate.lines}
      columns={[
        {
          title: t('panel.line'),
          dataIndex: 'code',
          render: (code: string) => <span data-testid={`line-${code}`}>{labels.line(code)}</span>,
        },
        {
          title: t('panel.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string, line) => <span data-testid={`amount-${line.code}`}>{amount}</span>,
        },
        {
          title: t('panel.explain'),
          dataIndex: 'explain',
          render: (explain: PriceEstimate['lines'][number]['explain'], line) => (
            <Typography.Text type="secondary" data-testid={`explain-${line.code}`}>
              {labels.message(explain.key, explain.values)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
