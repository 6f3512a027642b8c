import { z } from 'zod';
import type { DeviceReading } from '../../db/schema/equipment.js';

/**
 * Topic layout: `<prefix>/<enterprise_no>/<machine_no>/telemetry` (device → server) and
 * `<prefix>/<enterprise_no>/<machine_no>/command` (server → device, e.g. `{"power":"off"}`).
 */
export const telemetryFilter = (prefix: string) => `${prefix}/+/+/telemetry`;
export const commandTopic = (prefix: string, enterpriseNo: string, machineNo: string) =>
  `${prefix}/${enterpriseNo}/${machineNo}/command`;
export const telemetryTopic = (prefix: string, enterpriseNo: string, machineNo: string) =>
  `${prefix}/${enterpriseNo}/${machineNo}/telemetry`;

/** Whether `topic` is one of `filter`'s (`+` one level, a last `#` any levels below). */
export function topicMatches(filter: string, topic: string): boolean {
  const wanted = filter.split('/');
  const levels = topic.split('/');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '#') return true;
    if (i >= levels.length || (wanted[i] !== '+' && wanted[i] !== levels[i])) return false;
  }
  return wanted.length === levels.length;
}

const LEVEL = /^[A-Za-z0-9._-]{1,64}$/;

export function parseTopic(prefix: string, topic: string): { enterpriseNo: string; machineNo: string } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== prefix || parts[3] !== 'telemetry') return null;
  const [, enterpriseNo, machineNo] = parts as [string, string, string, string];
  return LEVEL.test(enterpriseNo) && LEVEL.test(machineNo) ? { enterpriseNo, machineNo } : null;
}

const finite = z.number().finite();
const payloadSchema = z.object({
  /** When the device read it: epoch milliseconds or an ISO date-time; absent: when the server received it. */
  ts: z.union([finite, z.string().max(40)]).optional(),
  status: z.string().min(1).max(32),
  temperature: finite.nullable().optional(),
  speed: finite.nullable().optional(),
  counters: z
    .record(z.string().max(32), finite)
    .refine((c) => Object.keys(c).length <= 16)
    .optional(),
  /** The device's own message number, passed through to the browser. */
  seq: z.number().int().nonnegative().optional(),
  /** Used only when the device registers itself by its first reading. */
  name: z.string().max(100).optional(),
  type: z.string().max(50).optional(),
  line: z.string().max(50).optional(),
});
export type TelemetryPayload = z.infer<typeof payloadSchema>;

const DAY = 24 * 3600_000;

/** A reading from a payload, or null when it is not one (not JSON, wrong shape). A device time off by over a day is replaced by `receivedAt`. */
export function parseReading(
  payload: Buffer | string,
  receivedAt: number,
): { reading: DeviceReading & { seq?: number }; payload: TelemetryPayload } | null {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString());
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const p = parsed.data;
  const at = typeof p.ts === 'number' ? p.ts : p.ts ? Date.parse(p.ts) : NaN;
  const ts = Number.isFinite(at) && Math.abs(at - receivedAt) < DAY ? at : receivedAt;
  return {
    reading: {
      ts: new Date(ts).toISOString(),
      status: p.status,
      temperature: p.temperature ?? null,
      speed: p.speed ?? null,
      counters: p.counters ?? {},
      ...(p.seq === undefined ? {} : { seq: p.seq }),
    },
    payload: p,
  };
}
