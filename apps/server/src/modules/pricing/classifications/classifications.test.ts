import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
let factory: Client;
let platform: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  platform = await loginAs(server.url, 'platform');
});
afterAll(() => server.stop());

const expectRefused = (
  res: { status: number; body: { msg: string; data: { field: string } } },
  field: string,
  msg: string,
  status = 400,
) => {
  expect({ status: res.status, field: res.body.data?.field, msg: res.body.msg }).toEqual({ status, field, msg });
};
const node = (number: string, parentNumber: string) => ({
  number,
  name: `${number} boards`,
  parentNumber,
  status: 'valid',
  level: 'merchant',
  serialNumber: 2,
  batchInterval: 6,
});

describe('product classifications', () => {
  it('gives the tree: the platform’s RIGID (read-only to the factory) above the factory’s FR4', async () => {
    const tree = await factory.get('/api/pricing/classifications/tree');
    expect(tree.status).toBe(200);
    expect(tree.body.data).toMatchObject([
      {
        number: 'RIGID',
        level: 'platform',
        readOnly: true,
        children: [{ number: 'FR4', readOnly: false, children: [] }],
      },
    ]);
  });

  it('adds a child under a chosen parent, edits it and deletes it', async () => {
    const created = await factory.post('/api/pricing/classifications', node('HDI', 'RIGID'));
    expect(created.status).toBe(200);
    const updated = await factory.call('PUT', `/api/pricing/classifications/${created.body.data.uid}`, {
      ...node('HDI', 'FR4'),
      name: 'HDI boards',
      rowVersion: 1,
    });
    expect(updated.body.data).toMatchObject({ parentNumber: 'FR4', name: 'HDI boards' });
    const list = await factory.get('/api/pricing/classifications?parent=FR4');
    expect(list.body.data.data.map((c: { number: string }) => c.number)).toEqual(['HDI']);
    expect((await factory.call('DELETE', `/api/pricing/classifications/${created.body.data.uid}`)).status).toBe(200);
  });

  it('refuses every classification rule of spec 02 §5', async () => {
    expectRefused(
      await factory.post('/api/pricing/classifications', { ...node('X', 'RIGID'), number: '' }),
      'number',
      'Number, name, serial number and parent are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', { ...node('X', 'RIGID'), name: '' }),
      'name',
      'Number, name, serial number and parent are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', { ...node('X', 'RIGID'), serialNumber: -1 }),
      'serialNumber',
      'The serial number must be non-negative.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', { ...node('X', 'RIGID'), batchInterval: 11 }),
      'batchInterval',
      'The batch interval is between 4 and 10.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', { ...node('X', 'RIGID'), batchInterval: 3 }),
      'batchInterval',
      'The batch interval is between 4 and 10.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', node('X', '')),
      'parentNumber',
      'The parent must be chosen on the left.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', node('X', 'X')),
      'parentNumber',
      'A classification cannot be its own parent.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', node('X', 'NOPE')),
      'parentNumber',
      'The parent classification NOPE does not exist.',
    );
    expectRefused(
      await factory.post('/api/pricing/classifications', node('FR4', 'RIGID')),
      'number',
      'The classification number FR4 already exists.',
    );
    const fr4 = (await factory.get('/api/pricing/classifications?search=FR4')).body.data.data[0];
    const child = await factory.post('/api/pricing/classifications', node('FR4_THIN', 'FR4'));
    expectRefused(
      await factory.call('PUT', `/api/pricing/classifications/${fr4.uid}`, {
        ...node('FR4', 'FR4_THIN'),
        rowVersion: fr4.rowVersion,
      }),
      'parentNumber',
      'A classification cannot be placed under its own descendant.',
    );
    expectRefused(
      await factory.call('DELETE', `/api/pricing/classifications/${fr4.uid}`),
      'number',
      'A classification with children cannot be deleted.',
    );
    await factory.call('DELETE', `/api/pricing/classifications/${child.body.data.uid}`);
    expectRefused(
      await factory.call('DELETE', `/api/pricing/classifications/${fr4.uid}`),
      'number',
      'A classification with children cannot be deleted.',
    );
  });

  it('keeps the platform’s classification read-only to merchants; the platform may not delete it while merchants hang products under it', async () => {
    const rigid = (await factory.get('/api/pricing/classifications?search=RIGID')).body.data.data.find(
      (c: { number: string }) => c.number === 'RIGID',
    );
    const put = await factory.call('PUT', `/api/pricing/classifications/${rigid.uid}`, {
      ...node('RIGID', '0'),
      level: 'merchant',
    });
    expect(put.status).toBe(403);
    expect(put.body.msg).toBe('This data cannot be deleted or modified.');
    expect((await factory.call('DELETE', `/api/pricing/classifications/${rigid.uid}`)).status).toBe(403);
    expectRefused(
      await platform.call('DELETE', `/api/pricing/classifications/${rigid.uid}`),
      'number',
      'A classification with children cannot be deleted.',
    );
    const mine = await platform.post('/api/pricing/classifications', { ...node('FLEX', '0'), level: 'platform' });
    expect(mine.body.data).toMatchObject({ level: 'platform', readOnly: false });
    expect((await platform.call('DELETE', `/api/pricing/classifications/${mine.body.data.uid}`)).status).toBe(200);
  });
});
