import WorkOrderBoard from '../../features/work-order/WorkOrderBoard';

/** Suggestions about a quotation's or an inquiry's price, and the answer. */
export default function PricingSuggestionPage() {
  return (
    <WorkOrderBoard
      kind="pricing_suggestion"
      newKinds={['pricing_suggestion']}
      defaultSide="all"
      testId="pricing-suggestion"
    />
  );
}
