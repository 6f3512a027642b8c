import { ORDER_TABS } from '@pcbunion/core';
import OrderList from '../../features/order/OrderList';
import { useCustomerActions } from '../../features/order/useCustomerActions';

/** My order (spec 02 §2, §4): the customer's orders by state, with pay, cancel, refund, invoice, receipt, delete and reorder. */
export default function MyOrderPage() {
  return (
    <OrderList
      side="customer"
      tabs={ORDER_TABS.filter((tab) => tab !== 'recycle_bin')}
      testId="my-order"
      useActions={useCustomerActions}
    />
  );
}
