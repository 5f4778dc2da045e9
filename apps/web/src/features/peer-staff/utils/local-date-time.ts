// A datetime-local input holds a wall-clock time with no zone ("2026-03-04T09:30"). Staff mean
// their own (the browser's) zone, and the API wants an instant with a zone designator, so both
// directions go through the browser's zone explicitly.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number, width = 2) => String(Math.trunc(n)).padStart(width, '0');

/** `±hh:mm` for an offset as `Date#getTimezoneOffset` gives it (minutes behind UTC). */
function offsetText(minutesBehindUtc: number): string {
  const ahead = -minutesBehindUtc;
  const sign = ahead < 0 ? '-' : '+';
  const abs = Math.abs(ahead);
  return `${sign}${pad(abs / 60)}:${pad(abs % 60)}`;
}

/**
 * An instant as ISO 8601 in the browser's zone with its offset (`2026-03-04T09:30:00.000+11:00`):
 * the API accepts any zone designator, and a person reading a request sees their own time.
 */
export function isoWithOffset(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${offsetText(date.getTimezoneOffset())}`
  );
}

/**
 * The value of a datetime-local input as an instant in the browser's zone, or null when it is
 * empty or not a real time. A wall-clock time skipped by a daylight-saving change moves forward,
 * as the browser itself does.
 */
export function localInputToDate(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date() rolls 31/02 over into March (and reads years below 100 as 19xx): refuse a date
  // the calendar does not have.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return null;
  return date;
}

/** The request's timestamp for an input value; '' when the input holds no valid time. */
export function localInputToIso(value: string): string {
  const date = localInputToDate(value);
  return date ? isoWithOffset(date) : '';
}

/** An API timestamp as a datetime-local value in the browser's zone (minutes precision). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
