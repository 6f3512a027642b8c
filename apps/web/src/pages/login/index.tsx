import { Flex, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { loadCatalogues } from '../../locales/i18n';
import { homeAfterLogin } from '../../shell/session/checks';
import { useSession } from '../../stores/session';
import { registerLink } from './invitation';
import LanguageChoice from './LanguageChoice';
import LoginForm from './LoginForm';
import { useLoginFlow } from './useLoginFlow';
import { useWeChatOffered } from './wechat';
import { useWeChatReturn } from './useWeChatReturn';

const EnterpriseChoice = lazy(() => import('./EnterpriseChoice'));
/** Only accounts with two-factor on reach it: its code stays out of the login page's first load. */
const TwoFactorStep = lazy(() => import('./TwoFactorStep'));
const TwoFactorSetupStep = lazy(() => import('./TwoFactorSetupStep'));
/** Loaded only when the server offers WeChat sign-in (asked after the first paint). */
const WeChatEntry = lazy(() => import('./WeChatEntry'));
const RegisterView = lazy(() =>
  Promise.all([import('./RegisterView'), loadCatalogues('all')]).then(([module]) => module),
);

/**
 * /login (spec 01 §2.4): phone / e-mail / job number; `redirect` is where to go after; `to_regist` and `to_select`
 * switch the card to registration or the enterprise choice; invitation parameters are passed on to registration.
 */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const [params] = useSearchParams();
  const { session } = useSession();
  const [signedInAtOpen] = useState(() => !!session);
  const flow = useLoginFlow();
  const wechatOffered = useWeChatOffered();
  useWeChatReturn(flow);
  const registering = !!params.get('to_regist');
  const { token } = theme.useToken();

  if (signedInAtOpen) return <Navigate to={homeAfterLogin()} replace />;

  return (
    <Flex
      justify="center"
      align="center"
      style={{
        minHeight: '100vh',
        padding: 16,
        background: token.colorBgLayout,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
      }}
    >
      <div
        data-testid="login-card"
        style={{
          width: '100%',
          maxWidth: registering ? 640 : 420,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex justify="space-between" align="start">
          <div>
            <h1
              style={{
                margin: 0,
                fontSize: token.fontSizeHeading3,
                fontWeight: token.fontWeightStrong,
                color: token.colorTextHeading,
              }}
            >
              {t('title')}
            </h1>
            <p style={{ margin: `${token.marginXS}px 0 ${token.marginMD}px`, color: token.colorTextSecondary }}>
              {t('subtitle')}
            </p>
          </div>
          <LanguageChoice />
        </Flex>
        {registering ? (
          <Suspense>
            <RegisterView />
          </Suspense>
        ) : flow.setup ? (
          <Suspense>
            <TwoFactorSetupStep ticket={flow.setup.setup_ticket} onDone={flow.setupDone} onCancel={flow.cancelSetup} />
          </Suspense>
        ) : flow.challenge ? (
          <Suspense>
            <TwoFactorStep submitting={flow.submitting} onSubmit={flow.verify} onCancel={flow.cancelCode} />
          </Suspense>
        ) : (
          <>
            <LoginForm submitting={flow.submitting} onSubmit={flow.submit} />
            {wechatOffered && (
              <Suspense>
                <WeChatEntry />
              </Suspense>
            )}
            <Flex justify="space-between" style={{ marginTop: 16 }}>
              <Link to={registerLink(params)} data-testid="register-link">
                {t('register')}
              </Link>
              <Link to="/login-help/index">{t('help')}</Link>
            </Flex>
          </>
        )}
      </div>
      {flow.pending && (
        <Suspense>
          <EnterpriseChoice
            enterprises={flow.pending.joined_enterprise_info}
            onCancel={flow.cancelChoice}
            onChoose={flow.choose}
          />
        </Suspense>
      )}
    </Flex>
  );
}
