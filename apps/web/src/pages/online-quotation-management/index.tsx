import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import QuotationSteps from '../../features/pricing/QuotationSteps';

/** Online quotation: the customer's entry — choose a product category, then a merchant, then price the board live. */
export default function OnlineQuotationManagementPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
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
        <Alert type="info" showIcon message={t('quotation.notCartYet')} />
      </Space>
    </Card>
  );
}
