import { PURCHASE_ORDER_TABS, int4, text, type PurchaseRole } from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { ok, type Envelope } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { pagingQuery } from '../../platform/paging.js';
import { renderPdf, writeWorkbook } from '../../platform/documents/index.js';
import { idempotent } from '../../platform/idempotency/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { actorOf } from '../order/index.js';
import { supplierStandings } from '../supplier/index.js';
import { ringPurchaseBells } from './bells.js';
import type { PurchaseBell } from './context.js';
import { countsByStatus, listOrders } from './service/list.js';
import { columnWords, statusWords } from './messages.js';
import { changeOrder, createOrder, moveOrder } from './service/orders.js';
import { purchaseOrderDocument } from './service/print.js';
import { listReceipts, receiptDetail, receiveGoods } from './service/receipts.js';
import { orderDetail } from './view.js';
import {
  purchaseOrderDetailAnswer,
  purchaseOrderMoved,
  purchaseOrderPage,
  purchaseOrderPrint,
  purchaseReceiptAnswer,
  purchaseReceived,
  purchaseSupplierAnswer,
} from './schemas.js';
import { requireScreen } from '../../platform/access/guards.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const PURCHASE_SCREENS = {
  orders: ['purchase-order'],
  receiving: ['purchasing-receiving', 'purchase-order'],
} as const;

const decimalField = z.union([z.number(), text(40)]);
const line = z.object({
  materialUid: z.uuid().nullish(),
  materialNo: text(60, { trim: true }).optional(),
  materialName: text(120, { trim: true }).optional(),
  specification: text(200, { trim: true }).optional(),
  unitName: text(20, { trim: true }).optional(),
  quantity: decimalField,
  unitPrice: decimalField.nullish(),
  taxRate: decimalField.nullish(),
  deliveryDate: text(10),
});
const orderBody = z.object({
  supplierUid: z.uuid().optional(),
  orderDate: text(10).optional(),
  currency: z.enum(['CNY', 'USD', 'HKD', 'EUR', 'JPY']).optional(),
  note: text(500, { multiline: true }).optional(),
  lines: z.array(line).min(1).max(200).optional(),
  supplierReference: text(64, { trim: true }).optional(),
  supplierNote: text(500, { multiline: true }).optional(),
});
const listQuery = z.object({
  ...pagingQuery,
  tab: z.enum(PURCHASE_ORDER_TABS).default('all'),
  keyword: text(100).optional(),
  from: text(10).optional(),
  to: text(10).optional(),
});
const receiptQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  from: text(10).optional(),
  to: text(10).optional(),
});
const noParams = z.object({ no: text(40).min(1) });
const reasonBody = z.object({ reason: text(500, { trim: true, multiline: true }).min(1) });
const confirmBody = z.object({ version: int4({ min: 1 }).optional() }).optional();
const refuseBody = z.object({
  reason: text(500, { trim: true, multiline: true }).min(1),
  version: int4({ min: 1 }).optional(),
});
const receiptBody = z.object({
  receivedOn: text(10).optional(),
  deliveryNoteNo: text(64, { trim: true }).optional(),
  note: text(500, { multiline: true }).optional(),
  lines: z
    .array(z.object({ orderLineUid: z.uuid(), quantity: decimalField, lotNo: text(64, { trim: true }) }))
    .min(1)
    .max(200),
});

/**
 * Purchase orders and receipts (issue 19): the factory drafts, sends, changes (a new version), receives, closes or
 * cancels; the supplier enterprise it is addressed to confirms or refuses and writes its own reference. Every change
 * is one transaction (idempotent with the header), and the other side's bell rings once it is committed.
 */
export const purchaseRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  grantAll: boolean;
  tolerance: string;
}> = async (app, { db, clock, grantAll, tolerance }) => {
  const tags = ['purchasing'];
  const orders = requireScreen(PURCHASE_SCREENS.orders, grantAll);
  const receiving = requireScreen(PURCHASE_SCREENS.receiving, grantAll);
  const roleOf = (request: FastifyRequest): PurchaseRole =>
    actorOf(request).kind === 'supplier' ? 'supplier' : 'factory';
  const change = async <Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], bells: PurchaseBell[]) => Promise<Envelope<Data>>,
  ) => {
    const bells: PurchaseBell[] = [];
    // A replayed answer (same Idempotency-Key) is the one this work gave the first time.
    const answer = (await idempotent(db, request, reply, (tx) => work(tx, bells))) as Envelope<Data>;
    if (reply.statusCode < 300 && bells.length) await ringPurchaseBells(db, app.notifier, bells, request.log);
    return answer;
  };
  const detail = (request: FastifyRequest, no: string) =>
    orderDetail(db, no, actorOf(request).enterpriseUid, requestLanguage(request));

  app.get(
    '/api/purchase-orders',
    { schema: { querystring: listQuery, tags, response: answers(purchaseOrderPage) }, preHandler: orders },
    async (request) => {
      const role = roleOf(request);
      const page = await listOrders(db, role, actorOf(request).enterpriseUid, request.query);
      return ok({ ...page, counts: await countsByStatus(db, role, actorOf(request).enterpriseUid) });
    },
  );

  app.get(
    '/api/purchase-orders/export',
    { schema: { querystring: listQuery, tags, response: fileAnswer(XLSX) }, preHandler: orders },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await listOrders(db, roleOf(request), actorOf(request).enterpriseUid, request.query, true);
      const w = (key: string) => translate(language, columnWords[key]!);
      const header = [
        'orderNo',
        'version',
        'supplier',
        'factory',
        'status',
        'orderDate',
        'currency',
        'totalExTax',
        'tax',
        'total',
        'supplierReference',
        'note',
      ].map(w);
      const rows = data.map((o) => [
        o.no,
        String(o.version),
        o.supplier.name,
        o.factory.name,
        translate(language, statusWords[o.status]),
        o.orderDate,
        o.currency,
        { number: o.totalExTax },
        { number: o.tax },
        { number: o.total },
        o.supplierReference,
        o.note,
      ]);
      const bytes = await writeWorkbook([
        {
          name: 'Purchase orders',
          rows: [header, ...rows],
          boldRows: [1],
          widths: [26, 8, 30, 30, 18, 12, 8, 14, 12, 14, 18, 30],
        },
      ]);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="purchase-orders.xlsx"')
        .send(bytes as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  /**
   * The supplier enterprises on the platform with where each stands in the factory's supplier master: only an
   * approved one may be ordered from (the form shows the others disabled, with their status in words).
   */
  app.get(
    '/api/purchase-orders/suppliers',
    { schema: { tags, response: answers(z.array(purchaseSupplierAnswer)) }, preHandler: orders },
    async (request) => {
      const factoryUid = actorOf(request).enterpriseUid;
      const language = requestLanguage(request);
      const rows = await db
        .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
        .from(enterprises)
        .where(and(eq(enterprises.kind, 'supplier'), ne(enterprises.uid, factoryUid)))
        .orderBy(asc(enterprises.name))
        .limit(500);
      const standings = await supplierStandings(
        db,
        factoryUid,
        rows.map((r) => r.uid),
      );
      const answer = rows.map((r) => {
        const standing = standings.get(r.uid)!;
        return {
          ...r,
          supplierNo: standing.supplierNo,
          status: standing.status,
          statusText: translate(language, standing.statusText),
          orderable: standing.orderable,
        };
      });
      // The ones that can be ordered from first, each group by name.
      return ok(answer.sort((a, b) => Number(b.orderable) - Number(a.orderable)));
    },
  );

  app.get(
    '/api/purchase-orders/:no',
    { schema: { params: noParams, tags, response: answers(purchaseOrderDetailAnswer) }, preHandler: orders },
    async (request) => ok(await detail(request, request.params.no)),
  );

  app.get(
    '/api/purchase-orders/:no/print',
    { schema: { params: noParams, tags, response: answers(purchaseOrderPrint) }, preHandler: orders },
    async (request) => ok(purchaseOrderDocument(await detail(request, request.params.no), requestLanguage(request))),
  );

  app.get(
    '/api/purchase-orders/:no/pdf',
    { schema: { params: noParams, tags, response: fileAnswer('application/pdf') }, preHandler: orders },
    async (request, reply) => {
      const order = await detail(request, request.params.no);
      const pdf = await renderPdf(purchaseOrderDocument(order, requestLanguage(request)), {
        author: order.factory.name ?? undefined,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${order.no}-v${order.version}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  app.post(
    '/api/purchase-orders',
    { schema: { body: orderBody, tags, response: answers(purchaseOrderMoved) }, preHandler: orders },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const row = await createOrder(tx, clock, actorOf(request), request.body);
        return ok({ no: row.orderNo, status: row.status, version: row.version });
      }),
  );

  app.put(
    '/api/purchase-orders/:no',
    { schema: { params: noParams, body: orderBody, tags, response: answers(purchaseOrderMoved) }, preHandler: orders },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await changeOrder(tx, clock, actorOf(request), request.params.no, request.body, bells);
        return ok({ no: row.orderNo, status: row.status, version: row.version });
      }),
  );

  for (const action of ['send', 'confirm', 'close'] as const) {
    app.post(
      `/api/purchase-orders/:no/${action}`,
      {
        schema: { params: noParams, body: confirmBody, tags, response: answers(purchaseOrderMoved) },
        preHandler: orders,
      },
      async (request, reply) =>
        change(request, reply, async (tx, bells) => {
          const row = await moveOrder(
            tx,
            clock,
            actorOf(request),
            request.params.no,
            action,
            { version: request.body?.version },
            bells,
          );
          return ok({ no: row.orderNo, status: row.status, version: row.version });
        }),
    );
  }
  app.post(
    '/api/purchase-orders/:no/refuse',
    { schema: { params: noParams, body: refuseBody, tags, response: answers(purchaseOrderMoved) }, preHandler: orders },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await moveOrder(tx, clock, actorOf(request), request.params.no, 'refuse', request.body, bells);
        return ok({ no: row.orderNo, status: row.status, version: row.version });
      }),
  );
  app.post(
    '/api/purchase-orders/:no/cancel',
    { schema: { params: noParams, body: reasonBody, tags, response: answers(purchaseOrderMoved) }, preHandler: orders },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await moveOrder(tx, clock, actorOf(request), request.params.no, 'cancel', request.body, bells);
        return ok({ no: row.orderNo, status: row.status, version: row.version });
      }),
  );

  app.post(
    '/api/purchase-orders/:no/receipts',
    {
      schema: { params: noParams, body: receiptBody, tags, response: answers(purchaseReceived) },
      preHandler: receiving,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok(await receiveGoods(tx, clock, actorOf(request), request.params.no, request.body, tolerance, bells)),
      ),
  );

  app.get(
    '/api/purchase-receipts',
    {
      schema: { querystring: receiptQuery, tags, response: answers(pageOf(purchaseReceiptAnswer)) },
      preHandler: receiving,
    },
    async (request) => ok(await listReceipts(db, roleOf(request), actorOf(request).enterpriseUid, request.query)),
  );

  app.get(
    '/api/purchase-receipts/:no',
    { schema: { params: noParams, tags, response: answers(purchaseReceiptAnswer) }, preHandler: receiving },
    async (request) => ok(await receiptDetail(db, request.params.no, actorOf(request).enterpriseUid)),
  );
};
