import RuleList from '../../features/barcode/RuleList';

/** Barcode settings (issue 20): the factory's barcode and label rules, the default one printed on shipping labels. */
export default function BarcodeSettingsPage() {
  return <RuleList />;
}
