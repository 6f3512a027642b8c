import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Unknown paths and pages not granted to the caller end here (spec 01 §2.1, §6). */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound')}
      data-testid="not-found"
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
