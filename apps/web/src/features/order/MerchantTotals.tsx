import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CartItem } from './api';
import { grandTotal, merchantTotals } from './money';

/** The selected cart lines' totals per factory (one order each) and the grand total. */
export default function MerchantTotals({ items, currency }: { items: readonly CartItem[]; currency: string }) {
  const { t } = useTranslation('order');
  if (items.length === 0) return <Typography.Text type="secondary">{t('cart.noneSelected')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="merchant-totals"
      items={[
        ...merchantTotals(items).map((m) => ({
          key: m.merchantId,
          label: `${t('cart.merchantTotal', { merchant: m.merchantName })} (${m.count})`,
          children: <span data-testid={`merchant-total-${m.merchantId}`}>{`${currency} ${m.total}`}</span>,
        })),
        {
          key: 'all',
          label: <strong>{t('cart.grandTotal')}</strong>,
          children: <strong data-testid="grand-total">{`${currency} ${grandTotal(items)}`}</strong>,
        },
      ]}
    />
  );
}
