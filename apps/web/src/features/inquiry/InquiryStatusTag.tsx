import type { InquiryStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InquiryStatus, string> = {
  to_be_reviewed: 'gold',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
  added_to_cart: 'blue',
  ordered: 'purple',
};

export default function InquiryStatusTag({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('inquiry');
  return (
    <Tag color={COLORS[status]} data-testid="inquiry-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
