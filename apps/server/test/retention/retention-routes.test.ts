import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RETENTION_MESSAGES } from '@capstone/contracts';
import {
  auditEvents,
  projects,
  retentionReviews,
  staffMemberships,
  students,
  subcourses,
} from '../../src/db/schema';
import { runRetentionJob } from '../../src/modules/retention/retention-job';
import { ONLY_ADMINS, ONLY_STAFF } from '../../src/policies/subcourse.policy';
import { addStaff, createCourse, createProject, enrol } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  DAY_MS,
  daysAgo,
  EMPTY_OFFERING,
  fillOffering,
  FULL_OFFERING,
  offering,
  personalRows,
  reviewOf,
} from './retention-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAYS = 730;
type Headers = Record<string, string>;
const get = (headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/retention', headers });
const post = (subcourseId: string, action: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/retention/${subcourseId}/${action}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** An admin with two due offerings full of personal data and one recently archived. */
async function world() {
  const admin = await signedIn(t, 'staff');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  const otherAdmin = await signedIn(t, 'staff');
  const student = await signedIn(t, 'student');
  const course = await createCourse(t.db, admin.id);
  const due = await offering(t.db, course, DAYS + 10);
  const sibling = await offering(t.db, course, DAYS + 20);
  const recent = await offering(t.db, course, 10);
  await addStaff(t.db, due.id, tutor.id, 'tutor', ['H12A']);
  await enrol(t.db, due.id, student.id);
  const dueData = await fillOffering(t.db, due.id);
  const siblingData = await fillOffering(t.db, sibling.id);
  const project = await createProject(t.db, course.id, []);
  await createCourse(t.db, otherAdmin.id);
  await runRetentionJob(t.db, DAYS);
  return {
    admin,
    tutor,
    otherAdmin,
    student,
    course,
    due,
    sibling,
    recent,
    dueData,
    siblingData,
    project,
  };
}

const eventsOf = async (subcourseId: string, action: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.subcourseId, subcourseId))).filter(
    (event) => event.action === action,
  );
const allEvents = async () => (await t.db.select().from(auditEvents)).length;

describe('GET /api/admin/retention', () => {
  it('walks the failure ladder: 401 without a token, 403 for students and clients', async () => {
    const student = await signedIn(t, 'student');
    const client = await signedIn(t, 'client');
    expectError(await get(), 401, MESSAGES.missingAuth);
    expectError(await get(student.headers), 403, ONLY_STAFF);
    expectError(await get(client.headers), 403, ONLY_STAFF);
  });

  it("lists the due offerings where the caller is course admin, with what they'd lose", async () => {
    const w = await world();
    const response = await get(w.admin.headers);
    expect(response.statusCode).toBe(200);
    const mine = response
      .json<{ subcourse_id: string }[]>()
      .filter((row) => [w.due.id, w.sibling.id, w.recent.id].includes(row.subcourse_id));
    expect(mine).toEqual([
      expect.objectContaining({ subcourse_id: w.sibling.id }),
      {
        subcourse_id: w.due.id,
        code: w.due.code,
        name: w.due.name,
        term: w.due.term,
        year: w.due.year,
        archived_at: w.due.archivedAt!.toISOString(),
        due_since: expect.any(String),
        last_postponed_until: null,
        students: 3,
        groups: 1,
        posts: 2,
      },
    ]);
    // Tutors, other admins: nothing of it.
    expect((await get(w.tutor.headers)).json()).toEqual([]);
    expect((await get(w.otherAdmin.headers)).json()).toEqual([]);
  });
});

describe('POST /api/admin/retention/{subcourseId}/confirm', () => {
  it('walks the failure ladder and writes no event on a failure', async () => {
    const w = await world();
    const before = await allEvents();
    expectError(await post(w.due.id, 'confirm'), 401, MESSAGES.missingAuth);
    expect((await post('nope', 'confirm', w.admin.headers)).statusCode).toBe(404);
    expect((await post('x'.repeat(101), 'confirm', w.admin.headers)).statusCode).toBe(400);
    expect((await post(w.due.id, 'confirm', w.otherAdmin.headers)).statusCode).toBe(404);
    expectError(await post(w.due.id, 'confirm', w.tutor.headers), 403, ONLY_ADMINS);
    expectError(await post(w.due.id, 'confirm', w.student.headers), 403, ONLY_STAFF);
    expectError(
      await post(w.recent.id, 'confirm', w.admin.headers),
      400,
      RETENTION_MESSAGES.notDue,
    );
    expect(await allEvents()).toBe(before);
    expect(await personalRows(t.db, w.due.id)).toEqual({ ...FULL_OFFERING, enrolments: 3 });
  });

  it("erases exactly that offering's personal data, keeps accounts and projects, audits once", async () => {
    const w = await world();
    const response = await post(w.due.id, 'confirm', w.admin.headers);
    expect(response.json()).toEqual({ message: RETENTION_MESSAGES.confirmed });
    expect(response.statusCode).toBe(200);

    expect(await personalRows(t.db, w.due.id)).toEqual(EMPTY_OFFERING);
    expect(await personalRows(t.db, w.sibling.id)).toEqual(FULL_OFFERING);
    // The offering, its staff, the course's projects and the people's accounts stay.
    const [row] = await t.db.select().from(subcourses).where(eq(subcourses.id, w.due.id));
    expect(row).toMatchObject({ id: w.due.id, isArchived: true });
    expect(
      await t.db.select().from(staffMemberships).where(eq(staffMemberships.subcourseId, w.due.id)),
    ).toHaveLength(2);
    expect(await t.db.select().from(projects).where(eq(projects.id, w.project.id))).toHaveLength(1);
    for (const id of [w.dueData.lead.id, w.student.id]) {
      expect(await t.db.select().from(students).where(eq(students.id, id))).toHaveLength(1);
    }
    expect(await reviewOf(t.db, w.due.id)).toMatchObject({
      decidedBy: w.admin.id,
      erasedAt: expect.any(Date),
    });

    const events = await eventsOf(w.due.id, 'retention.confirm');
    expect(events).toEqual([
      expect.objectContaining({
        actorType: 'staff',
        actorId: w.admin.id,
        targetType: 'subcourse',
        targetId: w.due.id,
        courseId: w.course.id,
        ip: '127.0.0.1',
        summary: {
          erased: {
            students: 3,
            groups: 1,
            channels: 2,
            posts: 2,
            allocation_logs: 1,
            peer_rounds: 0,
            mails: 1,
          },
        },
      }),
    ]);
    expect(await eventsOf(w.sibling.id, 'retention.confirm')).toEqual([]);

    // Gone from the list; a second confirmation finds nothing due and writes nothing.
    const listed = (await get(w.admin.headers)).json<{ subcourse_id: string }[]>();
    expect(listed.map((r) => r.subcourse_id)).not.toContain(w.due.id);
    expect(listed.map((r) => r.subcourse_id)).toContain(w.sibling.id);
    expectError(await post(w.due.id, 'confirm', w.admin.headers), 400, RETENTION_MESSAGES.notDue);
    expect(await eventsOf(w.due.id, 'retention.confirm')).toHaveLength(1);
    // The erased offering is never due again.
    await runRetentionJob(t.db, DAYS);
    expect((await reviewOf(t.db, w.due.id))?.erasedAt).not.toBeNull();
  });

  it('two confirmations at once erase once and audit once', async () => {
    const w = await world();
    const answers = await Promise.all([
      post(w.due.id, 'confirm', w.admin.headers),
      post(w.due.id, 'confirm', w.admin.headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await eventsOf(w.due.id, 'retention.confirm')).toHaveLength(1);
  });
});

describe('POST /api/admin/retention/{subcourseId}/postpone', () => {
  const valid = () => ({ reason: 'Academic appeal still open', until: day(30) });

  it('walks the failure ladder and writes no event on a failure', async () => {
    const w = await world();
    const before = await allEvents();
    const send = (payload: unknown, headers: Headers = w.admin.headers, id = w.due.id) =>
      post(id, 'postpone', headers, payload);
    expectError(await send(valid(), {}), 401, MESSAGES.missingAuth);
    expectError(await send(undefined), 400, 'reason is required');
    expectError(await send({ until: day(30) }), 400, 'reason is required');
    expectError(await send({ ...valid(), reason: '   ' }), 400, 'reason is required');
    expectError(await send({ ...valid(), reason: 42 }), 400, 'reason must be a string');
    expectError(
      await send({ ...valid(), reason: 'x'.repeat(501) }),
      400,
      RETENTION_MESSAGES.reasonTooLong,
    );
    expectError(await send({ reason: 'ok' }), 400, 'until is required');
    // Kept for good in the trail, so no email and no university id.
    for (const reason of [
      'Sue Dent z5123456 appeal pending',
      'Appeal (Z5123456).',
      'Ask sue.dent@example.com first',
      '=HYPERLINK("http://evil.example","x") sue@unsw.edu.au',
    ]) {
      expectError(
        await send({ ...valid(), reason }),
        400,
        'reason must not contain an email or a university id',
      );
    }
    for (const until of ['31/12/2030', '2030-02-30', '2030-1-01', 'x'.repeat(11)]) {
      expectError(await send({ ...valid(), until }), 400, RETENTION_MESSAGES.untilFormat);
    }
    expectError(await send({ ...valid(), until: day(0) }), 400, RETENTION_MESSAGES.untilInPast);
    expectError(await send({ ...valid(), until: day(-3) }), 400, RETENTION_MESSAGES.untilInPast);
    expectError(await send({ ...valid(), until: day(400) }), 400, RETENTION_MESSAGES.untilTooFar);
    expect((await send(valid(), w.admin.headers, 'nope')).statusCode).toBe(404);
    expect((await send(valid(), w.otherAdmin.headers)).statusCode).toBe(404);
    expectError(await send(valid(), w.tutor.headers), 403, ONLY_ADMINS);
    expectError(await send(valid(), w.student.headers), 403, ONLY_STAFF);
    expectError(await send(valid(), w.admin.headers, w.recent.id), 400, RETENTION_MESSAGES.notDue);
    expect(await allEvents()).toBe(before);
    expect((await reviewOf(t.db, w.due.id))?.postponedUntil).toBeNull();
  });

  it('hides the offering until the date, with one event holding the reason', async () => {
    const w = await world();
    const until = day(30);
    const response = await post(w.due.id, 'postpone', w.admin.headers, {
      reason: '  Academic appeal still open ',
      until,
    });
    expect(response.json()).toEqual({ message: RETENTION_MESSAGES.postponed });
    expect(response.statusCode).toBe(200);
    const listed = () =>
      get(w.admin.headers).then((r) =>
        r.json<{ subcourse_id: string }[]>().map((x) => x.subcourse_id),
      );
    expect(await listed()).not.toContain(w.due.id);
    expect(await listed()).toContain(w.sibling.id);
    expect(await eventsOf(w.due.id, 'retention.postpone')).toEqual([
      expect.objectContaining({
        actorId: w.admin.id,
        summary: { until, reason: 'Academic appeal still open' },
      }),
    ]);
    // Nothing was erased, and a postponed offering cannot be confirmed meanwhile.
    expect(await personalRows(t.db, w.due.id)).toEqual({ ...FULL_OFFERING, enrolments: 3 });
    expectError(await post(w.due.id, 'confirm', w.admin.headers), 400, RETENTION_MESSAGES.notDue);
    // Still hidden after the job runs before the date.
    await runRetentionJob(t.db, DAYS);
    expect(await listed()).not.toContain(w.due.id);

    // The date passes (moved into the past here): listed again, and the job marks it due again.
    const over = daysAgo(1);
    await t.db
      .update(retentionReviews)
      .set({ postponedUntil: over })
      .where(eq(retentionReviews.subcourseId, w.due.id));
    expect((await runRetentionJob(t.db, DAYS)).dueAgain).toEqual([w.due.id]);
    const row = (await get(w.admin.headers))
      .json<{ subcourse_id: string; last_postponed_until: string | null }[]>()
      .find((r) => r.subcourse_id === w.due.id);
    expect(row?.last_postponed_until).toBe(over.toISOString());
    expect((await post(w.due.id, 'confirm', w.admin.headers)).statusCode).toBe(200);
  });
});
