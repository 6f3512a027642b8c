import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceiptState } from './api';

const COLOURS: Record<ReceiptState, string> = { awaiting: 'processing', accepted: 'success', disputed: 'warning' };

/** Where the customer's receipt of a shipment stands: awaited, accepted in full, or with a disputed quantity. */
export default function ReceiptTag({ receipt }: { receipt: ReceiptState }) {
  const { t } = useTranslation('shippingNotice');
  return <Tag color={COLOURS[receipt]}>{t(`receipt.${receipt}`)}</Tag>;
}
