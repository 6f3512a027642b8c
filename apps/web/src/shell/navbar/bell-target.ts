/** The work-order screens, in the order the bell prefers them after its own target (spec 01 §3). */
const WORK_ORDER_SCREENS = ['/work-order-center', '/want-consult', '/complaint-list', '/pricing-suggestion'];

/** Spec 01 §3: a staff member's bell opens /want-consult, anyone else's /work-order-center; else the first one the account may open. */
export function bellTarget(staffMember: boolean, canOpen: (path: string) => boolean): string {
  const preferred = staffMember ? '/want-consult' : '/work-order-center';
  return [preferred, ...WORK_ORDER_SCREENS].find(canOpen) ?? preferred;
}
