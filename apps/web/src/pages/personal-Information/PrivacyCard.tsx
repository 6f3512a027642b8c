import { Card, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import AccountErasure from './AccountErasure';
import DataExport from './DataExport';

/** "My data" on the personal profile (issue 33; PIPL art. 44–47, GDPR art. 15–17). */
export default function PrivacyCard() {
  const { t } = useTranslation('privacy');
  return (
    <Card title={t('title')} data-testid="privacy-card">
      <DataExport />
      <Divider />
      <AccountErasure />
    </Card>
  );
}
