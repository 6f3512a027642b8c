import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { ringSalesBells, type SalesBell } from './bells.js';
import { deliveryLabels, deliveryMessages, deliveryStatusNames } from './delivery-messages.js';
import { labelPdf } from './label.js';
import { labelRuleOf } from '../barcode/index.js';
import { cancelBody, deliveryBody, deliveryListQuery, receiptBody, shipBody } from './delivery-schemas.js';
import { deliveryService } from './service/deliveries.js';
import { saleNoticeMessages, statusNames } from './messages.js';
import { saleNoticeService, type SalesCaller } from './service/sale-notices.js';
import {
  actionBody,
  deliveryAnswer,
  deliveryRow,
  listQuery,
  noParams,
  noticeBody,
  saleNoticeAnswer,
  saleNoticeRow,
} from './schemas.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import './labels.js';

/**
 * The screens of each side: the factory's sales notices (or its order desk, which releases the orders it accepts);
 * the customer reads its side from its orders.
 */
const SCREENS = { factory: ['sale-notice', 'order-management'], customer: ['my-order'] } as const;
/** The delivery and shipping screens of the factory (its order desk too); the customer confirms receipts from its orders. */
const DELIVERY_SCREENS = {
  factory: ['delivery-notice', 'shipping-notice', 'sale-notice', 'order-management'],
  customer: ['my-order'],
} as const;
type Side = keyof typeof SCREENS;
type Screens = typeof SCREENS | typeof DELIVERY_SCREENS;

/**
 * Sales (issue 20), first slice — sales notices: the factory releases a paid or accepted order to production
 * (product, customer part number and revision, quantity, delivery date, special requirements) and production
 * acknowledges it; core's state table as compare-and-set (409 naming the state), the audit log in words, the
 * customer's bell and its read-only side (another enterprise's notice → 404). Then deliveries against the notices,
 * shipped and received, with their label. Delays of a notice: delivery-delays; the shipments list: shipping-notices.
 */
const salesModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const notices = saleNoticeService(db, app.clock);
  const tags = ['sales'];

  const holds = (request: FastifyRequest, side: Side, screens: Screens = SCREENS) =>
    holdsScreen(request, screens[side], config.grantAllMenus);
  const factory = async (request: FastifyRequest) => {
    if (!holds(request, 'factory')) throw forbidden();
  };
  const deliveryFactory = async (request: FastifyRequest) => {
    if (!holds(request, 'factory', DELIVERY_SCREENS)) throw forbidden();
  };
  const deliveryCustomer = async (request: FastifyRequest) => {
    if (!holds(request, 'customer', DELIVERY_SCREENS)) throw forbidden();
  };
  /** The side asked, else the factory's for a factory enterprise and the customer's for anyone else; the screen must be held. */
  const sideOf = (request: FastifyRequest, asked?: Side, screens: Screens = SCREENS): Side => {
    const side = asked ?? (signedIn(request).staff.enterpriseKind === 'factory' ? 'factory' : 'customer');
    if (!holds(request, side, screens)) throw forbidden();
    return side;
  };
  const callerOf = (request: FastifyRequest): SalesCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };

  app.get(
    '/api/sale-notices',
    { schema: { querystring: listQuery, tags, response: answers(pageOf(saleNoticeRow)) } },
    async (request) => ok(await notices.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/sale-notices/:no',
    {
      schema: {
        params: noParams,
        querystring: listQuery.pick({ side: true }),
        tags,
        response: answers(saleNoticeAnswer),
      },
    },
    async (request) =>
      ok(await notices.detail(callerOf(request), request.params.no, sideOf(request, request.query.side))),
  );

  app.post(
    '/api/sale-notices',
    { schema: { body: noticeBody, tags, response: answers(saleNoticeAnswer) }, preHandler: factory },
    async (request) => {
      const created = await notices.create(callerOf(request), request.body);
      return ok(created, translate(requestLanguage(request), saleNoticeMessages.created, { no: created.no }));
    },
  );

  app.put(
    '/api/sale-notices/:no',
    { schema: { params: noParams, body: noticeBody, tags, response: answers(saleNoticeAnswer) }, preHandler: factory },
    async (request) =>
      ok(
        await notices.edit(callerOf(request), request.params.no, request.body),
        translate(requestLanguage(request), saleNoticeMessages.saved),
      ),
  );

  app.post(
    '/api/sale-notices/:no/actions',
    { schema: { params: noParams, body: actionBody, tags, response: answers(saleNoticeAnswer) }, preHandler: factory },
    async (request) => {
      const bells: SalesBell[] = [];
      const language = requestLanguage(request);
      const changed = await notices.act(
        callerOf(request),
        request.params.no,
        request.body.action,
        request.body.reason,
        request.body.rowVersion,
        bells,
      );
      await ringSalesBells(db, app.notifier, bells, request.log);
      return ok(
        changed,
        translate(language, saleNoticeMessages.done, {
          no: changed.no,
          status: translate(language, statusNames[changed.status]!),
        }),
      );
    },
  );

  const deliveriesOf = deliveryService(db, app.clock);
  const say = (request: FastifyRequest, template: LocalizedText, no: string, status?: string) => {
    const language = requestLanguage(request);
    return translate(language, template, {
      no,
      ...(status && { status: translate(language, deliveryStatusNames[status]!) }),
    });
  };

  app.get(
    '/api/deliveries',
    { schema: { querystring: deliveryListQuery, tags, response: answers(pageOf(deliveryRow)) } },
    async (request) =>
      ok(
        await deliveriesOf.list(
          callerOf(request),
          sideOf(request, request.query.side, DELIVERY_SCREENS),
          request.query,
        ),
      ),
  );

  app.get(
    '/api/deliveries/:no',
    {
      schema: {
        params: noParams,
        querystring: deliveryListQuery.pick({ side: true }),
        tags,
        response: answers(deliveryAnswer),
      },
    },
    async (request) =>
      ok(
        await deliveriesOf.detail(
          callerOf(request),
          request.params.no,
          sideOf(request, request.query.side, DELIVERY_SCREENS),
        ),
      ),
  );

  app.post(
    '/api/deliveries',
    { schema: { body: deliveryBody, tags, response: answers(deliveryAnswer) }, preHandler: deliveryFactory },
    async (request) => {
      const created = await deliveriesOf.create(callerOf(request), request.body);
      return ok(created, say(request, deliveryMessages.created, created.no));
    },
  );

  app.post(
    '/api/deliveries/:no/ship',
    {
      schema: { params: noParams, body: shipBody, tags, response: answers(deliveryAnswer) },
      preHandler: deliveryFactory,
    },
    async (request) => {
      const bells: SalesBell[] = [];
      const shipped = await deliveriesOf.ship(callerOf(request), request.params.no, request.body, bells);
      await ringSalesBells(db, app.notifier, bells, request.log);
      return ok(shipped, say(request, deliveryMessages.done, shipped.no, shipped.status));
    },
  );

  app.post(
    '/api/deliveries/:no/receipt',
    {
      schema: { params: noParams, body: receiptBody, tags, response: answers(deliveryAnswer) },
      preHandler: deliveryCustomer,
    },
    async (request) => {
      const bells: SalesBell[] = [];
      const received = await deliveriesOf.confirmReceipt(callerOf(request), request.params.no, request.body, bells);
      await ringSalesBells(db, app.notifier, bells, request.log);
      return ok(received, say(request, deliveryMessages.done, received.no, received.status));
    },
  );

  app.post(
    '/api/deliveries/:no/cancel',
    {
      schema: { params: noParams, body: cancelBody, tags, response: answers(deliveryAnswer) },
      preHandler: deliveryFactory,
    },
    async (request) => {
      const cancelled = await deliveriesOf.cancel(callerOf(request), request.params.no, request.body.rowVersion);
      return ok(cancelled, say(request, deliveryMessages.done, cancelled.no, cancelled.status));
    },
  );

  /** The shipping label: 100 × 150 mm, Code 128 barcode of the delivery number, the shipment in the reader's language. */
  app.get(
    '/api/deliveries/:no/label.pdf',
    {
      schema: {
        params: noParams,
        querystring: deliveryListQuery.pick({ side: true }),
        tags,
        response: fileAnswer('application/pdf'),
      },
    },
    async (request, reply) => {
      const d = await deliveriesOf.detail(
        callerOf(request),
        request.params.no,
        sideOf(request, request.query.side, DELIVERY_SCREENS),
      );
      const language = requestLanguage(request);
      const label = (key: string) => translate(language, deliveryLabels[key]!);
      const pdf = await labelPdf(
        {
          deliveryNo: d.no,
          lines: [
            [label('deliveryNo'), d.no, 'deliveryNo'],
            [label('from'), d.factory.name ?? '', 'from'],
            [label('to'), `${d.customer.name ?? ''}\n${d.address}`, 'to'],
            [label('plannedDate'), d.plannedDate, 'plannedDate'],
            [label('carrier'), [d.carrier, d.trackingNo].filter(Boolean).join(' '), 'carrier'],
            [label('packages'), d.packages ? String(d.packages) : '', 'packages'],
            [label('lines'), d.lines.map((l) => `${l.partNo} × ${l.quantity}`).join(', '), 'lines'],
          ],
        },
        await labelRuleOf(db, d.factory.id),
      ); // the factory's barcode settings: symbology, fields, size
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="label-${d.no}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );
};

export default salesModule as FastifyPluginAsync<ModuleOptions>;
