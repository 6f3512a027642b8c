/** Business constants of spec 01 §9 and spec 02 §9, written once for the web and the server. */
export const PRODUCT_ID = 'pcb_uniontrans';
export const SPACE_ID = 'pcb_uniontrans';
export const SYSTEM_ID = 10201;
export const CLIENT_TYPE = 3;

export const PHONE_AREA_CODES = ['+86', '+852', '+886', '+853', '+82'] as const;
export type PhoneAreaCode = (typeof PHONE_AREA_CODES)[number];
export const LOGIN_TYPES = ['phone', 'email', 'jobnumber'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const HTTP_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_MS = 5_000;
export const LOGIN_ERROR_TOAST_MS = 2_000;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const EXPIRY_CHECK_INTERVAL_MS = 60_000;
export const LOGIN_VALIDITY_CHECK_INTERVAL_MS = 60_000;
/** Spec 01 §9: "Bidding notice poll every 180000 ms". */
export const BIDDING_NOTICE_POLL_INTERVAL_MS = 180000;
export const VERIFY_CODE_RESEND_SECONDS = 60;
export const VERIFY_CODE_LENGTH = 6;

export const PAGE_SIZES = [20, 60, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Spec 02 §9: "Default page size 12 for data-service lists" (the pricing configuration lists, `PagedTable dataService`). */
export const DATA_SERVICE_PAGE_SIZE = 12;
export const BELL_BADGE_MAX = 99;
export const MOBILE_BREAKPOINT_PX = 993;
export const SIDEBAR_WIDTH_PX = 210;
export const DEFAULT_THEME_COLOR = '#1890ff';
export const IMAGE_MAX_BYTES = 500 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const LAYER_OPTIONS = [1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20] as const;
