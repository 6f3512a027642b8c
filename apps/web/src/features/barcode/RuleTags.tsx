import type { BarcodeRuleStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A rule's state: active or disabled, and the default of its usage. */
export default function RuleTags({ status, isDefault }: { status: BarcodeRuleStatus; isDefault: boolean }) {
  const { t } = useTranslation('barcode');
  return (
    <>
      <Tag color={status === 'active' ? 'success' : 'default'}>{t(`status.${status}`)}</Tag>
      {isDefault && <Tag color="processing">{t('field.isDefault')}</Tag>}
    </>
  );
}
