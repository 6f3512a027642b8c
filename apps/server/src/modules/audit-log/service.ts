import { and, asc, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, auditLog, enterprises } from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { checkAuditChains, type ChainBreak } from '../../platform/audit-chain.js';
import { dateWhere } from '../../platform/business-day.js';
import type { Clock } from '../../platform/jobs/index.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import { changesInWords, changesOf } from './changes.js';
import { breakReasons } from './messages.js';
import type { AuditListQuery, AuditSearch } from './schemas.js';
import { actionNames, entityNames, spelledOut } from './words.js';

/** Who reads the log: one enterprise's admin (its chain), or the platform operator (`'all'`: every chain). */
export interface AuditReader {
  scope: string | 'all';
  language: Language;
}

const entityName = (entity: string, language: Language) =>
  entityNames[entity] ? translate(language, entityNames[entity]) : spelledOut(entity);
const actionName = (action: string, language: Language) =>
  actionNames[action] ? translate(language, actionNames[action]) : spelledOut(action);

/** The rows a reader may see that match the search. */
function searchWhere(reader: AuditReader, q: AuditSearch, now: Date): SQL | undefined {
  const where: SQL[] = [];
  if (reader.scope !== 'all') where.push(eq(auditLog.enterpriseUid, reader.scope));
  if (q.enterpriseUid) where.push(eq(auditLog.enterpriseUid, q.enterpriseUid));
  if (q.actor?.trim())
    where.push(
      ilike(
        sql`concat_ws(' ', ${accounts.name}, ${accounts.phone}, ${accounts.email}, ${accounts.userNo})`,
        likePattern(q.actor.trim()),
      ),
    );
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.record?.trim()) where.push(ilike(auditLog.entityUid, likePattern(q.record.trim())));
  where.push(...dateWhere(auditLog.at, q, now));
  return and(...where);
}

export function auditLogService(db: Database, clock: Clock) {
  return {
    /** A page of the log, newest first unless sorted by time: who did what to which record, when, from where. */
    async search(reader: AuditReader, q: AuditListQuery) {
      const where = searchWhere(reader, q, clock.now());
      const [found, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            enterpriseUid: auditLog.enterpriseUid,
            enterpriseName: enterprises.name,
            actorUid: auditLog.actorAccountUid,
            actorName: accounts.name,
            ip: auditLog.ip,
            entity: auditLog.entity,
            entityUid: auditLog.entityUid,
            action: auditLog.action,
            before: auditLog.before,
            after: auditLog.after,
          })
          .from(auditLog)
          .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
          .leftJoin(enterprises, eq(enterprises.uid, auditLog.enterpriseUid))
          .where(where)
          .orderBy(orderOf(q, { at: auditLog.at, id: auditLog.id }, desc(auditLog.id)), desc(auditLog.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
          .where(where),
      ]);
      const language = reader.language;
      return {
        total: total?.n ?? 0,
        data: found.map((r) => {
          const changes = changesOf(r.before, r.after, language);
          return {
            id: r.id,
            at: r.at,
            enterprise: r.enterpriseUid ? { uid: r.enterpriseUid, name: r.enterpriseName ?? '' } : null,
            actor: r.actorUid ? { uid: r.actorUid, name: r.actorName ?? '' } : null,
            ip: r.ip,
            entity: r.entity,
            entityName: entityName(r.entity, language),
            record: r.entityUid,
            action: r.action,
            actionName: actionName(r.action, language),
            changes,
            summary: changesInWords(changes, language),
          };
        }),
      };
    },

    /** The actions and record types the reader's log holds (and, for the platform, the enterprises), in words. */
    async choices(reader: AuditReader) {
      const scope = reader.scope === 'all' ? undefined : eq(auditLog.enterpriseUid, reader.scope);
      const [actions, entities, owners] = await Promise.all([
        db.selectDistinct({ value: auditLog.action }).from(auditLog).where(scope).orderBy(asc(auditLog.action)),
        db.selectDistinct({ value: auditLog.entity }).from(auditLog).where(scope).orderBy(asc(auditLog.entity)),
        reader.scope === 'all'
          ? db
              .select({ uid: enterprises.uid, name: enterprises.name })
              .from(enterprises)
              .where(isNotNull(enterprises.name))
              .orderBy(asc(enterprises.enterpriseNo))
          : Promise.resolve([]),
      ]);
      const language = reader.language;
      return {
        actions: actions.map((a) => ({ value: a.value, label: actionName(a.value, language) })),
        entities: entities.map((e) => ({ value: e.value, label: entityName(e.value, language) })),
        enterprises: owners,
      };
    },

    /** Checks the reader's chain (every chain for the platform) and names the first row that breaks each. */
    async verify(reader: AuditReader) {
      const check = await checkAuditChains(db, reader.scope);
      const worded = (b: ChainBreak) => ({
        ...b,
        text: translate(reader.language, breakReasons[b.reason], { id: b.id, seq: b.seq }),
      });
      const breaks = check.breaks.map(worded);
      return { ...check, breaks, firstBreak: breaks[0] ?? null };
    },
  };
}

export type AuditLogService = ReturnType<typeof auditLogService>;
