import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { approvedInquiry, cents, inCart, shippingAddress, type Actors } from '../order/test-support.js';

/**
 * The cart as its user sees it over HTTP (spec 02 §2, §5): an approved inquiry goes in, the list shows it with the
 * totals per merchant, a line comes out (the inquiry approved again), and settling makes one order per merchant —
 * refusing a price that changed since the line was added until the customer accepts it. Another enterprise neither
 * sees nor touches the cart.
 */
let server: TestServer;
let a: Actors;
let other: Client;

beforeAll(async () => {
  server = await startTestServer();
  // The supplier gets the customer's screens, to stand for another customer enterprise.
  await server.database.db.execute(sql`update staff set permission_mask = (
      select s.permission_mask from staff s join enterprises e on e.uid = s.enterprise_uid where e.enterprise_no = 'E0002'
    )
    where enterprise_uid = (select uid from enterprises where enterprise_no = 'E0003')`);
  const [customer, factory, operator, supplier] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
    loginAs(server.url, 'supplier'),
  ]);
  a = { customer, factory, operator };
  other = supplier;
}, 60_000);
afterAll(() => server?.stop());

type Line = {
  inquiryNo: string;
  merchant: { id: string; name: string | null };
  total: string;
  priceChanged: boolean;
  addedTotal: string;
};
const cart = async (who: Client = a.customer) => {
  const res = await who.get('/api/cart');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    items: Line[];
    merchants: Array<{ merchant: { id: string; name: string | null }; count: number; total: string }>;
    count: number;
    total: string;
  };
};
const lineOf = async (no: string, who: Client = a.customer) =>
  (await cart(who)).items.find((line) => line.inquiryNo === no);
const inquiryStatus = async (no: string) => (await a.customer.get(`/api/inquiries/${no}`)).body.data.status as string;

describe('the cart', () => {
  it('adds an approved inquiry with its price, lists it with the totals per merchant and refuses it twice', async () => {
    const inquiry = await approvedInquiry(a, { total: '321.45' });
    expect(inquiry.total).toBe('321.45');
    const added = await a.customer.post('/api/cart/items', { inquiryNo: inquiry.no });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      code: 1,
      msg: 'Added to the cart',
      data: {
        inquiryNo: inquiry.no,
        available: true,
        merchant: { name: 'Demo PCB Factory' },
        total: '321.45',
        addedTotal: '321.45',
        priceChanged: false,
        price: { total: '321.45' },
      },
    });
    expect(await inquiryStatus(inquiry.no)).toBe('added_to_cart');
    expect((await a.customer.post('/api/cart/items', { inquiryNo: inquiry.no })).status).toBe(409);

    const listed = await cart();
    expect(listed.items.filter((line) => line.inquiryNo === inquiry.no)).toHaveLength(1);
    expect(listed.count).toBe(listed.items.length);
    expect(cents(listed.total)).toBe(listed.items.reduce((sum, line) => sum + cents(line.total), 0n));
    const factory = listed.merchants.find((m) => m.merchant.name === 'Demo PCB Factory')!;
    const itsLines = listed.items.filter((line) => line.merchant.id === factory.merchant.id);
    expect(itsLines.map((line) => line.inquiryNo)).toContain(inquiry.no);
    expect(factory.count).toBe(itsLines.length);
    expect(cents(factory.total)).toBe(itsLines.reduce((sum, line) => sum + cents(line.total), 0n));
  });

  it('removes a line (the inquiry is approved again), answers 404 for a line not in the cart, and takes it back', async () => {
    const inquiry = await inCart(a);
    const removed = await a.customer.call('DELETE', `/api/cart/items/${inquiry.no}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ code: 1, msg: 'Removed from the cart', data: null });
    expect(await lineOf(inquiry.no)).toBeUndefined();
    expect(await inquiryStatus(inquiry.no)).toBe('approved');

    const again = await a.customer.call('DELETE', `/api/cart/items/${inquiry.no}`);
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe(`Inquiry ${inquiry.no} is not in the cart`);

    expect((await a.customer.post('/api/cart/items', { inquiryNo: inquiry.no })).status).toBe(200);
    expect(await lineOf(inquiry.no)).toMatchObject({ total: inquiry.total, priceChanged: false });
  });

  it('refuses bad input naming the field, in the caller language', async () => {
    const noInquiry = await a.customer.post('/api/cart/items', {});
    expect(noInquiry.status).toBe(400);
    expect(noInquiry.body).toMatchObject({ code: 0, data: { field: 'inquiryNo' } });

    const addressId = await shippingAddress(a.customer);
    const nothingSelected = await a.customer.post('/api/cart/settle', { inquiryNos: [], addressId });
    expect(nothingSelected.status).toBe(400);
    expect(nothingSelected.body).toEqual({
      code: 0,
      msg: 'inquiryNos: please select the inquiries to settle',
      data: { field: 'inquiryNos' },
    });

    const inquiry = await inCart(a);
    const noAddress = await a.customer.post('/api/cart/settle', { inquiryNos: [inquiry.no] });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.data).toEqual({ field: 'addressId' });
    // Another enterprise's address (or none at all) is no address of the customer's.
    const unknownAddress = await a.customer.post('/api/cart/settle', {
      inquiryNos: [inquiry.no],
      addressId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownAddress.status).toBe(400);
    expect(unknownAddress.body.data).toEqual({ field: 'addressId' });

    // A schema refusal names the field by the cart's own label, in the caller's language.
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = a.customer.cookie;
    const notABoolean = await zh.post('/api/cart/settle', { inquiryNos: [inquiry.no], addressId, acceptPrices: 'y' });
    expect(notABoolean.status).toBe(400);
    expect(notABoolean.body.data).toMatchObject({ field: 'acceptPrices' });
    expect(notABoolean.body.msg).toMatch(/^接受新价格：/);
    expect((await zh.post('/api/cart/settle', { inquiryNos: [], addressId })).body.msg).toBe(
      'inquiryNos：请选择要结算的询价单',
    );

    // Nothing was settled by any of these: the line is still in the cart.
    expect(await lineOf(inquiry.no)).toMatchObject({ inquiryNo: inquiry.no });
  });

  it('settles the selected lines into one order, once per key, and refuses a line already settled', async () => {
    const first = await inCart(a);
    const second = await inCart(a, { total: '555.55' });
    const kept = await inCart(a);
    const addressId = await shippingAddress(a.customer);
    const body = { inquiryNos: [first.no, second.no], addressId };
    const settled = await a.customer.post('/api/cart/settle', body, { 'Idempotency-Key': `cart-${first.no}` });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const { settlementNo, orders, total } = settled.body.data;
    expect(settlementNo).toEqual(expect.any(String));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'unpaid',
      merchant: { name: 'Demo PCB Factory' },
      address: { recipient: 'Li Lei' },
    });
    expect(orders[0].items.map((item: { inquiryNo: string }) => item.inquiryNo).sort()).toEqual(
      [first.no, second.no].sort(),
    );
    expect(cents(total)).toBe(cents(first.total) + cents('555.55'));
    expect(orders[0].total).toBe(total);

    // The settled lines left the cart; the one not selected stayed.
    const after = (await cart()).items.map((line) => line.inquiryNo);
    expect(after).not.toContain(first.no);
    expect(after).not.toContain(second.no);
    expect(after).toContain(kept.no);
    expect(await inquiryStatus(first.no)).toBe('ordered');

    // The same key answers the same settlement; another click without it is refused, naming the line.
    const replay = await a.customer.post('/api/cart/settle', body, { 'Idempotency-Key': `cart-${first.no}` });
    expect(replay.body.data.settlementNo).toBe(settlementNo);
    const twice = await a.customer.post('/api/cart/settle', { inquiryNos: [first.no], addressId });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      code: 0,
      msg: `Not in the cart any more (settled or removed): ${first.no}`,
      data: { field: 'inquiryNos' },
    });
  });

  it('refuses to settle a line whose price changed since it was added until the customer accepts the new price', async () => {
    const inquiry = await inCart(a);
    await server.database.db.execute(
      sql`update inquiries set total_cents = total_cents + 1000 where inquiry_no = ${inquiry.no}`,
    );
    const addressId = await shippingAddress(a.customer);
    const newTotal = (cents(inquiry.total) + 1000n).toString().replace(/(\d\d)$/, '.$1');

    const refused = await a.customer.post('/api/cart/settle', { inquiryNos: [inquiry.no], addressId });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 0,
      msg: `The price changed since it was approved: ${inquiry.no} ${inquiry.total} → ${newTotal}. Please check and accept the new price`,
      data: {
        field: 'acceptPrices',
        prices: [{ inquiryNo: inquiry.no, previousTotal: inquiry.total, total: newTotal }],
      },
    });
    // Refused, nothing was made: the line is still there, showing both prices.
    expect(await lineOf(inquiry.no)).toMatchObject({ priceChanged: true, addedTotal: inquiry.total, total: newTotal });
    expect(await inquiryStatus(inquiry.no)).toBe('added_to_cart');

    const accepted = await a.customer.post('/api/cart/settle', {
      inquiryNos: [inquiry.no],
      addressId,
      acceptPrices: true,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.total).toBe(newTotal);
    expect(accepted.body.data.orders[0].total).toBe(newTotal);
    expect(await lineOf(inquiry.no)).toBeUndefined();
  });

  it('is the enterprise’s own: another enterprise neither sees nor removes nor settles its lines', async () => {
    const inquiry = await inCart(a);
    expect(await lineOf(inquiry.no)).toBeDefined();

    expect(await lineOf(inquiry.no, other)).toBeUndefined();
    expect((await other.post('/api/cart/items', { inquiryNo: inquiry.no })).status).toBe(404);
    expect((await other.call('DELETE', `/api/cart/items/${inquiry.no}`)).status).toBe(404);
    const otherAddress = await other.post('/api/addresses', {
      recipient: 'Han Meimei',
      company: 'Other Co.',
      areaCode: '+86',
      phone: '13912345679',
      region: ['44', '4403', '440305'],
      detailAddress: 'No. 2 Keji Road',
    });
    expect(otherAddress.status, JSON.stringify(otherAddress.body)).toBe(200);
    const settled = await other.post('/api/cart/settle', {
      inquiryNos: [inquiry.no],
      addressId: otherAddress.body.data.id,
    });
    expect(settled.status).toBe(409);
    expect(settled.body.data).toEqual({ field: 'inquiryNos' });

    // The customer's line is untouched.
    expect(await lineOf(inquiry.no)).toMatchObject({ inquiryNo: inquiry.no, priceChanged: false });
    expect(await inquiryStatus(inquiry.no)).toBe('added_to_cart');
  });

  it('is closed to a caller without the cart screens', async () => {
    const factoryCart = await a.factory.get('/api/cart');
    expect(factoryCart.status).toBe(403);
  });
});
