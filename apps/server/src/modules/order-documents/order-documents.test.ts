import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { extractPdfText } from '../../../test/support/pdf-text.js';
import { approvedInquiry, inCart, type Actors } from '../order/test-support.js';

let server: TestServer;
let a: Actors;
let zh: Client;
let other: Client;
let orderNo: string;
let inquiryNo: string;

/** A client that reads in simplified Chinese (Accept-Language), signed in as a demo account. */
async function chineseClient(who: 'customer' | 'factory'): Promise<Client> {
  const client = new Client(server.url, 'zh-CN');
  // Another client type: one session per account and client type, so the English session of the same account stays.
  await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: DEMO[who].phone,
    login_password: DEMO.password,
    clienttype: 7,
  });
  return client;
}

async function pdf(
  client: Client,
  url: string,
): Promise<{ status: number; type: string | null; text: string; body: Buffer }> {
  const res = await fetch(server.url + url, { headers: { cookie: client.cookie ?? '', 'accept-language': 'zh-CN' } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body,
    text: res.headers.get('content-type')?.includes('pdf') ? extractPdfText(body) : body.toString('utf8'),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  // The supplier gets the customer's screens, to stand for another customer enterprise.
  await server.database.db.execute(sql`update staff set permission_mask = (
      select s.permission_mask from staff s join enterprises e on e.uid = s.enterprise_uid where e.enterprise_no = 'E0002')
    where enterprise_uid = (select uid from enterprises where enterprise_no = 'E0003')`);
  const [customer, factory, operator, supplier] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
    loginAs(server.url, 'supplier'),
  ]);
  a = { customer, factory, operator };
  other = supplier;
  zh = await chineseClient('customer');
  // A Chinese shipping address and one order of an approved inquiry (the factory changed its price, with a reason).
  const address = await customer.post('/api/addresses', {
    recipient: '李娜',
    company: '深圳示例电子',
    areaCode: '+86',
    phone: '13912345678',
    region: ['44', '4403', '440305'],
    detailAddress: '科技园南区一号',
  });
  const inquiry = await inCart(a, { total: '888.80' });
  inquiryNo = inquiry.no;
  const settled = await customer.post(
    '/api/cart/settle',
    { inquiryNos: [inquiry.no], addressId: address.body.data.id, acceptPrices: true },
    { 'Idempotency-Key': `print-${inquiry.no}` },
  );
  expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  orderNo = settled.body.data.orders[0].no;
}, 60_000);
afterAll(() => server?.stop());

describe('order PDF and print document', () => {
  it('draws the order in Chinese with the embedded CJK font: title, number, the Chinese address and the total', async () => {
    const got = await pdf(zh, `/api/orders/${orderNo}/pdf?template=customer`);
    expect(got.status, got.text).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(got.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.body.toString('latin1')).toMatch(/\/FontFile2|NotoSansSC/);
    expect(got.text).toContain('订单信息');
    expect(got.text).toContain(orderNo);
    expect(got.text).toContain('广东省 深圳市 南山区 科技园南区一号');
    expect(got.text).toContain('李娜 深圳示例电子');
    expect(got.text).toContain('订单总价: CNY 888.80');
  });

  it('prints the delivery note without any amount, and the factory prints the same order', async () => {
    const factoryZh = await chineseClient('factory');
    const got = await pdf(factoryZh, `/api/orders/${orderNo}/pdf?template=delivery`);
    expect(got.status, got.text).toBe(200);
    expect(got.text).toContain('送货单');
    expect(got.text).toContain('签收人（签字）');
    expect(got.text).not.toContain('888.80');
  });

  it('answers the print page the same document as JSON, in the reader’s language', async () => {
    const res = await a.customer.get(`/api/orders/${orderNo}/print?template=customer`);
    expect(res.body).toMatchObject({
      code: 1,
      data: {
        title: 'Order information',
        totals: [
          { label: 'Total price', value: 'CNY 888.80' },
          { label: 'Paid', value: 'CNY 0.00' },
        ],
      },
    });
    expect(res.body.data.fields).toContainEqual({ label: 'Status', value: 'Unpaid' });
  });

  it('refuses a print without a template (400 naming the field), another enterprise’s order (404) and an unknown one (404)', async () => {
    const none = await zh.get(`/api/orders/${orderNo}/print`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('打印需要选择模板');
    expect((await a.customer.get(`/api/orders/${orderNo}/pdf?template=invoice`)).status).toBe(400);
    expect((await other.get(`/api/orders/${orderNo}/print?template=customer`)).status).toBe(404);
    expect((await pdf(other, `/api/orders/${orderNo}/pdf?template=customer`)).status).toBe(404);
    expect((await a.customer.get('/api/orders/OD-NOT-THERE/print?template=customer')).status).toBe(404);
  });
});

describe('inquiry PDF', () => {
  it('draws the request with the price it was made at, and the pricing template with the factory’s price and reason', async () => {
    const request = await pdf(zh, `/api/inquiries/${inquiryNo}/pdf?template=request`);
    expect(request.status, request.text).toBe(200);
    expect(request.type).toBe('application/pdf');
    expect(request.text).toContain('询价单');
    expect(request.text).toContain(inquiryNo);
    expect(request.text).not.toContain('工厂核价');
    const pricing = await pdf(zh, `/api/inquiries/${inquiryNo}/pdf?template=pricing`);
    expect(pricing.text).toContain('询价单（工厂核价）');
    expect(pricing.text).toContain('工厂核价: CNY 888.80');
    expect(pricing.text).toContain('原因: material price moved');
  });

  it('lets the factory print it, logs each print, and refuses another enterprise (404) and a missing template (400)', async () => {
    const fresh = await approvedInquiry(a);
    expect((await a.factory.get(`/api/inquiries/${fresh.no}/print?template=pricing`)).body.code).toBe(1);
    const log = (await a.customer.get(`/api/inquiries/${fresh.no}`)).body.data.log as Array<{
      action?: string;
      text: string;
    }>;
    expect(log.some((entry) => entry.action === 'print' || /print/i.test(entry.text))).toBe(true);
    expect((await other.get(`/api/inquiries/${fresh.no}/print?template=request`)).status).toBe(404);
    const none = await a.customer.get(`/api/inquiries/${fresh.no}/pdf`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Printing needs a template: request or pricing');
  });
});
