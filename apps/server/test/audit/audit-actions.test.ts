import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, showsFieldKey, type AuditListResponse } from '@capstone/contracts';
import { enrolments, projects } from '../../src/db/schema';
import { board, boardWorld, post, type BoardWorld } from '../allocation/board-fixtures';
import { addStaff, createProject, enrol } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importMembers, memberRow } from '../members/member-helpers';
import { countEvents, eventsOf, theOneNew } from './audit-fixtures';

let t: TestApp;
let w: BoardWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await boardWorld(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (
  method: 'PUT' | 'DELETE' | 'POST',
  url: string,
  headers: Headers,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Runs `action` and returns the one event of `name` it wrote. */
async function oneEvent(name: string, action: () => Promise<{ statusCode: number }>) {
  const before = (await eventsOf(t.db, name)).length;
  const response = await action();
  expect(response.statusCode).toBe(200);
  return theOneNew(t.db, name, before);
}

describe('each audited action writes exactly one event, in its own transaction', () => {
  it('member imports: one event per import with its counts, one per tutorial move', async () => {
    const rows = [memberRow({ tutorial: 'H12A' }), memberRow({ tutorial: 'H12A' })];
    const bad = memberRow({ email: 'someone@example.com' });
    const event = await oneEvent('members.import_students', () =>
      importMembers(t, 'students', w.admin.headers, w.subcourse.id, [...rows, bad]),
    );
    expect(event).toMatchObject({
      actorType: 'staff',
      actorId: w.admin.id,
      subcourseId: w.subcourse.id,
      courseId: w.course.id,
      targetType: 'subcourse',
      targetId: w.subcourse.id,
      summary: { created: 2, updated: 0, unchanged: 0, errors: 1 },
    });

    // The first student moves to W15B: a tutorial change, and the import's own event.
    const moves = (await eventsOf(t.db, 'members.tutorial_change')).length;
    const again = await oneEvent('members.import_students', () =>
      importMembers(t, 'students', w.admin.headers, w.subcourse.id, [
        { ...rows[0], tutorial: 'W15B' },
        rows[1],
      ]),
    );
    expect(again.summary).toEqual({ created: 0, updated: 1, unchanged: 1, errors: 0 });
    const move = await theOneNew(t.db, 'members.tutorial_change', moves);
    const [moved] = await t.db
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(eq(enrolments.tutorial, 'W15B'));
    expect(move).toMatchObject({
      actorId: w.admin.id,
      targetType: 'student',
      subjectId: expect.any(String),
      subcourseId: w.subcourse.id,
      summary: { before: 'H12A', after: 'W15B', left_group_id: null },
    });
    expect(moved).toBeDefined();

    const tutors = await oneEvent('members.import_tutors', () =>
      importMembers(t, 'tutors', w.admin.headers, w.subcourse.id, [
        memberRow({ tutorial: 'H12A' }),
      ]),
    );
    expect(tutors).toMatchObject({
      actorId: w.admin.id,
      subcourseId: w.subcourse.id,
      summary: { created: 1, updated: 0, unchanged: 0, errors: 0 },
    });
  });

  it('member removal', async () => {
    const student = await signedIn(t, 'student');
    await enrol(t.db, w.subcourse.id, student.id, { tutorial: 'H12A', groupId: w.empty.id });
    const event = await oneEvent('members.remove_student', () =>
      call(
        'DELETE',
        `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${student.id}`,
        w.admin.headers,
      ),
    );
    expect(event).toMatchObject({
      actorId: w.admin.id,
      targetType: 'student',
      targetId: student.id,
      subjectId: student.id,
      subcourseId: w.subcourse.id,
      courseId: w.course.id,
      summary: { left_group_id: w.empty.id },
    });
  });

  it('settings and form changes: one event each, with before and after', async () => {
    const base = {
      name: w.subcourse.name,
      code: w.subcourse.code,
      term: w.subcourse.term,
      max_group_size: 3,
      client_questionnaire: [],
      project_preference_form: [],
      is_default: false,
      preference_release: false,
    };
    const url = `/api/subcourse/update/${w.subcourse.id}`;
    const settings = await oneEvent('subcourse.settings_update', () =>
      call('PUT', url, w.admin.headers, { ...base, max_group_size: 4 }),
    );
    expect(settings).toMatchObject({
      actorId: w.admin.id,
      subcourseId: w.subcourse.id,
      courseId: w.course.id,
      summary: { changes: { max_group_size: { before: 3, after: 4 } } },
    });
    const forms = (await eventsOf(t.db, 'subcourse.form_update')).length;
    const settingsCount = (await eventsOf(t.db, 'subcourse.settings_update')).length;
    const field = { id: 'a'.repeat(24), label: 'Why?', input_type: 'textarea', options: [] };
    const response = await call('PUT', url, w.admin.headers, {
      ...base,
      max_group_size: 4,
      project_preference_form: [field],
    });
    expect(response.statusCode).toBe(200);
    const form = await theOneNew(t.db, 'subcourse.form_update', forms);
    expect(form.summary).toEqual({
      forms: { project_preference_form: { questions_before: 0, questions_after: 1 } },
    });
    // Only the form changed: no settings event.
    expect(await eventsOf(t.db, 'subcourse.settings_update')).toHaveLength(settingsCount);
  });

  it('term dates: a course-level event', async () => {
    const event = await oneEvent('course.term_dates_update', () =>
      call('PUT', '/api/course/update/date', w.admin.headers, {
        course_id: w.course.id,
        term_dates: { '2': '01-06-2026 to 14-08-2026' },
      }),
    );
    expect(event).toMatchObject({
      actorId: w.admin.id,
      targetType: 'course',
      targetId: w.course.id,
      courseId: w.course.id,
      subcourseId: null,
      summary: {
        changes: { '2': { before: '02-06-2025 to 15-08-2025', after: '01-06-2026 to 14-08-2026' } },
      },
    });
  });

  it('client verification and rejection', async () => {
    const verified = await signedIn(t, 'client');
    await t.db.execute(
      sql`insert into course_clients (course_id, client_id) values (${w.course.id}, ${verified.id})`,
    );
    const verify = await oneEvent('client.verify', () =>
      call('PUT', '/api/admin/client/verify', w.admin.headers, { client_id: verified.id }),
    );
    expect(verify).toMatchObject({
      actorId: w.admin.id,
      targetType: 'client',
      targetId: verified.id,
      subjectId: verified.id,
      courseId: w.course.id,
      subcourseId: null,
      summary: { course_ids: [w.course.id] },
    });
    // Verifying a verified client changes nothing and records nothing.
    const count = await countEvents(t.db, 'client.verify');
    const repeat = await call('PUT', '/api/admin/client/verify', w.admin.headers, {
      client_id: verified.id,
    });
    expect(repeat.statusCode).toBe(200);
    expect(await countEvents(t.db, 'client.verify')).toBe(count);

    const rejected = await signedIn(t, 'client');
    await t.db.execute(
      sql`insert into course_clients (course_id, client_id) values (${w.course.id}, ${rejected.id})`,
    );
    const reject = await oneEvent('client.reject', () =>
      call('PUT', '/api/admin/client/reject', w.admin.headers, { client_id: rejected.id }),
    );
    expect(reject).toMatchObject({
      actorId: w.admin.id,
      subjectId: rejected.id,
      courseId: w.course.id,
      summary: { course_ids: [w.course.id] },
    });
  });

  it('project approval, rejection and removal', async () => {
    const submitted = () =>
      createProject(t.db, w.course.id, [w.client.id], { status: 'submitted', name: 'Nova' });
    const a = await submitted();
    const approve = await oneEvent('project.approve', () =>
      call('PUT', `/api/project/approve/${a.id}/${w.subcourse.id}`, w.admin.headers),
    );
    expect(approve).toMatchObject({
      actorId: w.admin.id,
      targetType: 'project',
      targetId: a.id,
      subcourseId: w.subcourse.id,
      courseId: w.course.id,
      summary: { before: 'submitted', after: 'available' },
    });
    const r = await submitted();
    const reject = await oneEvent('project.reject', () =>
      call('PUT', `/api/project/reject/${r.id}`, w.admin.headers),
    );
    expect(reject).toMatchObject({
      targetId: r.id,
      courseId: w.course.id,
      subcourseId: null,
      summary: { before: 'submitted', after: 'draft' },
    });
    const remove = await oneEvent('project.remove', () =>
      call('DELETE', `/api/project/unapprove/${a.id}/${w.subcourse.id}`, w.admin.headers),
    );
    expect(remove).toMatchObject({
      targetId: a.id,
      subcourseId: w.subcourse.id,
      summary: { before: 'available', after: 'unavailable' },
    });
  });

  it('allocation drafts, publishes and overrides, on both boards', async () => {
    const projectUrl = `/api/admin/allocate/${w.subcourse.id}/project`;
    const full = board({
      [w.apollo.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id, w.charlie.id],
    });
    const draft = await oneEvent('allocation.draft_save', () =>
      post(t, projectUrl, { is_draft: true, ...full }, w.tutor.headers),
    );
    expect(draft).toMatchObject({
      actorId: w.tutor.id,
      subcourseId: w.subcourse.id,
      courseId: w.course.id,
      summary: { kind: 'project', placed: 3, unallocated: 0, over_capacity: 0 },
    });
    const publish = await oneEvent('allocation.publish', () =>
      post(t, projectUrl, { is_draft: false, ...full }, w.admin.headers),
    );
    expect(publish.summary).toEqual({
      kind: 'project',
      placed: 3,
      unallocated: 0,
      over_capacity: 0,
      changed: 3,
    });
    const crowded = board({ [w.apollo.id]: [w.alpha.id, w.bravo.id], [w.borealis.id]: [] }, [
      w.charlie.id,
    ]);
    const override = await oneEvent('allocation.override', () =>
      post(t, projectUrl, { is_draft: false, override: true, ...crowded }, w.admin.headers),
    );
    expect(override.summary).toMatchObject({ kind: 'project', unallocated: 1, over_capacity: 1 });

    const studentUrl = `/api/admin/allocate/${w.subcourse.id}/student`;
    const students = board({
      [w.alpha.id]: [w.a1.id, w.a2.id],
      [w.bravo.id]: [w.b1.id, w.loner.id],
      [w.charlie.id]: [w.c1.id],
    });
    const studentDraft = await oneEvent('allocation.draft_save', () =>
      post(t, studentUrl, { is_draft: true, ...students }, w.admin.headers),
    );
    expect(studentDraft.summary).toMatchObject({ kind: 'student', placed: 5 });
  });

  it('channel creation, without the channel name', async () => {
    const event = await oneEvent('chat.channel_create', () =>
      call('POST', `/api/channels/${w.subcourse.id}/create`, w.admin.headers, {
        channel_type: 'text',
        name: 'Ada Lovelace corner',
        category: 'course',
      }),
    );
    expect(event).toMatchObject({
      actorId: w.admin.id,
      targetType: 'channel',
      subcourseId: w.subcourse.id,
      summary: { category: 'course', channel_type: 'text' },
    });
    expect(JSON.stringify(event.summary)).not.toContain('corner');
  });
});

describe('a refused or rolled-back action writes no event', () => {
  it('a publish refused midway by its checks', async () => {
    const before = await countEvents(t.db);
    const gaps = board({ [w.apollo.id]: [w.alpha.id] }, [w.bravo.id, w.charlie.id]);
    const response = await post(
      t,
      `/api/admin/allocate/${w.subcourse.id}/project`,
      { is_draft: false, ...gaps },
      w.admin.headers,
    );
    expect(response.statusCode).toBe(400);
    const tutor = await post(
      t,
      `/api/admin/allocate/${w.subcourse.id}/project`,
      { is_draft: false, ...gaps },
      w.tutor.headers,
    );
    expect(tutor.statusCode).toBe(403);
    expect(await countEvents(t.db)).toBe(before);
  });

  it('an approval whose last write fails leaves neither the change nor its event', async () => {
    const project = await createProject(t.db, w.course.id, [w.client.id], { status: 'submitted' });
    // The approval's mail is its transaction's last write: make it fail.
    await t.db.execute(sql`
      create or replace function test_refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger test_refuse_mail before insert on email_outbox
      for each row execute function test_refuse_mail()`);
    try {
      const before = await countEvents(t.db, 'project.approve');
      const response = await call(
        'PUT',
        `/api/project/approve/${project.id}/${w.subcourse.id}`,
        w.admin.headers,
      );
      expect(response.statusCode).toBe(500);
      expect(await countEvents(t.db, 'project.approve')).toBe(before);
      const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
      expect(row!.status).toBe('submitted');
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_mail on email_outbox`);
      await t.db.execute(sql`drop function test_refuse_mail()`);
    }
  });

  it('a removal whose event cannot be written is not made', async () => {
    const student = await signedIn(t, 'student');
    await enrol(t.db, w.subcourse.id, student.id, { tutorial: 'H12A' });
    await t.db.execute(sql`
      create or replace function test_refuse_event() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger test_refuse_event before insert on audit_events
      for each row execute function test_refuse_event()`);
    try {
      const response = await call(
        'DELETE',
        `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${student.id}`,
        w.admin.headers,
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_event on audit_events`);
      await t.db.execute(sql`drop function test_refuse_event()`);
    }
    const still = await t.db.select().from(enrolments).where(eq(enrolments.studentId, student.id));
    expect(still).toHaveLength(1);
  });

  it('a tutor cannot import, so nothing is recorded', async () => {
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, w.subcourse.id, tutor.id, 'tutor', ['H12A']);
    const before = await countEvents(t.db);
    const response = await importMembers(t, 'students', tutor.headers, w.subcourse.id, [
      memberRow(),
    ]);
    expect(response.statusCode).toBe(403);
    expect(await countEvents(t.db)).toBe(before);
  });
});

describe('what the Activity page reads of the events written above', () => {
  it('every event is one sentence with names and counts, never a key, an id or JSON', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${w.subcourse.id}/audit?limit=500`,
      headers: w.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { events } = response.json<AuditListResponse>();
    const actions = new Set(events.map((e) => e.action));
    // The file above recorded these in this offering: each kind is read here.
    for (const action of [
      'members.import_students',
      'members.tutorial_change',
      'members.remove_student',
      'subcourse.settings_update',
      'subcourse.form_update',
      'project.approve',
      'allocation.publish',
      'chat.channel_create',
    ]) {
      expect(actions, action).toContain(action);
    }
    const ids = new Set(events.flatMap((e) => [e.target?.id, e.subject?.id, e.actor.id]));
    for (const event of events) {
      const sentence = auditSentence(event);
      expect(sentence, event.action).toMatch(/^[A-Z]/);
      expect(sentence, sentence).not.toMatch(/[{}[\]]|: \d+;/);
      expect(showsFieldKey(sentence), sentence).toBe(false);
      for (const id of ids) if (id) expect(sentence).not.toContain(id);
    }
    const imported = events.find((e) => e.action === 'members.import_students')!;
    expect(auditSentence(imported)).toMatch(/^Imported \d+ students?/);
  });
});
