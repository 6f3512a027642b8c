import { textOfCents } from '@pcbunion/core';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { auditLog, enterprises } from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { likePattern } from '../../platform/paging.js';
import type { Executor } from '../../platform/ledger/index.js';
import type { BillingEntity } from './context.js';
import { logWords } from './messages.js';

export async function namesOf(tx: Executor, uids: string[]): Promise<Map<string, string>> {
  const rows = uids.length
    ? await tx
        .select({ uid: enterprises.uid, name: enterprises.name })
        .from(enterprises)
        .where(inArray(enterprises.uid, [...new Set(uids)]))
    : [];
  return new Map(rows.map((r) => [r.uid, r.name]));
}

export const party = (uid: string, names: Map<string, string>) => ({ uid, name: names.get(uid) ?? null });

/** Enterprises whose name matches the search (the other party of a list). */
export async function partiesMatching(tx: Executor, keyword: string | undefined): Promise<string[]> {
  if (!keyword) return [];
  const rows = await tx
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(ilike(enterprises.name, likePattern(keyword)))
    .limit(50);
  return rows.map((r) => r.uid);
}

/** A record's operation log in the reader's language. */
export async function logOf(tx: Executor, entity: BillingEntity, no: string, language: Language) {
  const rows = await tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityUid, no)))
    .orderBy(asc(auditLog.id));
  return rows.map((entry) => {
    const after = (entry.after ?? {}) as Record<string, unknown>;
    const template = logWords[entry.action];
    const values = {
      by: String(after.by ?? ''),
      reason: String(after.reason ?? ''),
      version: String(after.version ?? ''),
      amount: String(after.amount ?? ''),
      lines: String(after.lines ?? ''),
    };
    return {
      at: entry.at.toISOString(),
      action: entry.action,
      by: values.by,
      words: template ? translate(language, template, values) : entry.action,
    };
  });
}

export const money = (cents: bigint) => textOfCents(cents);
