import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date(2025, 2, 10, 15, 0, 0).getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('reads recent times relative to now', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3_600_000), now)).toBe('2 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('shows the date for anything older than a week, and a future clock skew as now', () => {
    expect(relativeTime(new Date(2025, 0, 2, 9, 0).toISOString(), now)).toBe('02/01/2025');
    expect(relativeTime(ago(-30_000), now)).toBe('just now');
  });
});
