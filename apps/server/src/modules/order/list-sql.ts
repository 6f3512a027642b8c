import { createHash } from 'node:crypto';
import { orderActions, ORDER_STATUSES, statusesOfOrderTab, type OrderRole } from '@pcbunion/core';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Language } from '../../http/language.js';
import { likePattern, offsetOf } from '../../platform/paging.js';
import { dateBound, presetStart, type OrderListQuery } from './service/list.js';

/**
 * The order list as one SQL statement (bench/order-list.ts): the page, its lines, both enterprises' names and the
 * count of the whole filter come back from PostgreSQL as one JSON text — `{"data":[…],"total":n}`, the same record
 * shape `orderView` gives GET /api/orders/{no} — so the route sends it inside the envelope as it is: no ORM, no
 * row objects, no serializer, one round trip. On PostgreSQL the statement is prepared (named by its text: one per
 * shape of filter and sort, a few hundred at most); on PGlite it is sent as it is.
 */

/** The columns a list may be sorted by (the query's `field`), as SQL. */
const SORTABLE: Record<string, string> = {
  createdAt: 'o.created_at',
  total: 'o.total',
  paidAt: 'o.paid_at',
  status: 'o.status',
  orderNo: 'o.order_no',
  shippedAt: 'o.shipped_at',
  completedAt: 'o.completed_at',
};

/** Cents as the API writes them ("1234.50"), like core's textOfCents. */
const money = (cents: string) => `((${cents})::numeric / 100)::numeric(20, 2)::text`;
/** An instant as JSON.stringify writes a Date (UTC, milliseconds, Z), null stays null. */
const instant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * core's orderActions for every state × bin × open refund × side, as a JSON constant the statement indexes: the
 * same answer `orderView` computes row by row, computed once here.
 */
const ACTIONS: Record<string, string[]> = {};
for (const status of ORDER_STATUSES)
  for (const deleted of [false, true])
    for (const openRefund of [false, true])
      for (const role of ['customer', 'factory'] as OrderRole[])
        ACTIONS[`${status}|${deleted}|${openRefund}|${role}`] = orderActions({ status, deleted, openRefund }, role);
const actionsOf = `(${literal(JSON.stringify(ACTIONS))}::jsonb -> (
  p.status || '|' || (p.customer_deleted_at is not null)::text || '|' || p.refund_open::text || '|'
  || case when p.merchant_uid = $1::uuid then 'factory' else 'customer' end
))`;

const DECIMAL_TEXT = `'^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)$'`;
const detail = (field: string) => `(i.params #>> '{details,${field}}')`;
/** core's orderLineAreaM2 in SQL: PCS width × length × pieces in m², rounded half up to 4 decimals; else null. */
const AREA = `case when i.quantity is not null and ${detail('pcsWidthMm')} ~ ${DECIMAL_TEXT} and ${detail('pcsLengthMm')} ~ ${DECIMAL_TEXT}
  then round(${detail('pcsWidthMm')}::numeric * ${detail('pcsLengthMm')}::numeric * i.quantity / 1000000, 4)::text end`;
/** core's orderLineVersion in SQL: the whole-number version the line was ordered at; else null. */
const VERSION = `case when jsonb_typeof(i.params -> 'version') = 'number' and (i.params ->> 'version') ~ '^-?[0-9]+$'
  then (i.params ->> 'version')::int end`;

/**
 * One order of the page as the API answers it (view.ts orderView + itemView); `language` is the placeholder of the
 * reader's language, for the product's name.
 */
const row = (language: string) => `json_build_object(
  'no', p.order_no, 'settlementNo', p.settlement_no, 'status', p.status, 'deleted', p.customer_deleted_at is not null,
  'customer', json_build_object('id', p.customer_uid, 'name', c.name), 'merchant', json_build_object('id', p.merchant_uid, 'name', m.name),
  'items', (select coalesce(json_agg(json_build_object('itemNo', i.position + 1, 'inquiryNo', i.inquiry_no, 'productNo', i.product_no,
    'productName', (select coalesce(pp.names ->> ${language}, pp.name) from pricing_products pp
      where pp.enterprise_uid = p.merchant_uid and pp.number = i.product_no),
    'areaM2', ${AREA}, 'version', ${VERSION}, 'params', i.params, 'price', i.price,
    'quantity', i.quantity, 'deliveryDays', i.delivery_days, 'total', ${money('i.total')}) order by i.position), '[]'::json)
    from order_items i where i.order_id = p.id),
  'total', ${money('p.total')}, 'paid', ${money('p.paid')}, 'refunded', ${money('p.refunded')}, 'invoiced', ${money('p.invoiced')},
  'refundable', ${money('p.paid - p.refunded')}, 'invoiceable', ${money('greatest(p.paid - p.refunded - p.invoiced, 0)')},
  'currency', p.currency, 'refundOpen', p.refund_open, 'address', p.address, 'invoicingInfo', p.invoicing_info,
  'productionNo', p.production_no, 'carrier', p.carrier, 'trackingNo', p.tracking_no,
  'createdAt', ${instant('p.created_at')}, 'paidAt', ${instant('p.paid_at')}, 'acceptedAt', ${instant('p.accepted_at')},
  'shippedAt', ${instant('p.shipped_at')}, 'autoConfirmAt', ${instant('p.auto_confirm_at')}, 'completedAt', ${instant('p.completed_at')},
  'cancelledAt', ${instant('p.cancelled_at')}, 'deletedAt', ${instant('p.customer_deleted_at')},
  'actions', ${actionsOf})`;

export interface ListStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The statement of one list: filter as list.ts `listFilter` (the caller's side, tab, keyword, dates — the shape the
 * indexes `orders_customer_status_created_idx` / `orders_merchant_status_created_idx` serve), sort, page, and the
 * count of the same filter. $1 is always the caller's enterprise.
 */
export function orderListStatement(
  side: 'customer' | 'factory',
  enterpriseUid: string,
  q: OrderListQuery,
  now: Date,
  language: Language = 'en',
): ListStatement {
  const values: unknown[] = [enterpriseUid];
  const param = (value: unknown, cast: string) => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  const where: string[] = [];
  if (side === 'customer') {
    where.push('o.customer_uid = $1::uuid');
    where.push(q.tab === 'recycle_bin' ? 'o.customer_deleted_at is not null' : 'o.customer_deleted_at is null');
  } else {
    where.push('o.merchant_uid = $1::uuid');
    // The recycle bin is the customer's own; the factory has none.
    if (q.tab === 'recycle_bin') where.push('false');
  }
  if (q.tab !== 'all' && q.tab !== 'recycle_bin') {
    const statuses = statusesOfOrderTab(q.tab);
    where.push(
      statuses.length === 1
        ? `o.status = ${param(statuses[0], 'text')}`
        : `o.status = any(${param(statuses, 'text[]')})`,
    );
  }
  const keyword = q.keyword?.trim();
  if (keyword) where.push(`o.search_text ilike ${param(likePattern(keyword.toLowerCase()), 'text')}`);
  const from = q.preset ? presetStart(q.preset, now) : dateBound(q.from, 'from');
  const to = dateBound(q.to, 'to');
  if (from) where.push(`o.created_at >= ${param(from.toISOString(), 'timestamptz')}`);
  if (to) where.push(`o.created_at < ${param(to.toISOString(), 'timestamptz')}`);
  const filter = where.join(' and ');

  const column = q.field && Object.hasOwn(SORTABLE, q.field) ? SORTABLE[q.field] : undefined;
  const direction = column && q.sort === 'asc' ? 'asc' : 'desc';
  const keys = column ? [column, 'o.id'] : ['o.created_at', 'o.id'];
  const orderBy = (alias: string) => keys.map((k) => `${k.replace(/^o\./, `${alias}.`)} ${direction}`).join(', ');
  const ROW = row(param(language, 'text'));
  const limit = param(q.page_size, 'int');
  const offset = param(offsetOf(q), 'int');

  const text = `with page as (select o.* from orders o where ${filter} order by ${orderBy('o')} limit ${limit} offset ${offset})
select json_build_object(
  'data', (select coalesce(json_agg(${ROW} order by ${orderBy('p')}), '[]'::json)
    from page p join enterprises c on c.uid = p.customer_uid join enterprises m on m.uid = p.merchant_uid),
  'total', (select count(*) from orders o where ${filter}))::text as body`;
  return { name: statementName(text), text, values };
}

/** The list's texts are a few hundred shapes (filters × sort): each is hashed to its prepared name once. */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= 1_000) names.clear();
    name = `order-list-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

type Rows = Promise<{ rows: { body: string }[] }>;
/** The database's own client behind Drizzle: a pg Pool (prepared statements by name) or PGlite (no names). */
type Client = pg.Pool | { query(text: string, values: unknown[]): Rows };

/** The `data` of GET /api/orders as JSON text: `{"data":[order…],"total":n}`. */
export async function orderListJson(
  db: Database,
  side: 'customer' | 'factory',
  enterpriseUid: string,
  q: OrderListQuery,
  now: Date,
  language: Language,
): Promise<string> {
  const statement = orderListStatement(side, enterpriseUid, q, now, language);
  const client = (db as unknown as { $client: Client }).$client;
  const result =
    client instanceof pg.Pool
      ? await client.query<{ body: string }>(statement)
      : await client.query(statement.text, statement.values);
  return result.rows[0]!.body;
}
