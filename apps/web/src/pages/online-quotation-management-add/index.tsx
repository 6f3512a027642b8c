import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, List, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getMerchants } from '../../features/pricing';
import { useBookLabels } from '../../features/pricing/labels';
import QuotationSteps from '../../features/pricing/QuotationSteps';

/** Choose the merchant: the factories that sell a product of the chosen category, and their products. */
export default function OnlineQuotationAddPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const classification = search.get('classification') ?? undefined;
  const merchants = useQuery({
    queryKey: ['pricing', 'merchants', classification ?? ''],
    queryFn: () => getMerchants(classification),
  });
  const labels = useBookLabels(undefined);
  if (merchants.isLoading) return <Spin />;
  const quote = (merchant: string, product: string) =>
    navigate(
      `/online-quotation-management-quotation/index?merchant=${merchant}&product=${encodeURIComponent(product)}` +
        (classification ? `&classification=${encodeURIComponent(classification)}` : ''),
    );
  return (
    <Card
      title={t('quotation.chooseMerchant')}
      extra={
        classification && (
          <Button
            onClick={() =>
              navigate(
                `/online-quotation-management-combination/index?classification=${encodeURIComponent(classification)}`,
              )
            }
          >
            {t('quotation.compare')}
          </Button>
        )
      }
    >
      <QuotationSteps current={1} />
      {(merchants.data ?? []).length === 0 && <Empty description={t('quotation.noMerchants')} />}
      <Row gutter={[12, 12]}>
        {(merchants.data ?? []).map((merchant) => (
          <Col key={merchant.uid} xs={24} md={12}>
            <Card
              title={merchant.name}
              extra={<Typography.Text type="secondary">{merchant.currency}</Typography.Text>}
              data-testid={`merchant-${merchant.no}`}
            >
              <List
                size="small"
                dataSource={merchant.products}
                renderItem={(product) => (
                  <List.Item
                    actions={[
                      <Button
                        key="quote"
                        type="primary"
                        size="small"
                        onClick={() => quote(merchant.uid, product.number)}
                      >
                        {t('quotation.startQuotation')}
                      </Button>,
                    ]}
                  >
                    {labels.product(product.number, product.name, product.names)}
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
