import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';

/** "System update — you have a new version to update", with a refresh button that reloads the page (spec 01 §8). */
export default function UpdateDialog() {
  const { t } = useTranslation('shell');
  return (
    <Dialog open title={t('update.title')} closable={false} footer={null}>
      <Result
        status="info"
        title={t('update.body')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('update.refresh')}
          </Button>
        }
      />
    </Dialog>
  );
}
