import { z } from 'zod';
import { text } from '@pcbunion/core';
import { identityFields } from '../../platform/session/identity.js';
import { pagingQuery } from '../../platform/paging.js';

/**
 * initequipmentonoff (spec 01 §7, payload "not shown"): the device by `equipment_uid` or `machine_no`, and `status`
 * on / off (also 1 / 0); without `status` the device is toggled. Identity fields are checked against the session.
 */
export const onOffBody = z.object({
  ...identityFields,
  equipment_uid: z.uuid().optional(),
  machine_no: text(64).optional(),
  status: z.union([z.enum(['on', 'off']), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]).optional(),
});

export const deviceBody = z.object({
  machineNo: text(64).nullish(),
  name: text(100).nullish(),
  type: text(50).nullish(),
  line: text(50).nullish(),
});

export const deviceListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  line: text(50).optional(),
});

export const deviceParams = z.object({ uid: z.uuid() });
export const historyQuery = z.object({ hours: z.coerce.number().int().min(1).max(24).default(1) });

const reading = {
  status: z.string(),
  temperature: z.number().nullable(),
  speed: z.number().nullable(),
  counters: z.record(z.string(), z.number()),
};

/** A device of the factory, with whether it published a reading in the last 30 seconds and its last reading. */
export const deviceAnswer = z
  .object({
    uid: z.string(),
    machineNo: z.string(),
    name: z.string(),
    type: z.string(),
    line: z.string(),
    power: z.enum(['on', 'off']),
    online: z.boolean(),
    lastReading: z.object({ ts: z.string(), ...reading }).nullable(),
    lastReadingAt: z.string().nullable(),
  })
  .meta({ id: 'EquipmentDevice' });

/** A device and its readings of the last hours. */
export const deviceDetailAnswer = z.object({
  device: deviceAnswer,
  history: z.array(z.object({ readAt: z.string(), ...reading })),
});

/** initequipmentonoff: the device as switched, with the legacy names of its id, number and state. */
export const onOffAnswer = deviceAnswer.extend({
  equipment_uid: z.string(),
  machine_no: z.string(),
  status: z.enum(['on', 'off']),
});
