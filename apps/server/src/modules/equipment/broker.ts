import net from 'node:net';
import { Aedes } from 'aedes';
import type { EquipmentConfig } from './config.js';
import { telemetryFilter, topicMatches } from './telemetry.js';

export type TelemetryHandler = (topic: string, payload: Buffer) => void;

/** Where the server hears the devices and talks back to them. */
export interface TelemetryBroker {
  readonly kind: 'embedded' | 'remote';
  /** The address devices connect to (mqtt://host:port). */
  readonly url: string;
  /** Resolves once the server's telemetry subscription is active. */
  readonly ready: Promise<void>;
  publish(topic: string, payload: string): Promise<void>;
  /** Hears what is published on `filter` other than telemetry (the demo machines hear their commands). */
  listen(filter: string, handler: TelemetryHandler): () => void;
  close(): Promise<void>;
}

/**
 * The embedded broker: aedes in this process, listening for devices on `brokerPort`; the server subscribes inside
 * the process. A taken port (say a Mosquitto already on 1883) is logged and the broker stays in-process only.
 */
async function embeddedBroker(
  config: EquipmentConfig,
  onTelemetry: TelemetryHandler,
  log: (msg: string, err?: unknown) => void,
): Promise<TelemetryBroker> {
  const aedes = await Aedes.createBroker();
  const server = net.createServer(aedes.handle);
  let port = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.brokerPort, config.brokerHost, () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  } catch (error) {
    log(
      `embedded MQTT broker could not listen on ${config.brokerHost}:${config.brokerPort}; set MQTT_URL to use the broker there, or MQTT_BROKER_PORT`,
      error,
    );
  }
  const ready = new Promise<void>((resolve) =>
    aedes.subscribe(
      telemetryFilter(config.topicPrefix),
      (packet, done) => {
        onTelemetry(packet.topic, Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload));
        done();
      },
      () => resolve(),
    ),
  );
  await ready;
  return {
    kind: 'embedded',
    url: `mqtt://127.0.0.1:${port}`,
    ready,
    publish: (topic, payload) =>
      new Promise((resolve, reject) =>
        aedes.publish(
          { cmd: 'publish', topic, payload: Buffer.from(payload), qos: 0, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    listen: (filter, handler) => {
      const deliver = (packet: { topic: string; payload: Buffer | string }, done: () => void) => {
        handler(packet.topic, Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload));
        done();
      };
      aedes.subscribe(filter, deliver, () => {});
      return () => aedes.unsubscribe(filter, deliver, () => {});
    },
    close: async () => {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      if (port) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real broker (MQTT_URL): one client per server process subscribes to every factory's telemetry. */
async function remoteBroker(
  config: EquipmentConfig,
  onTelemetry: TelemetryHandler,
  log: (msg: string, err?: unknown) => void,
): Promise<TelemetryBroker> {
  // The MQTT client (25 MB) only where a real broker is named; the embedded one needs none.
  const { default: mqtt } = await import('mqtt');
  const client = mqtt.connect(config.mqttUrl!, {
    clientId: `pcbunion-server-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  });
  const listeners = new Map<string, TelemetryHandler>();
  client.on('message', (topic, payload) => {
    for (const [filter, handler] of listeners) if (topicMatches(filter, topic)) return handler(topic, payload);
    onTelemetry(topic, payload);
  });
  client.on('error', (error) => log('MQTT client error', error));
  const subscribeListener = (filter: string) =>
    client.subscribe(filter, { qos: 1 }, (error) => error && log('MQTT subscription failed', error));
  const ready = new Promise<void>((resolve) => {
    client.on('connect', () => {
      client.subscribe(telemetryFilter(config.topicPrefix), { qos: 1 }, (error) => {
        if (error) log('MQTT subscription failed', error);
        else resolve();
      });
      // A clean session forgets subscriptions on a reconnect.
      for (const filter of listeners.keys()) subscribeListener(filter);
    });
  });
  return {
    kind: 'remote',
    url: config.mqttUrl!,
    ready,
    publish: async (topic, payload) => {
      await client.publishAsync(topic, payload, { qos: 1 });
    },
    listen: (filter, handler) => {
      listeners.set(filter, handler);
      if (client.connected) subscribeListener(filter);
      return () => {
        listeners.delete(filter);
        if (client.connected) client.unsubscribe(filter);
      };
    },
    close: async () => {
      await client.endAsync(true);
    },
  };
}

export async function startBroker(
  config: EquipmentConfig,
  onTelemetry: TelemetryHandler,
  log: (msg: string, err?: unknown) => void,
): Promise<TelemetryBroker> {
  return config.mqttUrl ? remoteBroker(config, onTelemetry, log) : embeddedBroker(config, onTelemetry, log);
}
