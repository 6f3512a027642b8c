import { Card, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from './api';
import { formatDateTime } from '../../locales/format';

/** The operation log in words. */
export default function LogCard({ log }: { log: LogEntry[] }) {
  const { t } = useTranslation('supplierBilling');
  return (
    <Card size="small" title={t('log')}>
      <Timeline
        items={log.map((entry) => ({ children: `${formatDateTime(entry.at)} ${entry.words}` }))}
        data-testid="billing-log"
      />
    </Card>
  );
}
