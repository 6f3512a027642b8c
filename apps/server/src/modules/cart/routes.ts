import type { FastifyReply } from 'fastify';
import { text, textOfCents } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type Envelope } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { addressService } from '../addresses/index.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { idempotent } from '../../platform/idempotency/index.js';
import {
  actorOf,
  invoicingInfoOf,
  invoicingSnapshot,
  itemsOf,
  orderView,
  orderWithNames,
  ringBells,
  type Bell,
  type OrderDeps,
} from '../order/index.js';
import { addToCart, changesText, listCart, priceChanges, removeFromCart, settle } from './service.js';
import { cartMessages } from './messages.js';
import { answers, nothing } from '../../http/answer.js';
import { cartAnswer, cartLineAnswer, settlementAnswer } from './schemas.js';
import { requireScreen } from '../../platform/access/guards.js';

const inquiryNo = text(64, { trim: true }).min(1);
const addBody = z.object({ inquiryNo });
const noParams = z.object({ inquiryNo });
const settleBody = z.object({
  inquiryNos: z.array(inquiryNo).max(200).default([]),
  addressId: text(64, { trim: true }).optional(),
  invoicingInfoId: text(64, { trim: true }).nullish(),
  acceptPrices: z.boolean().optional(),
});

/** The screens that put inquiries in the cart (the online inquiry list) and settle it (the cart). */
const CART_SCREENS = ['shopping-cart', 'online-inquiry-management'] as const;

/**
 * The cart (spec 02 §2, §5): add an approved inquiry, remove one, list with totals per merchant, and settle the
 * selected lines into one order per merchant in one transaction, with `Idempotency-Key` (a double click or a
 * retry makes no second order). A price changed since it was added answers 409 with the new prices until the
 * customer accepts them (`acceptPrices`).
 */
export const cartRoutes: FastifyPluginAsyncZod<OrderDeps & { grantAll: boolean }> = async (app, deps) => {
  const { db } = deps;
  const tags = ['cart'];
  const preHandler = requireScreen(CART_SCREENS, deps.grantAll);
  const customer = (request: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(request);
    return { ...actor, accountUid: actor.accountUid!, customerName: signedIn(request).staff.enterpriseName };
  };

  app.get('/api/cart', { schema: { tags, response: answers(cartAnswer) }, preHandler }, async (request) =>
    ok(await listCart(db, deps, customer(request).enterpriseUid)),
  );

  /** `idempotent` answers what `work` answered (or its stored copy): the envelope of `work`'s data. */
  const once = <Data>(
    request: Parameters<typeof idempotent>[1],
    reply: Parameters<typeof idempotent>[2],
    work: (tx: Parameters<Parameters<typeof idempotent>[3]>[0]) => Promise<Envelope<Data>>,
  ) => idempotent(db, request, reply, work) as Promise<Envelope<Data>>;

  app.post(
    '/api/cart/items',
    { schema: { body: addBody, tags, response: answers(cartLineAnswer) }, preHandler },
    async (request, reply) =>
      once(request, reply, async (tx) =>
        ok(
          await addToCart(tx, deps, customer(request), request.body.inquiryNo),
          translate(requestLanguage(request), cartMessages.added),
        ),
      ),
  );

  app.delete(
    '/api/cart/items/:inquiryNo',
    { schema: { params: noParams, tags, response: answers(nothing) }, preHandler },
    async (request, reply) =>
      once(request, reply, async (tx) => {
        await removeFromCart(tx, deps, customer(request), request.params.inquiryNo);
        return ok(null, translate(requestLanguage(request), cartMessages.removed));
      }),
  );

  app.post(
    '/api/cart/settle',
    {
      schema: {
        body: settleBody,
        tags,
        response: answers(settlementAnswer),
      },
      preHandler,
    },
    async (request, reply) => {
      const actor = customer(request);
      const body = request.body;
      if (body.inquiryNos.length === 0) throw new AppError(400, cartMessages.pleaseSelect, {}, 0, 'inquiryNos');
      if (!body.addressId) throw new AppError(400, cartMessages.addressRequired, {}, 0, 'addressId');
      let address;
      try {
        address = await addressService(db).get(actor.enterpriseUid, body.addressId);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404)
          throw new AppError(400, cartMessages.addressRequired, {}, 0, 'addressId');
        throw error;
      }
      const info = body.invoicingInfoId ? await invoicingInfoOf(db, actor.enterpriseUid, body.invoicingInfoId) : null;
      // Shown before anything is written: the new prices, for the screen to ask the customer to accept them.
      const { today, changes } = await priceChanges(db, deps, actor.enterpriseUid, body.inquiryNos);
      if (changes.length > 0 && !body.acceptPrices) {
        return (reply as FastifyReply).status(409).send({
          code: 0,
          msg: translate(requestLanguage(request), cartMessages.pricesChanged, { changes: changesText(changes) }),
          data: { field: 'acceptPrices', prices: changes },
        });
      }
      const { recipient, company, areaCode, phone, region, regionNames, detailAddress } = address;
      const bells: Bell[] = [];
      const answer = await idempotent(db, request, reply, async (tx) => {
        const placed = await settle(
          tx,
          deps,
          actor,
          {
            inquiryNos: body.inquiryNos,
            addressId: address.id,
            address: { recipient, company, areaCode, phone, region, regionNames, detailAddress },
            invoicingInfoId: info?.id ?? null,
            invoicingInfo: info ? invoicingSnapshot(info) : null,
            acceptPrices: body.acceptPrices ?? false,
            today,
          },
          bells,
        );
        const items = await itemsOf(
          tx,
          placed.map((o) => o.id),
        );
        const views = [];
        for (const o of placed)
          views.push(orderView((await orderWithNames(tx, o.orderNo))!, items.get(o.id) ?? [], actor.enterpriseUid));
        const total = placed.reduce((s, o) => s + o.total, 0n);
        return ok({ settlementNo: placed[0]!.settlementNo, orders: views, total: textOfCents(total) });
      });
      if (reply.statusCode < 300 && bells.length > 0) await ringBells(db, app.notifier, bells, request.log);
      return answer;
    },
  );
};
