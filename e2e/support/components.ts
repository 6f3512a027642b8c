/**
 * Set-up for the shared-component browser tests (e2e/shell-components.e2e.ts): a factory enterprise of the
 * test's own (so its staff list and its admin's avatar are nobody else's), staff added through the staff API,
 * and PNG files made from bytes.
 */
import { deflateSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { ApiClient, codeFromOutbox, freshPhone } from '../accounts-api.js';

export const ADMIN_PASSWORD = 'E2e_pass1';

/** Registers a factory enterprise through businessregister (code from the outbox); answers its admin's phone and an API client. */
export async function registerFactory(
  base: string,
  label: string,
): Promise<{ phone: string; password: string; api: ApiClient }> {
  const phone = freshPhone();
  const anonymous = new ApiClient(base);
  const sent = await anonymous.call('POST', '/api/service/alimessagecode', {
    phone_area_code: '+86',
    phone_num: phone,
    template_type: 'business_register',
  });
  if (sent.code !== 1) throw new Error(`code not sent: ${sent.msg}`);
  const verify_code = await codeFromOutbox(base, `+86 ${phone}`);
  const res = await anonymous.call('POST', '/api/service/businessregister', {
    company_name: `${label} ${phone}`,
    regNumOrCreditCode: `E2E${phone}`,
    phoneAreaCode: '+86',
    loginUserPhone: phone,
    verify_code,
    enterprise_kind: 'factory',
    agreement: true,
    register_username: 'Zoe Admin',
    register_password: ADMIN_PASSWORD,
  });
  if (res.code !== 1) throw new Error(`business registration failed: ${res.msg}`);
  return { phone, password: ADMIN_PASSWORD, api: await ApiClient.login(base, phone, ADMIN_PASSWORD) };
}

/**
 * Adds staff named `${prefix} 01` … one after another, so that both their order by name and the list's default
 * order (by time added) are known: each is invited through POST /api/staff and accepts by registering through
 * the join-enterprise flow (enterprise number and a code).
 */
export async function addStaff(base: string, api: ApiClient, prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
  for (const staff_name of names) {
    const phone = freshPhone();
    const res = await api.call<{ enterprise_no: string }>('POST', '/api/staff', {
      phone_area_code: '+86',
      phone,
      staff_name,
      department: 'Paging',
    });
    if (res.code !== 1) throw new Error(`inviting ${staff_name} failed: ${res.msg}`);
    const person = new ApiClient(base);
    await person.call('POST', '/api/service/alimessagecode', {
      phone_area_code: '+86',
      phone_num: phone,
      template_type: 'join_enterprise',
    });
    const verifyCode = await codeFromOutbox(base, `+86 ${phone}`);
    const joined = await person.call('POST', '/api/service/joinenterprise', {
      phoneAreaCode: '+86',
      phoneNum: phone,
      joined: '0',
      cimforceNoEnter: res.data.enterprise_no,
      verifyCode,
      register_username: staff_name,
      register_password: 'E2e_pass1',
    });
    if (joined.code !== 1) throw new Error(`${staff_name} joining failed: ${joined.msg}`);
  }
  return names;
}

/** The query of a captured request, as a plain object. */
export const queryOf = (request: Request): Record<string, string> =>
  Object.fromEntries(new URL(request.url()).searchParams);

/** Waits for the next GET of an API list (by path, e.g. `/api/staff`, and `also` when given) while `act` runs; answers its query. */
export async function listRequest(
  page: Page,
  pathname: string,
  act: () => Promise<unknown>,
  also: () => boolean = () => true,
): Promise<Record<string, string>> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === pathname && also()),
    act(),
  ]);
  return queryOf(request);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid RGB PNG of `size`×`size` pixels in one colour. `padTo` adds a private ancillary chunk (which readers
 * skip) until the file is at least that many bytes: a real image that is simply too large.
 */
export function png(size: number, rgb: [number, number, number], padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
  ];
  const length = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > length) parts.push(chunk('peTe', Buffer.alloc(padTo - length, 0x55)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/**
 * Starts keeping every antd message notice the page shows (the page's own record, so a notice that already
 * timed out still counts); `notices(page, text)` answers how many with that text appeared so far.
 */
export async function recordNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Element[] = [];
    (window as unknown as { __notices: Element[] }).__notices = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const found = [
            ...(node.matches('.ant-message-notice') ? [node] : []),
            ...Array.from(node.querySelectorAll('.ant-message-notice')),
          ];
          // A notice counts once, even when antd inserts its element again (as it does in the harness's development build).
          seen.push(...found.filter((n) => !seen.includes(n)));
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export const notices = (page: Page, text: string) =>
  page.evaluate(
    (t) => (window as unknown as { __notices: Element[] }).__notices.filter((n) => n.textContent?.trim() === t).length,
    text,
  );
