import { Button, Result, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import PageProviders from '../../shell/layout/PageProviders';
import { pageComponent } from '../../shell/routes/page-registry';

/**
 * The registration view of the login card (`/login?to_regist=1`): the accounts area's `pages/register/index.tsx`
 * when it exists (it reads the invitation parameters from the location), else the coming-later state.
 */
export default function RegisterView() {
  const { t } = useTranslation('login');
  const [params] = useSearchParams();
  const Register = pageComponent('register');
  const back = new URLSearchParams(params);
  back.delete('to_regist');
  const backLink = `/login${back.size ? `?${back.toString()}` : ''}`;
  if (Register) {
    return (
      <PageProviders>
        <Suspense fallback={<Spin />}>
          <Register />
        </Suspense>
      </PageProviders>
    );
  }
  return (
    <Result
      status="info"
      title={t('register')}
      subTitle={t('common:comingLater')}
      data-testid="register-coming-later"
      extra={
        <Link to={backLink}>
          <Button>{t('backToLogin')}</Button>
        </Link>
      }
    />
  );
}
