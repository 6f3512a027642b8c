/**
 * Broker-to-browser latency of the equipment channel (issue 18): 50 simulated devices × 10 readings/s for 60 s
 * publish to the broker (MQTT_URL, e.g. the machine's Mosquitto; unset: the server's embedded aedes broker);
 * a signed-in factory session holds /push/{sessionid} open and times each reading from the device's publish
 * (`ts` in the payload) to its arrival over the WebSocket. Goal: every reading arrives, p99 < 200 ms.
 *
 * Peer (the floor): a plain MQTT subscriber on the same broker and topics, timed the same way — the broker's own
 * delivery with nothing of ours in between.
 *
 * Run: npx tsx bench/equipment-push.ts   → prints a table, writes bench/results/equipment-push.json.
 * BENCH_SECONDS (default 60), BENCH_DEVICES (50), BENCH_RATE (10) change the load. The server runs on a scratch
 * embedded database (DATABASE_URL unset) in a temporary folder.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import WebSocket from 'ws';

const here = import.meta.dirname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const prefix = `bench${randomBytes(3).toString('hex')}`;
process.env.MQTT_TOPIC_PREFIX = prefix;
process.env.MQTT_BROKER_PORT = '0';
process.env.DEMO_DEVICES = '0'; // the demo machines' own readings would reach the push channel this bench counts
process.env.JOBS_POLL_MS = '0';
delete process.env.DATABASE_URL;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const figures = (latencies: number[], sent: number) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    received: sorted.length,
    sent,
    'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
    'p95 ms': Number(percentile(sorted, 95).toFixed(1)),
    'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
    'max ms': Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-eq-'));
const { startServer } = await import('../apps/server/src/server.js');
const { simulateDevices } = await import('../apps/server/src/modules/equipment/index.js');
const server = await startServer({ port: 0, host: '127.0.0.1', logLevel: 'warn', dataDir, databaseUrl: undefined });
try {
  await server.app.equipment.broker.ready;
  const brokerUrl = server.app.equipment.broker.url;

  // Sign in as the demo factory and open its push channel.
  const login = await fetch(`${server.url}/api/service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: '13800000001',
      login_password: 'Pcb_Demo2026',
    }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const sessionId = ((await login.json()) as { data: { sessionID: string } }).data.sessionID;
  const browser = new WebSocket(`${server.url.replace(/^http/, 'ws')}/push/${sessionId}`, { headers: { cookie } });
  await new Promise((resolve, reject) => (browser.once('open', resolve), browser.once('error', reject)));
  const pushLatencies: number[] = [];
  browser.on('message', (data) => {
    const push = JSON.parse(data.toString()) as { type: string; reading?: { ts: string } };
    if (push.type === 'reading') pushLatencies.push(Date.now() - Date.parse(push.reading!.ts));
  });

  // The peer: a bare MQTT subscriber on the same broker.
  const peer = await mqtt.connectAsync(brokerUrl, { clean: true });
  await peer.subscribeAsync(`${prefix}/+/+/telemetry`, { qos: 0 });
  const peerLatencies: number[] = [];
  peer.on('message', (_topic, payload) =>
    peerLatencies.push(Date.now() - (JSON.parse(payload.toString()) as { ts: number }).ts),
  );

  console.log(
    `${DEVICES} devices × ${RATE}/s for ${SECONDS} s → ${brokerUrl} (${server.app.equipment.broker.kind} broker)`,
  );
  const simulation = await simulateDevices({
    url: brokerUrl,
    prefix,
    factory: 'E0001',
    devices: DEVICES,
    rate: RATE,
    durationMs: SECONDS * 1000,
    qos: 0,
  });
  await simulation.done;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const sent = [...simulation.published.values()].reduce((a, b) => a + b, 0);
  const rows = {
    'server → /push (ours)': figures(pushLatencies, sent),
    'bare MQTT subscriber (peer)': figures(peerLatencies, sent),
  };
  console.table(rows);
  const ours = rows['server → /push (ours)'];
  const verdict = ours.received === sent && ours['p99 ms'] < 200 ? 'goal met' : 'goal NOT met';
  console.log(
    `goal: every reading, p99 < 200 ms — ${verdict}; ingest ${JSON.stringify(server.app.equipment.ingest.stats)}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(here, 'results', 'equipment-push.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        devices: DEVICES,
        rate: RATE,
        seconds: SECONDS,
        broker: server.app.equipment.broker.kind,
        rows,
        verdict,
        loadavg: os.loadavg(),
      },
      null,
      2,
    ),
  );
  browser.close();
  await peer.endAsync();
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
