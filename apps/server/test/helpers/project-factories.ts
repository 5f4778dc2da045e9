import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  channelMembers,
  channels,
  clients,
  projectClients,
  projects,
  subcourseClients,
  subcourseProjects,
} from '../../src/db/schema';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createProject,
  createSubcourse,
  enrol,
} from './course-factories';
import { signedIn } from './factories';
import type { TestApp } from './test-app';

export async function verifyClient(db: Db, clientId: string) {
  await db.update(clients).set({ isVerified: true }).where(eq(clients.id, clientId));
}

/** A verified client signed in and applied to `courseId`. */
export async function signedInClientOf(t: TestApp, courseId: string, verified = true) {
  const client = await signedIn(t, 'client');
  await applyAsClient(t.db, courseId, client.id);
  if (verified) await verifyClient(t.db, client.id);
  return client;
}

/**
 * One course with a term-1 subcourse and everyone the project routes tell apart: its course
 * admin, a tutor, an enrolled student, a verified client with another verified client of the
 * same course, an unverified client, and people of another course (its admin, a student and a
 * verified client).
 */
export async function projectWorld(t: TestApp) {
  const admin = await signedIn(t, 'staff');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  const student = await signedIn(t, 'student');
  const course = await createCourse(t.db, admin.id);
  const sub = await createSubcourse(t.db, course, { term: 1, isActive: true });
  await addStaff(t.db, sub.id, tutor.id, 'tutor', ['H12A']);
  await enrol(t.db, sub.id, student.id);
  const client = await signedInClientOf(t, course.id);
  const otherClient = await signedInClientOf(t, course.id);
  const unverified = await signedInClientOf(t, course.id, false);

  const foreignAdmin = await signedIn(t, 'staff');
  const foreignStudent = await signedIn(t, 'student');
  const foreignCourse = await createCourse(t.db, foreignAdmin.id);
  const foreignSub = await createSubcourse(t.db, foreignCourse, { term: 1 });
  await enrol(t.db, foreignSub.id, foreignStudent.id);
  const foreignClient = await signedInClientOf(t, foreignCourse.id);
  return {
    admin,
    tutor,
    student,
    course,
    sub,
    client,
    otherClient,
    unverified,
    foreignAdmin,
    foreignStudent,
    foreignCourse,
    foreignSub,
    foreignClient,
  };
}
export type ProjectWorld = Awaited<ReturnType<typeof projectWorld>>;

/** A complete save body: every field a submitted project needs. */
export function projectBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Smart Campus',
    status: 'submitted',
    terms: [1],
    category: 'Web Development',
    areas: ['Web Development', 'AI'],
    background: 'Students waste time looking for free rooms.',
    scope: 'Build a web app that shows free rooms in real time.',
    description: 'Room finder',
    req_skills: 'React, PostgreSQL',
    outcomes: 'A deployed prototype',
    capacity: 2,
    attachments: ['https://example.com/brief.pdf'],
    responses: [{ question: 'q1', answer: 'yes' }],
    ...overrides,
  };
}

/** The next free `proj_no` of a course, so factories and API creates never collide. */
async function nextProjNo(t: TestApp, courseId: string) {
  const [row] = await t.db
    .select({ max: sql<number | null>`max(${projects.projNo})` })
    .from(projects)
    .where(eq(projects.courseId, courseId));
  return Number(row?.max ?? 0) + 1;
}

/** A complete, submitted term-1 project of `w.course` owned by `w.client` (and `more` clients). */
export async function worldProject(
  t: TestApp,
  w: ProjectWorld,
  overrides: Partial<typeof projects.$inferInsert> = {},
  more: string[] = [],
) {
  return createProject(t.db, w.course.id, [w.client.id, ...more], {
    status: 'submitted',
    terms: [1],
    category: 'AI',
    areas: ['AI'],
    background: 'Background of the project',
    scope: 'Scope of the project',
    reqSkills: 'Python',
    outcomes: 'A report',
    projNo: await nextProjNo(t, w.course.id),
    ...overrides,
  });
}

/** An available project of S, as approval leaves it: in S's lists, clients included. */
export async function availableProject(
  t: TestApp,
  w: ProjectWorld,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const project = await worldProject(t, w, {
    status: 'available',
    subcourseId: w.sub.id,
    ...overrides,
  });
  await t.db.insert(subcourseProjects).values({ subcourseId: w.sub.id, projectId: project.id });
  await t.db
    .insert(subcourseClients)
    .values({ subcourseId: w.sub.id, clientId: w.client.id })
    .onConflictDoNothing();
  return project;
}

export const getProject = async (t: TestApp, id: string) =>
  (await t.db.select().from(projects).where(eq(projects.id, id)))[0];

export async function subcourseClientIds(t: TestApp, subcourseId: string) {
  const rows = await t.db
    .select({ id: subcourseClients.clientId })
    .from(subcourseClients)
    .where(eq(subcourseClients.subcourseId, subcourseId));
  return rows.map((r) => r.id).sort();
}

export async function subcourseProjectIds(t: TestApp, subcourseId: string) {
  const rows = await t.db
    .select({ id: subcourseProjects.projectId })
    .from(subcourseProjects)
    .where(eq(subcourseProjects.subcourseId, subcourseId));
  return rows.map((r) => r.id).sort();
}

export async function projectClientIds(t: TestApp, projectId: string) {
  const rows = await t.db
    .select({ id: projectClients.clientId })
    .from(projectClients)
    .where(eq(projectClients.projectId, projectId));
  return rows.map((r) => r.id).sort();
}

/** The client channels of S with their members, as `type:id` strings. */
export async function clientChannels(t: TestApp, subcourseId: string) {
  const rows = await t.db
    .select({ id: channels.id, name: channels.name, clientId: channels.clientId })
    .from(channels)
    .where(and(eq(channels.subcourseId, subcourseId), eq(channels.category, 'client')));
  return Promise.all(
    rows.map(async (channel) => {
      const members = await t.db
        .select()
        .from(channelMembers)
        .where(eq(channelMembers.channelId, channel.id));
      return {
        ...channel,
        members: members.map((m) => `${m.accountType}:${m.accountId}`).sort(),
      };
    }),
  );
}

/** The "Project Application Outcome" emails sent to `to` so far (background sends settled). */
export async function outcomeMails(t: TestApp, to: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.filter((m) => m.to === to && m.subject === 'Project Application Outcome');
}
