import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp } from './format-date';

describe('formatDate', () => {
  it('formats YYYY-MM-DD as dd/MM/yyyy', () => {
    expect(formatDate('2025-03-04')).toBe('04/03/2025');
    expect(formatDate('')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatTimestamp', () => {
  it('formats dd/MM/yyyy hh:mm a', () => {
    expect(formatTimestamp(new Date(2025, 2, 4, 17, 6).toISOString())).toBe('04/03/2025 05:06 PM');
    expect(formatTimestamp(new Date(2025, 2, 4, 0, 30).toISOString())).toBe('04/03/2025 12:30 AM');
  });
});
