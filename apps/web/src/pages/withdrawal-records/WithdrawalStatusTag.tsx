import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '../../features/wallet/api';

const COLORS: Record<WithdrawalStatus, string> = {
  unprocessed: 'processing',
  processed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** A withdrawal's status; unprocessed reads as frozen until finance handles it (spec 02 §4). */
export default function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('wallet');
  return <Tag color={COLORS[status]}>{t(`withdrawalStatus.${status}`)}</Tag>;
}
