import { WECHAT_ENDPOINTS, type WeChatSettings } from '../auth/oauth/wechat.js';

/**
 * Settings of the account areas, read from the environment once at start-up (docs/accounts.md lists them).
 */
export interface AccountSettings {
  limits: {
    /** Code requests one address may make per hour (all destinations together). */
    codesPerAddressPerHour: number;
    /** Login attempts one address may make per minute, right or wrong. */
    loginsPerAddressPerMinute: number;
    /** Wrong passwords per login name from one address in 15 minutes before that address's tries are delayed (1, 2, 4 … s). */
    loginFailuresPerAccount: number;
    /** Wrong passwords per login name from all addresses in 15 minutes before addresses it never signed in from are delayed. */
    loginFailuresPerAccountAll: number;
    /** The longest delay of one try. */
    loginDelayMaxSeconds: number;
    /** Wrong passwords per address in 15 minutes. */
    loginFailuresPerAddress: number;
  };
  /** Message provider per channel: `outbox` (the database outbox) unless configured otherwise. */
  smsProvider: string;
  /** Overrides of the SMS provider by phone area code, e.g. `+852=none`. */
  smsProviderByArea: Record<string, string>;
  emailProvider: string;
  wechat: WeChatSettings | null;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function loadAccountSettings(env: NodeJS.ProcessEnv = process.env): AccountSettings {
  const byArea = Object.fromEntries(
    (env.PCB_SMS_PROVIDER_BY_AREA ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1])
      .map(([area, provider]) => [area.trim(), provider.trim()]),
  );
  return {
    limits: {
      codesPerAddressPerHour: int(env.PCB_LIMIT_CODES_PER_ADDRESS_HOUR, 60),
      loginsPerAddressPerMinute: int(env.PCB_LIMIT_LOGINS_PER_ADDRESS_MINUTE, 300),
      loginFailuresPerAccount: int(env.PCB_LIMIT_LOGIN_FAILURES_PER_ACCOUNT, 5),
      loginFailuresPerAccountAll: int(env.PCB_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_ALL, 100),
      loginDelayMaxSeconds: int(env.PCB_LIMIT_LOGIN_DELAY_MAX_SECONDS, 900),
      loginFailuresPerAddress: int(env.PCB_LIMIT_LOGIN_FAILURES_PER_ADDRESS, 50),
    },
    smsProvider: env.PCB_SMS_PROVIDER || 'outbox',
    smsProviderByArea: byArea,
    emailProvider: env.PCB_EMAIL_PROVIDER || 'outbox',
    wechat:
      env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
        ? {
            appId: env.WECHAT_APP_ID,
            appSecret: env.WECHAT_APP_SECRET,
            authorizeUrl: env.WECHAT_AUTHORIZE_URL || WECHAT_ENDPOINTS.authorizeUrl,
            tokenUrl: env.WECHAT_TOKEN_URL || WECHAT_ENDPOINTS.tokenUrl,
            userInfoUrl: env.WECHAT_USERINFO_URL || WECHAT_ENDPOINTS.userInfoUrl,
            tokenMethod: env.WECHAT_TOKEN_METHOD === 'POST' ? 'POST' : 'GET',
          }
        : null,
  };
}
