import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['merchant', 'drop', 'analysis', 'check', 'price'] as const;

/** How the automatic quotation from a Gerber zip works, and what to send. */
export default function OnlineInquiryHelpPage() {
  const { t } = useTranslation('gerber');
  return (
    <Card title={t('help.title')}>
      <Typography.Paragraph>{t('help.intro')}</Typography.Paragraph>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>
            <Typography.Paragraph>{t(`help.steps.${step}`)}</Typography.Paragraph>
          </li>
        ))}
      </ol>
      <Typography.Title level={5}>{t('help.filesTitle')}</Typography.Title>
      <Typography.Paragraph>{t('help.files')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('help.limitsTitle')}</Typography.Title>
      <Typography.Paragraph>{t('help.limits')}</Typography.Paragraph>
    </Card>
  );
}
