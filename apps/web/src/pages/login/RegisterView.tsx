import { Spin } from 'antd';
import { Suspense } from 'react';
import PageProviders from '../../shell/layout/PageProviders';
import { pageComponent } from '../../shell/routes/page-registry';

/**
 * The registration view of the login card (`/login?to_regist=1`): the accounts area's `pages/register/index.tsx`
 * (it reads the invitation parameters from the location), loaded on demand so that the login page stays small.
 */
export default function RegisterView() {
  const Register = pageComponent('register') ?? pageComponent('404');
  return (
    <PageProviders>
      <Suspense fallback={<Spin />}>{Register && <Register />}</Suspense>
    </PageProviders>
  );
}
