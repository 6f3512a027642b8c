/**
 * Set-up for the periodic-check browser tests (e2e/shell-checks.e2e.ts): what the test does from outside the
 * browser under test, through the real API, as the factory administrator or the platform operator.
 */
import type { Page } from 'playwright-core';
import { ApiClient, codeFromOutbox, freshPhone } from '../accounts-api.js';
import { DEMO_PHONES } from './session.js';

/**
 * The factory administrator adds a new staff member by phone (an invitation), and the person accepts it by
 * registering through the join-enterprise flow (so the factory is their only enterprise); answers the login
 * and a way to disable them.
 */
export async function newFactoryStaff(
  base: string,
  name: string,
): Promise<{ phone: string; password: string; disable: () => Promise<void> }> {
  const admin = await ApiClient.login(base, DEMO_PHONES.factory);
  const phone = freshPhone();
  const password = 'E2e_pass1';
  const invited = await admin.call('POST', '/api/staff', { phone, staff_name: name });
  if (invited.code !== 1) throw new Error(`inviting staff failed: ${invited.msg}`);
  const person = new ApiClient(base);
  await person.call('POST', '/api/service/alimessagecode', {
    phone_area_code: '+86',
    phone_num: phone,
    template_type: 'join_enterprise',
  });
  const verifyCode = await codeFromOutbox(base, `+86 ${phone}`);
  const joined = await person.call<{ staff_uid: string }>('POST', '/api/service/joinenterprise', {
    phoneAreaCode: '+86',
    phoneNum: phone,
    joined: '0',
    cimforceNoEnter: 'E0001',
    verifyCode,
    register_username: name,
    register_password: password,
  });
  if (joined.code !== 1) throw new Error(`joining failed: ${joined.msg}`);
  return {
    phone,
    password,
    disable: async () => {
      const res = await admin.call('POST', `/api/staff/${joined.data.staff_uid}/disable`, {});
      if (res.code !== 1) throw new Error(`disabling staff failed: ${res.msg}`);
    },
  };
}

/**
 * The platform operator sets an enterprise's system expiry date (POST /api/admin/enterprises/:uid/expiry) for the
 * length of `run`, and puts the date it had back afterwards, whatever happens.
 */
export async function withEnterpriseExpiry<T>(
  base: string,
  enterpriseNo: string,
  date: string,
  run: () => Promise<T>,
): Promise<T> {
  const platform = await ApiClient.login(base, DEMO_PHONES.platform);
  const list = await platform.call<{ data: { uid: string; enterprise_no: string; expires_on: string | null }[] }>(
    'GET',
    `/api/admin/enterprises?keyword=${enterpriseNo}`,
  );
  const enterprise = list.data.data.find((e) => e.enterprise_no === enterpriseNo);
  if (!enterprise?.expires_on) throw new Error(`enterprise ${enterpriseNo} not found or without an expiry date`);
  const set = async (expires_on: string) => {
    const res = await platform.call('POST', `/api/admin/enterprises/${enterprise.uid}/expiry`, { expires_on });
    if (res.code !== 1) throw new Error(`setting the expiry date failed: ${res.msg}`);
  };
  await set(date);
  try {
    return await run();
  } finally {
    await set(enterprise.expires_on);
  }
}

/** The session values the shell keeps in localStorage under the names of spec 01 §3, or null once logged out. */
export const storedSession = (page: Page) =>
  page.evaluate(() => {
    const sessionid = localStorage.getItem('pcb_uniontrans_sessionid');
    return sessionid === null ? null : { sessionid, role_no: localStorage.getItem('role_no') ?? undefined };
  });

/** Fills the login form already on screen (no navigation: the page keeps its memory, its tabs and its clock). */
export async function fillLogin(page: Page, phone: string, password: string): Promise<void> {
  await page.getByPlaceholder('Mobile phone number').fill(phone);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Records, in the page's own (possibly faked) clock, when each call to an API path leaves the page and when its
 * answer is in (body read), so a test can move the clock relative to a poll rather than to the moment the test asked:
 * real time keeps flowing under `page.clock.install()`, and a loaded machine can spend seconds between two steps.
 */
export async function recordCalls(
  page: Page,
  path: string,
): Promise<{ sent: () => Promise<number[]>; answered: () => Promise<number[]> }> {
  await page.addInitScript((watched) => {
    const record = { sent: [] as number[], answered: [] as number[] };
    (window as unknown as { __calls: typeof record }).__calls = record;
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, location.href).pathname !== watched) return original(input, init);
      record.sent.push(Date.now());
      return original(input, init).then((response) => {
        void response
          .clone()
          .arrayBuffer()
          .finally(() => record.answered.push(Date.now()));
        return response;
      });
    };
  }, path);
  const read = (which: 'sent' | 'answered') => () =>
    page.evaluate((key) => (window as unknown as { __calls?: Record<string, number[]> }).__calls?.[key] ?? [], which);
  return { sent: read('sent'), answered: read('answered') };
}

/** The page's clock now (the faked one once `page.clock.install()` ran). */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());
