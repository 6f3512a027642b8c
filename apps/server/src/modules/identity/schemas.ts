import { text } from '@pcbunion/core';
import { z } from 'zod';
import { instant, moneyText } from '../../http/answer.js';
import { LANGUAGES } from '../../http/language.js';

/** The kinds of enterprise (spec 01 §2). */
export const enterpriseKind = z.enum(['platform', 'factory', 'customer', 'supplier']);

/** One enterprise the account is an active staff member of. */
export const joinedEnterpriseAnswer = z
  .object({
    enterprise_uid: z.string(),
    enterprise_name: z.string(),
    enterprise_kind: enterpriseKind,
    department: z.string().nullable(),
    staff_uid: z.string(),
    staff_name: z.string(),
    is_admin: z.boolean(),
  })
  .meta({ id: 'JoinedEnterprise' });

/** The caller's role in its enterprise: `<kind>_admin` or `<kind>_staff`. */
export const roleAnswer = z.object({ role_no: z.string(), role_name: z.string() }).meta({ id: 'Role' });

/** Fetch joined enterprises: the enterprises the signed-in account is an active staff member of, as of now. */
export const joinedEnterprisesAnswer = z
  .object({ joined_enterprise_info: z.array(joinedEnterpriseAnswer) })
  .meta({ id: 'JoinedEnterprises' });

/** service/login: the session, the account's enterprises and, with exactly one, its roles there. */
export const loginAnswer = z
  .object({
    sessionID: z.string(),
    usercode: z.string(),
    productid: z.string(),
    joined_enterprise_info: z.array(joinedEnterpriseAnswer),
    user_role_info: z.array(roleAnswer),
    /** More than one enterprise: the caller names one next (POST /api/login). */
    choose_enterprise: z.boolean(),
  })
  .meta({ id: 'LoginAnswer' });

/** POST /api/login and /api/atom/login: the enterprise entered and the caller's roles there. */
export const enteredEnterpriseAnswer = z
  .object({
    sessionID: z.string(),
    usercode: z.string(),
    /** The same product id as the sign-in answer's (spec 02 §7 "entering an enterprise returns … product id"). */
    productid: z.string(),
    user_role_info: z.array(roleAnswer),
    enterprise: joinedEnterpriseAnswer,
  })
  .meta({ id: 'EnteredEnterprise' });

/** ticketlogin / ticketsecondlogin: a session in the ticket's (or the named) enterprise. */
export const ticketLoginAnswer = z.object({
  sessionID: z.string(),
  productid: z.string(),
  joined_enterprise_info: z.array(joinedEnterpriseAnswer),
  user_role_info: z.array(roleAnswer),
  enterprise: joinedEnterpriseAnswer,
  choose_enterprise: z.literal(false),
});

export const ticketAnswer = z.object({ ticket: z.string(), expires_seconds: z.number().int() });

/** Which sign-in ways are on. */
export const signInProvidersAnswer = z.object({ password: z.boolean(), wechat: z.boolean() });

/** GET /api/profile/wechat: whether WeChat is linked and whether it is the account's only way in. */
export const weChatStandingAnswer = z.object({
  wechat_linked: z.boolean(),
  wechat_only: z.boolean(),
  has_phone: z.boolean(),
});

/** One menu the caller's permissions grant (or a group above one), named in the caller's language. */
export const menuEntryAnswer = z
  .object({
    menu_no: z.number().int(),
    parent_no: z.number().int(),
    menu_name: z.string(),
    menu_names: z.record(z.enum(LANGUAGES), z.string()),
    package_url: z.string().nullable(),
    is_show: z.boolean(),
    auth_code: z.number().int(),
    icon: z.string().nullable(),
  })
  .meta({ id: 'MenuEntry' });

/** atom/auth-info1: the caller's menus, roles and who it is. */
export const authInfoAnswer = z
  .object({
    menus: z.array(menuEntryAnswer),
    roles: z.array(roleAnswer),
    role_no: z.string(),
    usercode: z.string(),
    user: z
      .object({
        user_uid: z.string(),
        staff_uid: z.string().nullable(),
        staff_name: z.string(),
        phone: z.string().nullable(),
        phone_area_code: z.string().nullable(),
        avatar: z.string().nullable(),
        enterprise_uid: z.string(),
        enterprise_name: z.string(),
        enterprise_kind: enterpriseKind,
        /** The enterprise's last day (YYYY-MM-DD), null when it does not expire. */
        expires_on: z.string().nullable(),
        satff_member: z.union([z.literal(0), z.literal(1)]),
        is_admin: z.boolean(),
      })
      .meta({ id: 'AuthUser' }),
  })
  .meta({ id: 'AuthInfo' });

/** Member information (spec 02 §3): the account, its profile and the enterprise's wallet. */
export const memberInformationAnswer = z
  .object({
    member_no: z.string(),
    name: z.string(),
    phone_area_code: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    created_at: instant,
    birthday: z.string().nullable(),
    gender: z.enum(['male', 'female', 'unknown']).nullable(),
    status: z.enum(['active', 'disabled']),
    type: z.enum(['personal', 'enterprise']),
    wechat_no: z.string().nullable(),
    qq_no: z.string().nullable(),
    enterprise_name: z.string(),
    available_balance: moneyText,
    frozen_amount: moneyText,
  })
  .meta({ id: 'MemberInformation' });

/** One message the outbox provider "sent". */
export const outboxMessageRow = z
  .object({
    id: z.number().int(),
    channel: z.enum(['sms', 'email']),
    destination: z.string(),
    template: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    language: z.string(),
    created_at: instant,
  })
  .meta({ id: 'OutboxMessage' });

const linkState = z.enum(['revoked', 'expired', 'used_up', 'active']);
const linkPurpose = z.enum(['member', 'staff']);

/** An invite link of the community screen, with its short and registration addresses. */
export const inviteLinkAnswer = z
  .object({
    uid: z.string(),
    code: z.string(),
    purpose: linkPurpose,
    max_uses: z.number().int(),
    use_count: z.number().int(),
    expires_at: instant,
    revoked_at: instant.nullable(),
    created_at: instant,
    state: linkState,
    short_path: z.string(),
    register_path: z.string(),
  })
  .meta({ id: 'InviteLink' });

/** What a link leads to, for the public join page. */
export const inviteLookupAnswer = z
  .object({
    enterprise_uid: z.string(),
    enterprise_name: z.string(),
    enterprise_kind: enterpriseKind,
    purpose: linkPurpose,
    state: linkState,
    expires_at: instant,
    short_path: z.string(),
    register_path: z.string(),
  })
  .meta({ id: 'InviteLookup' });

/** A field the answer names (a refusal answered with HTTP 200 and a code of its own, e.g. "the same phone"). */
export const namedFieldAnswer = z.object({ field: z.string() });

/** A verification code sent: when the next may be asked for, and how long this one lives. */
export const codeSentAnswer = z.object({ resend_seconds: z.number().int(), expires_seconds: z.number().int() });

/** The personal profile: the signed-in account and its enterprises. */
export const profileAnswer = z
  .object({
    user_uid: z.string(),
    user_no: z.string(),
    name: z.string(),
    phone_area_code: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    created_at: instant,
    has_password: z.boolean(),
    enterprises: z.array(joinedEnterpriseAnswer),
  })
  .meta({ id: 'Profile' });

export const avatarAnswer = z.object({ avatar: z.string() });
export const phoneChangedAnswer = z.object({ phone_area_code: z.string(), phone: z.string() });

export const verifyPhoneAnswer = z.object({ registered: z.boolean() });

/** businessregister: the enterprise registered and its administrator's account. */
export const businessRegisteredAnswer = z.object({
  enterprise_uid: z.string(),
  enterprise_no: z.string(),
  enterprise_kind: enterpriseKind,
  user_uid: z.string(),
  usercode: z.string(),
  new_account: z.boolean(),
});

/** userregister / memberregister: the account and the enterprise it entered (its own personal one, or the inviter's). */
export const personRegisteredAnswer = z.object({
  user_uid: z.string(),
  usercode: z.string(),
  enterprise_uid: z.string(),
  invited_by: z.string().nullable(),
});

/** joinenterprise: the enterprise joined; a staff id when joined as staff, null as a member (customer). */
export const joinedAnswer = z.object({
  enterprise_uid: z.string(),
  enterprise_name: z.string(),
  staff_uid: z.string().nullable(),
  user_uid: z.string(),
  new_account: z.boolean(),
});

/** A staff member of the caller's enterprise. */
export const staffAnswer = z
  .object({
    staff_uid: z.string(),
    staff_name: z.string(),
    job_number: z.string().nullable(),
    department: z.string().nullable(),
    is_admin: z.boolean(),
    staff_member: z.union([z.literal(0), z.literal(1)]),
    status: z.enum(['active', 'disabled']),
    created_at: instant,
    user_uid: z.string(),
    user_no: z.string(),
    phone_area_code: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'StaffMember' });

const invitationStatus = z.enum(['pending', 'accepted', 'revoked']);

/** A staff invitation as the inviting enterprise sees it (`expired`: pending past its day). */
export const staffInvitationRow = z
  .object({
    uid: z.string(),
    phone_area_code: z.string(),
    phone: z.string(),
    staff_name: z.string().nullable(),
    department: z.string().nullable(),
    job_number: z.string().nullable(),
    staff_member: z.union([z.literal(0), z.literal(1)]),
    status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
    expires_at: instant,
    created_at: instant,
  })
  .meta({ id: 'StaffInvitation' });

/** "Add staff": the invitation sent (nothing of the person). */
export const staffAddedAnswer = z.object({
  invitation: z.object({
    uid: z.string(),
    phone_area_code: z.string(),
    phone: z.string(),
    staff_name: z.string().nullable(),
    department: z.string().nullable(),
    job_number: z.string().nullable(),
    staff_member: z.union([z.literal(0), z.literal(1)]),
    status: invitationStatus,
    expires_at: instant,
  }),
  enterprise_no: z.string(),
});

export const staffInvitedAnswer = z.object({ uid: z.string(), enterprise_no: z.string(), expires_at: instant });

/** A pending invitation to the caller's phone. */
export const myStaffInvitationRow = z
  .object({
    uid: z.string(),
    enterprise_uid: z.string(),
    enterprise_name: z.string(),
    enterprise_no: z.string(),
    enterprise_kind: enterpriseKind,
    staff_name: z.string().nullable(),
    department: z.string().nullable(),
    expires_at: instant,
    created_at: instant,
  })
  .meta({ id: 'MyStaffInvitation' });

export const invitationAcceptedAnswer = z.object({
  enterprise_uid: z.string(),
  enterprise_name: z.string(),
  staff_uid: z.string(),
});

/** One menu of the permission tree of the enterprise's kind. */
const permissionMenu = z.object({
  menu_no: z.number().int(),
  parent_no: z.number().int(),
  menu_name: z.string(),
  package_url: z.string().nullable(),
  auth_code: z.number().int(),
  is_show: z.boolean(),
});

/** The permission screen: the kind's menu tree, the member's granted screens and what the caller may hand out. */
export const staffPermissionsAnswer = z
  .object({
    staff_uid: z.string(),
    staff_name: z.string(),
    is_admin: z.boolean(),
    menus: z.array(permissionMenu),
    granted: z.array(z.number().int()),
    grantable: z.array(z.number().int()),
  })
  .meta({ id: 'StaffPermissions' });

export const permissionsSavedAnswer = z.object({
  staff_uid: z.string(),
  /** The permission mask (a bit per auth code), as text. */
  permission_mask: z.string(),
  granted: z.array(z.number().int()),
});

/** An enterprise of the platform operator's list. */
export const adminEnterpriseRow = z
  .object({
    uid: z.string(),
    enterprise_no: z.string(),
    name: z.string(),
    abbreviation: z.string().nullable(),
    kind: enterpriseKind,
    credit_code: z.string().nullable(),
    phone: z.string().nullable(),
    /** The last valid day (YYYY-MM-DD), null without an expiry date. */
    expires_on: z.string().nullable(),
    status: z.enum(['active', 'disabled']),
    created_at: instant,
    personal: z.boolean(),
    staff_count: z.number().int(),
  })
  .meta({ id: 'AdminEnterprise' });

export const expirySavedAnswer = z.object({ uid: z.string(), expires_on: z.string().nullable() });

/** The expiry query: the enterprise's last valid day (null without one); code 0 once past it. */
export const expiryAnswer = z.object({ date: z.string().nullable() });

const partnerRelation = z.enum(['supplier', 'customer']);

/** A partner invitation: the inviting enterprise and the invited (supplier) one. */
export const partnerInvitationRow = z
  .object({
    uid: z.string(),
    status: z.enum(['pending', 'accepted', 'declined', 'revoked']),
    relation: partnerRelation,
    created_at: instant,
    decided_at: instant.nullable(),
    enterprise_uid: z.string(),
    enterprise_no: z.string(),
    enterprise_name: z.string(),
    enterprise_kind: enterpriseKind,
    partner_enterprise_uid: z.string(),
    partner_enterprise_no: z.string(),
    partner_enterprise_name: z.string(),
  })
  .meta({ id: 'PartnerInvitation' });

export const partnerInvitedAnswer = z.object({
  uid: z.string(),
  status: z.enum(['pending', 'accepted', 'declined', 'revoked']),
  partner_enterprise_no: z.string(),
  partner_enterprise_name: z.string(),
});

/** A relationship: `partner_enterprise` is `relation` (supplier or customer) of `enterprise`. */
export const partnerRow = z
  .object({
    uid: z.string(),
    relation: partnerRelation,
    created_at: instant,
    enterprise_uid: z.string(),
    enterprise_name: z.string(),
    partner_enterprise_uid: z.string(),
    partner_enterprise_name: z.string(),
  })
  .meta({ id: 'EnterprisePartner' });

/** A change of the member information (spec 02 §3 Member): only the fields sent change. */
export const memberPatchBody = z.object({
  name: text(64).optional(),
  email: text(254).nullish(),
  birthday: z.iso.date().nullish(),
  gender: z.enum(['male', 'female', 'unknown']).nullish(),
  wechat_no: text(30).nullish(),
  qq_no: text(30).nullish(),
});
export type MemberPatch = z.infer<typeof memberPatchBody>;
