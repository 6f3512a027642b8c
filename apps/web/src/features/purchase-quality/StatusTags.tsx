import type { InspectionStatus, PurchaseReturnStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const INSPECTION_COLORS: Record<InspectionStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  rejected: 'red',
  concession: 'gold',
};
const RETURN_COLORS: Record<PurchaseReturnStatus, string> = {
  requested: 'orange',
  acknowledged: 'green',
  cancelled: 'default',
};

/** An inspection's state in words. */
export function InspectionStatusTag({ status }: { status: InspectionStatus }) {
  const { t } = useTranslation('purchaseQuality');
  return (
    <Tag color={INSPECTION_COLORS[status]} data-testid="inspection-status">
      {t(`inspectionStatus.${status}`)}
    </Tag>
  );
}

/** A return's state in words. */
export function ReturnStatusTag({ status }: { status: PurchaseReturnStatus }) {
  const { t } = useTranslation('purchaseQuality');
  return (
    <Tag color={RETURN_COLORS[status]} data-testid="return-status">
      {t(`returnStatus.${status}`)}
    </Tag>
  );
}
