import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@capstone/contracts';
import { channelMembers, channels, groups, students } from '../../src/db/schema';
import {
  addStaff,
  createCourse,
  createGroup,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { createAccount, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { channelIdsOf, courseAdminWithSubcourse, enrolmentOf } from './member-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const remove = (headers: Record<string, string>, query: Record<string, string>) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/student/remove?${new URLSearchParams(query).toString()}`,
    headers,
  });

async function enrolledStudent(subcourseId: string) {
  const student = await createAccount(t.db, 'student');
  await enrol(t.db, subcourseId, student.id, { tutorial: 'H12A' });
  return student;
}

describe('DELETE /api/student/remove: failures', () => {
  it('401 without a token', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/student/remove' });
    expect(response.statusCode).toBe(401);
  });

  it('400 names the missing field', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const a = await remove(admin.headers, { student_id: 'x' });
    expect(a.statusCode).toBe(400);
    expect(a.json()).toEqual({ Error: 'subcourse_id is required' });
    const b = await remove(admin.headers, { subcourse_id: subcourse.id });
    expect(b.json()).toEqual({ Error: 'student_id is required' });
  });

  it('404 for another course admin, 403 for a tutor and for an enrolled student', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const student = await enrolledStudent(subcourse.id);
    const query = { subcourse_id: subcourse.id, student_id: student.id };

    const other = await courseAdminWithSubcourse(t);
    const o = await remove(other.admin.headers, query);
    expect(o.statusCode).toBe(404);

    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    const r = await remove(tutor.headers, query);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ Error: 'Only course admins can do this' });

    const peer = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, peer.id);
    const p = await remove(peer.headers, query);
    expect(p.statusCode).toBe(403);
    expect(p.json()).toEqual({ Error: 'Only course staff can do this' });

    expect(await enrolmentOf(t.db, subcourse.id, student.id)).toBeDefined();
  });

  it('404 for a student who is not enrolled in the subcourse', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const outsider = await createAccount(t.db, 'student');
    for (const studentId of [outsider.id, 'no-such-student']) {
      const response = await remove(admin.headers, {
        subcourse_id: subcourse.id,
        student_id: studentId,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: MEMBER_MESSAGES.studentNotInSubcourse });
    }
  });

  it('400 on an archived subcourse', async () => {
    const admin = await signedIn(t, 'staff');
    const course = await createCourse(t.db, admin.id);
    const subcourse = await createSubcourse(t.db, course, { isArchived: true });
    const student = await enrolledStudent(subcourse.id);
    const response = await remove(admin.headers, {
      subcourse_id: subcourse.id,
      student_id: student.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: 'This subcourse is archived' });
  });
});

describe('DELETE /api/student/remove: success', () => {
  it('removes the enrolment, the group place and lead, and every channel of S; the account stays', async () => {
    const { admin, subcourse, courseChannels } = await courseAdminWithSubcourse(t);
    const elsewhere = await courseAdminWithSubcourse(t);
    const student = await createAccount(t.db, 'student');
    const group = await createGroup(t.db, subcourse.id, { tutorial: 'H12A' });
    await enrol(t.db, subcourse.id, student.id, { tutorial: 'H12A', groupId: group.id });
    await enrol(t.db, elsewhere.subcourse.id, student.id);
    await t.db.update(groups).set({ leadId: student.id }).where(eq(groups.id, group.id));
    const [groupChannel] = await t.db
      .insert(channels)
      .values({
        subcourseId: subcourse.id,
        name: group.name,
        channelType: 'text',
        category: 'project',
        groupId: group.id,
      })
      .returning();
    const memberships = [...courseChannels, groupChannel!.id, elsewhere.courseChannels[0]!];
    await t.db.insert(channelMembers).values(
      memberships.map((channelId) => ({
        channelId,
        accountType: 'student' as const,
        accountId: student.id,
      })),
    );

    const response = await remove(admin.headers, {
      subcourse_id: subcourse.id,
      student_id: student.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Member deleted successfully' });

    expect(await enrolmentOf(t.db, subcourse.id, student.id)).toBeUndefined();
    expect(await enrolmentOf(t.db, elsewhere.subcourse.id, student.id)).toBeDefined();
    const [after] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(after!.leadId).toBeNull();
    expect(await channelIdsOf(t.db, 'student', student.id)).toEqual([elsewhere.courseChannels[0]]);
    expect(await t.db.select().from(students).where(eq(students.id, student.id))).toHaveLength(1);

    const again = await remove(admin.headers, {
      subcourse_id: subcourse.id,
      student_id: student.id,
    });
    expect(again.statusCode).toBe(404);
  });
});
