import type { Body, Schemas } from '../../api/contract';
import { call, get } from '../../api/http';

export type CapabilityTable = Schemas['CapabilityTable'];
export type CapabilityTableInput = Body<'/api/capability', 'put'>;

/** A factory's process capability table (public); without a merchant, the first factory that publishes one. */
export const getCapability = (merchant?: string) =>
  get<CapabilityTable>(`capability${merchant ? `?merchant_uid=${encodeURIComponent(merchant)}` : ''}`, {
    silent: true,
  });
/** The caller's own factory's table, with the version to save against. */
export const getMyCapability = () => get<CapabilityTable>('capability/mine');
export const saveCapability = (table: CapabilityTableInput) =>
  call<CapabilityTable>('PUT', 'capability', table, { silent: true });
