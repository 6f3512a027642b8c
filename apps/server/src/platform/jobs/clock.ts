/**
 * The one clock jobs, money timestamps and tests read. It follows the system time until a test sets or moves it
 * (`app.clock.set(...)`, `advance(ms)`); nothing in production calls those.
 */
export class Clock {
  private frozenAt: number | null = null;
  private offsetMs = 0;

  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }

  /** Stops time at `at`. */
  set(at: Date): void {
    this.frozenAt = at.getTime();
  }

  /** Moves time forward (frozen or running). */
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  useSystemTime(): void {
    this.frozenAt = null;
    this.offsetMs = 0;
  }
}
