import { checkRoundFields } from '@capstone/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isoToLocalInput,
  isoWithOffset,
  localInputToDate,
  localInputToIso,
} from './local-date-time';

// The browser's zone is the process's: Node re-reads TZ when it is assigned.
const zoneBefore = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('a datetime-local value sent as ISO 8601 with the browser’s offset', () => {
  beforeAll(() => inZone('Australia/Sydney'));

  it('is the instant the person meant, with the offset of that day', () => {
    // 4 March is daylight-saving time in Sydney (+11), 4 June is not (+10).
    expect(localInputToIso('2026-03-04T09:30')).toBe('2026-03-04T09:30:00.000+11:00');
    expect(new Date(localInputToIso('2026-03-04T09:30')).toISOString()).toBe(
      '2026-03-03T22:30:00.000Z',
    );
    expect(localInputToIso('2026-06-04T09:30')).toBe('2026-06-04T09:30:00.000+10:00');
  });

  it('moves a time skipped by the daylight-saving change forward, keeping one instant', () => {
    // Clocks in Sydney jump from 02:00 to 03:00 on 4 October 2026.
    const sent = localInputToIso('2026-10-04T02:30');
    expect(sent).toBe('2026-10-04T03:30:00.000+11:00');
    expect(new Date(sent).toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });

  it('sends nothing for an empty or impossible value', () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('2026-02-31T10:00')).toBe('');
    expect(localInputToIso('2026-03-04T24:00')).toBe('');
    expect(localInputToIso('0099-03-04T10:00')).toBe('');
    expect(localInputToIso('4 March 2026')).toBe('');
    expect(localInputToDate('2026-03-04T09:30:15')?.getSeconds()).toBe(15);
  });

  it('shows an API timestamp as the wall-clock time of the browser', () => {
    expect(isoToLocalInput('2026-03-03T22:30:00.000Z')).toBe('2026-03-04T09:30');
    expect(isoToLocalInput('not a time')).toBe('');
  });

  // An instant in the hour repeated when clocks go back shows a wall-clock time that names two
  // instants, so the property is about the wall clock: what is shown is what is sent.
  it('passes the server’s timestamp check, and shows again as the same wall-clock minute', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-12-31T23:59:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const shown = isoToLocalInput(instant.toISOString());
          const sent = localInputToIso(shown);
          expect(isoToLocalInput(sent)).toBe(shown);
          expect(Math.abs(new Date(sent).getTime() - instant.getTime())).toBeLessThan(3_600_000);
          const opens = checkRoundFields(
            { name: 'R', opens_at: sent, closes_at: '2099-01-01T00:00:00Z' },
            new Date('1999-01-01T00:00:00Z'),
          );
          expect(opens.ok).toBe(true);
        },
      ),
      { seed: 2326, numRuns: 200 },
    );
  });
});

describe('the offset west of UTC', () => {
  beforeAll(() => inZone('America/New_York'));

  it('is written with a minus sign', () => {
    expect(localInputToIso('2026-01-15T08:00')).toBe('2026-01-15T08:00:00.000-05:00');
    expect(isoWithOffset(new Date('2026-07-15T12:00:00.000Z'))).toBe(
      '2026-07-15T08:00:00.000-04:00',
    );
  });
});

describe('a zone with a half-hour offset', () => {
  beforeAll(() => inZone('Asia/Kolkata'));

  it('keeps its minutes', () => {
    expect(localInputToIso('2026-01-15T08:00')).toBe('2026-01-15T08:00:00.000+05:30');
  });
});
