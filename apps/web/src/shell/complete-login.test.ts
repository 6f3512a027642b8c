import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinedEnterprise, LoginAnswer } from '../api/session';
import { sessionStore } from '../stores/session';
import { completeLogin } from './complete-login';

const enterprise: JoinedEnterprise = {
  enterprise_uid: 'E0002',
  enterprise_name: 'Second Factory',
  enterprise_kind: 'factory',
  department: null,
  is_admin: false,
  staff_name: 'Li Na',
  staff_uid: 'ST2',
};

/** What the switch-enterprise dialog hands over: the session's own values, the session's product id among them. */
const switching: LoginAnswer = {
  sessionID: 'S1',
  usercode: 'U1',
  productid: 'pcb_uniontrans',
  joined_enterprise_info: [enterprise],
  user_role_info: [],
  choose_enterprise: true,
};

function answerCalls(entered: Record<string, unknown>) {
  const fetch = vi.fn((url: string, _init?: RequestInit) => {
    const data =
      url === '/api/login'
        ? { sessionID: 'S2', usercode: 'U2', user_role_info: [{ role_no: 'R2' }], enterprise, ...entered }
        : {
            menus: [],
            roles: [],
            user: { ...enterprise, user_uid: 'A1', satff_member: 0, avatar: null, phone: '13800000002' },
          };
    return Promise.resolve(new Response(JSON.stringify({ code: 1, msg: 'ok', data })));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('entering an enterprise keeps the product id (spec 02 §7)', () => {
  beforeEach(() => vi.stubGlobal('location', { hostname: 'portal.example' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ session: null, authInfo: null, ended: null });
  });

  it("keeps the session's product id when the enterprise's answer names none; the call carries one too", async () => {
    const fetch = answerCalls({});
    await completeLogin(switching, enterprise, true);
    expect(sessionStore.session()).toMatchObject({
      sessionid: 'S2',
      productid: 'pcb_uniontrans',
      enterprise_uid: 'E0002',
      scf_tenantid: 'E0002',
      role_no: 'R2',
    });
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ enterprise_uid: 'E0002', staff_uid: 'ST2', productid: 'pcb_uniontrans' });
  });

  it("takes the product id of the enterprise's answer when it names one", async () => {
    answerCalls({ productid: 'pcb_admin' });
    await completeLogin(switching, enterprise, true);
    expect(sessionStore.session()?.productid).toBe('pcb_admin');
  });
});
