/** Spec 01 §5: the shapes of what people type to sign in, register or change a password. */
export const MOBILE_PHONE = /^1\d{10}$/;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Registration / login password: 6 to 20 letters, digits or underscore. */
export const ACCOUNT_PASSWORD = /^\w{6,20}$/;
/** Change password: 8 to 16 characters with a lowercase letter, an uppercase letter and a digit. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,16}$/;
/**
 * Landline (spec 01 §5): optional area code then 7 to 14 digits — "0755-12345678", "12345678", "075512345678".
 * The area code (3 or 4 digits) is told apart by its dash; written without one, the whole number counts as the
 * 7 to 14 digits, so 15 digits or more are refused. Telephone fields run it through `isTelephone` (telephone.ts).
 */
export const LANDLINE = /^(?:\d{3,4}-)?\d{7,14}$/;
export const VERIFY_CODE = /^\d{6}$/;
export const SHORT_TEXT_MAX = 10;

/** Message keys; the texts live in each app's locales (zh-CN verbatim from the spec). */
export type PasswordChangeProblem = 'required' | 'weakPassword' | 'passwordMismatch';

export function checkPasswordChange(form: {
  current_pwd?: string;
  new_pwd?: string;
  re_pwd?: string;
}): { field: 'current_pwd' | 'new_pwd' | 're_pwd'; problem: PasswordChangeProblem } | null {
  for (const field of ['current_pwd', 'new_pwd', 're_pwd'] as const) {
    if (!form[field]) return { field, problem: 'required' };
  }
  if (!STRONG_PASSWORD.test(form.new_pwd!)) return { field: 'new_pwd', problem: 'weakPassword' };
  if (form.new_pwd !== form.re_pwd) return { field: 're_pwd', problem: 'passwordMismatch' };
  return null;
}
