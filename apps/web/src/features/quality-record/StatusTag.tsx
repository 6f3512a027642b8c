import type { QualityRecordStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<QualityRecordStatus, string> = {
  open: 'error',
  answered: 'processing',
  closed: 'success',
  withdrawn: 'default',
};

export default function RecordStatusTag({ status }: { status: QualityRecordStatus }) {
  const { t } = useTranslation('qualityRecord');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
