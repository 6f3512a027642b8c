import { Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MakeInquiryButton } from '../../features/inquiry';
import { QuotationForm, type LiveEstimate, type Values } from '../../features/pricing';
import QuotationSteps from '../../features/pricing/QuotationSteps';

/** Start the online quotation: the merchant's parameter form with the live price beside it, and "Make inquiry" to ask the factory. */
export default function OnlineQuotationQuotationPage() {
  const { t } = useTranslation('pricing');
  const [search] = useSearchParams();
  const merchant = search.get('merchant') ?? undefined;
  const product = search.get('product') ?? undefined;
  const [values, setValues] = useState<Values>({});
  const [live, setLive] = useState<LiveEstimate | undefined>();
  return (
    <Card title={t('quotation.startQuotation')}>
      <QuotationSteps current={2} />
      <QuotationForm
        merchant={merchant}
        productNumber={product}
        onChange={(v, l) => {
          setValues(v);
          setLive(l);
        }}
      />
      <Space style={{ marginTop: 16 }}>
        <MakeInquiryButton
          merchant={live?.server?.merchant ?? merchant}
          productNo={live?.productNumber ?? product}
          values={values}
          source="estimate"
          ready={!!live?.local?.ok}
        />
      </Space>
    </Card>
  );
}
