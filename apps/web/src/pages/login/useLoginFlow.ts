import { LOGIN_ERROR_TOAST_MS } from '@pcbunion/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import {
  login,
  signInWithCode,
  type JoinedEnterprise,
  type LoginAnswer,
  type LoginPayload,
  type TwoFactorChallenge,
  type TwoFactorSetupRequired,
} from '../../api/session';
import { completeLogin, NoRolesError } from '../../shell/complete-login';
import { homeAfterLogin } from '../../shell/session/checks';
import { startupSecret } from '../../shell/session/startup-secret';
import { useToast } from '../../shell/system/toast';
import { keepPendingChoice, pendingChoice } from './invitation';
import type { SecondFactor } from './TwoFactorStep';

/**
 * Login (spec 01 §2.4, §8): errors for 2 s, the no-role message, the code step of an account with two-factor on
 * (issue 33), the enterprise choice, then the redirect.
 */
export function useLoginFlow() {
  const { t } = useTranslation('login');
  const message = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<LoginAnswer | null>(() =>
    params.get('to_select') ? pendingChoice<LoginAnswer>() : null,
  );
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetupRequired | null>(null);

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

  /** A signed-in answer: the enterprise choice when there are several, else straight in. */
  const signedIn = async (answer: LoginAnswer) => {
    if (answer.choose_enterprise) {
      keepPendingChoice(answer);
      setPending(answer);
    } else await enter(answer, answer.joined_enterprise_info[0]!);
  };

  const busy = async (work: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (payload: LoginPayload) =>
    busy(async () => {
      const mac = startupSecret();
      const answer = await login(mac ? { ...payload, mac } : payload, { silent: true });
      if ('two_factor_required' in answer) setChallenge(answer);
      else if ('two_factor_setup_required' in answer) setSetup(answer);
      else await signedIn(answer);
    });

  /** The code step: a wrong code keeps the step open; an ended challenge goes back to the password. */
  const verify = (factor: SecondFactor) =>
    busy(async () => {
      try {
        const answer = await signInWithCode({ challenge: challenge!.challenge, ...factor }, { silent: true });
        setChallenge(null);
        await signedIn(answer);
      } catch (error) {
        if (error instanceof ApiError && (error.data as { field?: string } | null)?.field === 'challenge')
          setChallenge(null);
        throw error;
      }
    });

  const choose = (chosen: JoinedEnterprise) => {
    const answer = pending!;
    setPending(null);
    void enter(answer, chosen);
  };

  const cancelChoice = () => {
    keepPendingChoice(null);
    setPending(null);
  };

  const cancelCode = () => setChallenge(null);

  /** The enrolment a policy forced is done (recovery codes seen): the session it opened goes on as any sign-in. */
  const setupDone = (answer: LoginAnswer) => {
    setSetup(null);
    void signedIn(answer);
  };
  const cancelSetup = () => setSetup(null);

  return {
    submitting,
    pending,
    challenge,
    setup,
    submit,
    verify,
    cancelCode,
    setupDone,
    cancelSetup,
    choose,
    cancelChoice,
    signedIn,
    fail,
  };
}
