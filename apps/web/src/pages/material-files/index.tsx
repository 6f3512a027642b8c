import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { deleteMaterial, listMaterials, type Material } from '../../features/quotation/api';

/** The material file (物料档案): materials with their suppliers and prices; search, sort, paging, Excel export. */
export default function MaterialFilesPage() {
  const { t } = useTranslation('quotation');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useState<string>();
  return (
    <Card size="small" data-testid="material-files">
      <PagedTable<Material>
        queryKey={['materials']}
        filters={{ search }}
        fetch={listMaterials}
        rowKey="uid"
        selection="single"
        toolbar={({ requireOne }) => (
          <Flex gap="small" wrap>
            <Input.Search
              allowClear
              placeholder={t('action.search')}
              style={{ width: 240 }}
              onSearch={(v) => setSearch(v.trim() || undefined)}
            />
            <Button type="primary" onClick={() => navigate('/matenal-files-details/index?flag=add')}>
              {t('material.newMaterial')}
            </Button>
            <Button
              onClick={() => {
                const row = requireOne();
                if (row) navigate(`/matenal-files-details/index?uid=${row.uid}&flag=edit`);
              }}
            >
              {t('action.edit')}
            </Button>
            <Button
              danger
              onClick={() => {
                const row = requireOne();
                if (row)
                  modal.confirm({
                    title: t('prompt.confirmDelete', { no: row.materialNo }),
                    onOk: async () => (
                      await deleteMaterial(row.uid),
                      void client.invalidateQueries({ queryKey: ['materials'] })
                    ),
                  });
              }}
            >
              {t('action.delete')}
            </Button>
            <Button href="/api/materials/export">{t('action.export')}</Button>
          </Flex>
        )}
        columns={[
          { title: t('field.supplierNo'), dataIndex: 'supplierNo' },
          { title: t('field.supplierName'), dataIndex: 'supplierName' },
          {
            title: t('field.materialNo'),
            dataIndex: 'materialNo',
            sorter: true,
            render: (no: string, row) => (
              <a onClick={() => navigate(`/matenal-files-details/index?uid=${row.uid}&flag=view`)}>{no}</a>
            ),
          },
          { title: t('field.materialName'), dataIndex: 'name', sorter: true },
          { title: t('field.specification'), dataIndex: 'specification' },
          { title: t('field.category'), dataIndex: 'category', sorter: true },
          { title: t('field.unitPrice'), dataIndex: 'unitPrice', align: 'right', sorter: true },
          { title: t('field.unitPriceExTax'), dataIndex: 'unitPriceExTax', align: 'right', sorter: true },
          { title: t('field.taxRate'), dataIndex: 'taxRate', align: 'right' },
          { title: t('field.unitName'), dataIndex: 'unitName' },
        ]}
      />
    </Card>
  );
}
