import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SECTIONS = [
  ['signIn', ['one', 'two', 'three', 'four']],
  ['reset', ['one', 'two', 'three']],
  ['join', ['one', 'two', 'three']],
] as const;

/** Login help (spec 01 §2.2, no session needed): signing in, a forgotten password, joining an enterprise. */
export default function LoginHelpPage() {
  const { t } = useTranslation('loginHelp');
  return (
    <Card style={{ maxWidth: 860, margin: '0 auto' }} data-testid="login-help">
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      {SECTIONS.map(([section, steps]) => (
        <section key={section} data-testid={`login-help-${section}`}>
          <Typography.Title level={4}>{t(`${section}.title`)}</Typography.Title>
          <ol style={{ paddingInlineStart: 20 }}>
            {steps.map((step) => (
              <li key={step}>
                <Typography.Text>{t(`${section}.steps.${step}`)}</Typography.Text>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <Typography.Paragraph type="secondary">{t('contact')}</Typography.Paragraph>
      <Flex wrap gap="small">
        <Link to="/login">
          <Button type="primary">{t('toLogin')}</Button>
        </Link>
        <Link to="/register/index">
          <Button>{t('toRegister')}</Button>
        </Link>
      </Flex>
    </Card>
  );
}
