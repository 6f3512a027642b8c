import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accounts } from '../../../../db/schema/index.js';
import { LANGUAGES, type Language } from '../../../../http/language.js';
import { translate, type LocalizedText } from '../../../../http/messages.js';
import { businessMinute } from '../../../../platform/business-day.js';
import type { Notifier } from '../../../../platform/notify/notifier.js';
import type { ProviderRouter } from '../../verification/providers.js';
import { newBrowserAlert as A } from '../messages.js';
import { browserAndSystem } from './record.js';

export interface NewBrowserSignIn {
  accountUid: string;
  ip: string;
  userAgent?: string;
  at: Date;
  /** The account's language: that of its last successful sign-in before this one, else this browser's. */
  language: Language;
}

/**
 * A sign-in from a browser the account has not used in 90 days: the bell rings (a message in every language, the
 * reader sees theirs) and a text goes to the account's e-mail, else its phone, through the message providers.
 */
export async function alertNewBrowser(
  db: Database,
  notifier: Notifier,
  providers: ProviderRouter,
  signIn: NewBrowserSignIn,
): Promise<void> {
  const parsed = browserAndSystem(signIn.userAgent);
  const valuesIn = (language: Language) => ({
    browser: parsed.browser ?? translate(language, A.unknown),
    system: parsed.system ?? translate(language, A.unknownSystem),
    ip: signIn.ip,
    time: businessMinute(signIn.at),
  });
  const everyLanguage = (text: LocalizedText) =>
    Object.fromEntries(LANGUAGES.map((l) => [l, translate(l, text, valuesIn(l))])) as LocalizedText;
  await notifier.notify(signIn.accountUid, {
    kind: 'sign_in',
    title: everyLanguage(A.title),
    body: everyLanguage(A.body),
    link: '/personal-Information/index',
  });

  const [account] = await db
    .select({ email: accounts.email, phone: accounts.phone, areaCode: accounts.phoneAreaCode })
    .from(accounts)
    .where(eq(accounts.uid, signIn.accountUid));
  if (!account || (!account.email && !account.phone)) return;
  const { language } = signIn;
  const text = {
    template: 'new_sign_in',
    subject: translate(language, A.subject),
    body: translate(language, A.body, valuesIn(language)),
    language,
  };
  if (account.email) {
    const email = account.email.trim();
    await providers.forEmail().send(db, { channel: 'email', destination: email.toLowerCase(), to: email, ...text });
  } else {
    const areaCode = account.areaCode ?? '+86';
    await providers.forSms(areaCode).send(db, {
      channel: 'sms',
      destination: `${areaCode} ${account.phone}`,
      areaCode,
      to: account.phone!,
      ...text,
    });
  }
}
