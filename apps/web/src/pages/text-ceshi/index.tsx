import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STANDALONE_ROUTES } from '../../shell/routes/fixed-routes';
import { useSession } from '../../stores/session';

/**
 * /text-ceshi (spec 01 §2.2, "测试" = test): the original portal's test page, a public fixed route. It shows what a
 * support call asks first — who is signed in in this browser, the language, the pages that need no menu — and
 * nothing a visitor could not see anyway.
 */
export default function TextCeshiPage() {
  const { t, i18n } = useTranslation('loginHelp');
  const { session } = useSession();
  return (
    <Card title={t('testPage.title')} size="small" data-testid="test-page">
      <Typography.Paragraph type="secondary">{t('testPage.about')}</Typography.Paragraph>
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
