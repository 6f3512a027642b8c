import type { CustomerChangeStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<CustomerChangeStatus, string> = {
  submitted: 'processing',
  offered: 'warning',
  accepted: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export default function ChangeStatusTag({ status }: { status: CustomerChangeStatus }) {
  const { t } = useTranslation('customerChange');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
