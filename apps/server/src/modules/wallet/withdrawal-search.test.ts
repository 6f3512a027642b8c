import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

process.env.JOBS_POLL_MS = '0';
let server: TestServer;
let customer: Client;
let operator: Client;

beforeAll(async () => {
  server = await startTestServer();
  [customer, operator] = await Promise.all([loginAs(server.url, 'customer'), loginAs(server.url, 'platform')]);
});
afterAll(() => server.stop());

const numbersOf = (answer: { body: { data: { data: { withdrawalNo: string }[] } } }) =>
  answer.body.data.data.map((w) => w.withdrawalNo);

describe('withdrawal records searched by withdrawal number', () => {
  it('finds a withdrawal by its whole number or a part of it, only among the caller’s own, and refuses a hostile keyword naming it', async () => {
    const recharge = await customer.post('/api/wallet/recharges', { amount: '90.00', method: 'sandbox' });
    expect((await customer.post(`/api/payments/sandbox/${recharge.body.data.rechargeNo}/pay`, {})).status).toBe(200);
    const bank = await customer.post('/api/wallet/bank-accounts', {
      holder: 'Li Na',
      bank: 'ICBC',
      branch: 'Futian',
      cardNumber: '6222020000000042',
    });
    const applied: string[] = [];
    for (const amount of ['10.00', '11.00', '12.00']) {
      const res = await customer.post('/api/wallet/withdrawals', { amount, bankAccountId: bank.body.data.id });
      expect(res.status).toBe(200);
      applied.push(res.body.data.withdrawalNo);
    }
    const [first, second] = applied as [string, string];

    expect(numbersOf(await customer.get(`/api/wallet/withdrawals?keyword=${first}`))).toEqual([first]);
    // A part of the number (its tail, lower case too) still finds it; the other two are not in the answer.
    const tail = await customer.get(
      `/api/wallet/withdrawals?keyword=${encodeURIComponent(second.slice(-6).toLowerCase())}&page_size=100`,
    );
    expect(numbersOf(tail)).toContain(second);
    expect(numbersOf(tail)).not.toContain(first);
    expect(tail.body.data.total).toBe(numbersOf(tail).length);
    // The whole list has all three; a number that is not there finds nothing; wildcards are plain text.
    expect(numbersOf(await customer.get('/api/wallet/withdrawals?page_size=100'))).toEqual(
      expect.arrayContaining(applied),
    );
    expect((await customer.get('/api/wallet/withdrawals?keyword=WD-NOT-THERE')).body.data).toEqual({
      data: [],
      total: 0,
    });
    expect((await customer.get('/api/wallet/withdrawals?keyword=%25')).body.data.total).toBe(0);

    // Another enterprise searching the same number sees nothing of it.
    const supplier = await loginAs(server.url, 'supplier');
    const theirs = await supplier.get(`/api/wallet/withdrawals?keyword=${first}`);
    if (theirs.status === 200) expect(theirs.body.data.total).toBe(0);
    else expect(theirs.status).toBe(403);
    // The operator's finance list finds it by the same number.
    expect(
      (await operator.get(`/api/finance/withdrawals?keyword=${first}`)).body.data.data.map(
        (w: { withdrawalNo: string }) => w.withdrawalNo,
      ),
    ).toEqual([first]);

    const hostile = await customer.get(`/api/wallet/withdrawals?keyword=${encodeURIComponent('WD\u0000')}`);
    expect(hostile.status).toBe(400);
    expect(hostile.body.data).toMatchObject({ field: 'keyword' });
  });
});
