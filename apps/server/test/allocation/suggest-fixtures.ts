import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ALLOCATION_MESSAGES as M, MESSAGES } from '@capstone/contracts';
import type { projects } from '../../src/db/schema';
import { groups, students, subcourses } from '../../src/db/schema';
import { availableProject, courseWithClient, projectOf } from '../clients/client-fixtures';
import {
  addStaff,
  createCourse,
  createGroup,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { nextZid, signedIn, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

type ProjectOverrides = Partial<typeof projects.$inferInsert>;
type Headers = Record<string, string>;

export const getAs = (t: TestApp, url: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * An active subcourse (max group size 4) and everyone the ladders tell apart: its course admin,
 * a tutor of H12A, an enrolled student, the course's client, and strangers (a student and the
 * admin of another course, an unrelated client).
 */
export async function suggestWorld(t: TestApp) {
  const base = await courseWithClient(t, {
    verified: true,
    subcourse: { isActive: true, maxGroupSize: 4 },
  });
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, base.subcourse.id, tutor.id, 'tutor', ['H12A']);
  const student = await signedIn(t, 'student');
  await enrol(t.db, base.subcourse.id, student.id, { tutorial: 'H12A' });
  const otherAdmin = await signedIn(t, 'staff');
  const otherCourse = await createCourse(t.db, otherAdmin.id);
  const otherSub = await createSubcourse(t.db, otherCourse, { isActive: true });
  const outsider = await signedIn(t, 'student');
  await enrol(t.db, otherSub.id, outsider.id);
  const otherClient = await signedIn(t, 'client');
  return { ...base, tutor, student, otherAdmin, otherCourse, otherSub, outsider, otherClient };
}
export type SuggestWorld = Awaited<ReturnType<typeof suggestWorld>>;

/** An available project of the world's subcourse, one place unless told otherwise. */
export const project = (t: TestApp, w: SuggestWorld, overrides: ProjectOverrides = {}) =>
  availableProject(t.db, w.course.id, w.subcourse.id, w.client.id, { capacity: 1, ...overrides });

/** A project of the world's course that is not available in S (any other status). */
export const projectInStatus = (
  t: TestApp,
  w: SuggestWorld,
  status: 'draft' | 'submitted' | 'unavailable',
  overrides: ProjectOverrides = {},
) => projectOf(t.db, w.course.id, w.client.id, status, { capacity: 3, ...overrides });

/** A student enrolled in S (no token: these are board items, not callers). */
export async function studentOf(
  t: TestApp,
  subcourseId: string,
  values: { name: string; tutorial?: string | null; groupId?: string | null; wishlist?: string[] },
) {
  const zid = nextZid();
  const [row] = await t.db
    .insert(students)
    .values({ name: values.name, email: unswEmail(zid), zid })
    .returning({ id: students.id, name: students.name });
  await enrol(t.db, subcourseId, row!.id, {
    tutorial: values.tutorial ?? 'H12A',
    groupId: values.groupId ?? null,
  });
  return row!;
}

/**
 * A group of S with `members` students and a saved ranking: `ranking[i]` is ranked i + 1
 * (each with `notes` as its pitch); no ranking means the group has not submitted.
 */
export async function groupOf(
  t: TestApp,
  subcourseId: string,
  name: string,
  options: {
    members?: number;
    tutorial?: string;
    ranking?: { id: string }[];
    notes?: string;
    topics?: string[];
  } = {},
) {
  const tutorial = options.tutorial ?? 'H12A';
  const group = await createGroup(t.db, subcourseId, {
    name,
    tutorial,
    projPreferences: (options.ranking ?? []).map((p, i) => ({
      project: p.id,
      notes: options.notes ?? '',
      rank: i + 1,
    })),
    topicPreferences: options.topics ?? [],
  });
  const memberIds: string[] = [];
  for (let i = 0; i < (options.members ?? 1); i++) {
    const member = await studentOf(t, subcourseId, {
      name: `${name} member ${i + 1}`,
      tutorial,
      groupId: group.id,
    });
    memberIds.push(member.id);
  }
  return { id: group.id, name, memberIds };
}

export const setSubcourse = (
  t: TestApp,
  id: string,
  values: Partial<typeof subcourses.$inferInsert>,
) => t.db.update(subcourses).set(values).where(eq(subcourses.id, id));

export const setRanking = (t: TestApp, groupId: string, ranking: { id: string }[]) =>
  t.db
    .update(groups)
    .set({ projPreferences: ranking.map((p, i) => ({ project: p.id, notes: '', rank: i + 1 })) })
    .where(eq(groups.id, groupId));

async function expectError(
  t: TestApp,
  url: string,
  headers: Headers,
  status: number,
  message: string,
) {
  const response = await getAs(t, url, headers);
  expect({ url, status: response.statusCode, body: response.json() }).toEqual({
    url,
    status,
    body: { Error: message },
  });
}

/**
 * The failure ladder every suggestion route walks: 401 without a token; 404 for an unknown
 * subcourse and for callers with no relation to S; 403 for its students and clients (and its
 * tutors when `adminOnly`); 400 once S is archived or inactive. Leaves S open again.
 */
export async function walkLadder(
  t: TestApp,
  w: SuggestWorld,
  url: (subcourseId: string) => string,
  options: { adminOnly?: boolean } = {},
) {
  await expectError(t, url(w.subcourse.id), {}, 401, MESSAGES.missingAuth);
  await expectError(t, url('no-such-subcourse'), w.admin.headers, 404, M.subcourseNotFound);
  for (const stranger of [w.outsider, w.otherClient, w.otherAdmin]) {
    await expectError(t, url(w.subcourse.id), stranger.headers, 404, M.subcourseNotFound);
  }
  for (const member of [w.student, w.client]) {
    await expectError(t, url(w.subcourse.id), member.headers, 403, MESSAGES.onlyCourseStaff);
  }
  if (options.adminOnly) {
    await expectError(t, url(w.subcourse.id), w.tutor.headers, 403, M.onlyAdmins);
  }
  const staff = options.adminOnly ? [w.admin] : [w.admin, w.tutor];
  await setSubcourse(t, w.subcourse.id, { isArchived: true });
  for (const caller of staff) {
    await expectError(t, url(w.subcourse.id), caller.headers, 400, M.subcourseArchived);
  }
  await setSubcourse(t, w.subcourse.id, { isArchived: false, isActive: false });
  for (const caller of staff) {
    await expectError(t, url(w.subcourse.id), caller.headers, 400, M.subcourseNotActive);
  }
  await setSubcourse(t, w.subcourse.id, { isActive: true });
  for (const caller of staff) {
    expect((await getAs(t, url(w.subcourse.id), caller.headers)).statusCode).toBe(200);
  }
}
