import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsOfText } from '@pcbunion/core';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

process.env.JOBS_POLL_MS = '0';
let server: TestServer;
let customer: Client;
let supplier: Client;
let operator: Client;

beforeAll(async () => {
  server = await startTestServer();
  // The supplier gets the member-centre screens too, to stand for "another enterprise with a wallet".
  await server.database.db.execute(sql`update staff set permission_mask = (
      select s.permission_mask from staff s join enterprises e on e.uid = s.enterprise_uid where e.enterprise_no = 'E0002')
    where enterprise_uid = (select uid from enterprises where enterprise_no = 'E0003')`);
  [customer, supplier, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'supplier'),
    loginAs(server.url, 'platform'),
  ]);
});
afterAll(() => server.stop());

const cents = async (who: Client = customer) => {
  const w = (await who.get('/api/wallet')).body.data;
  return {
    balance: centsOfText(w.balance),
    frozen: centsOfText(w.frozen),
    withdrawn: centsOfText(w.withdrawn),
    withdrawable: centsOfText(w.withdrawable),
  };
};
const balanced = async () => (await operator.get('/api/finance/ledger/check')).body.data;

async function rechargeBySandbox(amount: string, who: Client = customer) {
  const created = await who.post('/api/wallet/recharges', { amount, method: 'sandbox' });
  expect(created.status).toBe(200);
  const paid = await who.post(`/api/payments/sandbox/${created.body.data.rechargeNo}/pay`, {});
  expect(paid.status).toBe(200);
  return created.body.data.rechargeNo as string;
}

async function bankAccount(who: Client = customer) {
  const res = await who.post('/api/wallet/bank-accounts', {
    holder: 'Li Lei',
    bank: 'Bank of China',
    branch: 'Shenzhen Futian',
    cardNumber: '6217 0000 1111 2222 333',
  });
  expect(res.status).toBe(200);
  return res.body.data.id as string;
}

describe('wallet balance and recharges', () => {
  it('recharges through the sandbox gateway: hosted page, Pay, signed webhook, balance and statement', async () => {
    const before = await cents();
    const created = await customer.post('/api/wallet/recharges', { amount: '100.50', method: 'sandbox' });
    expect(created.body).toMatchObject({ code: 1, data: { amount: '100.50', method: 'sandbox', status: 'pending' } });
    const no = created.body.data.rechargeNo as string;
    expect(created.body.data.payUrl).toBe(`/api/payments/sandbox/${no}`);

    const page = await fetch(server.url + created.body.data.payUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(no);
    expect(html).toContain('100.50');

    const pay = await customer.post(`/api/payments/sandbox/${no}/pay`, {});
    expect(pay.body).toMatchObject({ code: 1, data: { rechargeNo: no, status: 'paid' } });
    const after = await cents();
    expect(after.balance - before.balance).toBe(10_050n);
    expect(after.withdrawable).toBe(after.balance);

    const list = await customer.get('/api/wallet/recharges?status=paid&page_size=100');
    expect(list.body.data.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ rechargeNo: no, status: 'paid', amount: '100.50' })]),
    );
    const statement = await customer.get('/api/wallet/statement?kind=recharge&page_size=20');
    expect(statement.body.data.data[0]).toMatchObject({
      kind: 'recharge',
      reference: no,
      amount: '100.50',
      balanceAfter: (await customer.get('/api/wallet')).body.data.balance,
    });
    expect(statement.body.data.data[0].description).toContain(no);
    const info = await customer.get('/api/member/information');
    expect(info.body.data.available_balance).toBe((await customer.get('/api/wallet')).body.data.balance);
    expect(await balanced()).toMatchObject({ balanced: true, difference: '0.00' });

    // Paying twice sends a second event for a paid recharge: refused, nothing posted.
    const again = await customer.post(`/api/payments/sandbox/${no}/pay`, {});
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('paid');
    expect((await cents()).balance).toBe(after.balance);
  });

  it('takes a bank transfer that finance confirms (posted once) or rejects with a reason', async () => {
    const before = await cents();
    const created = await customer.post('/api/wallet/recharges', { amount: 250, method: 'bank_transfer' });
    const no = created.body.data.rechargeNo as string;
    expect(created.body.data).toMatchObject({ bankReference: no, status: 'pending', amount: '250.00' });
    expect((await cents()).balance).toBe(before.balance);
    expect((await customer.post(`/api/finance/recharges/${no}/confirm`, {})).status).toBe(403);

    const pending = await operator.get('/api/finance/recharges?status=pending&page_size=100');
    expect(pending.body.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rechargeNo: no, enterpriseName: 'Demo Electronics Customer Co.' }),
      ]),
    );
    const confirmed = await operator.post(`/api/finance/recharges/${no}/confirm`, {});
    expect(confirmed.body).toMatchObject({ code: 1, data: { status: 'paid' } });
    expect((await cents()).balance - before.balance).toBe(25_000n);
    const twice = await operator.post(`/api/finance/recharges/${no}/confirm`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 0, data: { field: 'status' } });
    expect(twice.body.msg).toContain('paid');
    expect((await cents()).balance - before.balance).toBe(25_000n);

    const other = (await customer.post('/api/wallet/recharges', { amount: '9.99', method: 'bank_transfer' })).body.data
      .rechargeNo;
    const noReason = await operator.post(`/api/finance/recharges/${other}/reject`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toEqual({ field: 'reason' });
    const rejected = await operator.post(`/api/finance/recharges/${other}/reject`, { reason: 'No transfer arrived' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'No transfer arrived' });
    const mine = await customer.get('/api/wallet/recharges?status=rejected');
    expect(mine.body.data.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ rechargeNo: other, rejectReason: 'No transfer arrived' })]),
    );
    expect((await operator.post('/api/finance/recharges/RC-NONE/confirm', {})).status).toBe(404);
  });

  it('refuses amounts that are not positive money with at most two decimals, naming the field, in the caller language', async () => {
    for (const amount of ['12.345', -1, 0, '0.00', 'abc', '1e3', 1_000_000.01, '']) {
      const res = await customer.post('/api/wallet/recharges', { amount, method: 'sandbox' });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.data).toEqual({ field: 'amount' });
    }
    expect((await customer.post('/api/wallet/recharges', { method: 'sandbox' })).body.data).toEqual({
      field: 'amount',
    });
    expect((await customer.post('/api/wallet/recharges', { amount: 1, method: 'cash' })).body.data).toEqual({
      field: 'method',
    });
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    expect((await zh.post('/api/wallet/recharges', { amount: '1.001', method: 'sandbox' })).body.msg).toContain(
      '最多两位小数',
    );
  });

  it('refuses the money screens to members without them and to callers without a session', async () => {
    expect((await new Client(server.url).get('/api/wallet')).status).toBe(401);
    // The factory reads its balance (escrow released on completed orders) but has no withdrawal screen.
    const factory = await loginAs(server.url, 'factory');
    expect((await factory.get('/api/wallet')).status).toBe(200);
    expect((await factory.get('/api/wallet/withdrawals')).status).toBe(403);
    expect((await customer.get('/api/finance/withdrawals')).status).toBe(403);
    expect((await customer.get('/api/finance/recharges')).status).toBe(403);
  });
});

describe('bank accounts', () => {
  it('keeps payout accounts per enterprise, answers the card masked, and hides them from other enterprises', async () => {
    const bad = await customer.post('/api/wallet/bank-accounts', {
      holder: 'Li Lei',
      bank: 'BOC',
      branch: 'Futian',
      cardNumber: '1234',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ field: 'cardNumber' });
    expect(
      (
        await customer.post('/api/wallet/bank-accounts', {
          holder: '',
          bank: 'BOC',
          branch: 'Futian',
          cardNumber: '6217000011112222',
        })
      ).body.data,
    ).toEqual({ field: 'holder' });

    const id = await bankAccount();
    const list = await customer.get('/api/wallet/bank-accounts?keyword=Futian');
    const row = list.body.data.data.find((b: { id: string }) => b.id === id);
    expect(row).toMatchObject({ holder: 'Li Lei', cardNumberMasked: '**** **** **** 2333' });
    expect(JSON.stringify(list.body)).not.toContain('62170000111122223');

    const updated = await customer.call('PUT', `/api/wallet/bank-accounts/${id}`, {
      holder: 'Han Meimei',
      bank: 'Bank of China',
      branch: 'Nanshan',
    });
    expect(updated.body.data).toMatchObject({
      holder: 'Han Meimei',
      branch: 'Nanshan',
      cardNumberMasked: '**** **** **** 2333',
    });
    expect(
      (await supplier.call('PUT', `/api/wallet/bank-accounts/${id}`, { holder: 'X', bank: 'Y', branch: 'Z' })).status,
    ).toBe(404);
    expect((await supplier.call('DELETE', `/api/wallet/bank-accounts/${id}`)).status).toBe(404);
    expect((await customer.call('DELETE', `/api/wallet/bank-accounts/${id}`)).status).toBe(200);
    expect(
      (await customer.get('/api/wallet/bank-accounts')).body.data.data.map((b: { id: string }) => b.id),
    ).not.toContain(id);
  });
});

describe('withdrawals', () => {
  it('freezes at once, refuses more than the withdrawable amount, and gives the money back on cancel', async () => {
    await rechargeBySandbox('50.00');
    const account = await bankAccount();
    const before = await cents();
    const tooMuch = await customer.post('/api/wallet/withdrawals', {
      amount: ((before.withdrawable + 1n) / 100n + 1n).toString(),
      bankAccountId: account,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data).toEqual({ field: 'amount' });
    expect(tooMuch.body.msg).toContain('cannot exceed the withdrawable amount');

    const applied = await customer.post('/api/wallet/withdrawals', {
      amount: '20.00',
      bankAccountId: account,
      reason: 'Monthly payout',
    });
    expect(applied.body).toMatchObject({
      code: 1,
      data: {
        amount: '20.00',
        status: 'unprocessed',
        reason: 'Monthly payout',
        source: 'web',
        bankAccount: { cardNumberMasked: '**** **** **** 2333' },
      },
    });
    const frozen = await cents();
    expect(before.balance - frozen.balance).toBe(2_000n);
    expect(frozen.frozen - before.frozen).toBe(2_000n);

    const no = applied.body.data.withdrawalNo as string;
    expect((await supplier.post(`/api/wallet/withdrawals/${no}/cancel`, {})).status).toBe(404);
    const cancelled = await customer.post(`/api/wallet/withdrawals/${no}/cancel`, {});
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', operator: 'Li Na' });
    expect(await cents()).toEqual(before);
    const twice = await customer.post(`/api/wallet/withdrawals/${no}/cancel`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('cancelled');
    expect(
      (
        await customer.post('/api/wallet/withdrawals', {
          amount: '1.00',
          bankAccountId: '00000000-0000-4000-8000-000000000000',
        })
      ).body.data,
    ).toEqual({ field: 'bankAccountId' });
    expect(
      (await supplier.post('/api/wallet/withdrawals', { amount: '1.00', bankAccountId: account })).body.data,
    ).toEqual({ field: 'bankAccountId' });
  });

  it('is processed (paid out) or rejected with a reason by finance, and the member sees the reason and the money back', async () => {
    await rechargeBySandbox('30.00');
    const account = await bankAccount();
    const before = await cents();
    const paidOut = (await customer.post('/api/wallet/withdrawals', { amount: '10.00', bankAccountId: account })).body
      .data.withdrawalNo;
    const refused = (await customer.post('/api/wallet/withdrawals', { amount: '5.00', bankAccountId: account })).body
      .data.withdrawalNo;

    expect((await customer.post(`/api/finance/withdrawals/${paidOut}/process`, {})).status).toBe(403);
    const processed = await operator.post(`/api/finance/withdrawals/${paidOut}/process`, {});
    expect(processed.body.data).toMatchObject({ status: 'processed', operator: 'Chen Jing' });
    expect((await operator.post(`/api/finance/withdrawals/${refused}/reject`, { reason: ' ' })).body.data).toEqual({
      field: 'reason',
    });
    const rejected = await operator.post(`/api/finance/withdrawals/${refused}/reject`, {
      reason: 'Card holder does not match',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Card holder does not match' });

    const after = await cents();
    expect(before.balance - after.balance).toBe(1_000n);
    expect(after.frozen).toBe(before.frozen);
    expect(after.withdrawn - before.withdrawn).toBe(1_000n);
    const records = await customer.get('/api/wallet/withdrawals?page_size=100');
    expect(records.body.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          withdrawalNo: refused,
          status: 'rejected',
          rejectReason: 'Card holder does not match',
          operator: 'Chen Jing',
        }),
      ]),
    );
    const statement = await customer.get('/api/wallet/statement?kind=withdrawal_rejected');
    expect(statement.body.data.data[0]).toMatchObject({ reference: refused, amount: '5.00' });
    expect(statement.body.data.data[0].description).toContain('Card holder does not match');

    const late = await customer.post(`/api/wallet/withdrawals/${paidOut}/cancel`, {});
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('processed');
    expect((await operator.post(`/api/finance/withdrawals/${refused}/process`, {})).status).toBe(409);
    expect((await operator.post('/api/finance/withdrawals/WD-NONE/process', {})).status).toBe(404);
    expect(await balanced()).toMatchObject({ balanced: true, difference: '0.00' });
    const audit = await server.database.db.execute(
      sql`select action, actor_account_uid from audit_log where entity = 'withdrawal' and entity_uid = ${paidOut} order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'apply',
      'process',
    ]);
  });

  it('answers a repeated Idempotency-Key with the first withdrawal and freezes once; another body with that key is 409', async () => {
    await rechargeBySandbox('5.00');
    const account = await bankAccount();
    const before = await cents();
    const body = { amount: '1.25', bankAccountId: account };
    const first = await customer.post('/api/wallet/withdrawals', body, { 'idempotency-key': 'wd-key-1' });
    const second = await customer.post('/api/wallet/withdrawals', body, { 'idempotency-key': 'wd-key-1' });
    expect(second.body).toEqual(first.body);
    expect(before.frozen + 125n).toBe((await cents()).frozen);
    const other = await customer.post(
      '/api/wallet/withdrawals',
      { ...body, amount: '1.26' },
      { 'idempotency-key': 'wd-key-1' },
    );
    expect(other.status).toBe(409);
    // The same key from another enterprise is another key.
    await rechargeBySandbox('5.00', supplier);
    const supplierAccount = await bankAccount(supplier);
    expect(
      (
        await supplier.post(
          '/api/wallet/withdrawals',
          { ...body, bankAccountId: supplierAccount },
          { 'idempotency-key': 'wd-key-1' },
        )
      ).status,
    ).toBe(200);
  });

  it("puts every withdrawal applied before Monday 00:00 Shanghai into that week's payout batch (the weekly job)", async () => {
    const clock = server.app.clock;
    clock.set(new Date('2026-12-02T03:00:00Z')); // Wednesday
    await rechargeBySandbox('10.00');
    const account = await bankAccount();
    const early = (await customer.post('/api/wallet/withdrawals', { amount: '2.00', bankAccountId: account })).body.data
      .withdrawalNo;
    await server.app.jobs.ensureScheduled();
    clock.set(new Date('2026-12-06T15:59:00Z')); // Sunday 23:59 in Shanghai
    const late = (await customer.post('/api/wallet/withdrawals', { amount: '1.00', bankAccountId: account })).body.data
      .withdrawalNo;
    clock.set(new Date('2026-12-06T16:00:00Z')); // Monday 00:00 in Shanghai: the job is due
    const after = (await customer.post('/api/wallet/withdrawals', { amount: '1.50', bankAccountId: account })).body.data
      .withdrawalNo;
    // Every job due by then (other kinds are due too), however many.
    while ((await server.app.jobs.runDue(50)) > 0);

    const batch = await operator.get('/api/finance/withdrawals?batchNo=WB20261207&page_size=100');
    const nos = batch.body.data.data.map((w: { withdrawalNo: string }) => w.withdrawalNo);
    expect(nos).toEqual(expect.arrayContaining([early, late]));
    expect(nos).not.toContain(after);
    const jobs = await operator.get('/api/admin/jobs?status=completed&kind=withdrawal.weekly-batch');
    expect(jobs.body.data.data.map((j: { result: unknown }) => j.result)).toEqual(
      expect.arrayContaining([expect.objectContaining({ batchNo: 'WB20261207', withdrawals: expect.any(Number) })]),
    );
    // Running the batch again changes nothing; next Monday is scheduled.
    const scheduled = await operator.get('/api/admin/jobs?status=scheduled&kind=withdrawal.weekly-batch');
    expect(scheduled.body.data.data.map((j: { runAt: string }) => j.runAt)).toContain('2026-12-13T16:00:00.000Z');
    clock.useSystemTime();
  });
});

describe('bodiless POSTs', () => {
  it('accepts a cancel, a pay and a confirm sent with a JSON content type and no body, and still refuses malformed JSON', async () => {
    const bare = (url: string, who: Client, body?: string) =>
      fetch(server.url + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: who.cookie! },
        body,
      });
    const account = await bankAccount();
    await rechargeBySandbox('3.00');
    const no = (await customer.post('/api/wallet/withdrawals', { amount: '1.00', bankAccountId: account })).body.data
      .withdrawalNo;
    expect((await bare(`/api/wallet/withdrawals/${no}/cancel`, customer)).status).toBe(200);
    const sandbox = (await customer.post('/api/wallet/recharges', { amount: '2.00', method: 'sandbox' })).body.data
      .rechargeNo;
    expect((await bare(`/api/payments/sandbox/${sandbox}/pay`, customer)).status).toBe(200);
    const transfer = (await customer.post('/api/wallet/recharges', { amount: '2.00', method: 'bank_transfer' })).body
      .data.rechargeNo;
    expect((await bare(`/api/finance/recharges/${transfer}/confirm`, operator)).status).toBe(200);
    const malformed = await bare('/api/wallet/recharges', customer, '{"amount":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { data: unknown }).data).toEqual({ field: 'body' });
  });
});

describe('statement', () => {
  it('pages and filters the statement, refuses a bad date naming the field, and exports it to Excel', async () => {
    const all = await customer.get('/api/wallet/statement?page_size=100');
    expect(all.body.data.total).toBeGreaterThan(3);
    const kinds = new Set(all.body.data.data.map((e: { kind: string }) => e.kind));
    expect(kinds).toEqual(
      new Set(['recharge', 'withdrawal', 'withdrawal_cancelled', 'withdrawal_rejected', 'payment']),
    );
    const page = await customer.get('/api/wallet/statement?page_size=2&page_no=2');
    expect(page.body.data.data).toEqual(all.body.data.data.slice(2, 4));
    const future = await customer.get('/api/wallet/statement?from=2099-01-01');
    expect(future.body.data).toEqual({ data: [], total: 0 });
    const bad = await customer.get('/api/wallet/statement?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ field: 'from' });
    expect((await customer.get('/api/wallet/statement?kind=gift')).body.data).toEqual({ field: 'kind' });

    const res = await fetch(`${server.url}/api/wallet/statement/export`, {
      headers: { cookie: customer.cookie!, 'accept-language': 'zh-CN' },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('金额');
    expect(sheet.rowCount).toBe(all.body.data.total + 1);
    expect(sheet.getRow(2).getCell(4).value).toBe(Number(all.body.data.data[0].amount));
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });
});

describe('when the wallet service fails', () => {
  it('answers "service exception, contact the system administrator" (500), never a made-up 0.00', async () => {
    await server.database.db.execute(sql`alter table ledger_accounts rename to ledger_accounts_away`);
    try {
      const res = await customer.get('/api/wallet');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 0,
        msg: 'Balance: service exception, contact the system administrator',
        data: null,
      });
      const zh = new Client(server.url, 'zh-CN');
      zh.cookie = customer.cookie;
      expect((await zh.get('/api/wallet')).body.msg).toBe('服务异常，请联系系统管理员');
    } finally {
      await server.database.db.execute(sql`alter table ledger_accounts_away rename to ledger_accounts`);
    }
    expect((await customer.get('/api/wallet')).status).toBe(200);
  });
});
