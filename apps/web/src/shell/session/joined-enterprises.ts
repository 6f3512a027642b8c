import { PHONE_AREA_CODES } from '@pcbunion/core';
import { fetchJoinedEnterprises, type JoinedEnterprise } from '../../api/session';
import { sessionStore } from '../../stores/session';

/**
 * Reads the account's enterprises again (spec 02 §7 "fetch joined enterprises") into the stored session: the
 * switch-enterprise dialog then lists an enterprise joined or an invitation accepted since the login.
 */
export async function refreshJoinedEnterprises(): Promise<JoinedEnterprise[] | null> {
  const user = sessionStore.authInfo()?.user;
  try {
    const joined = await fetchJoinedEnterprises(
      { phone: user?.phone ?? undefined, phone_area_code: PHONE_AREA_CODES.find((c) => c === user?.phone_area_code) },
      { silent: true },
    );
    sessionStore.setJoinedEnterprises(joined);
    return joined;
  } catch {
    // the session checks handle a lost session; the dialog keeps the list it had
    return null;
  }
}
