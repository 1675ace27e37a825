const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** 'YYYY-MM-DD HH:mm:ss' as a wall clock in `timeZone` shows the instant. */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

function wallClockAsUtc(local: string): number {
  const [date = '', time = ''] = local.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * The instant a provider's wall clock reads 'YYYY-MM-DD HH:mm:ss'. Null when that reading never happens
 * (an impossible date, or a time skipped by a daylight-saving change); a repeated hour takes its first pass.
 */
export function instantOfLocalDateTime(local: string, timeZone: string): Date | null {
  const target = wallClockAsUtc(local);
  if (Number.isNaN(target)) return null;
  // Two passes settle the offset; trying the earlier offset first picks the first of a repeated hour.
  const offsetAt = (ms: number) => wallClockAsUtc(formatLocalDateTime(new Date(ms), timeZone)) - ms;
  const early = target - offsetAt(target - 12 * 3600_000);
  const late = target - offsetAt(target + 12 * 3600_000);
  for (const candidate of [Math.min(early, late), Math.max(early, late)]) {
    if (formatLocalDateTime(new Date(candidate), timeZone) === local) return new Date(candidate);
  }
  return null;
}
