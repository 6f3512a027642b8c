import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The sampling plan in words: code letter, units to inspect, Ac and Re. */
export default function PlanText({
  plan,
}: {
  plan: {
    codeLetter: string;
    sampleSize: number;
    acceptNumber: number;
    rejectNumber: number;
    fullInspection?: boolean;
  };
}) {
  const { t } = useTranslation('purchaseQuality');
  const values = { letter: plan.codeLetter, n: plan.sampleSize, ac: plan.acceptNumber, re: plan.rejectNumber };
  return (
    <Typography.Text type="secondary" data-testid="inspection-plan">
      {plan.fullInspection ? t('planFull', values) : t('plan', values)}
    </Typography.Text>
  );
}
