import { describe, expect, it } from 'vitest';
import { dayText, localDay, parseDayText } from './day-text';

describe('day fields', () => {
  it('read dd/mm/yyyy whatever the browser language, and an ISO day pasted in', () => {
    expect(parseDayText('27/11/2026')).toBe('2026-11-27');
    expect(parseDayText(' 7/3/2026 ')).toBe('2026-03-07');
    expect(parseDayText('07.03.2026')).toBe('2026-03-07');
    expect(parseDayText('2026-03-07')).toBe('2026-03-07');
    expect(parseDayText('')).toBe('');
  });

  it('refuse what is not a real day, including the US order when it cannot be one', () => {
    for (const text of ['31/02/2026', '11/27/2026', '27/11/26', 'yesterday', '2026-13-01']) {
      expect(parseDayText(text), text).toBeNull();
    }
  });

  it('show a day as the page writes it, and name today for a file', () => {
    expect(dayText('2026-03-07')).toBe('07/03/2026');
    expect(dayText('')).toBe('');
    expect(localDay(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
  });
});
