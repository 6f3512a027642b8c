import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  proposed: 'orange',
  issued: 'orange',
  submitted: 'orange',
  accepted: 'green',
  confirmed: 'green',
  rejected: 'red',
  disputed: 'red',
  withdrawn: 'default',
};

/** A fee's, statement's or invoice's state in words (`kind` picks the words). */
export default function BillingStatusTag({ kind, status }: { kind: 'fee' | 'statement' | 'invoice'; status: string }) {
  const { t } = useTranslation('supplierBilling');
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="billing-status">
      {t(`${kind}.status.${status}`)}
    </Tag>
  );
}
