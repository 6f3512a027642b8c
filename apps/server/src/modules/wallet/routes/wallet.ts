import { STATEMENT_KINDS } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { businessDayStart } from '../../../platform/business-day.js';
import { offsetOf, pagingQuery } from '../../../platform/paging.js';
import { SCREENS } from '../access.js';
import type { MoneyDeps } from '../deps.js';
import { walletMessages } from '../messages.js';
import { statement, type StatementQuery } from '../service/statement.js';
import { statementWorkbook } from '../statement-export.js';
import { walletSummary } from '../service/summary.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, fileAnswer, pageOf } from '../../../http/answer.js';
import { statementRow, walletAnswer } from '../schemas.js';

const range = {
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  kind: z.enum(STATEMENT_KINDS).optional(),
};
const statementQuery = z.object({ ...pagingQuery, ...range });
const exportQuery = z.object(range);
const EXPORT_MAX_ROWS = 50_000;

/**
 * A date bound of the statement: "2026-01-31" is that day in Asia/Shanghai (the platform's business day),
 * a full ISO date-time is taken as it is. `to` includes its whole day.
 */
function bound(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = dateOnly ? businessDayStart(value) : new Date(value);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value))
    throw new AppError(400, walletMessages.badDateRange, { field }, 0, field);
  return dateOnly && field === 'to' ? new Date(at.getTime() + 86_400_000) : at;
}

/** GET /api/wallet (balance card), the statement and its Excel export. */
export const walletRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, { db, grantAll }) => {
  app.get(
    '/api/wallet',
    {
      schema: { tags: ['wallet'], response: answers(walletAnswer) },
      preHandler: requireScreen(SCREENS.balance, grantAll),
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      try {
        return ok(await walletSummary(db, caller.enterpriseUid));
      } catch (error) {
        // Spec 02 §8: the member sees "service exception", never a made-up 0.00.
        request.log.error({ err: error }, 'wallet balance failed');
        throw new AppError(500, walletMessages.serviceException);
      }
    },
  );

  const statementGuard = requireScreen(SCREENS.statement, grantAll);
  const queryOf = (q: { from?: string; to?: string; kind?: StatementQuery['kind'] }) => ({
    from: bound(q.from, 'from'),
    to: bound(q.to, 'to'),
    kind: q.kind,
  });

  app.get(
    '/api/wallet/statement',
    {
      schema: { querystring: statementQuery, tags: ['wallet'], response: answers(pageOf(statementRow)) },
      preHandler: statementGuard,
    },
    async (request) => {
      const q = request.query;
      const page = await statement(
        db,
        signedInToEnterprise(request).enterpriseUid,
        { ...queryOf(q), field: q.field, sort: q.sort, limit: q.page_size, offset: offsetOf(q) },
        requestLanguage(request),
      );
      return ok(page);
    },
  );

  app.get(
    '/api/wallet/statement/export',
    {
      schema: {
        querystring: exportQuery,
        tags: ['wallet'],
        response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      },
      preHandler: statementGuard,
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const page = await statement(
        db,
        signedInToEnterprise(request).enterpriseUid,
        { ...queryOf(request.query), limit: EXPORT_MAX_ROWS, offset: 0 },
        language,
      );
      const file = await statementWorkbook(page.data, language);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="statement-${new Date().toISOString().slice(0, 10)}.xlsx"`)
        .send(file);
    },
  );
};
