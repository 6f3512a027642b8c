import type { ExpiryState, SupplierStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SupplierStatus, string> = {
  potential: 'default',
  evaluating: 'orange',
  approved: 'green',
  rejected: 'red',
  suspended: 'volcano',
};
const EXPIRY_COLORS: Record<ExpiryState, string> = {
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
  open_ended: 'default',
};

/** A supplier's state in words. */
export default function SupplierStatusTag({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation('supplier');
  return (
    <Tag color={COLORS[status]} data-testid="supplier-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** How near a qualification document's expiry is. */
export function ExpiryTag({ state, days }: { state: ExpiryState; days?: number | null }) {
  const { t } = useTranslation('supplier');
  // With the days left: "expires in N days" (today: "expires today") instead of the plain state.
  const words =
    state === 'expiring' && days !== undefined && days !== null
      ? days === 0
        ? t('expiry.today')
        : t('expiry.inDays', { count: days })
      : t(`expiry.${state}`);
  return (
    <Tag color={EXPIRY_COLORS[state]} data-testid={`expiry-${state}`}>
      {words}
    </Tag>
  );
}
