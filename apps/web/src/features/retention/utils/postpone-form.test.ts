import {
  DEFAULT_INSTITUTION,
  messageForPeople,
  RETENTION_MESSAGES,
  showsFieldKey,
} from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { checkPostpone, postponeRange, reasonPersonalDataError } from './postpone-form';

const TODAY = new Date('2026-03-10T09:00:00Z');
const PERSONAL = messageForPeople(RETENTION_MESSAGES.reasonPersonalData);

describe('the postpone form', () => {
  it('reaches from tomorrow to a year ahead', () => {
    expect(postponeRange(TODAY)).toEqual({ min: '2026-03-11', max: '2027-03-11' });
  });

  it('asks for a reason and a date in range, in words tied to the labels', () => {
    expect(checkPostpone({ reason: ' ', until: '' }, TODAY)).toEqual({
      reason: 'Enter a reason',
      until: 'Choose a date',
    });
    const tooLate = checkPostpone({ reason: 'Appeal', until: '2027-03-12' }, TODAY);
    expect(tooLate).toEqual({ until: 'Choose a date within a year from today' });
    const errors = checkPostpone({ reason: 'x'.repeat(501), until: '2026-03-10' }, TODAY);
    expect(errors.until).toBe('Choose a date after today');
    expect(errors.reason).toMatch(/^Reason /);
    for (const message of [...Object.values(errors), ...Object.values(tooLate)]) {
      expect(showsFieldKey(message), message).toBe(false);
    }
    expect(checkPostpone({ reason: 'Appeal', until: '2026-04-01' }, TODAY)).toEqual({});
  });

  it('refuses an email or a university id in the reason, as the server does', () => {
    const until = '2026-04-01';
    for (const reason of ['Sue Dent z5123456 appeal', 'Ask sue@example.com']) {
      expect(checkPostpone({ reason, until }, TODAY, DEFAULT_INSTITUTION)).toEqual({
        reason: PERSONAL,
      });
    }
    expect(
      checkPostpone({ reason: 'Academic appeal still open', until }, TODAY, DEFAULT_INSTITUTION),
    ).toEqual({});
  });

  it('flags a zID or an email while the reason is typed, even with the date still wrong', () => {
    expect(
      reasonPersonalDataError('Open appeal for Jane Citizen z5200001', DEFAULT_INSTITUTION),
    ).toBe(PERSONAL);
    expect(reasonPersonalDataError('Open appeal', DEFAULT_INSTITUTION)).toBeNull();
    // Until the university's id rule is known, the server's answer does the flagging.
    expect(reasonPersonalDataError('z5200001')).toBeNull();
    expect(
      checkPostpone(
        { reason: 'Open appeal for Jane Citizen z5200001', until: '2028-01-01' },
        TODAY,
        DEFAULT_INSTITUTION,
      ).reason,
    ).toBe(PERSONAL);
  });
});
