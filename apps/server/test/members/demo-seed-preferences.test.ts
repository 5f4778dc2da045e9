import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalPreferenceError, preferenceShapeError, topicAnswersError } from '@capstone/contracts';
import { enrolments, groups, projects, students, subcourses } from '../../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_COURSE, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { seedDemoData } from '../../src/seed/seed';
import { login } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let subcourse: typeof subcourses.$inferSelect;
let available: { id: string; name: string }[];
let groupRows: (typeof groups.$inferSelect)[];
let roster: {
  id: string;
  zid: string;
  tutorial: string | null;
  groupId: string | null;
  preferences: { project: string; notes: string; rank: number }[];
}[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
  await t.app.outbox.drain();
  [subcourse] = (await t.db
    .select()
    .from(subcourses)
    .where(eq(subcourses.code, DEMO_COURSE.code))) as [typeof subcourses.$inferSelect];
  available = await t.db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.subcourseId, subcourse.id), eq(projects.status, 'available')));
  groupRows = await t.db.select().from(groups).where(eq(groups.subcourseId, subcourse.id));
  roster = await t.db
    .select({
      id: students.id,
      zid: students.zid,
      tutorial: enrolments.tutorial,
      groupId: enrolments.groupId,
      preferences: enrolments.preferences,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.subcourseId, subcourse.id));
});
afterAll(async () => {
  await t.close();
});

const membersOf = (groupId: string) => roster.filter((s) => s.groupId === groupId);

describe('demo seed: groups and preferences (issue 10)', () => {
  it('forms groups in every tutorial within max_group_size, with free places and students left over', () => {
    for (const tutorial of DEMO_COURSE.tutorials) {
      const tutorialGroups = groupRows.filter((g) => g.tutorial === tutorial);
      const sizes = tutorialGroups.map((g) => membersOf(g.id).length).sort();
      expect(sizes, tutorial).toEqual([0, 3, 4, 5]);
      expect(sizes.every((size) => size <= subcourse.maxGroupSize)).toBe(true);
      for (const group of tutorialGroups.filter((g) => membersOf(g.id).length > 0)) {
        expect(membersOf(group.id).map((s) => s.id)).toContain(group.leadId);
        expect(membersOf(group.id).every((s) => s.tutorial === tutorial)).toBe(true);
      }
      expect(roster.filter((s) => s.tutorial === tutorial && !s.groupId).length).toBe(8);
    }
  });

  it('keeps the demo student in a group with a lead, still a draft, and able to log in', async () => {
    const demo = roster.find((s) => s.zid === DEMO_ACCOUNTS.student.zid)!;
    const group = groupRows.find((g) => g.id === demo.groupId)!;
    expect(group).toBeDefined();
    expect(group.leadId).not.toBeNull();
    expect(group.isDraft).toBe(true);
    expect(subcourse.preferenceRelease).toBe(true);
    const response = await login(t, 'student', DEMO_ACCOUNTS.student.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('gives most students a valid individual ranking', () => {
    const ranked = roster.filter((s) => s.preferences.length > 0);
    expect(ranked.length).toBeGreaterThanOrEqual(roster.length * 0.7);
    const ids = available.map((p) => p.id);
    for (const student of ranked) {
      expect(preferenceShapeError(student.preferences, ids)).toBeNull();
    }
  });

  it('submits valid, differing group rankings that contend for the popular projects', () => {
    const formed = groupRows.filter((g) => membersOf(g.id).length > 0);
    const submitted = formed.filter((g) => !g.isDraft);
    expect(submitted.length).toBe(formed.length - 1);
    expect(submitted.length).toBeGreaterThanOrEqual(formed.length * 0.6);
    const names = new Map(available.map((p) => [p.id, p.name]));
    const ids = [...names.keys()];
    for (const group of submitted) {
      expect(preferenceShapeError(group.projPreferences, ids), group.name).toBeNull();
      const named = group.projPreferences.map((p) => ({ ...p, name: names.get(p.project)! }));
      expect(finalPreferenceError(named), group.name).toBeNull();
      expect(topicAnswersError(subcourse.projectPreferenceForm, group.topicPreferences)).toBeNull();
    }
    // Pitches differ between groups, and so do the top choices.
    const pitches = submitted.flatMap((g) => g.projPreferences.map((p) => p.notes));
    expect(new Set(pitches).size).toBe(pitches.length);
    const firstChoices = new Set(submitted.map((g) => g.projPreferences[0]!.project));
    expect(firstChoices.size).toBeGreaterThan(1);
    // Contention: some project is ranked by at least half of the submitted groups.
    const demand = new Map<string, number>();
    for (const group of submitted) {
      for (const entry of group.projPreferences) {
        demand.set(entry.project, (demand.get(entry.project) ?? 0) + 1);
      }
    }
    expect(Math.max(...demand.values())).toBeGreaterThanOrEqual(submitted.length / 2);
    // ...and popular projects are not ranked the same way by everyone.
    const [hot] = [...demand.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const ranksOfHot = new Set(
      submitted.flatMap((g) =>
        g.projPreferences.filter((p) => p.project === hot).map((p) => p.rank),
      ),
    );
    expect(ranksOfHot.size).toBeGreaterThan(1);
  });
});
