import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { DemoMachine } from './demo-machine.js';
import { startDemoSimulator, systemClock, type DemoClock } from './demo-simulator.js';
import { commandTopic, parseReading, parseTopic } from './telemetry.js';

/** A clock the test moves: each `round()` is one interval gone by. */
function manualClock() {
  let now = Date.parse('2026-11-25T08:00:00Z');
  const rounds = new Set<() => void>();
  const clock: DemoClock = {
    now: () => now,
    every: (_ms, round) => {
      rounds.add(round);
      return () => rounds.delete(round);
    },
  };
  return {
    clock,
    running: () => rounds.size,
    round: () => {
      now += 2000;
      for (const round of rounds) round();
    },
  };
}

/** A seeded random, so a run is the same each time. */
function seeded(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the demo simulator', () => {
  it("publishes one reading per demo machine each round on the machines' telemetry topics, and nothing once stopped", async () => {
    const time = manualClock();
    const sent: Array<{ topic: string; payload: string }> = [];
    const simulator = startDemoSimulator({
      publish: async (topic, payload) => void sent.push({ topic, payload }),
      topicPrefix: 'demo',
      clock: time.clock,
      random: seeded(7),
    });
    await settle();
    expect(sent.map((s) => parseTopic('demo', s.topic))).toEqual(
      ['M-001', 'M-002', 'M-003', 'M-004', 'M-005', 'M-006'].map((machineNo) => ({ enterpriseNo: 'E0001', machineNo })),
    );
    for (let i = 0; i < 9; i++) time.round();
    expect(sent).toHaveLength(60);
    expect(simulator.published).toBe(60);
    expect(sent.every((s) => parseReading(s.payload, time.clock.now()) !== null)).toBe(true);
    simulator.stop();
    expect(time.running()).toBe(0);
    time.round();
    expect(sent).toHaveLength(60);
  });

  it('runs a round when asked (as tests drive it), besides the clock’s, and none once stopped', async () => {
    const time = manualClock();
    const sent: string[] = [];
    const simulator = startDemoSimulator({
      publish: async (topic) => void sent.push(topic),
      topicPrefix: 'demo',
      clock: time.clock,
    });
    await settle();
    expect(sent).toHaveLength(6);
    await simulator.round();
    expect(sent).toHaveLength(12);
    expect(sent.slice(6)).toEqual(sent.slice(0, 6));
    time.round();
    expect(simulator.published).toBe(18);
    simulator.stop();
    await simulator.round();
    expect(sent).toHaveLength(18);
    expect(simulator.published).toBe(18);
  });

  it('runs on the system clock’s interval until the simulator cancels it', () => {
    vi.useFakeTimers();
    try {
      let rounds = 0;
      const cancel = systemClock.every(2000, () => rounds++);
      vi.advanceTimersByTime(6000);
      expect(rounds).toBe(3);
      cancel();
      vi.advanceTimersByTime(6000);
      expect(rounds).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts only once the broker is ready, and never when stopped before', async () => {
    let ready!: () => void;
    const time = manualClock();
    const sent: string[] = [];
    const simulator = startDemoSimulator({
      publish: async (topic) => void sent.push(topic),
      topicPrefix: 'demo',
      clock: time.clock,
      ready: new Promise<void>((resolve) => (ready = resolve)),
    });
    await settle();
    expect(sent).toEqual([]);
    ready();
    await settle();
    expect(sent).toHaveLength(6);
    simulator.stop();

    const early = startDemoSimulator({
      publish: async (topic) => void sent.push(topic),
      topicPrefix: 'demo',
      clock: time.clock,
    });
    early.stop();
    await settle();
    expect(sent).toHaveLength(6);
    expect(time.running()).toBe(0);
  });

  it('hears power commands on the command topic and starts switched off what was switched off', async () => {
    const time = manualClock();
    const latest = new Map<string, { status: string; speed: number }>();
    let command: ((topic: string, payload: Buffer) => void) | undefined;
    const simulator = startDemoSimulator({
      publish: async (topic, payload) => void latest.set(parseTopic('demo', topic)!.machineNo, JSON.parse(payload)),
      listen: (filter, handler) => {
        expect(filter).toBe('demo/E0001/+/command');
        command = handler;
        return () => (command = undefined);
      },
      switchedOff: async () => ['M-004'],
      topicPrefix: 'demo',
      clock: time.clock,
      random: () => 0.5,
    });
    await settle();
    expect(latest.get('M-004')).toMatchObject({ status: 'off', speed: 0 });
    expect(latest.get('M-002')).toMatchObject({ status: 'running' });
    command!(commandTopic('demo', 'E0001', 'M-002'), Buffer.from('{"power":"off"}'));
    command!(commandTopic('demo', 'E0001', 'M-004'), Buffer.from('{"power":"on"}'));
    command!(commandTopic('demo', 'E0001', 'M-005'), Buffer.from('not json'));
    time.round();
    expect(latest.get('M-002')).toMatchObject({ status: 'off', speed: 0 });
    expect(latest.get('M-004')).toMatchObject({ status: 'running' });
    simulator.stop();
    expect(command).toBeUndefined();
  });
});

describe('a demo machine', () => {
  it('reads about its working point, pauses now and then, and its counters only grow', () => {
    const machine = new DemoMachine(
      { machineNo: 'M-003', name: 'Etching line', type: 'Etching', line: 'L1' },
      seeded(3),
    );
    const readings = Array.from({ length: 2000 }, (_, i) => machine.read(i * 2000));
    const statuses = new Set(readings.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['fault', 'idle', 'running']);
    const running = readings.filter((r) => r.status === 'running');
    expect(running.length).toBeGreaterThan(1600);
    // A machine back from a stop warms up again from the room's temperature.
    const mean = running.reduce((sum, r) => sum + r.temperature, 0) / running.length;
    expect(mean).toBeGreaterThan(45);
    expect(mean).toBeLessThan(51);
    expect(readings.every((r) => r.temperature > 18 && r.temperature < 55)).toBe(true);
    expect(running.every((r) => r.speed > 80 && r.speed < 100)).toBe(true);
    expect(readings.filter((r) => r.status !== 'running').every((r) => r.speed === 0)).toBe(true);
    expect(readings.map((r) => r.seq)).toEqual([...readings.keys()]);
    const grows = (counter: 'good' | 'bad') =>
      readings.every((r, i) => i === 0 || r.counters[counter] >= readings[i - 1]!.counters[counter]);
    expect(grows('good') && grows('bad')).toBe(true);
    expect(readings.at(-1)!.counters.bad).toBeGreaterThan(0);
  });
});

describe('DEMO_DEVICES', () => {
  it('is on by default, off under test unless asked for, and 0 turns it off', () => {
    expect(loadConfig({}).demoDevices).toBe(true);
    expect(loadConfig({ DEMO_DEVICES: '0' }).demoDevices).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoDevices).toBe(false);
    expect(loadConfig({ VITEST: 'true' }).demoDevices).toBe(false);
    expect(loadConfig({ VITEST: 'true', DEMO_DEVICES: '1' }).demoDevices).toBe(true);
  });
});
