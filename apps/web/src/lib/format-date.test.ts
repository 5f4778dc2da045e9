import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, formatTimestampInZone, timeZoneLabel } from './format-date';

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

describe('formatTimestampInZone', () => {
  it('writes dd/MM/yyyy hh:mm a and names the zone', () => {
    const at = '2026-11-27T05:30:00.000Z';
    expect(formatTimestampInZone(at, 'Australia/Sydney')).toBe('27/11/2026 04:30 PM AEDT');
    expect(formatTimestampInZone(at, 'UTC')).toBe('27/11/2026 05:30 AM UTC');
    expect(formatTimestampInZone('2026-06-01T14:05:00.000Z', 'Australia/Sydney')).toBe(
      '02/06/2026 12:05 AM AEST',
    );
    expect(formatTimestampInZone('not a time', 'UTC')).toBe('not a time');
  });
});

describe('timeZoneLabel', () => {
  it('names a zone by its short name and its place', () => {
    const at = new Date('2026-11-27T05:30:00.000Z');
    expect(timeZoneLabel('Australia/Sydney', at)).toBe('AEDT (Australia/Sydney)');
    expect(timeZoneLabel('UTC', at)).toBe('UTC');
    expect(timeZoneLabel('America/New_York', at)).toBe('GMT-5 (America/New_York)');
  });
});
