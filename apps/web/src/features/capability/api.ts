import type { CapabilityRule, CapabilityTableInput } from '@pcbunion/core';
import { call, get } from '../../api/http';

export interface CapabilityTable {
  merchant: { uid: string; name: string };
  version: number;
  rules: CapabilityRule[];
  projects: Array<{ code: string; name: string }>;
}

/** A factory's process capability table (public); without a merchant, the first factory that publishes one. */
export const getCapability = (merchant?: string) =>
  get<CapabilityTable>(`capability${merchant ? `?merchant_uid=${encodeURIComponent(merchant)}` : ''}`, {
    silent: true,
  });
/** The caller's own factory's table, with the version to save against. */
export const getMyCapability = () => get<CapabilityTable>('capability/mine');
export const saveCapability = (table: CapabilityTableInput) =>
  call<CapabilityTable>('PUT', 'capability', table, { silent: true });
