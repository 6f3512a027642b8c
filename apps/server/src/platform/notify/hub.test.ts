import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server.js';
import { createTestDatabase, DEMO, Client } from '../../../test/test-server.js';
import { LiveChannel } from '../../../test/live-channel.js';
import { InProcessHub, type HubEvent } from './hub.js';

describe('in-process hub', () => {
  it('delivers each event to every subscriber after the publisher returns, until unsubscribed', async () => {
    const hub = new InProcessHub();
    const got: HubEvent[] = [];
    const off = hub.subscribe((event) => got.push(event));
    await hub.publish({ type: 'message', messageUid: 'm1' });
    expect(got).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(got).toEqual([{ type: 'message', messageUid: 'm1' }]);
    off();
    await hub.publish({ type: 'message', messageUid: 'm2' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(got).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('several server instances on one PostgreSQL (LISTEN/NOTIFY hub)', () => {
  const servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await drop?.();
  });

  it('reaches a socket held by the other instance: a replaced session and a new message', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServer({
          port: 0,
          host: '127.0.0.1',
          logLevel: 'silent',
          dataDir: database.dataDir!,
          databaseUrl: database.databaseUrl,
        }),
      );
    }
    const [a, b] = servers as [RunningServer, RunningServer];
    const login = (server: RunningServer) =>
      new Client(server.url).post('/api/service/login', {
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: DEMO.supplier.phone,
        login_password: DEMO.password,
      });

    const first = await login(a);
    const channel = await LiveChannel.open(a.url, first.cookie!.split(';')[0]);
    const bell = await channel.next((p) => p.type === 'bell');

    const supplier = (
      await new Client(a.url).post('/api/service/login', {
        login_type: 'email',
        login_email: DEMO.supplier.email,
        login_password: DEMO.password,
        clienttype: 7,
      })
    ).body;
    expect(supplier.code).toBe(1);
    const [member] = supplier.data.joined_enterprise_info;
    const accountClient = new Client(a.url);
    accountClient.cookie = first.cookie!.split(';')[0];
    const userUid = (await accountClient.post('/api/atom/auth-info1', {})).body.data.user.user_uid;

    await b.app.notifier.notify(userUid, {
      kind: 'system',
      title: 'Sent from instance B',
      enterpriseUid: member.enterprise_uid,
    });
    expect((await channel.next((p) => p.type === 'message')).message.title).toBe('Sent from instance B');
    expect((await channel.next((p) => p.type === 'bell')).totlecount).toBe(bell.totlecount + 1);

    await login(b);
    expect(await channel.next((p) => p.type === 'session-replaced')).toEqual({ type: 'session-replaced' });
    expect((await channel.closed).code).toBe(4001);
  });
});
