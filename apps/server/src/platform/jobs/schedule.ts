const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** When a recurring job runs next, strictly after `after`. */
export interface Schedule {
  describe: string;
  next(after: Date): Date;
}

/** How far the wall clock of `timeZone` is ahead of UTC at `at`, in ms (Asia/Shanghai: 8 h). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * Every week on `weekday` (0 Sunday … 1 Monday … 6 Saturday) at hour:minute of `timeZone`, like the cron line
 * `minute hour * * weekday` with CRON_TZ set.
 */
export function weekly(weekday: number, hour: number, minute: number, timeZone: string): Schedule {
  return {
    describe: `every ${WEEKDAYS[weekday]} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${timeZone}`,
    next(after) {
      const offset = zoneOffsetMs(after, timeZone);
      const wall = new Date(after.getTime() + offset);
      const dayStart = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
      let candidate = dayStart + ((weekday - wall.getUTCDay() + 7) % 7) * DAY_MS + (hour * 60 + minute) * 60_000;
      if (candidate <= wall.getTime()) candidate += 7 * DAY_MS;
      return new Date(candidate - zoneOffsetMs(new Date(candidate - offset), timeZone));
    },
  };
}

/** Every `ms` milliseconds from the epoch (e.g. hourly sweeps). */
export function every(ms: number): Schedule {
  return { describe: `every ${ms / 1000} s`, next: (after) => new Date((Math.floor(after.getTime() / ms) + 1) * ms) };
}

/** Every day at hour:minute of `timeZone`, like the cron line `minute hour * * *` with CRON_TZ set. */
export function daily(hour: number, minute: number, timeZone: string): Schedule {
  const at = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return {
    describe: `every day ${at} ${timeZone}`,
    next(after) {
      const offset = zoneOffsetMs(after, timeZone);
      const wall = new Date(after.getTime() + offset);
      let candidate =
        Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) + (hour * 60 + minute) * 60_000;
      if (candidate <= wall.getTime()) candidate += DAY_MS;
      return new Date(candidate - zoneOffsetMs(new Date(candidate - offset), timeZone));
    },
  };
}
