import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the customer is in the online quotation: category → merchant → quotation. */
export default function QuotationSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation('pricing');
  return (
    <Steps
      size="small"
      current={current}
      style={{ marginBottom: 16 }}
      items={[
        { title: t('quotation.stepCategory') },
        { title: t('quotation.stepMerchant') },
        { title: t('quotation.stepQuote') },
      ]}
    />
  );
}
