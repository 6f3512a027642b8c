import { text } from '@pcbunion/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { answers, nothing, pageOf } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { badRequest } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { pagingQuery } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import { actorOf } from '../../order/index.js';
import { businessDay } from '../../purchase/index.js';
import {
  addPrice,
  assertBuyer,
  changePrice,
  importPriceSheet,
  listPrices,
  priceOf,
  quotedPrice,
  removePrice,
} from '../service.js';
import { priceMessages } from '../messages.js';
import { priceImportAnswer, priceQuoteAnswer, supplierPriceAnswer } from '../schemas.js';
import { requireScreen } from '../../../platform/access/guards.js';

const decimalField = z.union([z.number(), text(40)]);
const priceBody = z.object({
  supplierUid: z.uuid(),
  materialUid: z.uuid(),
  minQuantity: decimalField.optional(),
  unitPrice: decimalField,
  taxRate: decimalField,
  validFrom: text(10),
  validTo: text(10).nullish(),
  currency: z.enum(['CNY', 'USD', 'HKD', 'EUR', 'JPY']).optional(),
});
const uidParams = z.object({ uid: z.uuid() });
const listQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  supplierUid: z.uuid().optional(),
  materialUid: z.uuid().optional(),
});
const quoteQuery = z.object({
  supplierUid: z.uuid(),
  materialUid: z.uuid(),
  on: text(10).optional(),
  quantity: text(40).default('1'),
});

/**
 * Supplier prices (supplier-price-management / -son / -insertdata): the factory's price list per supplier and
 * material with validity dates and quantity breaks, the price a purchase-order line takes on a date, and the Excel
 * import (every row checked, each bad row named, nothing written unless all are good). The supplier reads its rows.
 */
export const priceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; grantAll: boolean }> = async (
  app,
  { db, clock, grantAll },
) => {
  const tags = ['purchasing'];
  const screen = requireScreen(['supplier-price-management', 'purchase-order'], grantAll);

  app.get(
    '/api/supplier-prices',
    { schema: { querystring: listQuery, tags, response: answers(pageOf(supplierPriceAnswer)) }, preHandler: screen },
    async (request) => ok(await listPrices(db, actorOf(request), request.query)),
  );

  app.get(
    '/api/supplier-prices/quote',
    { schema: { querystring: quoteQuery, tags, response: answers(priceQuoteAnswer) }, preHandler: screen },
    async (request) => {
      const q = request.query;
      const on = q.on ?? businessDay(clock.now());
      return ok(await quotedPrice(db, actorOf(request).enterpriseUid, { ...q, on }));
    },
  );

  app.get(
    '/api/supplier-prices/:uid',
    { schema: { params: uidParams, tags, response: answers(supplierPriceAnswer) }, preHandler: screen },
    async (request) => ok(await priceOf(db, actorOf(request).enterpriseUid, request.params.uid)),
  );

  app.post(
    '/api/supplier-prices',
    { schema: { body: priceBody, tags, response: answers(supplierPriceAnswer) }, preHandler: screen },
    async (request) => {
      const actor = actorOf(request);
      const uid = await addPrice(db, actor, request.body);
      return ok(await priceOf(db, actor.enterpriseUid, uid));
    },
  );

  app.put(
    '/api/supplier-prices/:uid',
    {
      schema: { params: uidParams, body: priceBody, tags, response: answers(supplierPriceAnswer) },
      preHandler: screen,
    },
    async (request) => {
      const actor = actorOf(request);
      const uid = await changePrice(db, actor, request.params.uid, request.body, clock.now());
      return ok(await priceOf(db, actor.enterpriseUid, uid));
    },
  );

  app.delete(
    '/api/supplier-prices/:uid',
    { schema: { params: uidParams, tags, response: answers(nothing) }, preHandler: screen },
    async (request) => {
      await removePrice(db, actorOf(request), request.params.uid);
      return ok(null);
    },
  );

  app.post(
    '/api/supplier-prices/import',
    { schema: { tags, response: answers(priceImportAnswer) }, preHandler: screen },
    async (request, reply) => {
      const actor = actorOf(request);
      assertBuyer(actor);
      const language = requestLanguage(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file)
        throw badRequest(
          {
            en: 'file: choose an Excel file',
            'zh-CN': 'file：请选择Excel文件',
            'zh-TW': 'file：請選擇Excel文件',
            es: 'file: elija un archivo de Excel',
            ja: 'file：Excelファイルを選択してください',
          },
          {},
          'file',
        );
      const result = await importPriceSheet(db, actor.enterpriseUid, await file.toBuffer(), language);
      if (result.errors.length)
        // A refused sheet answers 400 with each bad row (the refusal is not the route's 200 contract).
        return (reply as FastifyReply).code(400).send({
          code: 0,
          msg: translate(language, priceMessages.refused, { count: result.errors.length }),
          data: { errors: result.errors },
        });
      return ok({ count: result.count }, translate(language, priceMessages.imported, { count: result.count }));
    },
  );
};
