const pad = (n: number) => String(n).padStart(2, '0');

const isCalendarDay = (year: number, month: number, day: number) => {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
};

/**
 * What a person typed in a day field, as `YYYY-MM-DD`: `27/11/2026` or `7/3/2026` (the product's
 * `dd/MM/yyyy`, whatever the browser's language), or an ISO day pasted in. `''` for an empty
 * field, null for anything that is not a real day.
 */
export function parseDayText(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = local
    ? [Number(local[3]), Number(local[2]), Number(local[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!isCalendarDay(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `2026-11-27` → `27/11/2026`, the way the page shows days; `''` stays empty. */
export function dayText(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Today in the browser's calendar, as `YYYY-MM-DD` (the day in an export's file name). */
export const localDay = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
