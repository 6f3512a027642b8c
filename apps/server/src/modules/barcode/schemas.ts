import {
  BARCODE_RULE_STATUSES,
  BARCODE_SYMBOLOGIES,
  BARCODE_USAGES,
  LABEL_FIELDS,
  LABEL_SIZE_MM,
  int4,
  text,
} from '@pcbunion/core';
import { z } from 'zod';
import { instant } from '../../http/answer.js';
import { pagingQuery } from '../../platform/paging.js';

const size = int4({ min: LABEL_SIZE_MM.min, max: LABEL_SIZE_MM.max });

/** A rule as the form sends it; the fields are the label's, in any order (printed in core's order). */
export const ruleBody = z.object({
  name: text(100, { trim: true }).min(1),
  usage: z.enum(BARCODE_USAGES),
  symbology: z.enum(BARCODE_SYMBOLOGIES),
  fields: z.array(z.enum(LABEL_FIELDS)).max(LABEL_FIELDS.length),
  widthMm: size,
  heightMm: size,
  isDefault: z.boolean().optional(),
  note: text(500, { trim: true, multiline: true }).nullish(),
  rowVersion: int4({ min: 1 }).optional(),
});
export type RuleBody = z.infer<typeof ruleBody>;

export const RULE_ACTIONS = ['makeDefault', 'disable', 'enable'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
export const ruleActionBody = z.object({ action: z.enum(RULE_ACTIONS), rowVersion: int4({ min: 1 }) });

export const ruleParams = z.object({ no: text(64).min(1) });

/** A calendar day `YYYY-MM-DD` that exists, read as that day in Asia/Shanghai. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  });

/** The list's filters (the export takes the same): keyword, usage, status, and the days the rule was last changed, `to` inclusive. */
export const ruleListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  usage: z.enum(BARCODE_USAGES).optional(),
  status: z.enum(BARCODE_RULE_STATUSES).optional(),
});
export type RuleListQuery = z.infer<typeof ruleListQuery>;

/** A barcode rule as a list row (and the head of its detail). */
export const barcodeRuleRow = z
  .object({
    no: z.string(),
    name: z.string(),
    usage: z.enum(BARCODE_USAGES),
    symbology: z.enum(BARCODE_SYMBOLOGIES),
    /** The label's fields in core's printing order. */
    fields: z.array(z.enum(LABEL_FIELDS)),
    widthMm: z.number().int(),
    heightMm: z.number().int(),
    isDefault: z.boolean(),
    status: z.enum(BARCODE_RULE_STATUSES),
    note: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'BarcodeRule' });

export const barcodeRuleAnswer = barcodeRuleRow
  .extend({
    /** The rule's log in the reader's words. */
    log: z.array(
      z.object({
        id: z.number().int(),
        at: instant,
        action: z.string(),
        actor: z.string().nullable(),
        text: z.string(),
      }),
    ),
  })
  .meta({ id: 'BarcodeRuleDetail' });
