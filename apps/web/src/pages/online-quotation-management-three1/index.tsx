import { useQuery } from '@tanstack/react-query';
import { Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MakeInquiryButton } from '../../features/inquiry';
import { getMerchants, QuotationForm, type LiveEstimate, type Values } from '../../features/pricing';

/**
 * Inquiry from the online quotation (spec 01 §2.5: a sub-page of online-inquiry-management): the factory (from
 * `?merchant=`, or chosen here), its parameter form with the live price (`?product=`), then "Make inquiry" with the
 * inquiry's delivery, splitting, finish and lead time.
 */
export default function OnlineQuotationThree1Page() {
  const { t } = useTranslation('inquiry');
  const { t: tp } = useTranslation('pricing');
  const [search] = useSearchParams();
  const given = search.get('merchant') ?? undefined;
  const product = search.get('product') ?? undefined;
  const merchants = useQuery({ queryKey: ['pricing', 'merchants'], queryFn: () => getMerchants(), enabled: !given });
  const [chosen, setChosen] = useState<string | undefined>();
  if (!given && !chosen && merchants.data?.length) setChosen(merchants.data[0]!.uid);
  const merchant = given ?? chosen;
  const [values, setValues] = useState<Values>({});
  const [live, setLive] = useState<LiveEstimate | undefined>();
  return (
    <Card title={t('title.fromQuotation')}>
      {!given && (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text>{tp('quotation.merchant')}</Typography.Text>
          <Select
            style={{ minWidth: 260 }}
            value={chosen}
            onChange={setChosen}
            loading={merchants.isLoading}
            options={(merchants.data ?? []).map((m) => ({ value: m.uid, label: m.name }))}
          />
        </Space>
      )}
      {merchant && (
        <QuotationForm
          key={merchant}
          merchant={merchant}
          productNumber={product}
          onChange={(v, l) => {
            setValues(v);
            setLive(l);
          }}
        />
      )}
      <Space style={{ marginTop: 16 }}>
        <MakeInquiryButton
          merchant={merchant}
          productNo={live?.productNumber ?? product}
          values={values}
          source="quotation"
          ready={!!live?.local?.ok}
        />
      </Space>
    </Card>
  );
}
