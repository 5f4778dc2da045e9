import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { DATA_CHANGES_LISTENER } from '../../src/db/postgres-changes';
import { staffMemberships } from '../../src/db/schema';
import { SUBCOURSE_NOT_FOUND } from '../../src/policies/subcourse.policy';
import { addStaff, createGroup, enrol } from '../helpers/course-factories';
import { latestCode, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pause, until } from '../helpers/wait';
import { courseAdminWithSubcourse, importMembers, memberRow } from '../members/member-helpers';

/**
 * The request path caches verified tokens, access checks, whole answers (the response cache) and
 * (on the embedded database) repeated reads. These are the rules such a cache could break: each
 * read below is answered from the response cache first, so a stale answer from any cache would
 * show.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * Reads `url` until its answer comes from the response cache (on PostgreSQL the notification of
 * the setup's last write may empty it once more), so that a stale answer would show.
 */
async function warmed(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 50; i++) {
    const hits = t.app.responseCache.stats.hits;
    expect((await get(url, headers)).statusCode).toBe(200);
    if (t.app.responseCache.stats.hits > hits) return;
    await pause(10);
  }
  throw new Error(`${url} was never answered from the cache`);
}

async function resetPassword(type: 'student' | 'staff', email: string) {
  const post = (step: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${type}/${step}`, payload });
  await post('forgot-password', { email });
  const pin = latestCode(t, email);
  await post('verify-pin', { email, pin });
  const response = await post('reset-password', { email, pin, password: 'BrandNew9' });
  expect(response.statusCode).toBe(200);
}

describe('fresh access under the cached request path', () => {
  it('refuses a token issued before a password reset on the very next request', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const studentUrl = '/api/student/subcourse/all';
    const dashboardUrl = `/api/admin/dashboard/${subcourse.id}`;
    await warmed(studentUrl, student.headers);
    await warmed(dashboardUrl, admin.headers);

    await resetPassword('student', student.email);
    await resetPassword('staff', admin.email);

    for (const [url, headers] of [
      [studentUrl, student.headers],
      [dashboardUrl, admin.headers],
    ] as const) {
      const stale = await get(url, headers);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ Error: MESSAGES.invalidToken });
    }
  });

  it('answers 404 to a removed student on the next request and drops the subcourse from its list', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t, { isActive: true });
    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const subcourseUrl = `/api/subcourse/${subcourse.id}`;
    await warmed(subcourseUrl, student.headers);
    const before = await get('/api/student/subcourse/all', student.headers);
    expect(JSON.stringify(before.json())).toContain(subcourse.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/student/remove?subcourse_id=${subcourse.id}&student_id=${student.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);

    for (const url of [subcourseUrl, `/api/subcourse/${subcourse.id}/active`]) {
      const response = await get(url, student.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
    const after = await get('/api/student/subcourse/all', student.headers);
    expect(after.statusCode).toBe(200);
    expect(JSON.stringify(after.json())).not.toContain(subcourse.id);
  });

  it("follows a tutor's tutorials as soon as an import changes them", async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    const h12a = await createGroup(t.db, subcourse.id, { name: 'H12A-one', tutorial: 'H12A' });
    const t13b = await createGroup(t.db, subcourse.id, { name: 'T13B-one', tutorial: 'T13B' });
    const url = `/api/staff/${subcourse.id}/tutorial/groups`;
    await warmed(url, tutor.headers);
    expect((await get(url, tutor.headers)).json()).toEqual({ H12A: [h12a.id] });

    const imported = await importMembers(t, 'tutors', admin.headers, subcourse.id, [
      memberRow({ zid: tutor.zid, email: tutor.email, tutorial: 'T13B' }),
    ]);
    expect(imported.statusCode).toBe(200);

    expect((await get(url, tutor.headers)).json()).toEqual({ H12A: [h12a.id], T13B: [t13b.id] });
  });

  it('loses staff access on the next request once the membership is gone', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    const url = `/api/subcourse/students/${subcourse.id}`;
    await warmed(url, tutor.headers);

    await t.db.delete(staffMemberships).where(eq(staffMemberships.staffId, tutor.id));

    const response = await get(url, tutor.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('with other server processes on PostgreSQL', () => {
    /** Another process's connection: its writes do not pass through this app's pool. */
    async function otherProcess() {
      const other = new pg.Client({ connectionString: t.database.url });
      await other.connect();
      return other;
    }
    async function warmedTutor() {
      const { subcourse } = await courseAdminWithSubcourse(t);
      const tutor = await signedIn(t, 'staff', { role: 'tutor' });
      await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
      const url = `/api/subcourse/students/${subcourse.id}`;
      await warmed(url, tutor.headers);
      return { tutor, url };
    }

    it('drops a cached check when another process changes the membership', async () => {
      const { tutor, url } = await warmedTutor();
      const other = await otherProcess();
      const before = t.database.version.value;
      await other.query('delete from staff_memberships where staff_id = $1', [tutor.id]);
      await other.end();
      await until(() => t.database.version.value !== before);
      expect((await get(url, tutor.headers)).statusCode).toBe(404);
    });

    it('stops caching while it cannot hear other processes, and hears them again after', async () => {
      const { tutor, url } = await warmedTutor();
      const other = await otherProcess();
      await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [t.database.listeners.applicationName(DATA_CHANGES_LISTENER)],
      );
      await until(() => !t.database.version.live);
      await other.query('delete from staff_memberships where staff_id = $1', [tutor.id]);
      expect((await get(url, tutor.headers)).statusCode).toBe(404);

      await until(() => t.database.version.live);
      const again = await warmedTutor();
      const before = t.database.version.value;
      await other.query('delete from staff_memberships where staff_id = $1', [again.tutor.id]);
      await other.end();
      await until(() => t.database.version.value !== before);
      expect((await get(again.url, again.tutor.headers)).statusCode).toBe(404);
    });
  });
});
