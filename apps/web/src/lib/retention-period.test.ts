import { describe, expect, it } from 'vitest';
import { archiveRetentionText, dayAfter, retentionPeriod } from './retention-period';

describe('the retention period', () => {
  it('says the period in days, with years or months', () => {
    expect(retentionPeriod(730)).toBe('730 days (about 2 years)');
    expect(retentionPeriod(90)).toBe('90 days (about 3 months)');
    expect(retentionPeriod(1)).toBe('1 day');
  });

  it('names the day the clock that archiving starts runs out', () => {
    const today = new Date(2026, 10, 27, 16, 30);
    // 2028 is a leap year: 730 days on is one day short of two years.
    expect(dayAfter(730, today)).toBe('26/11/2028');
    expect(dayAfter(365, new Date(2027, 0, 1, 23, 30))).toBe('01/01/2028');
    expect(archiveRetentionText(730, today)).toBe(
      'Student data in this offering will be due for deletion in 730 days (on 26/11/2028).',
    );
    expect(archiveRetentionText(1, today)).toBe(
      'Student data in this offering will be due for deletion in 1 day (on 28/11/2026).',
    );
    expect(archiveRetentionText(undefined, today)).toMatch(/^Archiving starts the retention/);
  });
});
