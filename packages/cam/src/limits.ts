import type { CamLimits } from './types.js';

/** Generous for real Gerber sets (the largest fixture is 0.5 MB per file), tight enough for a worker thread. */
export const DEFAULT_LIMITS: CamLimits = {
  maxArchiveBytes: 50 * 1024 * 1024,
  maxEntries: 200,
  maxTotalBytes: 100 * 1024 * 1024,
  maxEntryBytes: 40 * 1024 * 1024,
  maxCompressionRatio: 200,
  maxCommandsPerFile: 3_000_000,
  maxObjectsPerFile: 1_000_000,
  maxMillisPerFile: 5_000,
  maxMillisTotal: 20_000,
};

export function resolveLimits(limits?: Partial<CamLimits>): CamLimits {
  return { ...DEFAULT_LIMITS, ...limits };
}

/** Counts work and elapsed time; `spent()` is checked cheaply every few hundred commands. */
export class WorkBudget {
  private commands = 0;
  private readonly deadline: number;

  constructor(
    private readonly maxCommands: number,
    maxMillis: number,
  ) {
    this.deadline = now() + maxMillis;
  }

  /** Counts one command; true when the budget is used up. */
  tick(): boolean {
    this.commands++;
    if (this.commands > this.maxCommands) return true;
    return (this.commands & 1023) === 0 && now() > this.deadline;
  }

  get count(): number {
    return this.commands;
  }
}

export function now(): number {
  return globalThis.performance ? globalThis.performance.now() : Date.now();
}
