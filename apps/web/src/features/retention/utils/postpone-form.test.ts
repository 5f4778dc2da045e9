import { DEFAULT_INSTITUTION, RETENTION_MESSAGES } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { checkPostpone, postponeRange } from './postpone-form';

const TODAY = new Date('2026-03-10T09:00:00Z');

describe('the postpone form', () => {
  it('reaches from tomorrow to a year ahead', () => {
    expect(postponeRange(TODAY)).toEqual({ min: '2026-03-11', max: '2027-03-11' });
  });

  it('asks for a reason and a date in range, in the server words', () => {
    expect(checkPostpone({ reason: ' ', until: '' }, TODAY)).toEqual({
      reason: 'reason is required',
      until: 'until is required',
    });
    expect(checkPostpone({ reason: 'x'.repeat(501), until: '2026-03-10' }, TODAY)).toEqual({
      reason: RETENTION_MESSAGES.reasonTooLong,
      until: RETENTION_MESSAGES.untilInPast,
    });
    expect(checkPostpone({ reason: 'Appeal', until: '2027-03-12' }, TODAY)).toEqual({
      until: RETENTION_MESSAGES.untilTooFar,
    });
    expect(checkPostpone({ reason: 'Appeal', until: '2026-04-01' }, TODAY)).toEqual({});
  });

  it('refuses an email or a university id in the reason, as the server does', () => {
    const until = '2026-04-01';
    for (const reason of ['Sue Dent z5123456 appeal', 'Ask sue@example.com']) {
      expect(checkPostpone({ reason, until }, TODAY, DEFAULT_INSTITUTION)).toEqual({
        reason: RETENTION_MESSAGES.reasonPersonalData,
      });
    }
    expect(
      checkPostpone({ reason: 'Academic appeal still open', until }, TODAY, DEFAULT_INSTITUTION),
    ).toEqual({});
  });
});
