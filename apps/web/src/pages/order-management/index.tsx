import { ORDER_TABS } from '@pcbunion/core';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import InvoiceApplications from '../../features/order/InvoiceApplications';
import OrderList from '../../features/order/OrderList';
import { useFactoryActions } from '../../features/order/useFactoryActions';

/** Order management (the factory): accept with a production number, ship, decide refunds; invoice applications marked issued. */
export default function OrderManagementPage() {
  const { t } = useTranslation('order');
  return (
    <Tabs
      type="card"
      items={[
        {
          key: 'orders',
          label: t('factory.orders'),
          children: (
            <OrderList
              side="factory"
              tabs={ORDER_TABS.filter((tab) => tab !== 'recycle_bin')}
              testId="order-management"
              useActions={useFactoryActions}
            />
          ),
        },
        {
          key: 'invoices',
          label: <span data-testid="factory-invoices">{t('factory.invoices')}</span>,
          children: (
            <Card size="small">
              <InvoiceApplications />
            </Card>
          ),
        },
      ]}
    />
  );
}
