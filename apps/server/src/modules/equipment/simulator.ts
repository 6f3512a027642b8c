import type { MqttClient } from 'mqtt';
import { telemetryTopic } from './telemetry.js';

export interface SimulationOptions {
  /** Broker address, e.g. mqtt://127.0.0.1:1883. */
  url: string;
  /** The factory's enterprise number (E0001 is the demo factory). */
  factory: string;
  devices: number;
  /** Messages per second per device. */
  rate: number;
  /** Stop after this long; unset: until `stop()`. */
  durationMs?: number;
  prefix?: string;
  qos?: 0 | 1;
  /** Machine numbers are `<machinePrefix>-001`…; default SIM. */
  machinePrefix?: string;
}

export interface Simulation {
  /** Messages published per machine number. */
  readonly published: Map<string, number>;
  /** Resolves when the duration is over (or `stop()` was called) and every client is closed. */
  readonly done: Promise<void>;
  stop(): void;
}

const TYPES = ['Drilling', 'Plating', 'Etching', 'AOI', 'Solder mask', 'Routing'];
const STATUSES = ['running', 'running', 'running', 'running', 'idle', 'fault'] as const;

/**
 * Simulated devices: each its own MQTT connection, publishing `{ ts, seq, status, temperature, speed, counters }`
 * to `<prefix>/<factory>/<machine>/telemetry` `rate` times a second, a drifting temperature and speed, counters
 * that only grow, and now and then idle or a fault. `npm run devices:simulate` runs it from the command line.
 */
export async function simulateDevices(options: SimulationOptions): Promise<Simulation> {
  // The MQTT client (25 MB) is loaded by a simulation, not by the server that only exports this function.
  const { default: mqtt } = await import('mqtt');
  const prefix = options.prefix ?? 'pcbunion';
  const machinePrefix = options.machinePrefix ?? 'SIM';
  const published = new Map<string, number>();
  const clients: MqttClient[] = [];
  const timers: NodeJS.Timeout[] = [];
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const t of timers) clearInterval(t);
    void Promise.all(clients.map((c) => c.endAsync())).then(() => finish());
  };

  for (let i = 0; i < options.devices; i++) {
    const machineNo = `${machinePrefix}-${String(i + 1).padStart(3, '0')}`;
    const client = await mqtt.connectAsync(options.url, {
      clientId: `sim-${options.factory}-${machineNo}-${Math.random().toString(16).slice(2, 8)}`,
      clean: true,
      reconnectPeriod: 0,
    });
    clients.push(client);
    published.set(machineNo, 0);
    const type = TYPES[i % TYPES.length]!;
    const line = `L${(i % 4) + 1}`;
    let temperature = 35 + (i % 10);
    let speed = 80 + (i % 7) * 10;
    let good = 0;
    let bad = 0;
    const topic = telemetryTopic(prefix, options.factory, machineNo);
    const tick = () => {
      const seq = published.get(machineNo)!;
      const status = seq % 200 === 199 ? STATUSES[(i + seq) % STATUSES.length]! : 'running';
      temperature = Math.max(20, Math.min(95, temperature + (Math.random() - 0.5)));
      speed = status === 'running' ? Math.max(0, speed + (Math.random() - 0.5) * 2) : 0;
      if (status === 'running' && Math.random() < 0.01) bad++;
      else if (status === 'running') good++;
      const payload = {
        ts: Date.now(),
        seq,
        status,
        temperature: Math.round(temperature * 10) / 10,
        speed: Math.round(speed * 10) / 10,
        counters: { good, bad },
        name: `${type} ${i + 1}`,
        type,
        line,
      };
      published.set(machineNo, seq + 1);
      client.publish(topic, JSON.stringify(payload), { qos: options.qos ?? 0 });
    };
    // Devices start spread over one period, as real ones do.
    const period = 1000 / options.rate;
    const start = setTimeout(
      () => {
        if (stopped) return;
        tick();
        timers.push(setInterval(tick, period));
      },
      (period * i) / options.devices,
    );
    timers.push(start);
  }
  if (options.durationMs !== undefined) setTimeout(stop, options.durationMs);
  return { published, done, stop };
}
