import type { DeliveryDelayStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<DeliveryDelayStatus, string> = {
  pending: 'processing',
  agreed: 'success',
  refused: 'error',
  withdrawn: 'default',
};

export default function DelayStatusTag({ status }: { status: DeliveryDelayStatus }) {
  const { t } = useTranslation('deliveryDelay');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
