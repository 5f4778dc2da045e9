import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelMembers,
  channels,
  clients,
  courses,
  enrolments,
  projectClients,
  projects,
  staffMemberships,
  students,
  subcourseClients,
  subcourseProjects,
  subcourses,
} from '../../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_COURSE, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { seedDemoData } from '../../src/seed/seed';
import { login } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let courseId: string;
let subcourse: typeof subcourses.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
  await t.app.outbox.drain();
  [subcourse] = (await t.db
    .select()
    .from(subcourses)
    .where(eq(subcourses.code, DEMO_COURSE.code))) as [typeof subcourses.$inferSelect];
  courseId = subcourse.parentCourseId;
});
afterAll(async () => {
  await t.close();
});

const courseProjects = () => t.db.select().from(projects).where(eq(projects.courseId, courseId));
const owners = async (projectIds: string[]) =>
  t.db
    .select({
      projectId: projectClients.projectId,
      clientId: clients.id,
      email: clients.email,
      isVerified: clients.isVerified,
      industry: clients.companyIndustry,
    })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .where(inArray(projectClients.projectId, projectIds));

describe('demo seed: projects', () => {
  it('seeds 25 projects numbered 1..25, in every status, with real briefs', async () => {
    const rows = await courseProjects();
    expect(rows).toHaveLength(25);
    expect(rows.map((p) => p.projNo).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    const byStatus = (status: string) => rows.filter((p) => p.status === status);
    expect(byStatus('available')).toHaveLength(17);
    expect(byStatus('submitted')).toHaveLength(4);
    expect(byStatus('draft')).toHaveLength(2);
    expect(byStatus('unavailable')).toHaveLength(2);
    expect(new Set(rows.map((p) => p.name)).size).toBe(25);
    expect(new Set(rows.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    for (const project of [...byStatus('available'), ...byStatus('submitted')]) {
      // A submitted or approved project has every field a submission requires.
      for (const field of ['category', 'background', 'scope', 'reqSkills', 'outcomes'] as const) {
        expect(project[field].length, `${project.name} ${field}`).toBeGreaterThan(0);
      }
      expect(project.background.length, project.name).toBeGreaterThan(80);
      expect(project.areas.length, project.name).toBeGreaterThan(0);
      expect(project.terms.length, project.name).toBeGreaterThan(0);
    }
    const industries = new Set((await owners(rows.map((p) => p.id))).map((o) => o.industry));
    for (const industry of ['Health', 'Logistics', 'Fintech', 'Education', 'Energy']) {
      expect(industries).toContain(industry);
    }
    expect(industries).toContain('Agriculture');
    expect(industries).toContain('Government');
    const sum = byStatus('available').reduce((total, p) => total + p.capacity, 0);
    expect(sum).toBeGreaterThanOrEqual(12);
  });

  it('keeps available projects consistent with S: subcourse, list, clients and channels', async () => {
    const rows = await courseProjects();
    const listed = await t.db
      .select()
      .from(subcourseProjects)
      .where(eq(subcourseProjects.subcourseId, subcourse.id));
    const available = rows.filter((p) => p.status === 'available');
    expect(listed.map((l) => l.projectId).sort()).toEqual(available.map((p) => p.id).sort());
    for (const project of rows) {
      if (project.status === 'available') {
        expect(project.subcourseId).toBe(subcourse.id);
        expect(project.terms).toContain(subcourse.term);
      } else {
        expect(project.subcourseId).toBeNull();
      }
    }
    const availableOwners = await owners(available.map((p) => p.id));
    const ownerIds = [...new Set(availableOwners.map((o) => o.clientId))].sort();
    const inS = await t.db
      .select()
      .from(subcourseClients)
      .where(eq(subcourseClients.subcourseId, subcourse.id));
    expect(inS.map((c) => c.clientId).sort()).toEqual(ownerIds);
    const [admin] = await t.db
      .select()
      .from(staffMemberships)
      .where(
        and(
          eq(staffMemberships.subcourseId, subcourse.id),
          eq(staffMemberships.role, 'course admin'),
        ),
      );
    const clientChannels = await t.db
      .select()
      .from(channels)
      .where(and(eq(channels.subcourseId, subcourse.id), eq(channels.category, 'client')));
    expect(clientChannels.map((c) => c.clientId).sort()).toEqual(ownerIds);
    for (const channel of clientChannels) {
      const members = await t.db
        .select()
        .from(channelMembers)
        .where(eq(channelMembers.channelId, channel.id));
      expect(members.map((m) => `${m.accountType}:${m.accountId}`).sort()).toEqual(
        [`client:${channel.clientId}`, `staff:${admin!.staffId}`].sort(),
      );
    }
    // Only verified clients that applied to the course own projects.
    const all = await owners(rows.map((p) => p.id));
    expect(all.every((o) => o.isVerified)).toBe(true);
  });

  it('gives the demo client several projects, and the demo student a wishlist', async () => {
    const rows = await courseProjects();
    const casey = (await owners(rows.map((p) => p.id))).filter(
      (o) => o.email === DEMO_ACCOUNTS.client.email,
    );
    const statuses = rows
      .filter((p) => casey.some((o) => o.projectId === p.id))
      .map((p) => p.status)
      .sort();
    expect(statuses).toEqual([
      'available',
      'available',
      'available',
      'draft',
      'submitted',
      'unavailable',
    ]);

    const [student] = await t.db
      .select()
      .from(students)
      .where(eq(students.email, DEMO_ACCOUNTS.student.email));
    const [enrolment] = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourse.id), eq(enrolments.studentId, student!.id)));
    expect(enrolment!.wishlist).toHaveLength(3);
    const wished = rows.filter((p) => enrolment!.wishlist.includes(p.id));
    expect(wished.map((p) => p.status)).toEqual(['available', 'available', 'available']);
  });

  it('serves the demo data through the API', async () => {
    const token = async (type: 'student' | 'client' | 'staff', email: string) =>
      (await login(t, type, email, DEMO_PASSWORD)).json<{ access_token: string; id: string }>();
    const client = await token('client', DEMO_ACCOUNTS.client.email);
    const self = await t.app.inject({
      method: 'GET',
      url: `/api/client/details/${client.id}`,
      headers: { authorization: `Bearer ${client.access_token}` },
    });
    expect(self.json()).toMatchObject({ is_verified: true, courses: [courseId] });
    expect(self.json().projects).toHaveLength(6);

    const student = await token('student', DEMO_ACCOUNTS.student.email);
    const wishlist = await t.app.inject({
      method: 'GET',
      url: `/api/student/wishlist/${subcourse.id}/${student.id}`,
      headers: { authorization: `Bearer ${student.access_token}` },
    });
    expect(wishlist.json()[0].wishlist.map((p: { name: string }) => p.name)).toEqual([
      'Adaptive Maths Practice for Years 7–10',
      'Pick-Path Optimisation for Warehouse Robots',
      'Open Banking Budget Coach',
    ]);

    const admin = await token('staff', DEMO_ACCOUNTS.courseAdmin.email);
    const allClients = await t.app.inject({
      method: 'GET',
      url: `/api/admin/allclients/${subcourse.id}`,
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    const listed = allClients.json() as { is_verified: boolean; projects: unknown[] }[];
    expect(listed).toHaveLength(11);
    expect(listed.filter((c) => !c.is_verified)).toHaveLength(2);
    expect(listed.reduce((n, c) => n + c.projects.length, 0)).toBe(18);
    const [course] = await t.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course!.code).toBe(DEMO_COURSE.code);
  });

  it('adds nothing when run again', async () => {
    const before = await courseProjects();
    await seedDemoData(t.app.ctx);
    const after = await courseProjects();
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
  });
});
