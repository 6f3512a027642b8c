import CustomerList from '../../features/customer/CustomerList';

/** Customer files (issue 20): the factory's customer master. */
export default function CustomerFilesPage() {
  return <CustomerList />;
}
