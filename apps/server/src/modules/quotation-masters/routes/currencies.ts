import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, desc, eq } from 'drizzle-orm';
import { isDecimalText } from '@pcbunion/core';
import { z } from 'zod';
import { currencies, exchangeRates } from '../../../db/schema/index.js';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { currencyAnswer, exchangeRateAnswer, storedCurrencyAnswer } from '../schemas.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { masterMessages } from '../messages.js';
import { isUniqueViolation, today } from '../store.js';
import { pageOf, pageQuery, plain } from '../paging.js';
import { exportHeaders, xlsxReply } from '../xlsx-reply.js';

const currencyBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  name: z.string().trim().min(1).max(60),
  isLocal: z.boolean().default(false),
});
const rateBody = z.object({
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  rate: z
    .union([z.string().trim(), z.number().finite().transform(String)])
    .refine((text) => isDecimalText(text) && Number(text) > 0, { message: 'must be greater than 0' }),
  effectiveOn: z.iso.date(),
});
const uidParams = z.object({ uid: z.uuid() });

/** Currencies with dated exchange rates (local currency per unit), used to fill a quotation's exchange rate. */
export const currencyRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.quotations], grantAll) };
  const tags = ['quotation masters'];

  const list = async (enterpriseUid: string) => {
    const [rows, rates] = await Promise.all([
      db
        .select()
        .from(currencies)
        .where(eq(currencies.enterpriseUid, enterpriseUid))
        .orderBy(desc(currencies.isLocal), asc(currencies.code)),
      db
        .select()
        .from(exchangeRates)
        .where(eq(exchangeRates.enterpriseUid, enterpriseUid))
        .orderBy(desc(exchangeRates.effectiveOn)),
    ]);
    const day = today();
    return rows.map(({ enterpriseUid: _e, ...row }) => {
      const own = rates
        .filter((r) => r.currencyCode === row.code)
        .map((r) => ({ uid: r.uid, rate: plain(r.rate)!, effectiveOn: r.effectiveOn }));
      const current = row.isLocal ? { rate: '1', effectiveOn: null } : own.find((r) => r.effectiveOn <= day);
      return { ...row, rate: current?.rate ?? null, rateEffectiveOn: current?.effectiveOn ?? null, rates: own };
    });
  };

  app.get(
    '/api/currencies',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(currencyAnswer)) } },
    async (request) =>
      ok(pageOf(await list(actorOf(request).enterpriseUid), request.query, (row) => [row.code, row.name])),
  );

  app.get(
    '/api/currencies/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const rows = await list(actor.enterpriseUid);
      const header = exportHeaders(actor.language, ['currencyCode', 'currencyName', 'rate', 'effectiveOn']);
      const lines = rows.flatMap((c) =>
        (c.rates.length ? c.rates : [{ rate: c.isLocal ? '1' : null, effectiveOn: '' }]).map((r) => [
          c.code,
          c.name,
          r.rate === null ? null : { number: r.rate },
          r.effectiveOn ?? '',
        ]),
      );
      return xlsxReply(
        reply,
        'currencies.xlsx',
        await writeWorkbook([
          { name: 'Currencies', rows: [header, ...lines], boldRows: [1], widths: [10, 20, 14, 14] },
        ]),
      );
    },
  );

  app.post(
    '/api/currencies',
    { ...write, schema: { body: currencyBody, tags, response: answers(storedCurrencyAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      try {
        const row = await db.transaction(async (tx) => {
          if (request.body.isLocal)
            await tx
              .update(currencies)
              .set({ isLocal: false })
              .where(eq(currencies.enterpriseUid, actor.enterpriseUid));
          return (
            await tx
              .insert(currencies)
              .values({ ...request.body, enterpriseUid: actor.enterpriseUid })
              .returning()
          )[0];
        });
        return ok(row!);
      } catch (error) {
        if (isUniqueViolation(error))
          throw badRequest(masterMessages.masterTaken, { field: 'code', value: request.body.code }, 'code');
        throw error;
      }
    },
  );

  app.delete(
    '/api/currencies/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const removed = await db
        .delete(currencies)
        .where(
          and(eq(currencies.uid, request.params.uid), eq(currencies.enterpriseUid, actorOf(request).enterpriseUid)),
        )
        .returning();
      if (!removed.length) throw notFound();
      return ok(null);
    },
  );

  /** A rate for a day: a second one for the same currency and day replaces it. */
  app.post(
    '/api/exchange-rates',
    { ...write, schema: { body: rateBody, tags, response: answers(exchangeRateAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const [known] = await db
        .select()
        .from(currencies)
        .where(and(eq(currencies.enterpriseUid, actor.enterpriseUid), eq(currencies.code, request.body.currencyCode)));
      if (!known)
        throw badRequest(
          masterMessages.currencyUnknown,
          { field: 'currencyCode', value: request.body.currencyCode },
          'currencyCode',
        );
      const [row] = await db
        .insert(exchangeRates)
        .values({ ...request.body, enterpriseUid: actor.enterpriseUid })
        .onConflictDoUpdate({
          target: [exchangeRates.enterpriseUid, exchangeRates.currencyCode, exchangeRates.effectiveOn],
          set: { rate: request.body.rate },
        })
        .returning();
      return ok({ ...row!, rate: plain(row!.rate) });
    },
  );
};
