import { text } from '@pcbunion/core';
import { z } from 'zod';
import { day, instant } from '../../http/answer.js';
import { DATE_PRESETS } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';

/**
 * The search of the audit log (the export takes the same): the person (name, phone, e-mail or user number), the
 * action, the record (its type, and its id or number, in part), the days (Asia/Shanghai, `to` inclusive; a preset
 * counts back from now) and, for the platform operator, one enterprise.
 */
export const auditSearch = {
  actor: text(100).optional(),
  action: text(64).optional(),
  entity: text(64).optional(),
  record: text(100).optional(),
  from: day.optional(),
  to: day.optional(),
  preset: z.enum(DATE_PRESETS).optional(),
  enterpriseUid: z.uuid().optional(),
};
export const auditListQuery = z.object({ ...pagingQuery, ...auditSearch });
export const auditExportQuery = z.object(auditSearch);
export type AuditSearch = z.infer<typeof auditExportQuery>;
export type AuditListQuery = z.infer<typeof auditListQuery>;

const named = z.object({ uid: z.string(), name: z.string() });

/** One field of a change in words: its label in the reader's language, before and after (null: not there). */
const fieldChange = z
  .object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })
  .meta({ id: 'AuditFieldChange' });

/** One row of the audit log as a reader sees it. */
export const auditRow = z
  .object({
    id: z.number().int(),
    at: instant,
    /** The enterprise whose chain holds the row; null for the platform's own. */
    enterprise: named.nullable(),
    actor: named.nullable(),
    ip: z.string().nullable(),
    entity: z.string(),
    entityName: z.string(),
    /** The record's id or business number. */
    record: z.string(),
    action: z.string(),
    actionName: z.string(),
    changes: z.array(fieldChange),
    /** The changes as one line: `Status: draft → sent; …`. */
    summary: z.string(),
  })
  .meta({ id: 'AuditRow' });

/** The actions and record types found in the caller's log, for the search's choices. */
export const auditChoices = z
  .object({
    actions: z.array(z.object({ value: z.string(), label: z.string() })),
    entities: z.array(z.object({ value: z.string(), label: z.string() })),
    enterprises: z.array(named),
  })
  .meta({ id: 'AuditChoices' });

const chainBreak = z.object({
  id: z.number().int(),
  enterpriseUid: z.string().nullable(),
  seq: z.number().int(),
  reason: z.enum(['altered', 'unlinked', 'missing']),
  /** The reason in the reader's words. */
  text: z.string(),
});

/** The chains checked, and the first row that breaks each broken one (`firstBreak`: the earliest of them). */
export const chainCheckAnswer = z
  .object({
    intact: z.boolean(),
    rows: z.number().int(),
    chains: z.number().int(),
    firstBreak: chainBreak.nullable(),
    breaks: z.array(chainBreak),
  })
  .meta({ id: 'AuditChainCheck' });
