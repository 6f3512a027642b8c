import LeadList from '../../features/customer/LeadList';

/** Potential customers (issue 20): leads moving to customers. */
export default function PotentialCustomerPage() {
  return <LeadList />;
}
