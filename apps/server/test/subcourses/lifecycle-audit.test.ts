import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, subcourses } from '../../src/db/schema';
import { createCourse, createSubcourse } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (subcourseId: string, action: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/subcourse/${subcourseId}/${action}`, headers });

const eventsOf = (subcourseId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.subcourseId, subcourseId));

describe('activation and archiving (issue 20)', () => {
  it('each writes one audit event; archiving stores when, which starts retention', async () => {
    const admin = await signedIn(t, 'staff');
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    const course = await createCourse(t.db, admin.id);
    const sub = await createSubcourse(t.db, course);

    expect((await put(sub.id, 'activate', tutor.headers)).statusCode).toBe(404);
    expect((await put(sub.id, 'activate', admin.headers)).statusCode).toBe(200);
    expect((await put(sub.id, 'activate', admin.headers)).statusCode).toBe(400);
    expect(await eventsOf(sub.id)).toEqual([
      expect.objectContaining({
        actorType: 'staff',
        actorId: admin.id,
        action: 'subcourse.activate',
        targetType: 'subcourse',
        targetId: sub.id,
        courseId: course.id,
        ip: '127.0.0.1',
      }),
    ]);

    const before = Date.now();
    expect((await put(sub.id, 'archive', admin.headers)).statusCode).toBe(200);
    expect((await put(sub.id, 'archive', admin.headers)).statusCode).toBe(400);
    const [row] = await t.db.select().from(subcourses).where(eq(subcourses.id, sub.id));
    expect(row?.archivedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const archived = (await eventsOf(sub.id)).filter((e) => e.action === 'subcourse.archive');
    expect(archived).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        summary: { before: { is_active: true }, after: { is_archived: true } },
      }),
    ]);
    expect(await eventsOf(sub.id)).toHaveLength(2);
  });
});
