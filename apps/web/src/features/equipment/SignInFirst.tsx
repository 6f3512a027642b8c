import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';

/** What the public equipment pages show when the API refuses: sign in (401) or not a factory (403). */
export default function SignInFirst({ error }: { error: unknown }) {
  const { t } = useTranslation('equipment');
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Result
      status={forbidden ? '403' : 'info'}
      title={forbidden ? t('factoriesOnly') : t('signIn')}
      extra={
        !forbidden && (
          <Button type="primary" href={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
            {t('signInButton')}
          </Button>
        )
      }
      data-testid="equipment-sign-in"
    />
  );
}
