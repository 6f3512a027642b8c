/** How the server reaches the devices (README § Equipment; modules/equipment/README.md). */
export interface EquipmentConfig {
  /** A real broker (`MQTT_URL`, e.g. mqtt://127.0.0.1:1883); unset: the embedded aedes broker. */
  mqttUrl: string | null;
  /** Port of the embedded broker (`MQTT_BROKER_PORT`, default 1883; 0 picks a free one). */
  brokerPort: number;
  brokerHost: string;
  /** First topic level (`MQTT_TOPIC_PREFIX`, default `pcbunion`). */
  topicPrefix: string;
  /** At most one history row per device per this many ms (`EQUIPMENT_HISTORY_INTERVAL_MS`, default 5000). */
  historyIntervalMs: number;
  /** History kept this long (`EQUIPMENT_HISTORY_HOURS`, default 24). */
  historyHours: number;
  /** Devices a factory may have (auto-registration stops there). */
  maxDevicesPerFactory: number;
}

export function equipmentConfig(env: NodeJS.ProcessEnv = process.env): EquipmentConfig {
  const prefix = env.MQTT_TOPIC_PREFIX ?? 'pcbunion';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(prefix))
    throw new Error(`MQTT_TOPIC_PREFIX must be letters, digits, _ or - (not ${prefix})`);
  const mqttUrl = env.MQTT_URL?.trim() || null;
  if (mqttUrl && !/^(mqtts?|wss?|tcp):\/\/\S+$/.test(mqttUrl))
    throw new Error(`MQTT_URL must be an mqtt:// (or mqtts://, ws://) address, not ${mqttUrl}`);
  return {
    mqttUrl,
    brokerPort: Number(env.MQTT_BROKER_PORT ?? 1883),
    brokerHost: env.MQTT_BROKER_HOST ?? '0.0.0.0',
    topicPrefix: prefix,
    historyIntervalMs: Number(env.EQUIPMENT_HISTORY_INTERVAL_MS ?? 5000),
    historyHours: Number(env.EQUIPMENT_HISTORY_HOURS ?? 24),
    maxDevicesPerFactory: 1000,
  };
}
