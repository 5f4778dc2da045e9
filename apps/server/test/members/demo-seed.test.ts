import { count, eq, isNotNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelMembers,
  clients,
  courseClients,
  courses,
  enrolments,
  groups,
  projects,
  staffMemberships,
  subcourses,
} from '../../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_COURSE, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { seedDemoData } from '../../src/seed/seed';
import { login } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function snapshot() {
  const [subcourse] = await t.db
    .select()
    .from(subcourses)
    .where(eq(subcourses.code, DEMO_COURSE.code));
  const id = subcourse!.id;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    subcourse: subcourse!,
    courses: await n(t.db.select({ n: count() }).from(courses)),
    enrolled: await n(
      t.db.select({ n: count() }).from(enrolments).where(eq(enrolments.subcourseId, id)),
    ),
    inGroups: await n(
      t.db
        .select({ n: count() })
        .from(enrolments)
        .where(and(eq(enrolments.subcourseId, id), isNotNull(enrolments.groupId))),
    ),
    groups: await t.db.select().from(groups).where(eq(groups.subcourseId, id)),
    staff: await t.db.select().from(staffMemberships).where(eq(staffMemberships.subcourseId, id)),
    clients: await t.db
      .select({ email: clients.email, isVerified: clients.isVerified })
      .from(courseClients)
      .innerJoin(clients, eq(clients.id, courseClients.clientId)),
    channelMembers: await n(t.db.select({ n: count() }).from(channelMembers)),
    projects: await n(t.db.select({ n: count() }).from(projects)),
  };
}

describe('demo seed', () => {
  it('builds the demo course through the import and changes nothing when run again', async () => {
    await seedDemoData(t.app.ctx);
    await t.app.outbox.drain();
    const first = await snapshot();
    expect(first.subcourse).toMatchObject({
      isActive: true,
      isArchived: false,
      term: 1,
      year: 2025,
    });
    expect(first.enrolled).toBe(60);
    expect(first.groups).toHaveLength(12);
    // Three groups formed per tutorial (5, 4 and 3 members, each with a lead), one left empty.
    expect(first.groups.filter((g) => g.leadId !== null)).toHaveLength(9);
    expect(first.inGroups).toBe(36);
    expect(first.staff.map((s) => [s.role, s.tutorials]).sort()).toEqual([
      ['course admin', []],
      ['tutor', ['H12A', 'T13B']],
      ['tutor', ['W09C']],
    ]);
    expect(first.clients.map((c) => c.isVerified).sort()).toEqual([
      false,
      false,
      ...Array<boolean>(9).fill(true),
    ]);
    expect(first.channelMembers).toBeGreaterThanOrEqual(3 * (60 + 3));
    expect(t.mailer.sent).toHaveLength(0);

    await seedDemoData(t.app.ctx);
    const second = await snapshot();
    expect(second).toEqual(first);
  });

  it('keeps the demo logins working, imported demo students included', async () => {
    for (const [type, email] of [
      ['student', DEMO_ACCOUNTS.student.email],
      ['student', 'z5100001@ad.unsw.edu.au'],
      ['staff', DEMO_ACCOUNTS.tutor.email],
      ['staff', 'z3000003@ad.unsw.edu.au'],
      ['staff', DEMO_ACCOUNTS.courseAdmin.email],
      ['client', DEMO_ACCOUNTS.client.email],
    ] as const) {
      const response = await login(t, type, email, DEMO_PASSWORD);
      expect(response.statusCode, email).toBe(200);
    }
  });
});
