import type { SaleNoticeStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<SaleNoticeStatus, string> = {
  draft: 'default',
  released: 'processing',
  acknowledged: 'success',
  cancelled: 'error',
};

export default function SaleNoticeStatusTag({ status }: { status: SaleNoticeStatus }) {
  const { t } = useTranslation('sales');
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
