/** `YYYY-MM-DD` → `dd/MM/yyyy`; anything else is shown as it came, or '—'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd/MM/yyyy hh:mm a` (how every date-time is displayed), in the browser's time zone. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(twelve)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
  );
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (`''`: the browser's own); building one costs far more than using it. */
function zoneFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = zoneFormats.get(key);
  if (!format) {
    // en-AU names Australian zones (AEDT) and writes others as GMT offsets (GMT-5).
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZoneName: 'short',
    });
    zoneFormats.set(key, format);
  }
  return format;
}

/**
 * `dd/MM/yyyy hh:mm a` with the zone it is in (`27/11/2026 04:30 PM AEDT`): the browser's zone,
 * or `timeZone`. For pages where times are compared with other records, as the Activity page.
 */
export function formatTimestampInZone(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = zoneFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return (
    `${part('day')}/${part('month')}/${part('year')} ` +
    `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}`
  );
}

/**
 * The zone times are shown in, as a person reads it: its short name, then its place when that
 * says more (`AEDT (Australia/Sydney)`, `GMT-5 (America/New_York)`, `UTC`).
 */
export function timeZoneLabel(timeZone?: string, at: Date = new Date()): string {
  const format = zoneFormat(timeZone);
  const short = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const place = format.resolvedOptions().timeZone;
  if (!short) return place;
  return place && place !== short ? `${short} (${place})` : short;
}
