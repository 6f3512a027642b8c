/**
 * `npm run devices:simulate -- --factory E0001 --devices 50 --rate 10 [--url mqtt://127.0.0.1:1883] [--seconds 60]
 * [--prefix pcbunion] [--qos 0|1]`: simulated machines publishing telemetry to the broker the server listens to
 * (MQTT_URL, else the embedded broker on 127.0.0.1:MQTT_BROKER_PORT). Ctrl-C stops them.
 */
import { parseArgs } from 'node:util';
import { simulateDevices } from './modules/equipment/index.js';

const { values } = parseArgs({
  options: {
    factory: { type: 'string', default: 'E0001' },
    devices: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1' },
    url: {
      type: 'string',
      default: process.env.MQTT_URL || `mqtt://127.0.0.1:${process.env.MQTT_BROKER_PORT ?? 1883}`,
    },
    seconds: { type: 'string' },
    prefix: { type: 'string', default: process.env.MQTT_TOPIC_PREFIX ?? 'pcbunion' },
    qos: { type: 'string', default: '0' },
  },
});
const devices = Number(values.devices);
const rate = Number(values.rate);
if (!Number.isInteger(devices) || devices < 1 || devices > 1000)
  throw new Error('--devices is a whole number from 1 to 1000');
if (!(rate > 0 && rate <= 100)) throw new Error('--rate is messages per second per device, above 0 and at most 100');

const simulation = await simulateDevices({
  url: values.url,
  factory: values.factory,
  devices,
  rate,
  prefix: values.prefix,
  qos: values.qos === '1' ? 1 : 0,
  durationMs: values.seconds ? Number(values.seconds) * 1000 : undefined,
});
console.log(
  `${devices} devices of ${values.factory} publishing ${rate}/s each to ${values.url} (${values.prefix}/${values.factory}/SIM-…/telemetry); Ctrl-C stops`,
);
const report = setInterval(
  () => console.log(`${[...simulation.published.values()].reduce((a, b) => a + b, 0)} readings sent`),
  5000,
);
process.once('SIGINT', () => simulation.stop());
await simulation.done;
clearInterval(report);
console.log(`done: ${[...simulation.published.values()].reduce((a, b) => a + b, 0)} readings sent`);
