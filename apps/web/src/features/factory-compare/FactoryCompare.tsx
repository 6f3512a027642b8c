import { Alert, Button, Empty, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComparedRow } from './api';
import CompareTable from './CompareTable';
import type { QuotedBoard } from './compare-input';
import DestinationPicker from './DestinationPicker';
import { useComparison } from './useComparison';

interface Props {
  /** The board in the instant quote's form, with its upload and destination. */
  board: QuotedBoard;
  /** The factory the instant quote prices with now. */
  current: string | undefined;
  onDestination: (destination: { country: string; province: null } | null) => void;
  /** The factory being switched to and continued with, while that goes on. */
  choosing: string | null;
  onChoose: (row: ComparedRow) => void;
}

/**
 * Every factory side by side (issue 29): the board the visitor has in the form — its values, quantity, lead time,
 * and the Gerber upload's figures when there is one — priced in every factory, with each one's design-rule verdict,
 * shipping to the chosen country and days to arrival. Mounted when the visitor opens it: nothing is read before.
 */
export default function FactoryCompare({ board, current, onDestination, choosing, onChoose }: Props) {
  const { t } = useTranslation('instantQuote');
  const comparison = useComparison(board, true);
  const data = comparison.data;
  const country = board.destination?.country;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="factory-compare">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('compare.intro')}
      </Typography.Paragraph>
      <DestinationPicker
        country={country}
        onCountry={(code) => onDestination(code ? { country: code, province: null } : null)}
      />
      {data && (
        <Typography.Text type="secondary" data-testid="compare-checked" data-checked={data.checked}>
          {data.checked === 'gerber' ? t('compare.checkedGerber') : t('compare.checkedBoard')}
          {data.comparedIn && ` ${t('compare.comparedIn', { currency: data.comparedIn })}`}
        </Typography.Text>
      )}
      {comparison.error && (
        <Alert
          type="error"
          showIcon
          data-testid="compare-error"
          title={t('compare.failed', { reason: comparison.error.message })}
          action={
            <Button size="small" onClick={() => void comparison.refetch()}>
              {t('compare.retry')}
            </Button>
          }
        />
      )}
      {comparison.empty ? (
        <Empty description={t('compare.empty')} />
      ) : data ? (
        <CompareTable
          rows={data.rows}
          loading={comparison.isFetching || comparison.settling}
          current={current}
          destination={!!data.destination}
          choosing={choosing}
          onChoose={onChoose}
        />
      ) : (
        !comparison.error && (
          <div data-testid="compare-loading">
            <Spin description={t('compare.loading')} />
          </div>
        )
      )}
    </Space>
  );
}
