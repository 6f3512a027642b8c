import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { listOf, type ProductRow } from '../../features/pricing';

/** Pricing project quotation table: pick a product, set its reference board, read its table. */
export default function ValuationProjectQuotedPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const open = (page: string, product: string) => navigate(`/${page}/index?product=${encodeURIComponent(product)}`);
  return (
    <Card title={t('table.title')}>
      <PagedTable<ProductRow>
        dataService
        queryKey={['pricing', 'products', 'quoted']}
        rowKey="uid"
        fetch={listOf<ProductRow>('products')}
        columns={[
          { title: t('product.number'), dataIndex: 'number', sorter: true },
          { title: t('product.name'), dataIndex: 'name', sorter: true },
          {
            title: t('product.classification'),
            dataIndex: 'classificationNumber',
            render: (v: string, row: ProductRow) => `${v} ${row.classificationName ?? ''}`,
          },
          {
            title: t('actions.title'),
            key: 'actions',
            render: (_: unknown, row: ProductRow) => (
              <Space>
                <Button size="small" type="primary" onClick={() => open('valuation-project-quoted-detail', row.number)}>
                  {t('table.viewTable')}
                </Button>
                <Button size="small" onClick={() => open('form-setting-management-details', row.number)}>
                  {t('table.formSetting')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
