import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import type { DemoSimulator } from './demo-simulator.js';

const DEMO_MACHINES = ['M-001', 'M-002', 'M-003', 'M-004', 'M-005', 'M-006'];

/** Each server on topics of its own, so servers of other tests on the same broker (MQTT_URL) never meet. */
async function startServerOnOwnTopics(demoDevices?: boolean): Promise<{ server: TestServer; prefix: string }> {
  const prefix = `d${randomBytes(4).toString('hex')}`;
  process.env.MQTT_TOPIC_PREFIX = prefix;
  process.env.MQTT_BROKER_PORT = '0';
  const server = await startTestServer(demoDevices === undefined ? {} : { config: { demoDevices } });
  await server.app.equipment.broker.ready;
  return { server, prefix };
}

const demoMachinesOf = async (factory: Client) =>
  ((await factory.get('/api/equipment/devices?page_size=100')).body.data.data as any[]).filter((d) =>
    DEMO_MACHINES.includes(d.machineNo),
  );

/**
 * The simulator's own rounds come every 2 s; the tests drive one at will (`demo.round()`) and flush the ingest's
 * once-a-second write (`ingest.flush()`) instead of waiting for either.
 */
describe('the demo machines, with the demo simulator asked for (DEMO_DEVICES on)', () => {
  let server: TestServer;
  let factory: Client;
  let demo: DemoSimulator;
  beforeAll(async () => {
    ({ server } = await startServerOnOwnTopics(true));
    demo = server.app.equipment.demo!;
    factory = await loginAs(server.url, 'factory');
  });
  afterAll(() => server?.stop());

  it('are online with readings soon after the start, their readings taking the devices’ path through the broker', async () => {
    expect(demo).not.toBeNull();
    await expect
      .poll(
        async () => {
          await demo.round();
          await server.app.equipment.ingest.flush();
          return (await demoMachinesOf(factory)).filter((d) => d.online && d.lastReading).length;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(6);
    const [drill] = (await demoMachinesOf(factory)).filter((d) => d.machineNo === 'M-001');
    expect(drill.lastReading).toMatchObject({
      status: expect.stringMatching(/^(running|idle|fault)$/),
      temperature: expect.any(Number),
      speed: expect.any(Number),
      counters: { good: expect.any(Number), bad: expect.any(Number) },
    });
    expect(server.app.equipment.ingest.stats.received).toBeGreaterThanOrEqual(6);
  });

  it('hear the switch: a machine switched off reports "off", switched on it runs again', async () => {
    const sessionId = (await factory.post('/api/verify_login', {})).body.data.sessionid;
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/push/${sessionId}`, {
      headers: { cookie: factory.cookie! },
    });
    const statuses: string[] = [];
    socket.on('message', (data) => {
      const push = JSON.parse(data.toString());
      if (push.type === 'reading' && push.device.machineNo === 'M-003') statuses.push(push.reading.status);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    /** M-003's latest pushed status, a round after another until the machine has heard its command. */
    const latestStatus = async () => {
      await demo.round();
      return statuses.at(-1);
    };
    await factory.post('/api/service/initequipmentonoff', { machine_no: 'M-003', status: 'off' });
    await expect.poll(latestStatus, { timeout: 10_000, interval: 20 }).toBe('off');
    await factory.post('/api/service/initequipmentonoff', { machine_no: 'M-003', status: 'on' });
    await expect.poll(latestStatus, { timeout: 10_000, interval: 20 }).toMatch(/^(running|idle|fault)$/);
    socket.close();
  });

  it('stop with the server: no reading after the close', async () => {
    await server.stop();
    const published = demo.published;
    // Its clock's rounds are cancelled with it (demo-simulator.test.ts); a round asked for now publishes nothing.
    await demo.round();
    expect(demo.published).toBe(published);
  });
});

describe('the demo machines under test by default (the simulator off)', () => {
  let server: TestServer;
  let prefix: string;
  beforeAll(async () => ({ server, prefix } = await startServerOnOwnTopics()));
  afterAll(() => server?.stop());

  it('publish nothing and stay offline', async () => {
    expect(server.app.equipment.demo).toBeNull();
    const listener = await mqtt.connectAsync(server.app.equipment.broker.url, { reconnectPeriod: 0 });
    const heard: string[] = [];
    listener.on('message', (topic) => heard.push(topic));
    await listener.subscribeAsync(`${prefix}/#`, { qos: 1 });
    // As long as a simulator that was on would have taken for its first readings (logging in, listing the devices)
    // and then a message of the test's own on the same topics: the listener hears, and heard nothing else.
    const factory = await loginAs(server.url, 'factory');
    await server.app.equipment.ingest.flush();
    expect((await demoMachinesOf(factory)).map((d) => d.online)).toEqual([false, false, false, false, false, false]);
    await listener.publishAsync(`${prefix}/probe`, 'probe', { qos: 1 });
    await expect.poll(() => heard.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    await listener.endAsync();
    expect(heard).toEqual([`${prefix}/probe`]);
    expect(server.app.equipment.ingest.stats.received).toBe(0);
  });
});
