import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Table, Tag, Typography, type ButtonProps } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchCart, removeFromCart, type CartItem } from '../../features/order/api';
import MerchantTotals from '../../features/order/MerchantTotals';
import SettlementDialog from '../../features/order/SettlementDialog';
import { useRunAction } from '../../features/order/useRunAction';
import { formatDateTime } from '../../locales/format';

/**
 * Shopping cart (spec 02 §2, §5 Cart): the approved inquiries the customer added, selected for settlement with the
 * totals per factory; settlement or removal needs a selection ("please select one data"). Settling opens /sure.
 */
export default function ShoppingCartPage() {
  const { t } = useTranslation('order');
  const { t: tc } = useTranslation('components');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cart = useQuery({ queryKey: ['cart'], queryFn: fetchCart, staleTime: 0 });
  const [keys, setKeys] = useState<Key[]>([]);
  const [settling, setSettling] = useState<CartItem[] | null>(null);
  const { run } = useRunAction(() => void client.invalidateQueries({ queryKey: ['cart'] }));
  const items = cart.data ?? [];
  const selected = items.filter((i) => keys.includes(i.inquiryNo));
  const currency = items[0]?.currency ?? 'CNY';

  const requireSelection = () => {
    if (selected.length) return selected;
    void message.warning(tc('table.selectOne'));
    return null;
  };
  const remove = () => {
    const rows = requireSelection();
    if (!rows) return;
    modal.confirm({
      content: t('confirm.remove', { no: rows.map((r) => r.inquiryNo).join(', ') }),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        for (const row of rows)
          await run(`remove-${row.inquiryNo}`, () => removeFromCart(row.inquiryNo), t('done.removed'));
        setKeys([]);
      },
    });
  };

  return (
    <Card size="small" title={t('cart.title')} data-testid="shopping-cart">
      <Flex vertical gap="small">
        <Flex gap="small" wrap align="center">
          <Button type="primary" onClick={() => setSettling(requireSelection())} data-testid="cart-settle">
            {t('action.settle')}
          </Button>
          <Button onClick={remove} data-testid="cart-remove">
            {t('action.remove')}
          </Button>
          <Typography.Text type="secondary">{t('cart.selected', { count: selected.length })}</Typography.Text>
        </Flex>
        <Table<CartItem>
          rowKey="inquiryNo"
          loading={cart.isFetching}
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('cart.empty')} /> }}
          rowSelection={{
            type: 'checkbox',
            selectedRowKeys: keys,
            onChange: setKeys,
            getCheckboxProps: (item) => ({ disabled: item.available === false }),
          }}
          columns={[
            {
              title: t('column.inquiryNo'),
              dataIndex: 'inquiryNo',
              render: (no: string, item) =>
                item.available === false ? (
                  <>
                    {no} <Tag>{t('cart.unavailable')}</Tag>
                  </>
                ) : (
                  no
                ),
            },
            { title: t('column.productNo'), dataIndex: 'productNo', render: (v: string | null) => v || '—' },
            { title: t('column.merchant'), dataIndex: ['merchant', 'name'] },
            { title: t('column.quantity'), dataIndex: 'quantity', render: (v: number | null | undefined) => v ?? '—' },
            {
              title: t('column.deliveryDays'),
              dataIndex: 'deliveryDays',
              render: (v: number | null | undefined) => v ?? '—',
            },
            {
              title: t('column.price'),
              dataIndex: 'total',
              align: 'right',
              render: (v: string, item) =>
                item.priceChanged && item.addedTotal ? (
                  <Flex vertical align="end">
                    <Typography.Text delete type="secondary">
                      {item.addedTotal}
                    </Typography.Text>
                    <Typography.Text type="danger" data-testid={`changed-${item.inquiryNo}`}>
                      {v}
                    </Typography.Text>
                    <Tag color="red">{t('cart.priceChanged')}</Tag>
                  </Flex>
                ) : (
                  v
                ),
            },
            {
              title: t('column.addedAt'),
              dataIndex: 'addedAt',
              render: (v: string | undefined) => formatDateTime(v),
            },
          ]}
        />
        <MerchantTotals items={selected} currency={currency} />
      </Flex>
      <SettlementDialog
        items={settling}
        currency={currency}
        onClose={() => setSettling(null)}
        onSettled={(orders) => {
          setSettling(null);
          setKeys([]);
          void client.invalidateQueries({ queryKey: ['cart'] });
          void client.invalidateQueries({ queryKey: ['orders'] });
          navigate(`/sure/index?orders=${encodeURIComponent(orders.map((o) => o.no).join(','))}`);
        }}
      />
    </Card>
  );
}
