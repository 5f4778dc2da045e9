import type { AccountDetails } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { isCourseAdminOf, taughtTutorials } from './course-role';

describe('isCourseAdminOf', () => {
  const staff = (role: 'course admin' | 'tutor') =>
    ({
      id: 's1',
      name: 'S',
      email: 'z1234567@ad.unsw.edu.au',
      zid: 'z1234567',
      user: 'staff',
      role: 'course admin',
      classes: [{ subcourse: 'sc1', role, tutorials: [] }],
    }) as AccountDetails;

  it('reads the role in the selected subcourse first', () => {
    expect(isCourseAdminOf('staff', staff('tutor'), 'sc1', false)).toBe(false);
    expect(isCourseAdminOf('staff', staff('course admin'), 'sc1', true)).toBe(true);
  });

  it('falls back on the tutor flag, and is never true for students or clients', () => {
    expect(isCourseAdminOf('staff', staff('tutor'), 'other', false)).toBe(true);
    expect(isCourseAdminOf('staff', null, 'sc1', true)).toBe(false);
    expect(isCourseAdminOf('student', null, 'sc1', false)).toBe(false);
    expect(isCourseAdminOf('client', null, 'sc1', false)).toBe(false);
  });
});

describe('taughtTutorials', () => {
  it('reads the tutorials the staff user teaches in this subcourse', () => {
    const tutor = {
      id: 't',
      name: 'T',
      email: 't@x.edu',
      zid: 'z1234567',
      user: 'staff',
      role: 'tutor',
      classes: [
        { subcourse: 'S1', role: 'tutor', tutorials: ['H10A', 'T11B'] },
        { subcourse: 'S2', role: 'tutor', tutorials: ['W9A'] },
      ],
    } satisfies AccountDetails;
    expect(taughtTutorials(tutor, 'S1')).toEqual(['H10A', 'T11B']);
    expect(taughtTutorials(tutor, 'S3')).toEqual([]);
    expect(taughtTutorials(null, 'S1')).toEqual([]);
  });
});
