import { describe, expect, it } from 'vitest';
import { canCreateCourse, canJoinCourse, courseHref } from './course-route';

describe('selecting a course routes by account type (spec 1 §2)', () => {
  it.each([
    ['client', '/client/projects/c1'],
    ['student', '/student/dashboard/c1'],
    ['staff', '/admin/dashboard/c1'],
  ] as const)('%s → %s', (user, href) => expect(courseHref(user, 'c1')).toBe(href));

  it('shows CREATE COURSE to staff who are not tutors and JOIN COURSE to clients', () => {
    expect(canCreateCourse('staff', false)).toBe(true);
    expect(canCreateCourse('staff', true)).toBe(false);
    expect(canCreateCourse('client', false)).toBe(false);
    expect(canJoinCourse('client')).toBe(true);
    expect(canJoinCourse('student')).toBe(false);
  });
});
