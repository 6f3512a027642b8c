import { Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../locales/format';
import type { ComparedRow } from './api';

/**
 * A factory's total in its own currency, and beneath it the same amount in the currency every factory is compared
 * in; for a factory that does not price the board, why not.
 */
export default function TotalCell({ row }: { row: ComparedRow }) {
  const { t } = useTranslation('instantQuote');
  const { token } = theme.useToken();
  if (!row.priced)
    return (
      <Typography.Text type="danger" data-testid="compare-refusal" style={{ display: 'block', maxWidth: 240 }}>
        {t('compare.refused', { reason: row.refusal?.message ?? t('compare.noPrice') })}
      </Typography.Text>
    );
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong data-testid="compare-total" data-currency={row.currency}>
        {formatMoney(row.total, row.currency)}
      </Typography.Text>
      {row.originalCurrency !== row.currency && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="compare-comparable">
          {t('compare.about', { amount: formatMoney(row.totalOriginal, row.originalCurrency) })}
        </Typography.Text>
      )}
    </Space>
  );
}
