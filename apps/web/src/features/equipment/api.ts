import type { Answer, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

export type Device = Schemas['EquipmentDevice'];
/** A device's reading as it publishes it (modules/equipment/README.md on the server); a pushed one also has `seq`. */
export type Reading = NonNullable<Device['lastReading']> & { seq?: number };
export type HistoryPoint = Answer<'/api/equipment/devices/{uid}', 'get'>['history'][number];

const quiet = { silent: true };
export const listDevices = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Device>>(`equipment/devices?${queryString(p)}`, quiet);
export const deviceDetail = (uid: string, hours = 1) =>
  get<Answer<'/api/equipment/devices/{uid}', 'get'>>(
    `equipment/devices/${encodeURIComponent(uid)}?hours=${hours}`,
    quiet,
  );
export const switchDevice = (uid: string, status: 'on' | 'off') =>
  post<Answer<'/api/service/initequipmentonoff', 'post'>>('service/initequipmentonoff', { equipment_uid: uid, status });
