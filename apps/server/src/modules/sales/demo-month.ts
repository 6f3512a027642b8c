import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, enterprises, orders, saleNotices, staff } from '../../db/schema/index.js';
import { addressService } from '../addresses/index.js';
import { addToCart, settle } from '../cart/index.js';
import { seedCustomerBillingDemo } from '../customer-billing/index.js';
import { inquiryPricer, inquiryService } from '../inquiry/index.js';
import { Clock, type JobRunner } from '../../platform/jobs/index.js';
import { Ledger } from '../../platform/ledger/index.js';
import { type OrderActor, type OrderDeps } from '../order/index.js';
import { inquiryPort } from '../order/index.js';
import { acceptOrder, payOrder } from '../order/index.js';
import { seedDemoMoney } from '../wallet/index.js';
import { createRecharge, markRechargePaid } from '../wallet/index.js';
import { deliveryService } from './service/deliveries.js';
import { saleNoticeService, type SalesCaller } from './service/sale-notices.js';
import { businessDay, businessDayStart, businessMonth } from '../../platform/business-day.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Person {
  enterpriseUid: string;
  accountUid: string;
  name: string;
  enterpriseName: string;
  kind: 'platform' | 'factory' | 'customer' | 'supplier';
}

async function adminOf(db: Database, enterpriseNo: string): Promise<Person | undefined> {
  const [row] = await db
    .select({
      enterpriseUid: enterprises.uid,
      accountUid: accounts.uid,
      name: staff.staffName,
      enterpriseName: enterprises.name,
      kind: enterprises.kind,
    })
    .from(enterprises)
    .innerJoin(staff, and(eq(staff.enterpriseUid, enterprises.uid), eq(staff.isAdmin, true)))
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(eq(enterprises.enterpriseNo, enterpriseNo))
    .limit(1);
  return row;
}

/** The boards of the month: what the customer asks for, the notice's part number, and how it ships. */
const BOARDS = [
  {
    params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 500 },
    product: '2-layer FR-4 control board',
    partNo: 'DE-CTL-2001',
    revision: 'B',
    requirements: 'Lead-free HASL; IPC class 2; 50 per ESD bag',
  },
  {
    params: { LAYERS: 4, WIDTH_MM: 120, HEIGHT_MM: 90, QTY: 300 },
    product: '4-layer power module board',
    partNo: 'DE-PWR-4102',
    revision: 'A',
    requirements: 'ENIG; impedance report with the shipment',
  },
  {
    params: { LAYERS: 2, WIDTH_MM: 60, HEIGHT_MM: 40, QTY: 200 },
    product: '2-layer sensor daughter board',
    partNo: 'DE-SNS-2203',
    revision: 'C',
    requirements: 'Panelised 2×5 with V-cut; no X-outs',
  },
] as const;

/**
 * A month of sales between the demo factory (E0001) and the demo customer (E0002), written through the same services
 * as the screens, so the orders are paid through the ledger (a sandbox recharge of exactly what they cost, so the
 * customer's demo balance stays as the money demo left it) and every record's log reads in words:
 * three paid orders placed last month from approved inquiries; their sales notices released (two acknowledged by
 * production); the first order shipped in two parts, the second part's receipt disputed on a line; the second order
 * delayed by agreement and half shipped, the rest on its way this month; the third's delay still waiting for the
 * customer. Then the billing demo makes last month's statement (confirmed) and its invoice (issued and sent).
 * Runs once: a factory with sales notices to the demo customer is left alone; a refusal leaves the demo as it is.
 * It runs the money demo before it (which would stand aside after this month's recharge), so it may come before it.
 */
export async function seedSalesDemoMonth(db: Database, delaysOf: DemoDelays): Promise<void> {
  const factory = await adminOf(db, 'E0001');
  const customer = await adminOf(db, 'E0002');
  if (!factory || !customer) return;
  // The money demo first: it stands aside once the customer has recharges, and this month adds one.
  await seedDemoMoney(db);
  const [done] = await db
    .select({ id: saleNotices.id })
    .from(saleNotices)
    .where(and(eq(saleNotices.merchantUid, factory.enterpriseUid), eq(saleNotices.customerUid, customer.enterpriseUid)))
    .limit(1);
  if (done) return;
  try {
    await seedMonth(db, factory, customer, delaysOf);
  } catch {
    // A price book without these boards, an address refused: the demo stays without a sales month.
    return;
  }
  await seedCustomerBillingDemo(db);
}

/**
 * The delay desk the month asks its delays of: delivery-delays' service, handed in where the demo is composed
 * (prepare.ts), since delivery-delays builds on sales and not the other way round.
 */
export interface DemoDelayDesk {
  create(
    caller: SalesCaller,
    body: { saleNoticeNo: string; toDate: string; reason: string },
    bells: unknown[],
  ): Promise<{ no: string }>;
  act(
    caller: SalesCaller,
    no: string,
    action: 'agree',
    reason: string,
    rowVersion: undefined,
    bells: unknown[],
  ): Promise<unknown>;
}
export type DemoDelays = (db: Database, clock: Clock) => DemoDelayDesk;

async function seedMonth(db: Database, factory: Person, customer: Person, delaysOf: DemoDelays): Promise<void> {
  const now = Date.now();
  // The first instant of this month in Shanghai; the story happens from day 11 of last month to now.
  const monthStart = businessDayStart(`${businessMonth(new Date(now))}-01`).getTime();
  const base = monthStart - 20 * DAY;
  const clock = new Clock();
  const at = (ms: number) => {
    clock.set(new Date(ms));
    return new Date(ms);
  };
  const dayOf = (ms: number) => businessDay(new Date(ms));
  const ledger = new Ledger();
  const noJobs = new Proxy({}, { get: () => () => Promise.reject(new Error('no jobs in the demo')) }) as JobRunner;
  const deps: OrderDeps = { db, ledger, clock, jobs: noJobs, inquiries: inquiryPort(db), autoConfirmDays: 10 };
  const buyer: OrderActor & { accountUid: string } = {
    enterpriseUid: customer.enterpriseUid,
    accountUid: customer.accountUid,
    name: customer.name,
    ip: null,
    kind: customer.kind,
  };
  const seller: OrderActor & { accountUid: string } = {
    enterpriseUid: factory.enterpriseUid,
    accountUid: factory.accountUid,
    name: factory.name,
    ip: null,
    kind: factory.kind,
  };
  const sales = (p: Person): SalesCaller => ({
    enterpriseUid: p.enterpriseUid,
    accountUid: p.accountUid,
    name: p.name,
    ip: null,
    language: 'zh-CN',
  });
  const desk = sales(factory);
  const buyerDesk = sales(customer);

  // The customer's inquiries, priced by the factory's price book and approved as priced.
  const inquiries = inquiryService(db, inquiryPricer(db));
  const who = (p: Person) => ({
    enterpriseUid: p.enterpriseUid,
    accountUid: p.accountUid,
    who: `${p.name} (${p.enterpriseName})`,
    enterpriseKind: p.kind,
  });
  const inquiryNos: string[] = [];
  for (const board of BOARDS) {
    const { inquiry } = await inquiries.create(who(customer), { params: { ...board.params } }, 'zh-CN');
    await inquiries.approve(who(factory), inquiry.no, {});
    inquiryNos.push(inquiry.no);
  }

  // The default address (one made for the demo when the customer has none).
  const addresses = addressService(db);
  const listed = await addresses.list(customer.enterpriseUid, { page_no: 1, page_size: 1 });
  const address =
    listed.data[0] ??
    (await addresses.create(
      { enterpriseUid: customer.enterpriseUid, accountUid: customer.accountUid },
      {
        recipient: 'Li Na',
        company: 'Demo Electronics Customer Co.',
        areaCode: '+86',
        phone: '13800000002',
        region: ['44', '4403', '440305'],
        detailAddress: 'No. 1 Keji Road, Nanshan',
        isDefault: true,
      },
    ));

  // Three orders, one settlement each, paid from the wallet into escrow after a recharge of what they cost.
  const orderNos: string[] = [];
  for (const [i, inquiryNo] of inquiryNos.entries()) {
    at(base + i * 2 * HOUR);
    const placed = await db.transaction(async (tx) => {
      await addToCart(tx, deps, buyer, inquiryNo);
      return settle(
        tx,
        deps,
        { ...buyer, customerName: customer.enterpriseName },
        {
          inquiryNos: [inquiryNo],
          addressId: address.id,
          address,
          invoicingInfoId: null,
          invoicingInfo: null,
          acceptPrices: true,
          today: new Map(),
        },
        [],
      );
    });
    orderNos.push(placed[0]!.orderNo);
  }
  const [orderA, orderB] = orderNos as [string, string, string];
  await db.transaction(async (tx) => {
    const placed = await tx.select({ total: orders.total }).from(orders).where(inArray(orders.orderNo, orderNos));
    const total = placed.reduce((sum, o) => sum + o.total, 0n);
    const paidAt = at(base + 6 * HOUR);
    const recharge = await createRecharge(tx, {
      enterpriseUid: customer.enterpriseUid,
      amount: total,
      method: 'sandbox',
      createdBy: customer.accountUid,
      at: paidAt,
    });
    await markRechargePaid(tx, ledger, {
      rechargeNo: recharge.rechargeNo,
      action: 'pay',
      at: paidAt,
      handledBy: null,
      paidAmount: total,
      providerReference: 'sbx_demo_sales_month',
    });
    for (const no of orderNos) await payOrder(tx, deps, buyer, no, []);
    at(base + DAY);
    await acceptOrder(tx, deps, seller, orderA, `MO${dayOf(base).replaceAll('-', '')}01`, []);
    await acceptOrder(tx, deps, seller, orderB, `MO${dayOf(base).replaceAll('-', '')}02`, []);
  });

  // Sales notices released to production; production acknowledges the first two.
  const notices = saleNoticeService(db, clock);
  const promised = [base + 12 * DAY, base + 10 * DAY, now + 14 * DAY];
  const noticeNos: string[] = [];
  for (const [i, board] of BOARDS.entries()) {
    at(base + DAY + (i + 1) * HOUR);
    const made = await notices.create(desk, {
      orderNo: orderNos[i],
      productName: board.product,
      partNo: board.partNo,
      revision: board.revision,
      quantity: board.params.QTY,
      deliveryDate: dayOf(promised[i]!),
      requirements: board.requirements,
    });
    await notices.act(desk, made.no, 'release', null, undefined, []);
    noticeNos.push(made.no);
  }
  const [noticeA, noticeB, noticeC] = noticeNos as [string, string, string];
  at(base + 2 * DAY);
  await notices.act(desk, noticeA, 'acknowledge', null, undefined, []);
  await notices.act(desk, noticeB, 'acknowledge', null, undefined, []);

  // Deliveries in parts; the customer confirms each receipt, one line disputed.
  const deliveries = deliveryService(db, clock);
  const dock = `${address.company ?? ''} ${address.regionNames ?? ''} ${address.detailAddress}`.trim();
  const deliver = async (
    plannedAt: number,
    lines: { saleNoticeNo: string; quantity: number }[],
    tracking: string,
    packages: number,
  ) => {
    at(plannedAt - DAY);
    const made = await deliveries.create(desk, { plannedDate: dayOf(plannedAt), address: dock, note: null, lines });
    at(plannedAt);
    await deliveries.ship(desk, made.no, { packages, carrier: 'SF Express', trackingNo: tracking }, []);
    return made.no;
  };
  const first = await deliver(
    base + 6 * DAY,
    [
      { saleNoticeNo: noticeA, quantity: 300 },
      { saleNoticeNo: noticeB, quantity: 150 },
    ],
    'SF1402230001',
    9,
  );
  at(base + 8 * DAY);
  await deliveries.confirmReceipt(
    buyerDesk,
    first,
    {
      lines: [
        { position: 1, accepted: 300, disputed: 0 },
        { position: 2, accepted: 150, disputed: 0 },
      ],
      note: 'Received in good order',
    },
    [],
  );
  const second = await deliver(base + 10 * DAY, [{ saleNoticeNo: noticeA, quantity: 200 }], 'SF1402230002', 4);
  at(base + 11 * DAY);
  await deliveries.confirmReceipt(
    buyerDesk,
    second,
    {
      lines: [
        { position: 1, accepted: 194, disputed: 6, reason: '6 boards with scratched solder mask near the connector' },
      ],
      note: null,
    },
    [],
  );

  // A delay agreed (the second order's rest), and one still waiting for the customer (the third order).
  const delays = delaysOf(db, clock);
  at(base + 9 * DAY);
  const agreed = await delays.create(
    desk,
    {
      saleNoticeNo: noticeB,
      toDate: dayOf(Math.max(now + 3 * DAY, base + 30 * DAY)),
      reason: 'Laminate for the inner layers arrives late from the supplier',
    },
    [],
  );
  at(base + 9 * DAY + 5 * HOUR);
  await delays.act(buyerDesk, agreed.no, 'agree', 'Agreed; please keep us posted', undefined, []);
  await deliver(
    Math.max(monthStart + HOUR, now - 2 * DAY),
    [{ saleNoticeNo: noticeB, quantity: 150 }],
    'SF1402230003',
    3,
  );
  at(now - 2 * HOUR);
  await delays.create(
    desk,
    {
      saleNoticeNo: noticeC,
      toDate: dayOf(now + 21 * DAY),
      reason: 'The V-cut machine is down for repair for one week',
    },
    [],
  );
}
