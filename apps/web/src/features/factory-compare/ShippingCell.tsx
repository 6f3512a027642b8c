import { Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../locales/format';
import type { ComparedRow } from './api';

/** The cheapest carrier to the destination: its name, price in the factory's currency and days in transit. */
export default function ShippingCell({ row, destination }: { row: ComparedRow; destination: boolean }) {
  const { t } = useTranslation('instantQuote');
  const { token } = theme.useToken();
  if (!row.priced) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!row.shipping)
    return (
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {destination ? t('compare.noCarrier') : t('compare.pickCountry')}
      </Typography.Text>
    );
  return (
    <Space orientation="vertical" size={0} data-testid="compare-shipping">
      <Typography.Text>{row.shipping.carrier}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('compare.shippingLine', {
          price: formatMoney(row.shipping.price, row.currency),
          count: row.shipping.days,
        })}
      </Typography.Text>
    </Space>
  );
}
