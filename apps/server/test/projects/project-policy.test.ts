import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTITUTION, PROJECT_STATUSES } from '@capstone/contracts';
import { projectDate } from '../../src/modules/projects/project-dates';
import { projectView, type ProjectRelations } from '../../src/policies/project.policy';

const none: Omit<ProjectRelations, 'status'> = {
  isOwnerClient: false,
  isStaffOfCourse: false,
  isCourseAdmin: false,
  isEnrolledInSubcourse: false,
};

describe('projectView (api.md §8.1)', () => {
  it('shows every status in full to owner clients and staff of the course', () => {
    for (const status of PROJECT_STATUSES) {
      expect(projectView({ ...none, status, isOwnerClient: true })).toBe('full');
      expect(projectView({ ...none, status, isStaffOfCourse: true })).toBe('full');
    }
  });

  it('shows only available projects to everyone else, students of its subcourse with more', () => {
    for (const status of PROJECT_STATUSES) {
      const expected = status === 'available' ? 'public' : null;
      expect(projectView({ ...none, status }), status).toBe(expected);
      expect(projectView({ ...none, status, isEnrolledInSubcourse: true }), status).toBe(
        status === 'available' ? 'student' : null,
      );
    }
  });
});

const SYDNEY = DEFAULT_INSTITUTION.timeZone;

describe('projectDate (api.md §1.5)', () => {
  it('dates a save by the calendar day in Sydney, not in UTC', () => {
    // 14:30 UTC on 3 March is 01:30 on 4 March in Sydney (daylight time, UTC+11).
    expect(projectDate(SYDNEY, new Date('2025-03-03T14:30:00Z'))).toBe('2025-03-04');
    // 13:59 UTC on 30 June is 23:59 the same day (standard time, UTC+10).
    expect(projectDate(SYDNEY, new Date('2025-06-30T13:59:00Z'))).toBe('2025-06-30');
  });

  it('follows the configured time zone (TIME_ZONE)', () => {
    // The same instant is still 3 March in Los Angeles and in UTC.
    expect(projectDate('America/Los_Angeles', new Date('2025-03-03T14:30:00Z'))).toBe('2025-03-03');
    expect(projectDate('UTC', new Date('2025-03-03T23:59:00Z'))).toBe('2025-03-03');
  });
});
