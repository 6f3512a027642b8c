import StatementList from '../../features/customer-billing/StatementList';

/** Customer statements (issue 20): the monthly statement per customer, confirmed or disputed line by line. */
export default function CustomerStatementPage() {
  return <StatementList />;
}
