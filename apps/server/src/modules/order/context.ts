import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { LANGUAGES, requestLanguage, type Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import type { Clock, JobRunner } from '../../platform/jobs/index.js';
import type { Executor, Ledger } from '../../platform/ledger/index.js';
import type { InquiryPort } from './inquiry-port.js';
import { signedInToEnterprise } from '../../platform/access/guards.js';
import { recordAudit } from '../../platform/audit.js';

/** What the order services share: the database, the ledger, the clock, the jobs and the inquiry module's service. */
export interface OrderDeps {
  db: Database;
  ledger: Ledger;
  clock: Clock;
  jobs: JobRunner;
  inquiries: InquiryPort;
  /** Days after shipment before receipt confirms itself (ORDER_AUTO_CONFIRM_DAYS, default 10). */
  autoConfirmDays: number;
}

/** Who acts: an enterprise's staff member (account, name, address), or the auto-confirm job (no account). */
export interface OrderActor {
  enterpriseUid: string;
  accountUid: string | null;
  name: string;
  ip: string | null;
  kind: 'platform' | 'factory' | 'customer' | 'supplier' | 'job';
}

export function actorOf(request: FastifyRequest): OrderActor {
  const caller = signedInToEnterprise(request);
  return {
    enterpriseUid: caller.enterpriseUid,
    accountUid: caller.accountUid,
    name: caller.staff.staffName,
    ip: request.ip,
    kind: caller.staff.enterpriseKind,
  };
}

/** A bell to ring on the other side once the change is committed. */
export interface Bell {
  enterpriseUid: string;
  side: 'customer' | 'factory';
  event: string;
  no: string;
}

/** One audit-log row of an order (its own changes, its refunds and invoice applications), in the change's transaction. */
export async function auditOrder(
  tx: Executor,
  actor: OrderActor,
  no: string,
  action: string,
  before: unknown,
  after: unknown,
  at: Date,
): Promise<void> {
  await recordAudit(tx, {
    at,
    actorAccountUid: actor.accountUid,
    enterpriseUid: actor.enterpriseUid,
    entity: 'order',
    entityUid: no,
    action,
    before: before ?? null,
    after: after ?? null,
    ip: actor.ip,
  });
}

/**
 * A message whose `{placeholders}` take words that are themselves translated (a state, an action): each language
 * gets its own words, so the 409 reads "当前状态为待付款" in Chinese and "is unpaid" in English.
 */
export function localized(template: LocalizedText, words: Record<string, LocalizedText | string>): LocalizedText {
  const text = {} as LocalizedText;
  for (const language of LANGUAGES) {
    const values = Object.fromEntries(
      Object.entries(words).map(([k, v]) => [k, typeof v === 'string' ? v : translate(language, v)]),
    );
    text[language] = translate(language, template, values);
  }
  return text;
}

/** 409 naming the state the row is in now (`data.field` = status, so the screen reloads it). */
export const conflictError = (template: LocalizedText, words: Record<string, LocalizedText | string>) =>
  new AppError(409, localized(template, words), {}, 0, 'status');

export const languageOf = (request: FastifyRequest): Language => requestLanguage(request);
