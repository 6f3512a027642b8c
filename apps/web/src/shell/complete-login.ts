import { enterEnterprise, fetchAuthInfo, type JoinedEnterprise, type LoginAnswer } from '../api/session';
import { sessionStore, smallBellOf } from '../stores/session';

export class NoRolesError extends Error {}

/**
 * After the login answer (and, for several enterprises, the choice) — or when switching enterprise — enter the
 * enterprise, keep the first role, load the menus and roles, and keep the session values of spec 01 §3.
 */
export async function completeLogin(
  answer: LoginAnswer,
  chosen: JoinedEnterprise,
  mustEnter = answer.choose_enterprise,
): Promise<void> {
  let roles = answer.user_role_info;
  let sessionid = answer.sessionID;
  let usercode = answer.usercode;
  let productid = answer.productid;
  if (mustEnter) {
    const entered = await enterEnterprise(chosen, { silent: true });
    roles = entered.user_role_info;
    sessionid = entered.sessionID;
    usercode = entered.usercode ?? usercode;
    // Spec 02 §7: entering an enterprise answers the product id too; an answer without one keeps the login's.
    productid = (entered as { productid?: string }).productid || productid;
  }
  if (!roles?.length) throw new NoRolesError();
  const info = await fetchAuthInfo({ silent: true });
  const enterpriseUid = info.user.enterprise_uid ?? chosen.enterprise_uid;
  sessionStore.signIn(
    {
      sessionid,
      scf_tenantid: enterpriseUid,
      usercode1: usercode,
      role_no: roles[0]!.role_no,
      enterprise_uid: enterpriseUid,
      enterprise_name: info.user.enterprise_name ?? chosen.enterprise_name,
      staff_name: info.user.staff_name ?? chosen.staff_name,
      staff_uid: info.user.staff_uid ?? chosen.staff_uid,
      user_uid: info.user.user_uid,
      user_phone: info.user.phone ?? undefined,
      user_avatar: info.user.avatar ?? undefined,
      small_bell: smallBellOf(info),
      satff_member: info.user.satff_member,
      productid,
      joined_enterprise_info: answer.joined_enterprise_info ?? [],
    },
    info,
  );
}
