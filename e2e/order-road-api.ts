/**
 * API side of the order-road browser test: a new customer enterprise, its address and balance, the inquiry steps
 * the inquiry screens own, and the platform operator's ledger check. Each client keeps its own session cookie.
 */
import { toCents } from '@pcbunion/core';
import { codeFromOutbox, freshPhone } from './accounts-api.js';
import { DEMO_PASSWORD, DEMO_PHONES } from './support/session.js';

export class Api {
  private cookie = '';
  constructor(private readonly base: string) {}

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; code: number; msg: string; data: T }> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const json = (await res.json()) as { code: number; msg: string; data: T };
    return { status: res.status, ...json };
  }

  /** The call, or an error with the server's message when it was refused. */
  async ok<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const res = await this.call<T>(method, path, body, headers);
    if (res.status !== 200 || res.code !== 1) throw new Error(`${method} ${path} → ${res.status} ${res.msg}`);
    return res.data;
  }

  static async login(base: string, phone: string, password = DEMO_PASSWORD): Promise<Api> {
    const api = new Api(base);
    // Another client type than the browser's: one session per account and client type, so the browser stays signed in.
    await api.ok('POST', '/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: phone,
      login_password: password,
      clienttype: 7,
    });
    return api;
  }

  static demo = (base: string, who: keyof typeof DEMO_PHONES) => Api.login(base, DEMO_PHONES[who]);
}

/** A board the demo factory prices (the estimate form's parameters). */
export const BOARD = { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 };

/** Registers a new customer enterprise (business registration, code from the outbox); answers its login. */
export async function newCustomerEnterprise(base: string): Promise<{ phone: string; password: string; name: string }> {
  const phone = freshPhone();
  const password = 'E2e_pass1';
  const name = `E2E 深圳买家电子 ${phone}`;
  const anonymous = new Api(base);
  await anonymous.ok('POST', '/api/service/alimessagecode', {
    phone_area_code: '+86',
    phone_num: phone,
    template_type: 'business_register',
  });
  const verify_code = await codeFromOutbox(base, `+86 ${phone}`);
  await anonymous.ok('POST', '/api/service/businessregister', {
    company_name: name,
    regNumOrCreditCode: `E2E${phone}`,
    loginUserPhone: phone,
    phoneAreaCode: '+86',
    verify_code,
    enterprise_kind: 'customer',
    agreement: true,
    register_username: '王买家',
    register_password: password,
  });
  return { phone, password, name };
}

/** A Chinese shipping address (the default), money in the wallet through the sandbox gateway, and invoicing info. */
export async function readyToBuy(customer: Api, amount: string): Promise<void> {
  await customer.ok('POST', '/api/addresses', {
    recipient: '王买家',
    company: '深圳买家电子',
    areaCode: '+86',
    phone: '13912345678',
    region: ['44', '4403', '440305'],
    detailAddress: '科技园南区一号',
    isDefault: true,
  });
  const recharge = await customer.ok<{ rechargeNo: string }>(
    'POST',
    '/api/wallet/recharges',
    { amount, method: 'sandbox' },
    { 'Idempotency-Key': `e2e-recharge-${Date.now()}` },
  );
  await customer.ok('POST', `/api/payments/sandbox/${recharge.rechargeNo}/pay`, {});
  await customer.ok('POST', '/api/invoicing-infos', {
    unitName: '深圳买家电子有限公司',
    taxpayerNo: '91440300MA5F0ABC12',
    address: '广东省深圳市',
    detailAddress: '南山区科技园南区一号',
    phone: '0755-12345678',
    bank: '中国银行深圳分行',
    bankCardNo: '6222 0200 1234 5678',
    email: 'billing@example.com',
    status: 'valid',
  });
}

/** The customer's available balance in cents. */
export async function balanceCents(customer: Api): Promise<bigint> {
  const wallet = await customer.ok<{ balance: string }>('GET', '/api/wallet');
  return toCents(wallet.balance);
}

/** GET /api/finance/ledger/check as the platform operator. */
export async function ledgerCheck(
  operator: Api,
): Promise<{ balanced: boolean; difference: string; problems: string[] }> {
  return operator.ok('GET', '/api/finance/ledger/check');
}
