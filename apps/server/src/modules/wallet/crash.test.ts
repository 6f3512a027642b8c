import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { centsOfText } from '@pcbunion/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, loginAs } from '../../../test/test-server.js';

const children: ChildProcess[] = [];
afterAll(() =>
  children.forEach((child) => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')),
);

/** Resolves once the child is gone (a child killed by a signal keeps exitCode null: its signalCode is set). */
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

/** The real server in a child process of its own (so it can be killed with SIGKILL), on the given database. */
function startChild(database: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--throw-deprecation', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      DATABASE_URL: database.databaseUrl ?? '',
      DATA_DIR: database.dataDir ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JOBS_POLL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const look = () => {
      const line = out.split('\n').find((l) => l.includes('PCB Union is listening'));
      if (line) return resolve({ child, url: (JSON.parse(line) as { address: string }).address });
      if (child.exitCode !== null) return reject(new Error(`server exited (${child.exitCode}): ${out}`));
      setTimeout(look, 20);
    };
    look();
  });
}

describe(`kill -9 of the server during a stream of recharges (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  // No retry: recharge numbers come from the day's counter now, so two in the same second no longer collide.
  it(
    'finds every acknowledged recharge paid and posted after a restart, and the ledger balanced',
    { retry: 0, timeout: 180_000 },
    async () => {
      const database = await createTestDatabase();
      const first = await startChild(database);
      const customer = await loginAs(first.url, 'customer');
      const wallet = await customer.get('/api/wallet');
      expect(wallet.body, JSON.stringify(wallet.body)).toMatchObject({ code: 1 });
      const start = centsOfText(wallet.body.data.balance);

      const acknowledged: { no: string; cents: bigint }[] = [];
      let crashed = false;
      const failures: unknown[] = [];
      const stream = async (seed: number) => {
        for (let i = 0; !crashed; i++) {
          const amount = `${1 + ((seed * 37 + i * 13) % 97)}.${String((seed + i * 7) % 100).padStart(2, '0')}`;
          try {
            const created = await customer.post('/api/wallet/recharges', { amount, method: 'sandbox' });
            const paid = await customer.post(`/api/payments/sandbox/${created.body.data.rechargeNo}/pay`, {});
            if (paid.status === 200)
              acknowledged.push({ no: created.body.data.rechargeNo, cents: centsOfText(created.body.data.amount) });
            else throw new Error(`pay answered ${paid.status}: ${paid.body.msg}`);
          } catch (error) {
            if (!crashed) failures.push(error);
            return; // the connection died with the server
          }
        }
      };
      const streams = [1, 2, 3, 4].map(stream);
      while (acknowledged.length < 12 && failures.length === 0) await new Promise((r) => setTimeout(r, 5));
      expect(failures).toEqual([]);
      first.child.kill('SIGKILL');
      crashed = true;
      await Promise.all(streams);
      await exited(first.child);

      const second = await startChild(database);
      const after = await loginAs(second.url, 'customer');
      const paid = (await after.get('/api/wallet/recharges?status=paid&page_size=100')).body.data.data as {
        rechargeNo: string;
        amount: string;
      }[];
      const paidNos = new Set(paid.map((r) => r.rechargeNo));
      for (const a of acknowledged) expect(paidNos.has(a.no), a.no).toBe(true);
      // Paid before the kill but never acknowledged is allowed; the balance holds exactly the paid ones of this run.
      const demoPaid = 3n; // the demo history's two paid recharges and the sales demo month's
      const runPaid = paid.slice(0, paid.length - Number(demoPaid));
      expect(runPaid.length).toBeGreaterThanOrEqual(acknowledged.length);
      const balance = centsOfText((await after.get('/api/wallet')).body.data.balance);
      expect(balance - start).toBe(runPaid.reduce((sum, r) => sum + centsOfText(r.amount), 0n));
      const operator = await loginAs(second.url, 'platform');
      expect((await operator.get('/api/finance/ledger/check')).body.data).toMatchObject({
        balanced: true,
        difference: '0.00',
      });

      second.child.kill('SIGTERM');
      await exited(second.child);
      await database.drop();
    },
  );
});
