import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { enterpriseProfiles, enterprises, staff } from '../../../../db/schema/index.js';
import { notFound } from '../../../../http/errors.js';
import { recordAudit } from '../../../../platform/audit.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../../../platform/paging.js';

export interface EnterpriseListQuery extends Paging {
  keyword?: string;
  kind?: 'platform' | 'factory' | 'customer' | 'supplier';
}

const columns = {
  uid: enterprises.uid,
  enterprise_no: enterprises.enterpriseNo,
  name: enterprises.name,
  abbreviation: enterprises.abbreviation,
  kind: enterprises.kind,
  credit_code: enterprises.creditCode,
  phone: enterprises.phone,
  expires_on: enterprises.expiresOn,
  status: enterprises.status,
  created_at: enterprises.createdAt,
  personal: sql<boolean>`coalesce(${enterpriseProfiles.personal}, false)`,
  staff_count: sql<number>`(select count(*)::int from ${staff} where ${staff.enterpriseUid} = ${enterprises.uid})`,
};

/** Every enterprise, searched by name, number, abbreviation or credit code, one page. */
export async function enterprisePage(db: Database, q: EnterpriseListQuery) {
  const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
  const where = and(
    pattern
      ? or(
          ilike(enterprises.name, pattern),
          ilike(enterprises.enterpriseNo, pattern),
          ilike(enterprises.abbreviation, pattern),
          ilike(enterprises.creditCode, pattern),
        )
      : undefined,
    q.kind ? eq(enterprises.kind, q.kind) : undefined,
  );
  const order = orderOf(
    q,
    {
      enterprise_no: enterprises.enterpriseNo,
      name: enterprises.name,
      kind: enterprises.kind,
      expires_on: enterprises.expiresOn,
      created_at: enterprises.createdAt,
    },
    asc(enterprises.enterpriseNo),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(enterprises)
      .leftJoin(enterpriseProfiles, eq(enterpriseProfiles.enterpriseUid, enterprises.uid))
      .where(where)
      .orderBy(order, asc(enterprises.uid))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(enterprises).where(where),
  ]);
  return { data: rows, total: total!.n };
}

/** The platform operator sets an enterprise's system expiry date (audited). */
export async function setEnterpriseExpiry(
  db: Database,
  uid: string,
  expiresOn: string,
  actor: { accountUid: string; ip: string },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ expiresOn: enterprises.expiresOn })
      .from(enterprises)
      .where(eq(enterprises.uid, uid))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(enterprises)
      .set({ expiresOn })
      .where(eq(enterprises.uid, uid))
      .returning({ uid: enterprises.uid, expires_on: enterprises.expiresOn });
    await recordAudit(tx, {
      actorAccountUid: actor.accountUid,
      enterpriseUid: uid,
      entity: 'enterprise',
      entityUid: uid,
      action: 'set_expiry',
      before: { expires_on: before.expiresOn },
      after: { expires_on: expiresOn },
      ip: actor.ip,
    });
    return after!;
  });
}
