import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, MESSAGES } from '@capstone/contracts';
import { channels, groups, staff, staffMemberships } from '../../src/db/schema';
import { addStaff, createGroup } from '../helpers/course-factories';
import { createAccount, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  channelIdsOf,
  courseAdminWithSubcourse,
  importMembers,
  mailsSince,
  memberRow,
} from './member-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/staff/subcourse/add-tutors';
const post = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });

async function staffByZid(zid: string) {
  const [row] = await t.db.select().from(staff).where(eq(staff.zid, zid));
  return row;
}
async function membership(subcourseId: string, staffId: string) {
  const [row] = await t.db
    .select()
    .from(staffMemberships)
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    );
  return row;
}

/** A group of the tutorial with a project channel, as a publish would leave it. */
async function groupWithChannel(subcourseId: string, tutorial: string) {
  const group = await createGroup(t.db, subcourseId, { name: `${tutorial}-TEAM`, tutorial });
  const [channel] = await t.db
    .insert(channels)
    .values({
      subcourseId,
      name: group.name,
      channelType: 'text',
      category: 'project',
      groupId: group.id,
    })
    .returning();
  return { group, channelId: channel!.id };
}

describe('POST /api/staff/subcourse/add-tutors: failures', () => {
  it('401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('400 when tutors is not a list or the id is missing', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const a = await post(admin.headers, { subcourseId: subcourse.id, tutors: {} });
    expect(a.json()).toEqual({ Error: MEMBER_MESSAGES.tutorsMustBeList });
    const b = await post(admin.headers, { tutors: [] });
    expect(b.json()).toEqual({ Error: MEMBER_MESSAGES.subcourseIdRequired });
    expect([a.statusCode, b.statusCode]).toEqual([400, 400]);
  });

  it('403 for a student account, 404 for another course admin, 403 for a tutor of S', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const student = await signedIn(t, 'student');
    const s = await post(student.headers, { subcourseId: subcourse.id, tutors: [] });
    expect(s.statusCode).toBe(403);
    expect(s.json()).toEqual({ Error: 'This route is for staff accounts' });

    const other = await courseAdminWithSubcourse(t);
    const o = await post(other.admin.headers, { subcourseId: subcourse.id, tutors: [memberRow()] });
    expect(o.statusCode).toBe(404);
    expect(o.json()).toEqual({ Error: 'Subcourse cannot be found in database' });

    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    const row = memberRow();
    const r = await post(tutor.headers, { subcourseId: subcourse.id, tutors: [row] });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ Error: 'Only course admins can do this' });
    expect(await staffByZid(row.zid)).toBeUndefined();
  });
});

describe('POST /api/staff/subcourse/add-tutors: success', () => {
  it('creates tutor accounts with their tutorials, channels and both emails', async () => {
    const { admin, subcourse, courseChannels } = await courseAdminWithSubcourse(t);
    const h12a = await groupWithChannel(subcourse.id, 'H12A');
    const other = await groupWithChannel(subcourse.id, 'F09B');
    const row = memberRow({ firstName: 'Tara', lastName: 'Tutor', tutorial: 'H12A, T13B' });
    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'tutors', admin.headers, subcourse.id, [row]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Tutors added to subcourse successfully!',
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    const tutor = (await staffByZid(row.zid))!;
    expect(tutor).toMatchObject({ name: 'Tara Tutor', role: 'tutor', passwordHash: null });
    expect(await membership(subcourse.id, tutor.id)).toMatchObject({
      role: 'tutor',
      tutorials: ['H12A', 'T13B'],
    });
    const joined = await channelIdsOf(t.db, 'staff', tutor.id);
    expect(joined).toEqual([...courseChannels, h12a.channelId].sort());
    expect(joined).not.toContain(other.channelId);
    expect(
      mailsSince(t, before)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Capstone Management System Registration', 'Course Invitation']);
    expect(mailsSince(t, before).every((m) => m.to === row.email)).toBe(true);
    // Tutors never create groups.
    expect(
      (await t.db.select().from(groups).where(eq(groups.subcourseId, subcourse.id))).length,
    ).toBe(2);
  });

  it('merges tutorials into an existing membership; the same rows again change nothing', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const existing = await createAccount(t.db, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, existing.id, 'tutor', ['H12A']);
    const t13b = await groupWithChannel(subcourse.id, 'T13B');
    const row = memberRow({ zid: existing.zid, email: existing.email, tutorial: 'T13B,H12A' });

    const before = t.mailer.sent.length;
    const first = await importMembers(t, 'tutors', admin.headers, subcourse.id, [row]);
    expect(first.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect((await membership(subcourse.id, existing.id))!.tutorials).toEqual(['H12A', 'T13B']);
    expect(await channelIdsOf(t.db, 'staff', existing.id)).toContain(t13b.channelId);
    expect(mailsSince(t, before).map((m) => m.subject)).toEqual(['Course Invitation']);

    const mid = t.mailer.sent.length;
    const again = await importMembers(t, 'tutors', admin.headers, subcourse.id, [row]);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1, errors: [] });
    expect(t.mailer.sent.length).toBe(mid);
  });

  it('adds an existing staff account from elsewhere as a tutor without renaming it', async () => {
    const { admin, subcourse, courseChannels } = await courseAdminWithSubcourse(t);
    const existing = await createAccount(t.db, 'staff', { role: 'course admin' });
    const row = memberRow({ zid: existing.zid, email: existing.email, firstName: 'New' });
    const response = await importMembers(t, 'tutors', admin.headers, subcourse.id, [row]);
    expect(response.json()).toMatchObject({ updated: 1 });
    expect(await membership(subcourse.id, existing.id)).toMatchObject({
      role: 'tutor',
      tutorials: ['H12A'],
    });
    const account = (await staffByZid(existing.zid!))!;
    expect(account).toMatchObject({ name: 'Ada Lovelace', role: 'course admin' });
    expect(await channelIdsOf(t.db, 'staff', existing.id)).toEqual([...courseChannels].sort());
  });

  it('keeps a course admin of S a course admin and gives it the tutorials', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const response = await importMembers(t, 'tutors', admin.headers, subcourse.id, [
      memberRow({ zid: admin.zid, email: admin.email, tutorial: 'H12A' }),
    ]);
    expect(response.json()).toMatchObject({ updated: 1 });
    expect(await membership(subcourse.id, admin.id)).toMatchObject({
      role: 'course admin',
      tutorials: ['H12A'],
    });
  });

  it('reports bad rows with their row number and imports the rest', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const existing = await createAccount(t.db, 'staff');
    const good = memberRow({ tutorial: 'A1,B2' });
    const response = await importMembers(t, 'tutors', admin.headers, subcourse.id, [
      memberRow({ tutorial: 'A1, B 2' }),
      good,
      memberRow({ zid: existing.zid, email: `${existing.zid}@unsw.edu.au` }),
      memberRow({ email: 'tutor@example.com' }),
    ]);
    expect(response.json()).toMatchObject({
      created: 1,
      errors: [
        { row: 1, message: MEMBER_MESSAGES.tutorialFormat },
        { row: 3, message: MEMBER_MESSAGES.zidInUseWithOtherEmail },
        { row: 4, message: MESSAGES.emailUnswRegister },
      ],
    });
    const tutor = (await staffByZid(good.zid))!;
    expect((await membership(subcourse.id, tutor.id))!.tutorials).toEqual(['A1', 'B2']);
  });

  it('a student account with the same zID does not count: tutors are matched among staff', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const student = await createAccount(t.db, 'student');
    const response = await importMembers(t, 'tutors', admin.headers, subcourse.id, [
      memberRow({ zid: student.zid, email: student.email }),
    ]);
    expect(response.json()).toMatchObject({ created: 1, errors: [] });
    expect((await staffByZid(student.zid!))!.role).toBe('tutor');
  });
});
