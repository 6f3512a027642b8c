import { z } from 'zod';
import { CAPABILITY_DIRECTION, CAPABILITY_ITEMS, PER_COPPER_WEIGHT } from './items.js';

const limit = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,3})?$/, 'a number ≥ 0 with at most 3 decimals');

/** One row of the table as the factory saves it. */
export const capabilityRuleSchema = z
  .object({
    item: z.enum(CAPABILITY_ITEMS),
    copperOz: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/)
      .nullable(),
    standard: limit,
    advanced: limit.nullable(),
    upgradeProject: z.string().trim().min(1).max(64).nullable(),
  })
  .superRefine((rule, ctx) => {
    if (rule.copperOz !== null && !PER_COPPER_WEIGHT.has(rule.item)) {
      ctx.addIssue({
        code: 'custom',
        path: ['copperOz'],
        message: 'only trace and space rules depend on the copper weight',
      });
    }
    if (rule.advanced !== null) {
      const harder =
        CAPABILITY_DIRECTION[rule.item] === 'min'
          ? Number(rule.advanced) < Number(rule.standard)
          : Number(rule.advanced) > Number(rule.standard);
      if (!harder)
        ctx.addIssue({
          code: 'custom',
          path: ['advanced'],
          message: 'the advanced limit must go beyond the standard one',
        });
      if (rule.upgradeProject === null)
        ctx.addIssue({
          code: 'custom',
          path: ['upgradeProject'],
          message: 'name the pricing project that charges for the upgrade',
        });
    }
  });

/** The whole table (saved at once, compare-and-set on its version). */
export const capabilityTableSchema = z
  .object({ version: z.number().int().min(0), rules: z.array(capabilityRuleSchema).max(100) })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    table.rules.forEach((rule, i) => {
      const key = `${rule.item}/${rule.copperOz ?? '*'}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'item'],
          message: 'this item and copper weight is already in the table',
        });
      seen.add(key);
    });
  });

export type CapabilityTableInput = z.infer<typeof capabilityTableSchema>;
