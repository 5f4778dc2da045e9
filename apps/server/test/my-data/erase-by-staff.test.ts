import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, MESSAGES, MY_DATA_MESSAGES as M } from '@capstone/contracts';
import { auditEvents, students } from '../../src/db/schema';
import { recordAudit } from '../../src/modules/audit/audit.repo';
import { addStaff, enrol, signedInCourseAdmin } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { findEverywhere, seedStudentWorld, type StudentWorld } from './my-data-fixtures';

let t: TestApp;
let w: StudentWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedStudentWorld(t);
});
afterAll(() => t.close());

const url = (subcourseId: string, studentId: string) =>
  `/api/staff/subcourse/${subcourseId}/students/${studentId}/data`;
const erase = (who: { headers: Record<string, string> }, subcourseId: string, studentId: string) =>
  t.app.inject({ method: 'DELETE', url: url(subcourseId, studentId), headers: who.headers });

/** Removes the student from S through the API; the trail names the removal. */
async function remove(studentId: string) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${studentId}`,
    headers: w.admin.headers,
  });
  expect(response.statusCode).toBe(200);
  // Until the removal is audited by its own service (issue 20, item 1), the test writes the
  // event the removal writes; with it, there are two, which changes nothing here.
  const events = await t.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.action, 'members.remove_student'), eq(auditEvents.subjectId, studentId)),
    );
  if (events.length === 0) {
    await recordAudit(t.db, {
      actor: { type: 'staff', id: w.admin.id },
      action: 'members.remove_student',
      subjectId: studentId,
      subcourseId: w.subcourse.id,
    });
  }
}

const erasures = () =>
  t.db.select().from(auditEvents).where(eq(auditEvents.action, 'account.erase_by_staff'));

describe('DELETE /api/staff/subcourse/{subcourseId}/students/{studentId}/data', () => {
  it('walks the ladder: 401, 404 outside S, 403 for a tutor, 404 for a student never in S', async () => {
    const anonymous = await t.app.inject({ method: 'DELETE', url: url(w.subcourse.id, w.mate.id) });
    expectError(anonymous, 401, MESSAGES.missingAuth);
    const stranger = await signedInCourseAdmin(t);
    expect((await erase(stranger.admin, w.subcourse.id, w.mate.id)).statusCode).toBe(404);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, w.subcourse.id, tutor.id, 'tutor', ['H12A']);
    expectError(await erase(tutor, w.subcourse.id, w.mate.id), 403, MESSAGES.onlyCourseAdmins);
    const outsider = await signedIn(t, 'student');
    expectError(await erase(w.admin, w.subcourse.id, outsider.id), 404, M.studentNotFound);
    expectError(await erase(w.admin, w.subcourse.id, 'no-such-student'), 404, M.studentNotFound);
    expect(await erasures()).toEqual([]);
  });

  it('409 while the student is still in S, or in another offering still running', async () => {
    expectError(await erase(w.admin, w.subcourse.id, w.mate.id), 409, M.studentStillEnrolled);
    const other = await signedInCourseAdmin(t, { isActive: true });
    await enrol(t.db, other.subcourse.id, w.mate.id);
    await remove(w.mate.id);
    expectError(await erase(w.admin, w.subcourse.id, w.mate.id), 409, M.studentInOtherOffering);
    expect(await erasures()).toEqual([]);
  });

  it('erases a removed student who is in no running offering, audited with the student as subject', async () => {
    await remove(w.student.id);
    const response = await erase(w.admin, w.subcourse.id, w.student.id);
    expect(response.json()).toEqual({ message: M.studentDataDeleted });
    expect(response.statusCode).toBe(200);
    for (const value of [w.student.email, w.student.zid!, w.student.name]) {
      expect(await findEverywhere(t.db, value)).toEqual([]);
    }
    const [row] = await t.db.select().from(students).where(eq(students.id, w.student.id));
    expect(row!.name).toBe(DELETED_USER_NAME);
    const events = await erasures();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: w.admin.id,
      subjectId: w.student.id,
      subcourseId: w.subcourse.id,
    });
    // Its tokens are dead; a second erasure finds nobody.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/student/me/export',
      headers: w.student.headers,
    });
    expect(again.statusCode).toBe(401);
    expectError(await erase(w.admin, w.subcourse.id, w.student.id), 404, M.studentNotFound);
  });
});
