import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PriceLine } from './api';

/** Price lines with their explanations and the total, as the pricing engine's panel shows them. */
export default function PriceLines({
  lines,
  total,
  currency,
  testId,
}: {
  lines: PriceLine[];
  total: string;
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation('assembly');
  return (
    <Table<PriceLine>
      data-testid={testId}
      size="small"
      pagination={false}
      rowKey="code"
      dataSource={lines}
      columns={[
        {
          title: t('lines.item'),
          dataIndex: 'code',
          width: 150,
          render: (code: string) =>
            t(`codes.${code.startsWith('STENCIL_') ? 'STENCIL' : code}`, { defaultValue: code }),
        },
        {
          title: t('lines.how'),
          key: 'how',
          render: (_: unknown, line) => <Typography.Text type="secondary">{line.explain.text}</Typography.Text>,
        },
        { title: t('lines.amount'), dataIndex: 'amount', align: 'right', width: 120 },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{t('lines.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong data-testid={`${testId}-total`}>
              {currency} {total}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
