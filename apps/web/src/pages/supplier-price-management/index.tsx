import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { deleteSupplierPrice, listSupplierPrices, type SupplierPrice } from '../../features/purchase/api';

/**
 * Supplier prices (issue 19): the factory's price list per supplier and material, with validity dates and quantity
 * breaks (a purchase-order line takes the price valid on its date); a supplier reads the prices it is listed with.
 */
export default function SupplierPriceManagementPage() {
  const { t } = useTranslation('purchase');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState<string | undefined>();
  const edit = (uid?: string) => navigate(`/supplier-price-management-son/index${uid ? `?uid=${uid}` : ''}`);
  const columns: TableColumnsType<SupplierPrice> = [
    { title: t('column.supplier'), dataIndex: 'supplierName' },
    {
      title: t('column.material'),
      key: 'materialNo',
      sorter: true,
      render: (_, p) => `${p.materialNo} ${p.materialName}`,
    },
    { title: t('column.specification'), dataIndex: 'specification' },
    {
      title: t('price.minQuantity'),
      dataIndex: 'minQuantity',
      key: 'minQuantity',
      sorter: true,
      align: 'right',
      render: (v: string, p) => `≥ ${v} ${p.unitName}`,
    },
    {
      title: t('column.unitPrice'),
      dataIndex: 'unitPrice',
      key: 'unitPrice',
      sorter: true,
      align: 'right',
      render: (v: string, p) => `${p.currency} ${v}`,
    },
    { title: t('column.taxRate'), dataIndex: 'taxRate', align: 'right' },
    { title: t('price.validFrom'), dataIndex: 'validFrom', key: 'validFrom', sorter: true },
    { title: t('price.validTo'), dataIndex: 'validTo', render: (v: string | null) => v ?? '—' },
    {
      title: t('price.actions'),
      key: 'actions',
      render: (_, p) => (
        <Flex gap="small">
          <Button size="small" onClick={() => edit(p.uid)}>
            {t('price.edit')}
          </Button>
          <Popconfirm
            title={t('price.confirmDelete')}
            onConfirm={() =>
              void deleteSupplierPrice(p.uid).then(() => {
                message.success(t('price.deleted'));
                void client.invalidateQueries({ queryKey: ['supplier-prices'] });
              })
            }
          >
            <Button size="small" danger>
              {t('price.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <Card size="small" data-testid="supplier-prices">
      <Flex vertical gap="small">
        <Input.Search
          allowClear
          placeholder={t('price.search')}
          style={{ width: 320 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
        />
        <PagedTable<SupplierPrice>
          queryKey={['supplier-prices']}
          filters={{ keyword }}
          fetch={listSupplierPrices}
          rowKey="uid"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button type="primary" onClick={() => edit()} data-testid="price-new">
                {t('price.new')}
              </Button>
              <Button
                onClick={() => navigate('/supplier-price-management-insertdata/index')}
                data-testid="price-import"
              >
                {t('price.import')}
              </Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
