import SaleNoticeList from '../../features/sales/SaleNoticeList';

/** Sales notices (issue 20): the factory releases its customers' confirmed orders to production. */
export default function SaleNoticePage() {
  return <SaleNoticeList />;
}
