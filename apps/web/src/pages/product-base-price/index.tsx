import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { allOf, listOf, remove, type ClassificationRow, type ProductRow } from '../../features/pricing';
import BasePriceGrid from './BasePriceGrid';
import ProductDialog from './ProductDialog';

/** Product base price: the factory's products (number, name, parent classification) and each one's base price table. */
export default function ProductBasePricePage() {
  const { t } = useTranslation('pricing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const products = useQuery({ queryKey: ['pricing', 'products', 'all'], queryFn: () => allOf<ProductRow>('products') });
  const classifications = useQuery({
    queryKey: ['pricing', 'classifications', 'all'],
    queryFn: () => allOf<ClassificationRow>('classifications'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; editing: ProductRow | null }>({ open: false, editing: null });
  const [selected, setSelected] = useState<ProductRow | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['pricing', 'products'] });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={t('product.title')}>
        <PagedTable<ProductRow>
          dataService
          queryKey={['pricing', 'products', 'page']}
          rowKey="uid"
          fetch={listOf<ProductRow>('products')}
          toolbar={() => (
            <Button type="primary" onClick={() => setDialog({ open: true, editing: null })}>
              {t('actions.add')}
            </Button>
          )}
          columns={[
            { title: t('product.number'), dataIndex: 'number', sorter: true },
            { title: t('product.name'), dataIndex: 'name', sorter: true },
            {
              title: t('product.classification'),
              dataIndex: 'classificationNumber',
              render: (v: string, row: ProductRow) => `${v} ${row.classificationName ?? ''}`,
            },
            {
              title: t('product.status'),
              dataIndex: 'status',
              render: (v: string, row: ProductRow) => (
                <>
                  {t(`status.${v}`)} {row.isDefault && <Tag color="blue">{t('product.default')}</Tag>}
                </>
              ),
            },
            {
              title: t('actions.title'),
              key: 'actions',
              render: (_: unknown, row: ProductRow) => (
                <Space>
                  <Button
                    size="small"
                    type={selected?.uid === row.uid ? 'primary' : 'default'}
                    onClick={() => setSelected(row)}
                  >
                    {t('product.basePrices')}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ open: true, editing: row })}>
                    {t('actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('product.confirmDelete')}
                    onConfirm={() =>
                      remove('products', row.uid).then(() => {
                        void message.success(t('actions.deleted'));
                        setSelected(null);
                        reload();
                      })
                    }
                  >
                    <Button size="small" danger>
                      {t('actions.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {selected && <BasePriceGrid key={selected.uid} product={selected} products={products.data ?? []} />}
      <ProductDialog
        open={dialog.open}
        editing={dialog.editing}
        products={products.data ?? []}
        classifications={classifications.data ?? []}
        onClose={(saved) => {
          setDialog({ open: false, editing: null });
          if (saved) reload();
        }}
      />
    </Space>
  );
}
