import type { QuotationStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<QuotationStatus, string | undefined> = {
  not_submitted: undefined,
  to_be_reviewed: 'processing',
  reviewed: 'success',
  returned: 'error',
};

/** A quotation's document status (spec 02 §4) as a tag. */
export default function StatusTag({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation('quotation');
  return (
    <Tag color={COLORS[status]} data-testid="quotation-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
