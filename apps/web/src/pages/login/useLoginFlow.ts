import { LOGIN_ERROR_TOAST_MS } from '@pcbunion/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { login, type JoinedEnterprise, type LoginAnswer, type LoginPayload } from '../../api/session';
import { completeLogin, NoRolesError } from '../../shell/complete-login';
import { homeAfterLogin } from '../../shell/session/checks';
import { startupSecret } from '../../shell/session/startup-secret';
import { useToast } from '../../shell/system/toast';
import { keepPendingChoice, pendingChoice } from './invitation';

/** Login (spec 01 §2.4, §8): errors for 2 s, the no-role message, the enterprise choice, then the redirect. */
export function useLoginFlow() {
  const { t } = useTranslation('login');
  const message = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<LoginAnswer | null>(() =>
    params.get('to_select') ? pendingChoice<LoginAnswer>() : null,
  );

  const fail = (error: unknown) => {
    const text =
      error instanceof NoRolesError
        ? t('noRoles')
        : error instanceof ApiError
          ? error.message || t('common:serviceFailed')
          : String(error);
    void message.error({ content: text, duration: LOGIN_ERROR_TOAST_MS / 1000 });
  };

  const enter = async (answer: LoginAnswer, chosen: JoinedEnterprise) => {
    try {
      await completeLogin(answer, chosen);
      keepPendingChoice(null);
      navigate(params.get('redirect') || homeAfterLogin(), { replace: true });
    } catch (error) {
      fail(error);
    }
  };

  const submit = async (payload: LoginPayload) => {
    setSubmitting(true);
    try {
      const mac = startupSecret();
      const answer = await login(mac ? { ...payload, mac } : payload, { silent: true });
      if (answer.choose_enterprise) {
        keepPendingChoice(answer);
        setPending(answer);
      } else await enter(answer, answer.joined_enterprise_info[0]!);
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  const choose = (chosen: JoinedEnterprise) => {
    const answer = pending!;
    setPending(null);
    void enter(answer, chosen);
  };

  const cancelChoice = () => {
    keepPendingChoice(null);
    setPending(null);
  };

  return { submitting, pending, submit, choose, cancelChoice };
}
