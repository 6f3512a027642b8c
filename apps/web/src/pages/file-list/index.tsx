import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../stores/session';
import FileTable from './FileTable';

/** The enterprise's files across modules (spec 01 §2.2; the route opens without a session and then asks to sign in). */
export default function FileListPage() {
  const { t } = useTranslation('fileList');
  const { session } = useSession();
  return (
    <Card title={t('title')} size="small" data-testid="file-list">
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {session ? (
        <FileTable />
      ) : (
        <Empty description={t('signInFirst')}>
          <Link to="/login?redirect=%2Ffile-list%2Findex">{t('signIn')}</Link>
        </Empty>
      )}
    </Card>
  );
}
