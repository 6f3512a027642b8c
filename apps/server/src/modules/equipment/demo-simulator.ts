import { DEMO_FACTORY_NO, demoDevices } from './demo-devices.js';
import { DemoMachine } from './demo-machine.js';
import { commandTopic, telemetryTopic } from './telemetry.js';

/** The simulator's time; a test passes its own to run rounds at will. */
export interface DemoClock {
  now(): number;
  /** Calls `round` every `ms` until the returned function is called. */
  every(ms: number, round: () => void): () => void;
}

export const systemClock: DemoClock = {
  now: () => Date.now(),
  every: (ms, round) => {
    const timer = setInterval(round, ms);
    // Never what keeps the process alive: the server's close stops it anyway.
    timer.unref();
    return () => clearInterval(timer);
  },
};

export interface DemoSimulatorOptions {
  /** Where readings go: the broker the server listens to, as a device's publish. */
  publish(topic: string, payload: string): Promise<void>;
  /** Where the machines hear their commands (`{"power":"off"}`), as a device's subscription; returns the unsubscribe. */
  listen?(filter: string, handler: (topic: string, payload: Buffer) => void): () => void;
  topicPrefix: string;
  /** The first round waits for it (the server's telemetry subscription) and for the machines switched off before. */
  ready?: Promise<void>;
  switchedOff?(): Promise<readonly string[]>;
  /** Between two readings of a machine; default 2 s, well inside the 30 s a device stays "online". */
  intervalMs?: number;
  clock?: DemoClock;
  random?: () => number;
  onError?(error: unknown): void;
}

export interface DemoSimulator {
  /** Readings published so far. */
  readonly published: number;
  /**
   * One round now, besides the clock's (tests drive the machines with it instead of waiting out the interval);
   * resolves once its readings are published. Nothing once stopped.
   */
  round(): Promise<void>;
  /** No reading after this; idempotent. */
  stop(): void;
}

export const DEMO_INTERVAL_MS = 2000;

/**
 * The demo factory's six machines reporting while the server runs with demo data (`DEMO_DEVICES=0` turns it off):
 * each round publishes one reading per machine to its telemetry topic, the way a real device does, so the readings
 * take the devices' own path (broker → ingest → push and database). The first round is as soon as `ready`.
 */
export function startDemoSimulator(options: DemoSimulatorOptions): DemoSimulator {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const onError = options.onError ?? (() => {});
  const machines = demoDevices.map((spec) => new DemoMachine(spec, random));
  const machineNamed = (machineNo: string | undefined) => machines.find((m) => m.spec.machineNo === machineNo);
  let published = 0;
  let stopped = false;
  let cancel: (() => void) | undefined;
  const stopListening = options.listen?.(commandTopic(options.topicPrefix, DEMO_FACTORY_NO, '+'), (topic, payload) => {
    const power = commandOf(payload)?.power;
    if (power === 'on' || power === 'off') machineNamed(topic.split('/')[2])?.switchPower(power);
  });

  const round = async () => {
    if (stopped) return;
    const now = clock.now();
    const sending = machines.map((machine) => {
      const topic = telemetryTopic(options.topicPrefix, DEMO_FACTORY_NO, machine.spec.machineNo);
      published++;
      return options.publish(topic, JSON.stringify(machine.read(now))).catch(onError);
    });
    await Promise.all(sending);
  };

  void Promise.all([options.ready, options.switchedOff?.()]).then(([, off = []]) => {
    if (stopped) return;
    for (const machineNo of off) machineNamed(machineNo)?.switchPower('off');
    void round();
    cancel = clock.every(options.intervalMs ?? DEMO_INTERVAL_MS, () => void round());
  }, onError);

  return {
    get published() {
      return published;
    },
    round,
    stop() {
      stopped = true;
      cancel?.();
      stopListening?.();
    },
  };
}

function commandOf(payload: Buffer): { power?: unknown } | null {
  try {
    const command: unknown = JSON.parse(payload.toString());
    return typeof command === 'object' ? (command as { power?: unknown }) : null;
  } catch {
    return null;
  }
}
