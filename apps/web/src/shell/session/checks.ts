import { forcedChecksValue } from '../../stores/stored-values';

/**
 * Where the periodic session checks run (spec 01 §9: "not on localhost or the listed development hosts").
 * The list comes from VITE_PCB_DEV_HOSTS (comma-separated) at build time, else the defaults below.
 * Tests force the checks on with `window.__PCB_CHECKS__ = true` or localStorage `pcb_checks` = `1`
 * (and off with `false` / `0`).
 */
declare global {
  interface Window {
    __PCB_CHECKS__?: boolean;
  }
}

const DEFAULT_DEV_HOSTS = ['localhost', '127.0.0.1', '0.0.0.0', '[::1]'];

export const DEV_HOSTS: readonly string[] =
  (import.meta.env.VITE_PCB_DEV_HOSTS as string | undefined)
    ?.split(',')
    .map((h) => h.trim())
    .filter(Boolean) ?? DEFAULT_DEV_HOSTS;

/** Hosts on which a signed-in user opening /login goes to the quotation approval screen instead of / (§2.4). */
export const APPROVAL_HOSTS: readonly string[] =
  (import.meta.env.VITE_PCB_APPROVAL_HOSTS as string | undefined)
    ?.split(',')
    .map((h) => h.trim())
    .filter(Boolean) ?? [];

export function sessionChecksEnabled(hostname = location.hostname): boolean {
  const forced = typeof window !== 'undefined' ? window.__PCB_CHECKS__ : undefined;
  if (typeof forced === 'boolean') return forced;
  return forcedChecksValue() ?? !DEV_HOSTS.includes(hostname);
}

export function homeAfterLogin(hostname = location.hostname): string {
  return APPROVAL_HOSTS.includes(hostname) ? '/online-quotation-approval/index' : '/';
}
