import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import OrderList from '../../features/order/OrderList';
import { useCustomerActions } from '../../features/order/useCustomerActions';

/** Recycle bin (spec 02 §4): the completed and cancelled orders the customer deleted, each to restore. */
export default function RecycleBinPage() {
  const { t } = useTranslation('order');
  return (
    <Flex vertical gap="small">
      <Alert type="info" showIcon message={t('recycle.hint')} />
      <OrderList side="customer" tabs={['recycle_bin']} testId="recycle-bin" useActions={useCustomerActions} />
    </Flex>
  );
}
