import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, equipmentDevices, equipmentReadings } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { registerEnterprise } from '../bidding/test-support.js';
import { simulateDevices } from './simulator.js';

// Each run on its own topics, so servers of other test files on the same broker (MQTT_URL) never see these devices.
process.env.MQTT_TOPIC_PREFIX = `t${randomBytes(4).toString('hex')}`;
process.env.MQTT_BROKER_PORT = '0';
const prefix = process.env.MQTT_TOPIC_PREFIX;

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.equipment.broker.ready;
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

/** A /push/{sessionid} client that keeps every JSON message. */
async function openPush(client: Client): Promise<{ socket: WebSocket; received: any[] }> {
  const sessionId = await sessionIdOf(client);
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/push/${sessionId}`, {
    headers: { cookie: client.cookie! },
  });
  const received: any[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return { socket, received };
}

async function sessionIdOf(client: Client): Promise<string> {
  const res = await client.post('/api/verify_login', {});
  return res.body.data.sessionid;
}

describe('devices of a factory', () => {
  it("lists the caller's factory's devices; other enterprise kinds get 403, nobody 401", async () => {
    const res = await factory.get('/api/equipment/devices?page_size=100');
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((d: { machineNo: string }) => d.machineNo)).toEqual(
      expect.arrayContaining(['M-001', 'M-006']),
    );
    expect(res.body.data.data[0]).toMatchObject({
      machineNo: 'M-001',
      name: 'CNC drilling 1',
      type: 'Drilling',
      line: 'L1',
      power: 'on',
      online: false,
    });
    expect((await (await loginAs(server.url, 'supplier')).get('/api/equipment/devices')).status).toBe(403);
    expect((await new Client(server.url).get('/api/equipment/devices')).status).toBe(401);
  });

  it('switches a device off and on with initequipmentonoff, audits it, tells the device and the push channel', async () => {
    const device = await mqtt.connectAsync(server.app.equipment.broker.url);
    const commands: any[] = [];
    device.on('message', (_topic, payload) => commands.push(JSON.parse(payload.toString())));
    await device.subscribeAsync(`${prefix}/E0001/M-002/command`, { qos: 1 });
    const push = await openPush(factory);
    const off = await factory.post('/api/service/initequipmentonoff', { machine_no: 'M-002', status: 'off' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      code: 1,
      msg: 'Device switched off',
      data: { machine_no: 'M-002', status: 'off', power: 'off' },
    });
    const again = await factory.post('/api/service/initequipmentonoff', {
      equipment_uid: off.body.data.equipment_uid,
      status: 0,
    });
    expect(again.body.data.status).toBe('off');
    const toggled = await factory.post('/api/service/initequipmentonoff', {
      equipment_uid: off.body.data.equipment_uid,
    });
    expect(toggled.body.data.status).toBe('on');
    await expect.poll(() => commands.map((c) => c.power)).toEqual(['off', 'on']);
    await expect
      .poll(() => push.received.filter((p) => p.type === 'power').map((p) => p.device.power))
      .toEqual(['off', 'on']);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'equipment_device'), eq(auditLog.entityUid, off.body.data.equipment_uid)));
    expect(audit.map((a) => a.action)).toEqual(['power_off', 'power_on']);
    push.socket.close();
    await device.endAsync();

    const noDevice = await factory.post('/api/service/initequipmentonoff', { status: 'on' });
    expect(noDevice.status).toBe(400);
    expect(noDevice.body.data.field).toBe('equipment_uid');
    const badStatus = await factory.post('/api/service/initequipmentonoff', { machine_no: 'M-001', status: 'maybe' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.data.field).toBe('status');
    expect((await factory.post('/api/service/initequipmentonoff', { machine_no: 'NOPE' })).status).toBe(404);
  });

  it('opens the push channel by the live session id, and refuses an unknown id, another session’s id and other sites', async () => {
    const sessionId = await sessionIdOf(factory);
    const refused = (headers: Record<string, string>, id = sessionId) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/push/${id}`, { headers });
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('open', () => resolve(101));
      });
    expect(await refused({})).toBe(101);
    expect(await refused({}, '00000000-0000-4000-8000-000000000000')).toBe(401);
    expect(await refused({ cookie: factory.cookie! }, '00000000-0000-4000-8000-000000000000')).toBe(401);
    expect(await refused({ cookie: factory.cookie!, origin: 'https://evil.example' })).toBe(403);
  });
});

describe('telemetry over MQTT (Mosquitto with MQTT_URL, else the embedded broker)', () => {
  it("pushes every reading of the factory's own devices to its session, none of another factory's, and keeps the last reading and history", async () => {
    const other = await registerEnterprise(server, 'factory', 'Other Board Works');
    const mine = await openPush(factory);
    const theirs = await openPush(other.client);
    const url = server.app.equipment.broker.url;
    const started = Date.now();
    const [a, b] = await Promise.all([
      simulateDevices({ url, prefix, factory: 'E0001', devices: 50, rate: 10, durationMs: 3000, qos: 1 }),
      simulateDevices({
        url,
        prefix,
        factory: other.enterpriseNo,
        devices: 5,
        rate: 10,
        durationMs: 3000,
        qos: 1,
        machinePrefix: 'OTH',
      }),
    ]);
    await Promise.all([a.done, b.done]);
    const sent = (sim: typeof a) => [...sim.published.values()].reduce((x, y) => x + y, 0);
    const readings = (push: typeof mine) => push.received.filter((p) => p.type === 'reading');
    await expect.poll(() => readings(mine).length, { timeout: 10_000 }).toBe(sent(a));
    await expect.poll(() => readings(theirs).length, { timeout: 10_000 }).toBe(sent(b));
    // Every reading exactly once, in order per device; nothing of the other factory.
    for (const [machineNo, count] of a.published) {
      expect(
        readings(mine)
          .filter((p) => p.device.machineNo === machineNo)
          .map((p) => p.reading.seq),
        machineNo,
      ).toEqual([...Array(count).keys()]);
    }
    expect(readings(mine).some((p) => p.device.machineNo.startsWith('OTH'))).toBe(false);
    expect(readings(theirs).every((p) => p.device.machineNo.startsWith('OTH'))).toBe(true);
    expect(sent(a)).toBeGreaterThan(50 * 10 * 2);
    mine.socket.close();
    theirs.socket.close();

    await server.app.equipment.ingest.flush();
    const elapsed = Date.now() - started;
    const [device] = await server.database.db
      .select()
      .from(equipmentDevices)
      .where(eq(equipmentDevices.machineNo, 'SIM-007'));
    expect(device).toMatchObject({
      line: 'L3',
      type: 'Drilling',
      lastReading: { status: expect.any(String), counters: { good: expect.any(Number) } },
    });
    const history = await server.database.db
      .select()
      .from(equipmentReadings)
      .where(eq(equipmentReadings.deviceUid, device!.uid));
    // Sampled every 5 s: a 3-second run keeps one row per device, not thirty (a loaded machine stretches the run).
    expect(history.length).toBeGreaterThanOrEqual(1);
    expect(history.length).toBeLessThanOrEqual(Math.max(2, Math.ceil(elapsed / 5000) + 1));
    expect(history.length).toBeLessThan(30);
    const detail = await factory.get(`/api/equipment/devices/${device!.uid}`);
    expect(detail.body.data).toMatchObject({
      device: { machineNo: 'SIM-007', online: true },
      history: expect.arrayContaining([
        expect.objectContaining({
          status: expect.any(String),
          counters: { good: expect.any(Number), bad: expect.any(Number) },
        }),
      ]),
    });
    expect((await other.client.get(`/api/equipment/devices/${device!.uid}`)).status).toBe(404);
  });
});
