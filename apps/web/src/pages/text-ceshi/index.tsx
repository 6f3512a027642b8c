import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { STANDALONE_ROUTES } from '../../shell/routes/fixed-routes';
import { useSession } from '../../stores/session';

/** The development test page: the session, the language and the fixed routes, to check the shell by hand. */
function TestPage() {
  const { t, i18n } = useTranslation('loginHelp');
  const { session } = useSession();
  return (
    <Card title={t('testPage.title')} size="small" data-testid="test-page">
      <Typography.Paragraph type="secondary">{t('testPage.devOnly')}</Typography.Paragraph>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('testPage.session')}>
          {session ? `${session.staff_name} · ${session.enterprise_name}` : t('testPage.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('testPage.language')}>{i18n.language}</Descriptions.Item>
        <Descriptions.Item label={t('testPage.routes')}>{STANDALONE_ROUTES.join(', ')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * /text-ceshi (spec 01 §2.2, "测试" = test): the original portal's test page. Kept for development only: a production
 * build replaces it by the 404 page (Vite drops the branch, so the test page is not in the bundle).
 */
export default function TextCeshiPage() {
  return import.meta.env.DEV ? <TestPage /> : <Navigate to="/404" replace />;
}
