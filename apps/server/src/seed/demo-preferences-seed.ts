import { and, asc, eq, inArray } from 'drizzle-orm';
import { MIN_PITCH_LENGTH } from '@capstone/contracts';
import type { Db } from '../db/client';
import { enrolments, groups, projects, students, subcourses } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_COURSE } from './demo-accounts';
import { DEMO_STUDENT_WISHLIST } from './demo-projects';

/** Projects most groups want, so the allocation of the demo course has real contention. */
const POPULAR = [...DEMO_STUDENT_WISHLIST, 'Emergency Department Wait-Time Predictor'];
/** Members of the third group of each tutorial: it keeps free places. */
const THIRD_GROUP_SIZE = 3;

const STRENGTHS = [
  'two of us shipped a React Native app during an internship last summer',
  'our members have taken machine learning and databases electives together',
  'we ran a hackathon team that placed second at the university showcase',
  'one member works part time as a data analyst and another as a web developer',
  'we have a designer, two backend developers and a tester who writes excellent docs',
  'our group has already built a small prototype in this space for a course project',
  'we enjoy domain problems with real users and have done user interviews before',
];
const PLANS = [
  'We would start with a discovery sprint with the client, then deliver weekly demos.',
  'We plan to agree the scope in week two and keep a public board of our progress.',
  'We want to pair on the hardest parts and keep the client in our sprint reviews.',
  'We would ship a thin end-to-end slice first and then grow it with the client.',
  'We intend to write tests from the first day so the client can keep the code.',
];

/** A small deterministic generator: the demo data is the same on every fresh start. */
function pick<T>(list: readonly T[], seed: number): T | undefined {
  if (list.length === 0) return undefined;
  return list[((seed % list.length) + list.length) % list.length];
}

/** A pitch that differs by group and rank, always longer than the final check's minimum. */
function pitchFor(groupName: string, projectName: string, seed: number) {
  const text = `${groupName} wants ${projectName} because ${pick(STRENGTHS, seed)!}. ${pick(
    PLANS,
    seed * 3 + 1,
  )!}`;
  return text.length >= MIN_PITCH_LENGTH ? text : `${text} We are keen and ready to begin.`;
}

/** The list in an order fixed by `seed` (mulberry32 + Fisher–Yates), the same on every run. */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Up to `count` distinct projects: two to four popular ones in an order that depends on `seed`,
 * spread among the others, so groups collide on the popular projects but rank them differently.
 */
function rankingFor(available: { id: string; name: string }[], seed: number, count = 7) {
  const popular = shuffled(
    available.filter((project) => POPULAR.includes(project.name)),
    seed,
  ).slice(0, 2 + (seed % 3));
  const others = shuffled(
    available.filter((project) => !POPULAR.includes(project.name)),
    seed * 31 + 7,
  );
  const order: typeof available = [];
  while (order.length < count && (popular.length > 0 || others.length > 0)) {
    // A popular project at every other rank from a seed-dependent start.
    const popularTurn = (order.length + seed) % 2 === 0;
    const next =
      (popularTurn ? popular.shift() : others.shift()) ?? popular.shift() ?? others.shift();
    order.push(next!);
  }
  return order;
}

/** One answer per topic question: distinct select/dropdown options, a reason for the rest. */
function topicAnswersFor(
  form: { input_type: string; options: string[] }[],
  seed: number,
): string[] {
  const used = new Set<string>();
  return form.map((field, index) => {
    if (field.input_type !== 'select' && field.input_type !== 'dropdown') {
      return pick(
        [
          'We have done coursework in this area and want to go further.',
          'It matches the career plans of most of our members.',
          'We built a side project like this and enjoyed it.',
        ],
        seed + index,
      )!;
    }
    const option =
      field.options.find(
        (candidate, i) => i >= (seed + index) % field.options.length && !used.has(candidate),
      ) ??
      field.options.find((candidate) => !used.has(candidate)) ??
      field.options[0]!;
    used.add(option);
    return option;
  });
}

/**
 * The demo groups and preferences, on the first seed only (while no student of S has ranked
 * anything): a third, part-filled group in each tutorial, individual rankings for four students in
 * five, preferences released, and a submitted (locked) ranking of seven projects with pitches and
 * topic answers for every formed group except the demo student's, which stays a draft so the demo
 * login can try the group preference form.
 */
export async function seedDemoPreferences(db: Db, subcourseId: string) {
  await db.transaction(async (tx) => {
    const ranked = await tx
      .select({ id: enrolments.studentId, preferences: enrolments.preferences })
      .from(enrolments)
      .where(eq(enrolments.subcourseId, subcourseId));
    if (ranked.some((row) => row.preferences.length > 0)) return;

    const [subcourse] = await tx
      .select({ form: subcourses.projectPreferenceForm })
      .from(subcourses)
      .where(eq(subcourses.id, subcourseId));
    const available = await tx
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(and(eq(projects.subcourseId, subcourseId), eq(projects.status, 'available')))
      .orderBy(asc(projects.projNo));
    if (!subcourse || available.length < 7) return;

    const roster = await tx
      .select({
        id: students.id,
        zid: students.zid,
        tutorial: enrolments.tutorial,
        groupId: enrolments.groupId,
      })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(eq(enrolments.subcourseId, subcourseId))
      .orderBy(asc(students.zid));
    const allGroups = await tx
      .select()
      .from(groups)
      .where(eq(groups.subcourseId, subcourseId))
      .orderBy(asc(groups.name));

    // A third group per tutorial, part-filled from the students still without a group.
    for (const tutorial of DEMO_COURSE.tutorials) {
      const empty = allGroups.find(
        (group) =>
          group.tutorial === tutorial && !roster.some((student) => student.groupId === group.id),
      );
      const free = roster.filter((s) => s.tutorial === tutorial && s.groupId === null);
      const joining = free.slice(0, THIRD_GROUP_SIZE);
      if (!empty || joining.length === 0) continue;
      await tx
        .update(enrolments)
        .set({ groupId: empty.id })
        .where(
          and(
            eq(enrolments.subcourseId, subcourseId),
            inArray(
              enrolments.studentId,
              joining.map((s) => s.id),
            ),
          ),
        );
      await tx.update(groups).set({ leadId: joining[0]!.id }).where(eq(groups.id, empty.id));
      for (const student of joining) student.groupId = empty.id;
    }

    // Individual rankings: four students in five rank three to seven projects.
    for (const [index, student] of roster.entries()) {
      if (index % 5 === 4) continue;
      const size = 3 + (index % 5);
      const preferences = rankingFor(available, index * 11 + 3, size).map((project, i) => ({
        project: project.id,
        notes: i === 0 ? 'My first choice.' : '',
        rank: i + 1,
      }));
      await tx
        .update(enrolments)
        .set({ preferences })
        .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, student.id)));
    }

    // Submitted group rankings, except the demo student's group.
    const demoGroup = roster.find((s) => s.zid === DEMO_ACCOUNTS.student.zid)?.groupId;
    const formed = allGroups.filter((group) => roster.some((s) => s.groupId === group.id));
    for (const [index, group] of formed.entries()) {
      if (group.id === demoGroup) continue;
      const projPreferences = rankingFor(available, index * 13 + 1).map((project, i) => ({
        project: project.id,
        notes: pitchFor(group.name, project.name, index * 5 + i * 3),
        rank: i + 1,
      }));
      await tx
        .update(groups)
        .set({
          projPreferences,
          topicPreferences: topicAnswersFor(subcourse.form, index),
          isDraft: false,
        })
        .where(eq(groups.id, group.id));
    }
    await tx
      .update(subcourses)
      .set({ preferenceRelease: true })
      .where(eq(subcourses.id, subcourseId));
  });
}
