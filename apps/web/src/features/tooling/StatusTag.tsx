import type { ToolTransferStatus, ToolingStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const TOOLING: Record<ToolingStatus, string> = {
  active: 'success',
  at_other_factory: 'processing',
  scrapped: 'default',
};
const TRANSFER: Record<ToolTransferStatus, string> = {
  sent: 'processing',
  received: 'success',
  refused: 'error',
  cancelled: 'default',
};

export function ToolingStatusTag({ status }: { status: ToolingStatus }) {
  const { t } = useTranslation('tooling');
  return <Tag color={TOOLING[status]}>{t(`status.${status}`)}</Tag>;
}
export function TransferStatusTag({ status }: { status: ToolTransferStatus }) {
  const { t } = useTranslation('tooling');
  return <Tag color={TRANSFER[status]}>{t(`transferStatus.${status}`)}</Tag>;
}
