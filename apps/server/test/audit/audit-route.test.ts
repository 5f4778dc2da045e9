import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, MESSAGES, parseCsv, type AuditListResponse } from '@capstone/contracts';
import { auditEvents, projects, students } from '../../src/db/schema';
import { calendarDay } from '../../src/lib/time-zone';
import { ONLY_ADMINS, ONLY_STAFF } from '../../src/policies/subcourse.policy';
import {
  addStaff,
  applyAsClient,
  createCourse,
  createProject,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const read = (subcourseId: string, headers: Headers = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/${subcourseId}/audit${query}`, headers });

/** An event as a test seeds it, at a time of its choosing. */
interface SeedEvent {
  actor: { type: 'staff' | 'student'; id: string };
  ip: string;
  action: string;
  target?: { type: string; id: string };
  subjectId?: string;
  subcourseId?: string;
  courseId?: string;
  summary: Record<string, unknown>;
  at: Date;
}

/**
 * A course with two offerings, the people of the first, and a trail: events of S, of its sibling,
 * of the parent course (term dates), of a client decision naming two courses, and of another
 * course; each at a known time.
 */
async function world() {
  const admin = await signedIn(t, 'staff');
  const coAdmin = await signedIn(t, 'staff');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  const student = await signedIn(t, 'student');
  const client = await signedIn(t, 'client');
  const course = await createCourse(t.db, admin.id);
  const sub = await createSubcourse(t.db, course);
  const sibling = await createSubcourse(t.db, course, { name: '2025T2', term: 2 });
  await addStaff(t.db, sub.id, coAdmin.id, 'course admin');
  await addStaff(t.db, sub.id, tutor.id, 'tutor', ['H12A']);
  await enrol(t.db, sub.id, student.id);
  await applyAsClient(t.db, course.id, client.id);
  const project = await createProject(t.db, course.id, [client.id], { name: 'Nova' });
  const otherAdmin = await signedIn(t, 'staff');
  const otherCourse = await createCourse(t.db, otherAdmin.id);
  const otherSub = await createSubcourse(t.db, otherCourse);

  const by = (actor: { id: string }, type: 'staff' | 'student' = 'staff') => ({
    actor: { type, id: actor.id },
    ip: '10.0.0.1',
  });
  const at = (iso: string) => new Date(iso);
  const rows: SeedEvent[] = [
    // S: a removal by the admin, late on 28 Feb in Sydney (12:30Z is 23:30 AEDT).
    {
      ...by(admin),
      action: 'members.remove_student',
      target: { type: 'student', id: student.id },
      subjectId: student.id,
      subcourseId: sub.id,
      courseId: course.id,
      summary: { left_group_id: null },
      at: at('2025-02-28T12:30:00Z'),
    },
    // S: a project approval by the co-admin, early on 1 Mar in Sydney.
    {
      ...by(coAdmin),
      action: 'project.approve',
      target: { type: 'project', id: project.id },
      subcourseId: sub.id,
      courseId: course.id,
      summary: { before: 'submitted', after: 'available' },
      at: at('2025-02-28T13:30:00Z'),
    },
    // The parent course: term dates.
    {
      ...by(admin),
      action: 'course.term_dates_update',
      target: { type: 'course', id: course.id },
      courseId: course.id,
      summary: { changes: {} },
      at: at('2025-03-10T00:00:00Z'),
    },
    // A client decision about this course and the other one.
    {
      ...by(admin),
      action: 'client.verify',
      target: { type: 'client', id: client.id },
      subjectId: client.id,
      summary: { course_ids: [otherCourse.id, course.id] },
      at: at('2025-03-11T00:00:00Z'),
    },
    // The sibling offering and the other course: never in S's trail.
    {
      ...by(admin),
      action: 'subcourse.settings_update',
      subcourseId: sibling.id,
      courseId: course.id,
      summary: { changes: {} },
      at: at('2025-03-12T00:00:00Z'),
    },
    {
      ...by(otherAdmin),
      action: 'subcourse.settings_update',
      subcourseId: otherSub.id,
      courseId: otherCourse.id,
      summary: { changes: {} },
      at: at('2025-03-12T00:00:00Z'),
    },
  ];
  await t.db.insert(auditEvents).values(
    rows.map((row) => ({
      actorType: row.actor.type,
      actorId: row.actor.id,
      action: row.action,
      targetType: row.target?.type ?? null,
      targetId: row.target?.id ?? null,
      subjectId: row.subjectId ?? null,
      subcourseId: row.subcourseId ?? null,
      courseId: row.courseId ?? null,
      summary: row.summary,
      ip: row.ip,
      at: row.at,
    })),
  );
  return {
    admin,
    coAdmin,
    tutor,
    student,
    client,
    course,
    sub,
    sibling,
    project,
    otherAdmin,
    otherSub,
  };
}

describe('GET /api/admin/{subcourseId}/audit', () => {
  it('walks the failure ladder: 401, 400, 404, 403', async () => {
    const w = await world();
    expectError(await read(w.sub.id), 401, MESSAGES.missingAuth);
    for (const [query, message] of [
      ['?action=members.nope', AUDIT_MESSAGES.actionRule],
      ['?from=2025-13-01', AUDIT_MESSAGES.fromRule],
      ['?to=2025-02-30', AUDIT_MESSAGES.toRule],
      [`?from=${'9'.repeat(5000)}`, AUDIT_MESSAGES.fromRule],
      ['?from=2025-03-02&to=2025-03-01', AUDIT_MESSAGES.rangeRule],
      ['?limit=501', AUDIT_MESSAGES.limitRule],
      ['?limit=0', AUDIT_MESSAGES.limitRule],
      ['?limit=1e3', AUDIT_MESSAGES.limitRule],
      ['?offset=-1', AUDIT_MESSAGES.offsetRule],
      [`?person=${'x'.repeat(101)}`, AUDIT_MESSAGES.personRule],
      ['?format=xml', AUDIT_MESSAGES.formatRule],
    ] as const) {
      expectError(await read(w.sub.id, w.admin.headers, query), 400, message);
    }
    // Unrelated staff: the subcourse's 404; its tutor, student and client: 403.
    expect((await read(w.sub.id, w.otherAdmin.headers)).statusCode).toBe(404);
    expect((await read('no-such-subcourse', w.admin.headers)).statusCode).toBe(404);
    expectError(await read(w.sub.id, w.tutor.headers), 403, ONLY_ADMINS);
    expectError(await read(w.sub.id, w.student.headers), 403, ONLY_STAFF);
    expectError(await read(w.sub.id, w.client.headers), 403, ONLY_STAFF);
  });

  it('answers the events of S and of its course, newest first, with names read now', async () => {
    const w = await world();
    const response = await read(w.sub.id, w.coAdmin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<AuditListResponse>();
    expect(body.next_offset).toBeNull();
    expect(body.events.map((e) => e.action)).toEqual([
      'client.verify',
      'course.term_dates_update',
      'project.approve',
      'members.remove_student',
    ]);
    const [verify, , approve, removal] = body.events;
    expect(approve).toMatchObject({
      at: '2025-02-28T13:30:00.000Z',
      action_label: 'Approved a project',
      actor: { type: 'staff', id: w.coAdmin.id, name: 'Ada Lovelace' },
      target: { type: 'project', id: w.project.id, name: 'Nova' },
      subject: null,
      subcourse_id: w.sub.id,
      course_id: w.course.id,
      summary: { before: 'submitted', after: 'available' },
      ip: '10.0.0.1',
    });
    expect(verify!.subject).toEqual({ type: 'client', id: w.client.id, name: 'Grace Hopper' });
    expect(removal!.subject).toEqual({ type: 'student', id: w.student.id, name: 'Ada Lovelace' });

    // A deleted account is named "Deleted user" wherever it appears, from then on.
    await t.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, w.student.id));
    const after = (await read(w.sub.id, w.coAdmin.headers)).json<AuditListResponse>();
    const removed = after.events.find((e) => e.action === 'members.remove_student')!;
    expect(removed.subject!.name).toBe(AUDIT_MESSAGES.deletedUser);
    expect(removed.target!.name).toBe(AUDIT_MESSAGES.deletedUser);
  });

  it('filters by person, action and days in the server time zone, and pages', async () => {
    const w = await world();
    const actions = async (query: string) =>
      (await read(w.sub.id, w.admin.headers, query))
        .json<AuditListResponse>()
        .events.map((e) => e.action);
    expect(await actions(`?person=${w.coAdmin.id}`)).toEqual(['project.approve']);
    expect(await actions('?action=course.term_dates_update')).toEqual(['course.term_dates_update']);
    // 12:30Z on 28 Feb is still 28 Feb in Sydney; 13:30Z is 1 Mar.
    expect(await actions('?from=2025-03-01&to=2025-03-01')).toEqual(['project.approve']);
    expect(await actions('?to=2025-02-28')).toEqual(['members.remove_student']);
    expect(await actions('?from=2025-03-11')).toEqual(['client.verify']);
    expect(await actions(`?person=${w.otherAdmin.id}`)).toEqual([]);

    const first = (await read(w.sub.id, w.admin.headers, '?limit=3')).json<AuditListResponse>();
    expect(first.events).toHaveLength(3);
    expect(first.next_offset).toBe(3);
    const second = (
      await read(w.sub.id, w.admin.headers, '?limit=3&offset=3')
    ).json<AuditListResponse>();
    expect(second.events.map((e) => e.action)).toEqual(['members.remove_student']);
    expect(second.next_offset).toBeNull();
  });

  it('exports the filtered trail as CSV with spreadsheet-safe cells', async () => {
    const w = await world();
    // A project named like a formula: the cell is defused as the report's cells are.
    await t.db.update(projects).set({ name: '=1+1' }).where(eq(projects.id, w.project.id));
    const response = await read(w.sub.id, w.admin.headers, '?format=csv&action=project.approve');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named after the offering and the day, so two offerings' exports never share a name.
    const today = calendarDay(t.app.ctx.config.institution.timeZone);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="activity-${w.sub.code}-2025-T1-${today}.csv"`,
    );
    const rows = parseCsv(response.body, ',').map((record) => record.fields);
    expect(rows).toEqual([
      ['Time', 'Person', 'Action', 'Target', 'About', 'Summary', 'IP address', 'What happened'],
      [
        '2025-02-28T13:30:00.000Z',
        'Ada Lovelace',
        'Approved a project',
        "'=1+1",
        '',
        'before: submitted; after: available',
        '10.0.0.1',
        'Approved the project =1+1',
      ],
    ]);
    expect((await read(w.sub.id, w.tutor.headers, '?format=csv')).statusCode).toBe(403);
  });

  it('has no way to change or delete an event', async () => {
    const w = await world();
    const [event] = await t.db.select().from(auditEvents).limit(1);
    const count = (await t.db.select().from(auditEvents)).length;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of [
        `/api/admin/${w.sub.id}/audit`,
        `/api/admin/${w.sub.id}/audit/${event!.id}`,
      ]) {
        const response = await t.app.inject({
          method,
          url,
          headers: w.admin.headers,
          payload: { action: 'changed' },
        });
        expect([404, 405]).toContain(response.statusCode);
      }
    }
    expect(await t.db.select().from(auditEvents)).toHaveLength(count);
    const [same] = await t.db.select().from(auditEvents).where(eq(auditEvents.id, event!.id));
    expect(same).toEqual(event);
  });
});
