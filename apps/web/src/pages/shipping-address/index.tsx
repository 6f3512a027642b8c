import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { deleteAddress, listAddresses, setDefaultAddress, type ShippingAddress } from '../../features/addresses/api';
import AddressDialog from './AddressDialog';

/** Shipping addresses (spec 02 §2, §3): search, sort, paging, add, edit, delete, one default. */
export default function ShippingAddressPage() {
  const { t } = useTranslation('addresses');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ address: ShippingAddress | null } | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['shipping-addresses'] });

  const remove = (row: ShippingAddress) =>
    modal.confirm({
      title: t('confirmDelete', { recipient: row.recipient }),
      onOk: async () => {
        await deleteAddress(row.id);
        void message.success(t('deleted'));
        reload();
      },
    });

  const makeDefault = async (row: ShippingAddress) => {
    await setDefaultAddress(row.id);
    void message.success(t('defaultSet'));
    reload();
  };

  return (
    <Flex vertical gap="middle" data-testid="shipping-address">
      <Card size="small">
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          style={{ width: 320 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
          data-testid="address-search"
        />
      </Card>
      <Card size="small">
        <PagedTable<ShippingAddress>
          queryKey={['shipping-addresses']}
          filters={{ keyword }}
          fetch={listAddresses}
          rowKey="id"
          toolbar={() => (
            <Button type="primary" onClick={() => setEditing({ address: null })} data-testid="add-address">
              {t('addAddress')}
            </Button>
          )}
          columns={[
            { title: t('recipient'), dataIndex: 'recipient', sorter: true },
            { title: t('company'), dataIndex: 'company', sorter: true, render: (v: string | null) => v || '—' },
            { title: t('phone'), dataIndex: 'phone', render: (v: string, r) => `${r.areaCode} ${v}` },
            { title: t('region'), dataIndex: 'regionNames', sorter: true },
            { title: t('detailAddress'), dataIndex: 'detailAddress', sorter: true },
            {
              title: t('default'),
              dataIndex: 'isDefault',
              sorter: true,
              render: (v: boolean) =>
                v ? (
                  <Tag color="blue" data-testid="default-tag">
                    {t('default')}
                  </Tag>
                ) : null,
            },
            {
              title: t('actions'),
              fixed: 'right',
              render: (_, row) => (
                <Space size="small">
                  <Button size="small" type="link" onClick={() => setEditing({ address: row })}>
                    {t('edit')}
                  </Button>
                  {!row.isDefault && (
                    <Button size="small" type="link" onClick={() => void makeDefault(row)}>
                      {t('setDefault')}
                    </Button>
                  )}
                  <Button size="small" type="link" danger onClick={() => remove(row)}>
                    {t('delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <AddressDialog
        open={!!editing}
        address={editing?.address ?? null}
        onClose={(changed) => (setEditing(null), changed && reload())}
      />
    </Flex>
  );
}
