import { describe, expect, it } from 'vitest';
import { retentionPeriod } from './retention-period';

describe('the retention period', () => {
  it('says the period in days, with years or months', () => {
    expect(retentionPeriod(730)).toBe('730 days (about 2 years)');
    expect(retentionPeriod(90)).toBe('90 days (about 3 months)');
    expect(retentionPeriod(1)).toBe('1 day');
  });
});
