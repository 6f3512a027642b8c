import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import BusinessForm from './BusinessForm';
import JoinForm from './JoinForm';
import ResetForm from './ResetForm';
import UserForm from './UserForm';
import { inviteLinkInfo, type Invitation } from './api';

const VIEWS = ['user', 'business', 'join', 'reset'] as const;
type View = (typeof VIEWS)[number];

/**
 * Registration (shown in the login card at `/login?to_regist=1`, or at /register/index): user, business,
 * join-enterprise and password-reset views (`view=` in the query). With an invitation (`enterpriseuid`,
 * `tenantid` = the invite link's code, `flag`) the user view registers a member of the inviting enterprise and
 * the join view joins it with an existing account.
 */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tenantid = params.get('tenantid');
  const enterpriseuid = params.get('enterpriseuid');
  const invitation: Invitation | null =
    tenantid && enterpriseuid ? { tenantid, enterpriseuid, flag: params.get('flag') ?? undefined } : null;
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as View)
    : 'user';
  const link = useQuery({
    queryKey: ['invite-link', tenantid],
    queryFn: () => inviteLinkInfo(tenantid!),
    enabled: !!tenantid,
    retry: false,
  });

  const backToLogin = () => {
    const next = new URLSearchParams(params);
    for (const name of ['to_regist', 'view', 'enterpriseuid', 'tenantid', 'flag', 'type', 'usertype'])
      next.delete(name);
    return `/login${next.size ? `?${next.toString()}` : ''}`;
  };
  const done = () => navigate(backToLogin(), { replace: true });
  const choose = (next: View) => {
    const query = new URLSearchParams(params);
    query.set('view', next);
    setParams(query, { replace: true });
  };

  const views = invitation ? (['user', 'join'] as const) : VIEWS;
  return (
    <Flex vertical gap="middle" data-testid="register-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {invitation ? t('titleMember') : t(`title.${view}`)}
      </Typography.Title>
      {invitation && link.data && (
        <Alert
          type={link.data.state === 'active' ? 'info' : 'warning'}
          showIcon
          message={
            link.data.state === 'active'
              ? t(`invitedAs.${link.data.purpose}`, { name: link.data.enterprise_name })
              : t('inviteUnusable')
          }
        />
      )}
      {invitation && link.isError && <Alert type="warning" showIcon message={t('inviteUnusable')} />}
      <Segmented<View>
        block
        value={views.includes(view as never) ? view : 'user'}
        onChange={choose}
        options={views.map((v) => ({ value: v, label: t(`tab.${v}`) }))}
      />
      {view === 'business' && !invitation ? (
        <BusinessForm onDone={done} />
      ) : view === 'join' ? (
        <JoinForm invitation={invitation} onDone={done} />
      ) : view === 'reset' && !invitation ? (
        <ResetForm onDone={done} />
      ) : (
        <UserForm invitation={invitation} onDone={done} />
      )}
      <Link to={backToLogin()} data-testid="back-to-login">
        {t('backToLogin')}
      </Link>
    </Flex>
  );
}
