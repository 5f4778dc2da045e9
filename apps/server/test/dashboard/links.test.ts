import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, MESSAGES, routeIsForRole } from '@capstone/contracts';
import { eq } from 'drizzle-orm';
import { staffLinks, subcourses } from '../../src/db/schema';
import {
  ONLY_STAFF,
  SUBCOURSE_ARCHIVED,
  SUBCOURSE_NOT_FOUND,
} from '../../src/policies/subcourse.policy';
import { addStaff, createSubcourse, enrol, signedInCourseAdmin } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

async function course() {
  const created = await signedInCourseAdmin(t);
  return { ...created, url: `/api/staff/links/${created.subcourse.id}` };
}

const docs = { name: 'Course Docs', url: 'https://docs.example.com/comp' };

describe('GET and POST /api/staff/links/{subcourseId}', () => {
  it('needs a valid token', async () => {
    const { url } = await course();
    for (const response of [await get(url), await post(url, docs)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Error: MESSAGES.missingAuth });
    }
    const bad = await post(url, docs, { authorization: 'Bearer nope' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ Error: MESSAGES.invalidToken });
  });

  it('validates the body', async () => {
    const { admin, url } = await course();
    const cases: [unknown, string][] = [
      [undefined, 'name is required'],
      [{ url: docs.url }, 'name is required'],
      [{ name: '   ', url: docs.url }, 'name is required'],
      [{ name: 'Docs' }, 'url is required'],
      [{ name: 'Docs', url: 'javascript:alert(1)' }, DASHBOARD_MESSAGES.linkUrlScheme],
      [{ name: 'Docs', url: 'docs.example.com' }, DASHBOARD_MESSAGES.linkUrlScheme],
      [{ name: 'Docs', url: 'ftp://docs.example.com' }, DASHBOARD_MESSAGES.linkUrlScheme],
      [{ ...docs, subcourse: 'another-subcourse' }, DASHBOARD_MESSAGES.linkSubcourseMismatch],
    ];
    for (const [payload, message] of cases) {
      const response = await post(url, payload, admin.headers);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ Error: message });
    }
    expect(await t.db.select().from(staffLinks).where(eq(staffLinks.staffId, admin.id))).toEqual(
      [],
    );
  });

  it('is for staff accounts only', async () => {
    const { subcourse, url } = await course();
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const client = await signedIn(t, 'client');
    for (const caller of [student, client]) {
      for (const response of [
        await get(url, caller.headers),
        await post(url, docs, caller.headers),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ Error: routeIsForRole('staff') });
      }
    }
  });

  it('hides the subcourse from staff of another course', async () => {
    const { url } = await course();
    const other = await course();
    for (const response of [
      await get(url, other.admin.headers),
      await post(url, docs, other.admin.headers),
      await get('/api/staff/links/no-such-subcourse', other.admin.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
  });

  it('refuses the owner of the parent course who is not staff of this subcourse', async () => {
    const { admin, parent } = await course();
    const otherOwner = await signedIn(t, 'staff');
    const foreign = await createSubcourse(
      t.db,
      { ...parent, ownerId: otherOwner.id },
      {
        name: '2025T2',
        term: 2,
      },
    );
    const response = await get(`/api/staff/links/${foreign.id}`, admin.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: ONLY_STAFF });
  });

  it('adds links, lists only the caller’s own, and keeps names and urls unique', async () => {
    const { admin, subcourse, url } = await course();
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);

    const empty = await get(url, admin.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const first = await post(url, { ...docs, name: '  Course Docs ' }, admin.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([{ ...docs, subcourse: subcourse.id }]);

    const forum = { name: 'Forum', url: 'http://forum.example.com', subcourse: subcourse.id };
    const second = await post(url, forum, admin.headers);
    expect(second.json()).toEqual([
      { ...docs, subcourse: subcourse.id },
      { ...forum, subcourse: subcourse.id },
    ]);

    for (const duplicate of [
      { name: docs.name, url: 'https://elsewhere.example.com' },
      { name: 'Another name', url: docs.url },
    ]) {
      const response = await post(url, duplicate, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: DASHBOARD_MESSAGES.linkNotUnique });
    }

    // another staff member's links are separate: the same link is fine for the tutor
    const tutorAdd = await post(url, docs, tutor.headers);
    expect(tutorAdd.statusCode).toBe(200);
    expect(tutorAdd.json()).toEqual([{ ...docs, subcourse: subcourse.id }]);
    expect((await get(url, admin.headers)).json()).toHaveLength(2);
    expect((await get(url, tutor.headers)).json()).toHaveLength(1);
  });

  it('lets only one of two concurrent identical adds through', async () => {
    const { admin, url } = await course();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(url, docs, admin.headers)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toEqual({ Error: DASHBOARD_MESSAGES.linkNotUnique });
    }
    expect((await get(url, admin.headers)).json()).toHaveLength(1);
  });

  it('keeps an archived subcourse read-only', async () => {
    const { admin, subcourse, url } = await course();
    await post(url, docs, admin.headers);
    await t.db.update(subcourses).set({ isArchived: true }).where(eq(subcourses.id, subcourse.id));
    const response = await post(
      url,
      { name: 'New', url: 'https://new.example.com' },
      admin.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: SUBCOURSE_ARCHIVED });
    expect((await get(url, admin.headers)).json()).toEqual([{ ...docs, subcourse: subcourse.id }]);
  });
});
