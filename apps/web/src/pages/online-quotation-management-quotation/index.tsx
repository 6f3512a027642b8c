import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QuotationForm } from '../../features/pricing';
import QuotationSteps from '../../features/pricing/QuotationSteps';

/** Start the online quotation: the merchant's parameter form with the live price beside it. */
export default function OnlineQuotationQuotationPage() {
  const { t } = useTranslation('pricing');
  const [search] = useSearchParams();
  const merchant = search.get('merchant') ?? undefined;
  const product = search.get('product') ?? undefined;
  return (
    <Card title={t('quotation.startQuotation')}>
      <QuotationSteps current={2} />
      <QuotationForm merchant={merchant} productNumber={product} />
    </Card>
  );
}
