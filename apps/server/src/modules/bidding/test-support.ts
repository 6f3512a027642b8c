/** Helpers for the bidding and equipment server tests (imported by *.test.ts only). */
import { eq } from 'drizzle-orm';
import { enterprises } from '../../db/schema/index.js';
import type { TestServer } from '../../../test/test-server.js';
import { AddressedClient, freshPhone, loginByPhone, phoneCode } from '../identity/accounts/test-support.js';

/** Registers a new enterprise of `kind` (its registrant is its administrator) and signs the administrator in. */
export async function registerEnterprise(server: TestServer, kind: 'supplier' | 'factory', name: string) {
  const phone = freshPhone();
  const verify_code = await phoneCode(server, phone, 'business_register');
  const res = await new AddressedClient(server.url).post('/api/service/businessregister', {
    company_name: `${name} ${phone}`,
    regNumOrCreditCode: `91440300${phone}`,
    entp_abbreviation: name.slice(0, 10),
    phoneAreaCode: '+86',
    loginUserPhone: phone,
    verify_code,
    enterprise_kind: kind,
    agreement: true,
    register_username: 'Boss',
    register_password: 'Boss_pass1',
  });
  if (res.body.code !== 1) throw new Error(`registration refused: ${res.body.msg}`);
  const enterpriseNo: string = res.body.data.enterprise_no;
  const [row] = await server.database.db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, enterpriseNo));
  return { client: await loginByPhone(server, phone, 'Boss_pass1'), enterpriseNo, enterpriseUid: row!.uid };
}
