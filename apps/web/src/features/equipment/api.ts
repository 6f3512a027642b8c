import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** A device's reading as it publishes it (modules/equipment/README.md on the server). */
export interface Reading {
  ts: string;
  status: string;
  temperature: number | null;
  speed: number | null;
  counters: Record<string, number>;
  seq?: number;
}

export interface Device {
  uid: string;
  machineNo: string;
  name: string;
  type: string;
  line: string;
  power: 'on' | 'off';
  online: boolean;
  lastReading: Reading | null;
  lastReadingAt: string | null;
}

export interface HistoryPoint {
  readAt: string;
  status: string;
  temperature: number | null;
  speed: number | null;
  counters: Record<string, number>;
}

const quiet = { silent: true };
export const listDevices = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Device>>(`equipment/devices?${queryString(p)}`, quiet);
export const deviceDetail = (uid: string, hours = 1) =>
  get<{ device: Device; history: HistoryPoint[] }>(
    `equipment/devices/${encodeURIComponent(uid)}?hours=${hours}`,
    quiet,
  );
export const switchDevice = (uid: string, status: 'on' | 'off') =>
  post<Device & { status: 'on' | 'off' }>('service/initequipmentonoff', { equipment_uid: uid, status });
