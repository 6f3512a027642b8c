import { renderQuotationMessage, type CostResult, type PricingLocale } from '@pcbunion/core';
import { Descriptions, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const FIGURES = [
  'materialCostPerM2',
  'processCostPerM2',
  'costPerM2',
  'costPerPcs',
  'costPerFt2',
  'costPerPnl',
  'baseCost',
  'scrapAmount',
  'grossMarginAmount',
  'businessAmount',
  'taxAmount',
  'marginalCost',
  'margin',
  'pricePerPcs',
  'pricePerM2',
] as const;

/** Price details (every step of the cost build-up in words) and the results. */
export function PriceDetails({ costs }: { costs: CostResult | null }) {
  const { t, i18n } = useTranslation('quotation');
  if (!costs) return <Typography.Text type="secondary">{t('cost.notComputed')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={costs.lines}
      renderItem={(line) => (
        <List.Item>{renderQuotationMessage(line.key, line.values, i18n.language as PricingLocale)}</List.Item>
      )}
      data-testid="price-details"
    />
  );
}

export function Results({ costs }: { costs: CostResult | null }) {
  const { t } = useTranslation('quotation');
  if (!costs) return <Typography.Text type="secondary">{t('cost.notComputed')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      bordered
      column={3}
      data-testid="cost-results"
      items={[
        ...FIGURES.map((key) => ({ key, label: t(`cost.${key}`), children: costs[key] })),
        {
          key: 'local',
          label: t('cost.amountLocal'),
          children: <b data-testid="amount-local">{`${costs.currency} ${costs.amountLocal}`}</b>,
        },
        {
          key: 'original',
          label: t('cost.amountOriginal'),
          children: <b>{`${costs.originalCurrency} ${costs.amountOriginal}`}</b>,
        },
      ]}
    />
  );
}
