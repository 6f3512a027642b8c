import ChangeList from '../../features/customer-change/ChangeList';

/** Customer engineering changes (issue 20): the customer asks to change an open order; the factory offers its impact or rejects. */
export default function CustomerChangePage() {
  return <ChangeList />;
}
