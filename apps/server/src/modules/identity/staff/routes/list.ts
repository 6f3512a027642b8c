import { and, asc, count, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { accounts, staff } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { likePattern, offsetOf, orderOf, pagingQuery } from '../../../../platform/paging.js';
import { findStaffOf, presentStaff, staffColumns } from '../service/queries.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers, pageOf } from '../../../../http/answer.js';
import { staffAnswer } from '../../schemas.js';

const listQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  department: text(100).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

/** The staff-management list (search by name, job number, phone, e-mail; filter by department and status), its departments, one detail. */
export const staffListRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.get(
    '/api/staff',
    { schema: { querystring: listQuery, tags: ['staff'], response: answers(pageOf(staffAnswer)) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const q = request.query;
      const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
      const where = and(
        eq(staff.enterpriseUid, caller.enterpriseUid),
        pattern
          ? or(
              ilike(staff.staffName, pattern),
              ilike(staff.jobNumber, pattern),
              ilike(accounts.phone, pattern),
              ilike(accounts.email, pattern),
              ilike(staff.department, pattern),
            )
          : undefined,
        q.department ? eq(staff.department, q.department) : undefined,
        q.status ? eq(staff.status, q.status) : undefined,
      );
      const order = orderOf(
        q,
        {
          staff_name: staff.staffName,
          job_number: staff.jobNumber,
          department: staff.department,
          created_at: staff.createdAt,
          status: staff.status,
        },
        asc(staff.createdAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(staffColumns)
          .from(staff)
          .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
          .where(where)
          .orderBy(order, asc(staff.uid))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(staff).innerJoin(accounts, eq(accounts.uid, staff.accountUid)).where(where),
      ]);
      return ok({ data: rows.map(presentStaff), total: total!.n });
    },
  );

  app.get(
    '/api/staff/departments',
    { schema: { tags: ['staff'], response: answers(z.array(z.string())) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const rows = await db
        .selectDistinct({ department: staff.department })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, caller.enterpriseUid), isNotNull(staff.department)))
        .orderBy(asc(staff.department));
      return ok(rows.map((r) => r.department!));
    },
  );

  app.get(
    '/api/staff/:uid',
    { schema: { params: uidParams, tags: ['staff'], response: answers(staffAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      return ok(presentStaff(await findStaffOf(db, caller.enterpriseUid, knownUid(request.params.uid))));
    },
  );
};
