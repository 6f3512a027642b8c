import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options.js';
import { startBroker, type TelemetryBroker } from './broker.js';
import { equipmentConfig } from './config.js';
import { switchedOffDemoDevices } from './demo-devices.js';
import { startDemoSimulator, type DemoSimulator } from './demo-simulator.js';
import { Ingest } from './ingest.js';
import { PushSockets, pushRoutes } from './push.js';
import { equipmentRoutes } from './routes.js';
import './labels.js';
export { seedDemoDevices } from './demo-devices.js';

export { equipmentConfig } from './config.js';
export { simulateDevices } from './simulator.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device channel: the broker devices connect to, and the ingest counters (tests, logs). */
    equipment: { broker: TelemetryBroker; ingest: Ingest; demo: DemoSimulator | null };
  }
}

const PRUNE_MS = 10 * 60_000;

/**
 * Equipment (issue 18): devices publish telemetry over MQTT (the embedded aedes broker, or MQTT_URL), the server
 * keeps the last reading and a bounded history and pushes each reading to /push/{sessionid} of the device's own
 * enterprise; devices are listed and switched on or off through the API (modules/equipment/README.md).
 */
const equipmentModule: FastifyPluginAsync<ModuleOptions> = async (app, { config: appConfig, database }) => {
  const config = equipmentConfig();
  const db = database.db;
  const sockets = app.liveHub.shareDeviceSockets(new PushSockets());
  const logError = (error: unknown) => app.log.error({ err: error }, 'equipment ingest');
  const ingest = new Ingest(db, config, sockets, logError);
  const broker = await startBroker(
    config,
    (topic, payload) => ingest.handle(topic, payload),
    (msg, err) => app.log.warn({ err }, msg),
  );
  const demo =
    appConfig.seedDemo && appConfig.demoDevices
      ? startDemoSimulator({
          publish: (topic, payload) => broker.publish(topic, payload),
          listen: (filter, handler) => broker.listen(filter, handler),
          topicPrefix: config.topicPrefix,
          ready: broker.ready,
          switchedOff: () => switchedOffDemoDevices(db),
          onError: (error) => app.log.warn({ err: error }, 'demo machines'),
        })
      : null;
  if (demo) app.log.info('the demo factory’s machines report simulated readings (DEMO_DEVICES=0 turns them off)');
  app.decorate('equipment', { broker, ingest, demo });
  const stopSessionEvents = app.sessionEvents.on(({ sessionUids }) => sockets.endSessions(sessionUids));
  const prune = setInterval(() => void ingest.prune(new Date()).catch(logError), PRUNE_MS);
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    demo?.stop();
    stopSessionEvents();
    await broker.close().catch(logError);
    await ingest.close();
  });
  await app.register(pushRoutes(db, sockets));
  await app.register(equipmentRoutes({ db, broker: () => broker, ingest, sockets, topicPrefix: config.topicPrefix }));
};

export default fp(equipmentModule, { name: 'equipment' });
