import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchOrder, payOrder, type Order } from '../../features/order/api';
import { centsOf } from '../../features/order/money';
import StatusTag from '../../features/order/StatusTag';
import { fetchWallet } from '../../features/wallet/api';
import { useIdempotencyKey } from '../../features/wallet/idempotency';

/**
 * /sure (spec 01 §2.2): where a settlement lands. It confirms the orders the settlement made — one per factory, with
 * number, factory, total and state — and offers "Pay now" from the balance for each unpaid one (one Idempotency-Key
 * per payment attempt), then My order. Opened without orders it says so and links to My order.
 */
export default function SurePage() {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const numbers = (params.get('orders') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const orders = useQueries({
    queries: numbers.map((no) => ({ queryKey: ['orders', 'sure', no], queryFn: () => fetchOrder(no), staleTime: 0 })),
  });
  const wallet = useQuery({ queryKey: ['wallet', 'sure'], queryFn: fetchWallet, staleTime: 0 });
  const payKey = useIdempotencyKey();
  const rows = orders.flatMap((q) => (q.data ? [q.data] : []));
  const unpaid = rows.filter((o) => o.status === 'unpaid');
  const owed = unpaid.reduce((sum, o) => sum + centsOf(o.total), 0n);

  const pay = async (order: Order) => {
    try {
      await payOrder(order.no, payKey.keyFor({ pay: order.no }));
      payKey.done();
      void message.success(t('done.paid', { no: order.no }));
    } catch {
      // Shown by the HTTP client; paying again retries with the same key.
    }
    void client.invalidateQueries({ queryKey: ['orders'] });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };

  if (numbers.length === 0)
    return (
      <Result
        status="info"
        title={t('sure.missing')}
        extra={
          <Button type="primary" onClick={() => navigate('/my-order/index')}>
            {t('action.myOrders')}
          </Button>
        }
        data-testid="sure-missing"
      />
    );

  return (
    <Card style={{ maxWidth: 960, margin: '0 auto' }} data-testid="sure">
      <Result
        status="success"
        title={t('sure.title')}
        subTitle={t('sure.subtitle', { count: numbers.length })}
        extra={
          <Flex vertical gap="middle">
            <Table<Order>
              rowKey="no"
              size="small"
              pagination={false}
              loading={orders.some((q) => q.isFetching)}
              dataSource={rows}
              columns={[
                {
                  title: t('column.orderNo'),
                  dataIndex: 'no',
                  render: (no: string) => <span data-testid="sure-order-no">{no}</span>,
                },
                { title: t('column.merchant'), dataIndex: ['merchant', 'name'] },
                {
                  title: t('column.total'),
                  dataIndex: 'total',
                  align: 'right',
                  render: (v: string, o) => `${o.currency} ${v}`,
                },
                {
                  title: t('column.status'),
                  dataIndex: 'status',
                  render: (_: unknown, o) => <StatusTag status={o.status} />,
                },
                {
                  title: t('column.actions'),
                  key: 'pay',
                  render: (_: unknown, o) =>
                    o.status === 'unpaid' && !o.deleted ? (
                      <Button type="primary" size="small" onClick={() => void pay(o)} data-testid={`pay-now-${o.no}`}>
                        {t('action.payNow')}
                      </Button>
                    ) : null,
                },
              ]}
            />
            {wallet.data && (
              <Typography.Text data-testid="sure-balance">
                {t('sure.balance', { amount: `${wallet.data.currency} ${wallet.data.balance}` })}
                {owed > centsOf(wallet.data.balance) && (
                  <>
                    {' '}
                    <Typography.Text type="warning">{t('sure.notEnough')}</Typography.Text>{' '}
                    <Button type="link" onClick={() => navigate('/account-balance/index')}>
                      {t('sure.recharge')}
                    </Button>
                  </>
                )}
              </Typography.Text>
            )}
            {rows.length === numbers.length && unpaid.length === 0 && (
              <Typography.Text type="success" data-testid="sure-all-paid">
                {t('sure.paidAll')}
              </Typography.Text>
            )}
            <Flex justify="center">
              <Button onClick={() => navigate('/my-order/index')} data-testid="sure-my-orders">
                {t('action.myOrders')}
              </Button>
            </Flex>
          </Flex>
        }
      />
    </Card>
  );
}
