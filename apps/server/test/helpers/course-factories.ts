import { randomInt } from 'node:crypto';
import type { Db } from '../../src/db/client';
import {
  courseClients,
  courses,
  enrolments,
  groups,
  projectClients,
  projects,
  staffMemberships,
  subcourses,
} from '../../src/db/schema';
import { signedIn } from './factories';
import type { TestApp } from './test-app';

const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');
/** A course code no other test in this process has used. */
let codeCounter = randomInt(1000, 5000);
export const nextCourseCode = () => `${letters()}${codeCounter++}`;

export async function createCourse(
  db: Db,
  ownerId: string,
  overrides: Partial<typeof courses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(courses)
    .values({
      name: 'Capstone Project',
      code: nextCourseCode(),
      description: 'Industry projects for final-year students',
      color: '#3b5bdb',
      ownerId,
      terms: [1, 2, 3],
      termDates: {
        '1': '17-02-2025 to 30-04-2025',
        '2': '02-06-2025 to 15-08-2025',
        '3': '08-09-2025 to 10-12-2025',
      },
      ...overrides,
    })
    .returning();
  return row!;
}

/** A subcourse of `course` with its owner as course admin. */
export async function createSubcourse(
  db: Db,
  course: { id: string; code: string; ownerId: string },
  overrides: Partial<typeof subcourses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(subcourses)
    .values({
      parentCourseId: course.id,
      ownerId: course.ownerId,
      name: '2025T1',
      code: course.code,
      term: 1,
      year: 2025,
      color: '#3b5bdb',
      ...overrides,
    })
    .returning();
  await addStaff(db, row!.id, course.ownerId, 'course admin');
  return row!;
}

export async function addStaff(
  db: Db,
  subcourseId: string,
  staffId: string,
  role: 'course admin' | 'tutor',
  tutorials: string[] = [],
) {
  await db.insert(staffMemberships).values({ subcourseId, staffId, role, tutorials });
}

export async function enrol(
  db: Db,
  subcourseId: string,
  studentId: string,
  values: { tutorial?: string; groupId?: string | null } = {},
) {
  await db.insert(enrolments).values({
    subcourseId,
    studentId,
    tutorial: values.tutorial ?? 'H12A',
    groupId: values.groupId,
  });
}

export async function createGroup(
  db: Db,
  subcourseId: string,
  values: Partial<typeof groups.$inferInsert> = {},
) {
  const [row] = await db
    .insert(groups)
    .values({ subcourseId, name: `H12A-${randomInt(1e6)}`, tutorial: 'H12A', ...values })
    .returning();
  return row!;
}

export async function applyAsClient(db: Db, courseId: string, clientId: string) {
  await db.insert(courseClients).values({ courseId, clientId });
}

let projNoCounter = 1;
/** A project of `courseId` owned by `clientIds`; approved and offered in every term by default. */
export async function createProject(
  db: Db,
  courseId: string,
  clientIds: string[],
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const [row] = await db
    .insert(projects)
    .values({
      courseId,
      projNo: projNoCounter++,
      name: 'Smart Campus',
      status: 'unavailable',
      terms: [1, 2, 3],
      color: '#228be6',
      dateCreated: '2025-01-10',
      dateModified: '2025-01-10',
      ...overrides,
    })
    .returning();
  if (clientIds.length > 0) {
    await db
      .insert(projectClients)
      .values(clientIds.map((clientId) => ({ projectId: row!.id, clientId })));
  }
  return row!;
}

/** A signed-in course admin with a parent course and one subcourse of it. */
export async function signedInCourseAdmin(
  t: TestApp,
  subcourseOverrides: Partial<typeof subcourses.$inferInsert> = {},
) {
  const admin = await signedIn(t, 'staff');
  const parent = await createCourse(t.db, admin.id);
  const subcourse = await createSubcourse(t.db, parent, subcourseOverrides);
  return { admin, parent, subcourse };
}
