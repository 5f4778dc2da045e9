import { and, eq } from 'drizzle-orm';
import { defaultProjectPreferenceForm } from '@capstone/contracts';
import { enrolments, groups, students, subcourses } from '../../src/db/schema';
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

let formIds = 0;
const newFormId = () => (++formIds).toString(16).padStart(24, '0');

export const PITCH =
  'We have built three web apps together and want to take this one further. '.repeat(2);

/**
 * An active subcourse with preferences released, nine available projects, the default topic
 * form, and everyone the ladders need: a group of lead + member, a classmate without a group,
 * a student of another tutorial in another group, a student of another course, a tutor, the
 * course admin, the course's client and an unrelated client.
 */
export async function preferenceWorld(t: TestApp) {
  const { admin, course, subcourse, client } = await courseWithClient(t, { verified: true });
  const form = defaultProjectPreferenceForm(newFormId);
  await t.db
    .update(subcourses)
    .set({ preferenceRelease: true, projectPreferenceForm: form })
    .where(eq(subcourses.id, subcourse.id));
  const projects = [];
  for (let i = 1; i <= 9; i++) {
    projects.push(
      await availableProject(t.db, course.id, subcourse.id, client.id, { name: `Project ${i}` }),
    );
  }
  const draft = await projectOf(t.db, course.id, client.id, 'draft');
  const group = await createGroup(t.db, subcourse.id);
  const lead = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, lead.id, { groupId: group.id });
  const member = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, member.id, { groupId: group.id });
  await t.db.update(groups).set({ leadId: lead.id }).where(eq(groups.id, group.id));
  const classmate = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, classmate.id);
  const otherGroup = await createGroup(t.db, subcourse.id, { name: 'W10B-1', tutorial: 'W10B' });
  const otherTutorial = await signedIn(t, 'student');
  await enrol(t.db, subcourse.id, otherTutorial.id, { tutorial: 'W10B', groupId: otherGroup.id });
  await t.db.update(groups).set({ leadId: otherTutorial.id }).where(eq(groups.id, otherGroup.id));
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
  const otherAdmin = await signedIn(t, 'staff');
  const otherSub = await createSubcourse(t.db, await createCourse(t.db, otherAdmin.id), {
    isActive: true,
  });
  const outsider = await signedIn(t, 'student');
  await enrol(t.db, otherSub.id, outsider.id);
  const otherClient = await signedIn(t, 'client');
  return {
    admin,
    course,
    subcourse,
    client,
    form,
    projects,
    draft,
    group,
    lead,
    member,
    classmate,
    otherGroup,
    otherTutorial,
    tutor,
    otherAdmin,
    otherSub,
    outsider,
    otherClient,
  };
}
export type PreferenceWorld = Awaited<ReturnType<typeof preferenceWorld>>;

/** Seven entries ranking the world's first seven projects with full pitches. */
export const sevenPicks = (w: PreferenceWorld, notes = PITCH) =>
  w.projects.slice(0, 7).map((project, i) => ({ project: project.id, notes, rank: i + 1 }));

/** Answers to the default topic form: three distinct topics, each with a reason. */
export const topicAnswers = (w: PreferenceWorld) =>
  w.form.map((field, i) => (field.input_type === 'select' ? field.options[i / 2]! : 'Because'));

export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

export const postRaw = (t: TestApp, url: string, raw: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: { ...headers, 'content-type': 'application/json' },
  });

export async function groupRow(t: TestApp, groupId: string) {
  const [row] = await t.db.select().from(groups).where(eq(groups.id, groupId));
  return row!;
}

export async function enrolmentRow(t: TestApp, subcourseId: string, studentId: string) {
  const [row] = await t.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
  return row!;
}

export async function studentRow(t: TestApp, studentId: string) {
  const [row] = await t.db.select().from(students).where(eq(students.id, studentId));
  return row!;
}

export const setSubcourse = (
  t: TestApp,
  id: string,
  values: Partial<typeof subcourses.$inferInsert>,
) => t.db.update(subcourses).set(values).where(eq(subcourses.id, id));
