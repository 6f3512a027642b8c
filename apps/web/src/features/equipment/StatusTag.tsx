import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = { running: 'success', idle: 'default', fault: 'error', off: 'default' };

/** A device's reported status, or offline when it stopped reporting. */
export default function StatusTag({ status, online }: { status: string | undefined; online: boolean }) {
  const { t } = useTranslation('equipment');
  if (!online || !status) return <Tag data-testid="device-status">{t('offline')}</Tag>;
  const known = ['running', 'idle', 'fault', 'off'].includes(status);
  return (
    <Tag color={COLOURS[status] ?? 'processing'} data-testid="device-status">
      {known ? t(`statuses.${status}`) : status}
    </Tag>
  );
}
