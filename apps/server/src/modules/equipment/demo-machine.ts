import type { TelemetryPayload } from './telemetry.js';

type MachineType = 'Drilling' | 'Plating' | 'Etching' | 'AOI' | 'Solder mask' | 'Routing';

/** How a kind of machine reads while it runs: its working temperature (°C), its speed, and boards per reading. */
const WORKING: Record<MachineType, { temperature: number; speed: number; boards: number }> = {
  Drilling: { temperature: 38, speed: 120, boards: 2 },
  Plating: { temperature: 26, speed: 60, boards: 4 },
  Etching: { temperature: 48, speed: 90, boards: 3 },
  AOI: { temperature: 24, speed: 150, boards: 3 },
  'Solder mask': { temperature: 72, speed: 80, boards: 3 },
  Routing: { temperature: 35, speed: 100, boards: 2 },
};

const ROOM_TEMPERATURE = 22;
/** Per reading while running: the chance to pause (idle) or to stop on a fault, and the chance a board fails. */
const PAUSE_CHANCE = 0.02;
const FAULT_CHANCE = 0.003;
const REJECT_CHANCE = 0.02;

/** A device's payload (telemetry.ts), every field there. */
export type DemoReading = Required<Omit<TelemetryPayload, 'counters' | 'ts'>> & {
  ts: number;
  temperature: number;
  speed: number;
  counters: { good: number; bad: number };
};

export interface DemoMachineSpec {
  machineNo: string;
  name: string;
  type: string;
  line: string;
}

/**
 * One demo machine: mostly running near its working temperature and speed, its good and bad counters only
 * growing; now and then idle for a few readings or stopped on a fault for longer, cooling towards the room.
 */
export class DemoMachine {
  private seq = 0;
  private status: 'running' | 'idle' | 'fault' | 'off' = 'running';
  /** Readings left before a paused or faulted machine runs again. */
  private stoppedFor = 0;
  private temperature: number;
  private speed: number;
  private good = 0;
  private bad = 0;
  private readonly working: { temperature: number; speed: number; boards: number };

  constructor(
    readonly spec: DemoMachineSpec,
    private readonly random: () => number,
  ) {
    this.working = WORKING[spec.type as MachineType] ?? WORKING.Drilling;
    this.temperature = this.working.temperature;
    this.speed = this.working.speed;
  }

  /** Switched off it reports "off" and cools down; switched on it runs again. */
  switchPower(power: 'on' | 'off') {
    if (power === 'off') this.status = 'off';
    else if (this.status === 'off') this.status = 'running';
  }

  /** The next reading, as a device publishes it. */
  read(now: number): DemoReading {
    this.advance();
    return {
      ts: now,
      seq: this.seq++,
      status: this.status,
      temperature: round1(this.temperature),
      speed: round1(this.speed),
      counters: { good: this.good, bad: this.bad },
      name: this.spec.name,
      type: this.spec.type,
      line: this.spec.line,
    };
  }

  private advance() {
    const jitter = () => this.random() - 0.5;
    if (this.status === 'running') this.maybeStop();
    else if (this.status !== 'off' && --this.stoppedFor <= 0) this.status = 'running';
    if (this.status === 'running') {
      // Drifts about its working point, pulled back towards it.
      this.temperature += (this.working.temperature - this.temperature) * 0.2 + jitter();
      this.speed = this.working.speed * (1 + jitter() * 0.1);
      for (let board = 0; board < this.working.boards; board++) {
        if (this.random() < REJECT_CHANCE) this.bad++;
        else this.good++;
      }
    } else {
      this.temperature += (ROOM_TEMPERATURE - this.temperature) * 0.1 + jitter() * 0.2;
      this.speed = 0;
    }
  }

  private maybeStop() {
    const chance = this.random();
    if (chance < FAULT_CHANCE) this.stop('fault', 15);
    else if (chance < FAULT_CHANCE + PAUSE_CHANCE) this.stop('idle', 4);
  }

  private stop(status: 'idle' | 'fault', readings: number) {
    this.status = status;
    this.stoppedFor = readings + Math.floor(this.random() * readings);
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;
