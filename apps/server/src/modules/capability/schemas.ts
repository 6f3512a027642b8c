import { CAPABILITY_ITEMS } from '@pcbunion/core';
import { z } from 'zod';

/** One row of a factory's process capability table as the API answers it (numbers as plain decimal text). */
export const capabilityRuleAnswer = z
  .object({
    item: z.enum(CAPABILITY_ITEMS),
    copperOz: z.string().nullable(),
    standard: z.string(),
    advanced: z.string().nullable(),
    upgradeProject: z.string().nullable(),
  })
  .meta({ id: 'CapabilityRule' });

/** A factory's whole table, with its version (to save against) and its pricing projects by code. */
export const capabilityTableAnswer = z
  .object({
    merchant: z.object({ uid: z.string(), name: z.string() }),
    version: z.number().int(),
    rules: z.array(capabilityRuleAnswer),
    projects: z.array(z.object({ code: z.string(), name: z.string() })),
  })
  .meta({ id: 'CapabilityTable' });
