import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biddingTodos, enterprises } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { sendBiddingNotice } from './service/bidding.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const QUERY = '/api/busiservice.pcbuniontrans.biddingmessagequery';
const CLOSE = '/api/busiservice.pcbuniontrans.biddingmessageclose';

describe('supplier-bidding notices', () => {
  it("lists the supplier's open notices from Demo PCB Factory", async () => {
    const supplier = await loginAs(server.url, 'supplier');
    const res = await supplier.post(QUERY, {});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual([
      {
        uid: expect.any(String),
        todowork_uid: expect.any(String),
        bidding_doccode: 'BD-2026-0001',
        mat_name: expect.stringContaining('FR-4'),
        entp_name: 'Demo PCB Factory',
        standard_request_details_no: 'SR-2026-0001-01',
      },
      {
        uid: expect.any(String),
        todowork_uid: expect.any(String),
        bidding_doccode: 'BD-2026-0002',
        mat_name: expect.stringContaining('Prepreg'),
        entp_name: 'Demo PCB Factory',
        standard_request_details_no: 'SR-2026-0002-01',
      },
    ]);
    const user = (await supplier.post('/api/atom/auth-info1', {})).body.data.user;
    const withIdentity = await supplier.post(QUERY, {
      uid: user.enterprise_uid,
      auth_login_uid: user.staff_uid,
      user_id: user.user_uid,
    });
    expect(withIdentity.body.data).toHaveLength(2);
  });

  it('refuses a caller without the bidding screen with 403, even calling the API directly', async () => {
    const customer = await loginAs(server.url, 'customer');
    const query = await customer.post(QUERY, {});
    expect(query.status).toBe(403);
    expect(query.body).toMatchObject({ code: 0, msg: 'You do not have permission for this screen' });
    const close = await customer.post(CLOSE, { data: [{ todowork_uid: '00000000-0000-0000-0000-000000000000' }] });
    expect(close.status).toBe(403);
    expect((await (await loginAs(server.url, 'platform')).post(QUERY, {})).status).toBe(403);
    expect((await new Client(server.url).post(QUERY, {})).status).toBe(401);
  });

  it("closes the caller's own to-dos only; others' ids change nothing and reveal nothing", async () => {
    const db = server.database.db;
    const [supplierEnterprise] = await db.select().from(enterprises).where(eq(enterprises.enterpriseNo, 'E0003'));
    const [factoryEnterprise] = await db.select().from(enterprises).where(eq(enterprises.enterpriseNo, 'E0001'));
    // A notice the supplier sent the factory: the factory admin's to-do, not the supplier's.
    const foreign = await sendBiddingNotice(db, {
      biddingDoccode: 'BD-T-1',
      matName: 'Copper foil',
      standardRequestDetailsNo: 'SR-T-1',
      buyerEnterpriseUid: supplierEnterprise!.uid,
      supplierEnterpriseUid: factoryEnterprise!.uid,
    });
    const [foreignTodo] = await db.select().from(biddingTodos).where(eq(biddingTodos.noticeUid, foreign.uid));

    const supplier = await loginAs(server.url, 'supplier');
    const [first, second] = (await supplier.post(QUERY, {})).body.data;
    const closed = await supplier.post(CLOSE, {
      data: [{ todowork_uid: first.todowork_uid }, { todowork_uid: foreignTodo!.uid }],
    });
    expect(closed.body).toMatchObject({ code: 1, data: { closed: 1 } });
    expect((await supplier.post(QUERY, {})).body.data.map((n: { uid: string }) => n.uid)).toEqual([second.uid]);
    const stillOpen = await db
      .select()
      .from(biddingTodos)
      .where(and(eq(biddingTodos.uid, foreignTodo!.uid), isNull(biddingTodos.closedAt)));
    expect(stillOpen).toHaveLength(1);

    expect((await supplier.post(CLOSE, { data: [{ todowork_uid: first.todowork_uid }] })).body.data.closed).toBe(0);
  });

  it('answers 400 naming the field for a malformed close, and 403 for another identity', async () => {
    const supplier = await loginAs(server.url, 'supplier');
    const badId = await supplier.post(CLOSE, { data: [{ todowork_uid: 'abc' }] });
    expect(badId.status).toBe(400);
    expect(badId.body.data.field).toBe('data.0.todowork_uid');
    const empty = await supplier.post(CLOSE, { data: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.data.field).toBe('data');
    expect((await supplier.post(CLOSE, {})).body.data.field).toBe('data');
    const other = await supplier.post(QUERY, { uid: '00000000-0000-0000-0000-000000000000' });
    expect(other.status).toBe(403);
    expect(
      (
        await supplier.post(CLOSE, {
          user_id: 'someone-else',
          data: [{ todowork_uid: '00000000-0000-0000-0000-000000000000' }],
        })
      ).status,
    ).toBe(403);
  });
});
