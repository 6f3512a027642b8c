import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import QuotationSteps from '../../features/pricing/QuotationSteps';
import { usePermission } from '../../shell/hooks/usePermission';

/** Where a priced board goes next: the customer's inquiries, then the cart (each shown when the account holds it). */
const NEXT = [
  { path: '/online-inquiry-management/index', label: 'quotation.myInquiries', testId: 'next-inquiries' },
  { path: '/shopping-cart/index', label: 'quotation.myCart', testId: 'next-cart' },
] as const;

/** Online quotation: the customer's entry — choose a product category, then a merchant, then price the board live. */
export default function OnlineQuotationManagementPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const { canOpen } = usePermission();
  const next = NEXT.filter((step) => canOpen(step.path));
  return (
    <Card title={t('quotation.title')}>
      <QuotationSteps current={0} />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('quotation.intro')}</Typography.Paragraph>
        <Space wrap>
          <Button
            type="primary"
            size="large"
            data-testid="start-online-quotation"
            onClick={() => navigate('/online-quotation-management-three/index')}
          >
            {t('quotation.start')}
          </Button>
          <Button size="large" onClick={() => navigate('/online-quotation-management-combination/index')}>
            {t('quotation.combination')}
          </Button>
        </Space>
        <Alert
          type="info"
          showIcon
          data-testid="quotation-next-steps"
          message={t('quotation.nextSteps')}
          action={
            next.length > 0 && (
              <Space direction="vertical">
                {next.map((step) => (
                  <Button key={step.path} size="small" data-testid={step.testId} onClick={() => navigate(step.path)}>
                    {t(step.label)}
                  </Button>
                ))}
              </Space>
            )
          }
        />
      </Space>
    </Card>
  );
}
