import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import {
  channelMembers,
  channels,
  staffMemberships,
  subcourseClients,
  subcourseProjects,
  subcourses,
} from '../../src/db/schema';
import { createCourse, createProject, createSubcourse } from '../helpers/course-factories';
import { createAccount, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const existing = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/subcourse/existing?${query}`, headers });
const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/subcourse/create',
    payload: payload as object,
    headers,
  });

describe('GET /api/subcourse/existing', () => {
  it('walks the failure ladder and answers {} for a free offering', async () => {
    const owner = await signedIn(t, 'staff');
    const otherAdmin = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id, { terms: [1, 3] });
    await createSubcourse(t.db, course, { term: 1, year: 2025 });
    const q = (term: string, year: string, code = course.code) =>
      `term=${term}&code=${code}&year=${year}`;

    expect((await existing(q('3', '2025'))).statusCode).toBe(401);
    for (const [query, message] of [
      [`code=${course.code}&year=2025`, 'term is required'],
      [`term=1&year=2025`, 'code is required'],
      [`term=1&code=${course.code}`, 'year is required'],
      [q('1', '25'), SUBCOURSE_MESSAGES.invalidYear],
      [q('1', '20255'), SUBCOURSE_MESSAGES.invalidYear],
      [q('x', '2025'), SUBCOURSE_MESSAGES.termNotAvailable],
    ] as const) {
      const response = await existing(query, owner.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: message });
    }
    for (const [headers, query] of [
      [owner.headers, q('1', '2025', 'ZZZZ9999')],
      [otherAdmin.headers, q('3', '2025')],
    ] as const) {
      const response = await existing(query, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_MESSAGES.parentNotFound });
    }
    const notOffered = await existing(q('2', '2025'), owner.headers);
    expect(notOffered.json()).toEqual({ Error: SUBCOURSE_MESSAGES.termNotAvailable });
    const taken = await existing(q('1', '2025'), owner.headers);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ Error: SUBCOURSE_MESSAGES.existsSelectTerm });
    const free = await existing(q('3', '2025'), owner.headers);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({});
    expect((await existing(q('1', '2026'), owner.headers)).json()).toEqual({});
    // Another course's offering of the same term and year leaves this one free.
    const other = await createCourse(t.db, otherAdmin.id, { terms: [3] });
    await createSubcourse(t.db, other, { term: 3, year: 2025 });
    expect((await existing(q('3', '2025'), owner.headers)).json()).toEqual({});
  });
});

describe('POST /api/staff/subcourse/create', () => {
  it('walks the failure ladder', async () => {
    const owner = await signedIn(t, 'staff');
    const otherAdmin = await signedIn(t, 'staff');
    const student = await signedIn(t, 'student');
    const course = await createCourse(t.db, owner.id, { terms: [1, 2] });
    await createSubcourse(t.db, course, { term: 1, year: 2025 });
    const body = { term: 2, year: 2025, code: course.code };

    expect((await create(body)).json()).toEqual({ Error: MESSAGES.missingAuth });
    const badYear = await create({ ...body, year: 'next' }, owner.headers);
    expect(badYear.json()).toEqual({ Error: SUBCOURSE_MESSAGES.invalidYear });
    const asStudent = await create(body, student.headers);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ Error: 'This route is for staff accounts' });
    const notMine = await create(body, otherAdmin.headers);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ Error: SUBCOURSE_MESSAGES.parentNotFound });
    const term3 = await create({ ...body, term: 3 }, owner.headers);
    expect(term3.json()).toEqual({ Error: SUBCOURSE_MESSAGES.termNotAvailable });
    const dup = await create({ ...body, term: 1 }, owner.headers);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ Error: SUBCOURSE_MESSAGES.alreadyExists });
  });

  it('lets one of two concurrent creations of the same offering win', async () => {
    const owner = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id);
    const body = { term: 3, year: 2031, code: course.code };
    const results = await Promise.all([create(body, owner.headers), create(body, owner.headers)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('creates the offering with forms, projects, clients and default channels', async () => {
    const owner = await signedIn(t, 'staff');
    const alice = await createAccount(t.db, 'client');
    const bob = await createAccount(t.db, 'client');
    const form = [{ id: 'c'.repeat(24), label: 'Q', input_type: 'text' as const, options: [] }];
    const course = await createCourse(t.db, owner.id, {
      defClientQuestionnaire: form,
      defProjectPreferenceForm: form,
    });
    const offered = await createProject(t.db, course.id, [alice.id, bob.id], { terms: [2] });
    const alsoOffered = await createProject(t.db, course.id, [alice.id], { status: 'available' });
    await createProject(t.db, course.id, [bob.id], { terms: [1] });
    await createProject(t.db, course.id, [bob.id], { status: 'submitted' });

    const response = await create({ term: '2', year: '2026', code: course.code }, owner.headers);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: SUBCOURSE_MESSAGES.created,
      subcourse_id: body.subcourseId,
      subcourseId: body.subcourse_id,
    });
    const id = body.subcourseId as string;
    const [row] = await t.db.select().from(subcourses).where(eq(subcourses.id, id));
    expect(row).toMatchObject({
      name: '2026T2',
      code: course.code,
      term: 2,
      year: 2026,
      parentCourseId: course.id,
      ownerId: owner.id,
      maxGroupSize: 6,
      preferenceRelease: false,
      isActive: false,
      isArchived: false,
      isDefault: false,
      clientQuestionnaire: form,
      projectPreferenceForm: form,
    });
    const members = await t.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.subcourseId, id));
    expect(members).toMatchObject([{ staffId: owner.id, role: 'course admin', tutorials: [] }]);
    const projectIds = (
      await t.db.select().from(subcourseProjects).where(eq(subcourseProjects.subcourseId, id))
    ).map((r) => r.projectId);
    expect(projectIds.sort()).toEqual([offered.id, alsoOffered.id].sort());
    const clientIds = (
      await t.db.select().from(subcourseClients).where(eq(subcourseClients.subcourseId, id))
    ).map((r) => r.clientId);
    expect(clientIds.sort()).toEqual([alice.id, bob.id].sort());

    const channelRows = await t.db.select().from(channels).where(eq(channels.subcourseId, id));
    const course3 = channelRows
      .filter((c) => c.category === 'course')
      .map((c) => [c.name, c.channelType])
      .sort();
    expect(course3).toEqual([
      ['Announcements', 'announcement'],
      ['Forum', 'forum'],
      ['General', 'text'],
    ]);
    const clientChannels = channelRows.filter((c) => c.category === 'client');
    expect(clientChannels.map((c) => c.clientId).sort()).toEqual([alice.id, bob.id].sort());
    // both clients are called Grace Hopper: the second channel name is told apart
    expect(new Set(clientChannels.map((c) => c.name)).size).toBe(2);
    for (const channel of channelRows) {
      const memberRows = await t.db
        .select()
        .from(channelMembers)
        .where(eq(channelMembers.channelId, channel.id));
      const expected = [{ accountType: 'staff', accountId: owner.id }];
      if (channel.clientId) expected.push({ accountType: 'client', accountId: channel.clientId });
      expect(
        memberRows
          .map((m) => ({ accountType: m.accountType, accountId: m.accountId }))
          .sort((a, b) => a.accountType.localeCompare(b.accountType)),
      ).toEqual(expected.sort((a, b) => a.accountType.localeCompare(b.accountType)));
    }
  });

  it('uses a sent name', async () => {
    const owner = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id);
    const response = await create(
      { name: ' Spring cohort ', term: 1, year: 2027, code: course.code },
      owner.headers,
    );
    const [row] = await t.db
      .select()
      .from(subcourses)
      .where(and(eq(subcourses.id, response.json().subcourseId)));
    expect(row!.name).toBe('Spring cohort');
  });
});
