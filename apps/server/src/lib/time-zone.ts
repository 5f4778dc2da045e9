/**
 * Dates and times in the institution's time zone (`TIME_ZONE`): the calendar day the server stamps
 * on projects and the times its emails mention.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function partsIn(timeZone: string, at: Date) {
  const parts = formatIn(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    meridiem: part('dayPeriod').toUpperCase(),
  };
}

/** `YYYY-MM-DD` of `at` in `timeZone`. */
export function calendarDay(timeZone: string, at: Date = new Date()): string {
  const { year, month, day } = partsIn(timeZone, at);
  return `${year}-${month}-${day}`;
}

/** `dd/MM/yyyy hh:mm a (zone)`: the web's timestamp format, with the zone named. */
export function displayTime(timeZone: string, at: Date): string {
  const { year, month, day, hour, minute, meridiem } = partsIn(timeZone, at);
  return `${day}/${month}/${year} ${hour.padStart(2, '0')}:${minute} ${meridiem} (${timeZone})`;
}
