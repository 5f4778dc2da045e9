import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import {
  clients,
  courseClients,
  courses,
  enrolments,
  groups,
  projectClients,
  projects,
  staffLinks,
  staffMemberships,
  students,
  subcourseProjects,
  subcourses,
} from '../src/db/schema';

/** How big one benchmark subcourse is. */
export interface CourseSize {
  students: number;
  groups: number;
  tutorials: number;
  projects: number;
  clients: number;
  /** Groups given a published project, from the first one on. */
  allocatedGroups: number;
}

let zidCounter = 1_000_000;
export const nextZid = () => `z${zidCounter++}`;
let codeCounter = 1000;

export async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * One parent course with one active subcourse of `size`, built with bulk inserts: the owner as
 * course admin, one tutor per tutorial, clients (three in four verified) with projects in every
 * status, groups spread over the tutorials, students five or six to a group and the rest in
 * none. `passwordHash`, when given, is set on the first student and the first client, so that
 * they can log in.
 */
export async function buildCourse(
  db: Db,
  options: { ownerId: string; tutorIds: string[]; size: CourseSize; passwordHash?: string },
) {
  const { ownerId, tutorIds, size, passwordHash } = options;
  const code = `BNCH${codeCounter++}`;
  const courseId = randomUUID();
  await db.insert(courses).values({
    id: courseId,
    name: 'Benchmark Capstone',
    code,
    description: 'Server benchmark course',
    color: '#3b5bdb',
    ownerId,
    terms: [1, 2, 3],
    termDates: { '1': '17-02-2025 to 30-04-2025' },
  });
  const subcourseId = randomUUID();
  await db.insert(subcourses).values({
    id: subcourseId,
    parentCourseId: courseId,
    ownerId,
    name: '2025T1',
    code,
    term: 1,
    year: 2025,
    color: '#3b5bdb',
    isActive: true,
  });
  const tutorial = (i: number) => `T${i % size.tutorials}`;
  await db.insert(staffMemberships).values([
    { subcourseId, staffId: ownerId, role: 'course admin' as const },
    ...tutorIds.map((staffId, i) => ({
      subcourseId,
      staffId,
      role: 'tutor' as const,
      tutorials: [tutorial(i)],
    })),
  ]);
  await db.insert(staffLinks).values(
    ['Forum', 'Timetable', 'Marking guide'].map((name, i) => ({
      staffId: ownerId,
      subcourseId,
      name,
      url: `https://example.com/${code}/${i}`,
    })),
  );

  const clientRows = Array.from({ length: size.clients }, (_, i) => ({
    id: randomUUID(),
    name: `Client ${i}`,
    email: `client-${code.toLowerCase()}-${i}@example.com`,
    passwordHash: i === 0 ? passwordHash : undefined,
    phone: '0412345678',
    companyName: `Company ${i}, Ltd`,
    companyIndustry: 'Software',
    companyAbn: '12345678901',
    companyAddress: 'Sydney',
    contactHours: '9:00AM-5:00PM',
    isVerified: i % 4 !== 0,
  }));
  await db.insert(clients).values(clientRows);
  await db.insert(courseClients).values(clientRows.map((c) => ({ courseId, clientId: c.id })));

  const statuses = ['available', 'available', 'available', 'available', 'unavailable', 'submitted'];
  const projectRows = Array.from({ length: size.projects }, (_, i) => ({
    id: randomUUID(),
    courseId,
    subcourseId: statuses[i % statuses.length] === 'available' ? subcourseId : null,
    projNo: i + 1,
    name: `Project ${i + 1}`,
    status: (i >= size.projects - 5 ? 'draft' : statuses[i % statuses.length]) as
      'draft' | 'submitted' | 'available' | 'unavailable',
    terms: [1],
    color: '#123456',
    dateCreated: '2025-02-01',
    dateModified: '2025-02-01',
  }));
  await db.insert(projects).values(projectRows);
  await db
    .insert(projectClients)
    .values(
      projectRows.flatMap((p, i) => [
        { projectId: p.id, clientId: clientRows[i % size.clients]!.id },
        ...(i % 3 === 0
          ? [{ projectId: p.id, clientId: clientRows[(i + 7) % size.clients]!.id }]
          : []),
      ]),
    );
  const offered = projectRows.filter((p) => p.status === 'available' || p.status === 'unavailable');
  await db.insert(subcourseProjects).values(offered.map((p) => ({ subcourseId, projectId: p.id })));
  const available = projectRows.filter((p) => p.status === 'available');

  const groupRows = Array.from({ length: size.groups }, (_, i) => ({
    id: randomUUID(),
    subcourseId,
    name: `${tutorial(i)}-G${String(i).padStart(3, '0')}`,
    tutorial: tutorial(i),
    projectId: i < size.allocatedGroups ? available[i % available.length]!.id : null,
  }));
  await insertChunked(groupRows, (chunk) => db.insert(groups).values(chunk));

  const studentRows = Array.from({ length: size.students }, (_, i) => {
    const zid = nextZid();
    return {
      id: randomUUID(),
      name: `Student ${i}`,
      email: `${zid}@ad.unsw.edu.au`,
      zid,
      passwordHash: i === 0 ? passwordHash : undefined,
    };
  });
  await insertChunked(studentRows, (chunk) => db.insert(students).values(chunk));
  const perGroup = Math.max(1, Math.floor(size.students / Math.max(1, size.groups)));
  const enrolmentRows = studentRows.map((s, i) => {
    const group = groupRows[Math.floor(i / perGroup)];
    return {
      subcourseId,
      studentId: s.id,
      tutorial: group?.tutorial ?? tutorial(i),
      groupId: group?.id ?? null,
    };
  });
  await insertChunked(enrolmentRows, (chunk) => db.insert(enrolments).values(chunk));
  return {
    courseId,
    subcourseId,
    code,
    student: { id: studentRows[0]!.id, email: studentRows[0]!.email },
    client: { id: clientRows[0]!.id, email: clientRows[0]!.email },
    projectId: available[0]!.id,
  };
}
