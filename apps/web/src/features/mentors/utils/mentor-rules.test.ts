import { describe, expect, it } from 'vitest';
import {
  isOverQuota,
  loadText,
  mentorChoices,
  NO_MENTOR,
  parseMinGroups,
  parseQuota,
  quotaFieldValue,
  withCurrentMentor,
} from './mentor-rules';

describe('mentor choices', () => {
  const members = [
    { id: 's1', name: 'Zed Student', role: 'student' as const },
    { id: 't1', name: 'Tia Tutor', role: 'tutor' as const },
    { id: 'a1', name: 'Ann Admin', role: 'course admin' as const },
  ];

  it('lists course admins and tutors by name after No mentor, never students', () => {
    expect(mentorChoices(members)).toEqual([
      { value: NO_MENTOR, label: 'No mentor' },
      { value: 'a1', label: 'Ann Admin (course admin)' },
      { value: 't1', label: 'Tia Tutor (tutor)' },
    ]);
    expect(mentorChoices(undefined)).toEqual([{ value: NO_MENTOR, label: 'No mentor' }]);
  });

  it('keeps the current mentor a choice while the staff list lacks them', () => {
    const none = mentorChoices(undefined);
    expect(withCurrentMentor(none, { id: 'm9', name: 'Max' })).toEqual([
      { value: NO_MENTOR, label: 'No mentor' },
      { value: 'm9', label: 'Max' },
    ]);
    const staff = mentorChoices(members);
    expect(withCurrentMentor(staff, { id: 't1', name: 'Tia Tutor' })).toBe(staff);
    expect(withCurrentMentor(staff, null)).toBe(staff);
  });
});

describe('quota and minimum fields', () => {
  it('reads an empty quota as no limit and refuses what the server refuses', () => {
    expect(parseQuota('')).toEqual({ ok: true, quota: null });
    expect(parseQuota(0)).toEqual({ ok: true, quota: 0 });
    expect(parseQuota('1000')).toEqual({ ok: true, quota: 1000 });
    for (const bad of ['1001', '-1', '2.5', 'many']) {
      expect(parseQuota(bad)).toEqual({
        ok: false,
        error: 'Quota must be a whole number from 0 to 1000',
      });
    }
    expect(quotaFieldValue(null)).toBe('');
    expect(quotaFieldValue(4)).toBe(4);
  });

  it('takes a minimum from 0 to the capacity only', () => {
    expect(parseMinGroups(0, 3)).toBe(0);
    expect(parseMinGroups('3', 3)).toBe(3);
    expect(parseMinGroups(4, 3)).toBeNull();
    expect(parseMinGroups('', 3)).toBeNull();
    expect(parseMinGroups(1.5, 3)).toBeNull();
  });
});

describe('load', () => {
  it('says the load against the quota, or that there is no limit', () => {
    expect(loadText({ load: 3, quota: 5 })).toBe('3 of 5 groups');
    expect(loadText({ load: 1, quota: 1 })).toBe('1 of 1 group');
    expect(loadText({ load: 1, quota: null })).toBe('1 group, no limit');
    expect(loadText({ load: 0, quota: null })).toBe('0 groups, no limit');
  });

  it('flags a mentor over quota, never one without a quota', () => {
    expect(isOverQuota({ load: 6, quota: 5 })).toBe(true);
    expect(isOverQuota({ load: 5, quota: 5 })).toBe(false);
    expect(isOverQuota({ load: 60, quota: null })).toBe(false);
  });
});
