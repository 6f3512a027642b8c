import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getCategories, type CategoryNode } from '../../features/pricing';
import { useBookLabels } from '../../features/pricing/labels';
import QuotationSteps from '../../features/pricing/QuotationSteps';

/** Choose the product category: the classifications under which some merchant sells a product. */
export default function OnlineQuotationThreePage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const categories = useQuery({ queryKey: ['pricing', 'categories'], queryFn: getCategories });
  const labels = useBookLabels(undefined);
  if (categories.isLoading) return <Spin />;
  const choose = (node: CategoryNode) =>
    navigate(`/online-quotation-management-add/index?classification=${encodeURIComponent(node.number)}`);
  return (
    <Card title={t('quotation.chooseCategory')}>
      <QuotationSteps current={0} />
      {(categories.data ?? []).length === 0 && <Empty description={t('quotation.noCategories')} />}
      {(categories.data ?? []).map((root) => (
        <div key={root.number} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>
            <a onClick={() => choose(root)}>{labels.classification(root.number, root.name, root.names)}</a>{' '}
            <Tag>{t('quotation.merchantCount', { count: root.merchantCount })}</Tag>
          </Typography.Title>
          <Row gutter={[12, 12]}>
            {(root.children.length ? root.children : [root]).map((node) => (
              <Col key={node.number} xs={24} sm={12} md={8}>
                <Card hoverable size="small" onClick={() => choose(node)} data-testid={`category-${node.number}`}>
                  <Card.Meta
                    title={labels.classification(node.number, node.name, node.names)}
                    description={t('quotation.merchantCount', { count: node.merchantCount })}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </Card>
  );
}
