import { and, eq } from 'drizzle-orm';
import {
  allocationLogs,
  channelMembers,
  channels,
  enrolments,
  groups,
  projectClients,
  projects,
} from '../../src/db/schema';
import { availableProject, courseWithClient, projectOf } from '../clients/client-fixtures';
import {
  addStaff,
  createCourse,
  createGroup,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** Both sides of a board from `{container: items}`; items in no list are left out. */
export function board(byContainer: Record<string, string[]>, unallocated: string[] = []) {
  return {
    l_allocations: [
      ...Object.entries(byContainer).flatMap(([right, items]) =>
        items.map((left) => ({ left, right })),
      ),
      ...unallocated.map((left) => ({ left, right: null })),
    ],
    r_allocations: Object.entries(byContainer).map(([left, right]) => ({ left, right })),
  };
}

/**
 * An active subcourse (max group size 3) with a client owning two available projects (Apollo
 * takes 1 group, Borealis 2) and a draft one; groups Alpha (2 members, H12A), Bravo (1, H12A),
 * Charlie (1, W15B) and an empty one; a student with no group; a tutor of H12A, a second
 * client of Borealis; and another course's subcourse with its own group and project.
 */
export async function boardWorld(t: TestApp) {
  const base = await courseWithClient(t, {
    verified: true,
    subcourse: { isActive: true, maxGroupSize: 3 },
  });
  const { course, subcourse, client } = base;
  const apollo = await availableProject(t.db, course.id, subcourse.id, client.id, {
    name: 'Apollo',
    capacity: 1,
  });
  const borealis = await availableProject(t.db, course.id, subcourse.id, client.id, {
    name: 'Borealis',
    capacity: 2,
  });
  const coClient = await signedIn(t, 'client');
  await t.db.insert(projectClients).values({ projectId: borealis.id, clientId: coClient.id });
  const draft = await projectOf(t.db, course.id, client.id, 'draft', { name: 'Draft idea' });

  const alpha = await createGroup(t.db, subcourse.id, { name: 'Alpha', tutorial: 'H12A' });
  const bravo = await createGroup(t.db, subcourse.id, { name: 'Bravo', tutorial: 'H12A' });
  const charlie = await createGroup(t.db, subcourse.id, { name: 'Charlie', tutorial: 'W15B' });
  const empty = await createGroup(t.db, subcourse.id, { name: 'Empty', tutorial: 'H12A' });
  const student = async (tutorial: string, groupId: string | null) => {
    const s = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, s.id, { tutorial, groupId });
    return s;
  };
  const a1 = await student('H12A', alpha.id);
  const a2 = await student('H12A', alpha.id);
  const b1 = await student('H12A', bravo.id);
  const c1 = await student('W15B', charlie.id);
  const loner = await student('H12A', null);

  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
  const otherTutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, subcourse.id, otherTutor.id, 'tutor', ['W15B']);

  const otherAdmin = await signedIn(t, 'staff');
  const otherCourse = await createCourse(t.db, otherAdmin.id);
  const otherSub = await createSubcourse(t.db, otherCourse, { isActive: true });
  const otherGroup = await createGroup(t.db, otherSub.id, { name: 'Elsewhere' });
  const otherProject = await projectOf(t.db, otherCourse.id, client.id, 'available', {
    subcourseId: otherSub.id,
  });
  const outsider = await signedIn(t, 'student');
  await enrol(t.db, otherSub.id, outsider.id, {});
  return {
    ...base,
    apollo,
    borealis,
    coClient,
    draft,
    alpha,
    bravo,
    charlie,
    empty,
    a1,
    a2,
    b1,
    c1,
    loner,
    tutor,
    otherTutor,
    otherAdmin,
    otherSub,
    otherGroup,
    otherProject,
    outsider,
  };
}
export type BoardWorld = Awaited<ReturnType<typeof boardWorld>>;

export async function groupRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(groups).where(eq(groups.id, id));
  return row!;
}

export async function projectRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
  return row!;
}

export async function enrolmentOf(t: TestApp, subcourseId: string, studentId: string) {
  const [row] = await t.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
  return row!;
}

export async function logsOf(t: TestApp, subcourseId: string) {
  return t.db.select().from(allocationLogs).where(eq(allocationLogs.subcourseId, subcourseId));
}

/** Project channels of S as `name@project[/group]` → sorted `type:id` members. */
export async function projectChannelMembers(t: TestApp, subcourseId: string) {
  const rows = await t.db
    .select()
    .from(channels)
    .where(and(eq(channels.subcourseId, subcourseId), eq(channels.category, 'project')));
  const out: Record<string, { type: string; members: string[] }> = {};
  for (const channel of rows) {
    const members = await t.db
      .select()
      .from(channelMembers)
      .where(eq(channelMembers.channelId, channel.id));
    const key = `${channel.name}@${channel.projectId}${channel.groupId ? `/${channel.groupId}` : ''}`;
    out[key] = {
      type: channel.channelType,
      members: members.map((m) => `${m.accountType}:${m.accountId}`).sort(),
    };
  }
  return out;
}

/** Recipients of mails with `subject` sent since `from` (background sends settled). */
export async function mailedSince(t: TestApp, from: number, subject: string) {
  await t.app.outbox.drain();
  return t.mailer.sent
    .slice(from)
    .filter((m) => m.subject === subject)
    .map((m) => m.to)
    .sort();
}
