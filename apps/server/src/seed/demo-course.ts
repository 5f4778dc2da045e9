import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { MemberImportRow } from '@capstone/contracts';
import type { ServiceContext } from '../lib/context';
import { createCourse } from '../modules/courses/create-course.service';
import { importStudents } from '../modules/members/import-students.service';
import { importTutors } from '../modules/members/import-tutors.service';
import { findImportTarget } from '../modules/members/members.repo';
import { activate } from '../modules/subcourses/lifecycle.service';
import { createSubcourse } from '../modules/subcourses/create-subcourse.service';
import {
  clients,
  courseClients,
  courses,
  enrolments,
  groups,
  staff,
  students,
  subcourses,
} from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_COURSE, DEMO_EXTRA_CLIENTS, DEMO_SECOND_TUTOR } from './demo-accounts';
import { seedDemoChat } from './demo-chat-seed';
import { seedDemoPreferences } from './demo-preferences-seed';
import { seedDemoProjects } from './demo-projects-seed';

const FIRST = ['Ava', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jack'];
const LAST = ['Nguyen', 'Smith', 'Patel', 'Chen', 'Williams', 'Kim'];

/** 60 students in 3 tutorials; the demo student is the first of H12A. */
export function demoStudentRows(): MemberImportRow[] {
  const { tutorials, studentsPerTutorial } = DEMO_COURSE;
  return Array.from({ length: tutorials.length * studentsPerTutorial }, (_, i) => {
    const tutorial = tutorials[Math.floor(i / studentsPerTutorial)]!;
    if (i === 0) {
      const [firstName = '', lastName = ''] = DEMO_ACCOUNTS.student.name.split(' ');
      const { email, zid } = DEMO_ACCOUNTS.student;
      return { firstName, lastName, email, zid, tutorial };
    }
    const zid = `z51${String(i).padStart(5, '0')}`;
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return { firstName, lastName, email: `${zid}@ad.unsw.edu.au`, zid, tutorial };
  });
}

function demoTutorRows(): MemberImportRow[] {
  const [firstName = '', lastName = ''] = DEMO_ACCOUNTS.tutor.name.split(' ');
  const { email, zid } = DEMO_ACCOUNTS.tutor;
  const [h12a, t13b, w09c] = DEMO_COURSE.tutorials;
  return [
    { firstName, lastName, email, zid, tutorial: `${h12a},${t13b}` },
    { ...DEMO_SECOND_TUTOR, tutorial: w09c },
  ];
}

async function staffId(ctx: ServiceContext, email: string) {
  const [row] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`demo staff account ${email} is missing`);
  return row.id;
}

/** The demo course and its active subcourse, created through the services if missing. */
async function ensureCourseAndSubcourse(ctx: ServiceContext, adminId: string) {
  const actor = { type: 'staff', id: adminId, role: 'course admin' } as const;
  const { code, name, description, termDates, subcourse } = DEMO_COURSE;
  let [course] = await ctx.db.select().from(courses).where(eq(courses.code, code));
  if (!course) {
    await createCourse(ctx, actor, { code, name, description, termDates: { ...termDates } });
    [course] = await ctx.db.select().from(courses).where(eq(courses.code, code));
  }
  const offering = and(
    eq(subcourses.code, code),
    eq(subcourses.term, subcourse.term),
    eq(subcourses.year, subcourse.year),
  );
  let [row] = await ctx.db.select().from(subcourses).where(offering);
  if (!row) {
    await createSubcourse(ctx, actor, { ...subcourse, code });
    [row] = await ctx.db.select().from(subcourses).where(offering);
  }
  if (!row!.isActive) await activate(ctx, actor, row!.id);
  return { courseId: course!.id, subcourseId: row!.id };
}

/** Sets the demo password on seeded accounts that have none (imported ones start without). */
async function giveDemoPassword(ctx: ServiceContext, passwordHash: string) {
  const studentZids = demoStudentRows().map((r) => r.zid);
  const tutorZids = demoTutorRows().map((r) => r.zid);
  await ctx.db
    .update(students)
    .set({ passwordHash })
    .where(and(inArray(students.zid, studentZids), isNull(students.passwordHash)));
  await ctx.db
    .update(staff)
    .set({ passwordHash })
    .where(and(inArray(staff.zid, tutorZids), isNull(staff.passwordHash)));
}

/**
 * A few groups formed, on the first seed only (when no student of S has a group yet): in each
 * tutorial the first two auto-created groups get members, the first member as lead.
 */
async function formSomeGroups(ctx: ServiceContext, subcourseId: string) {
  const anyPlaced = await ctx.db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), isNotNull(enrolments.groupId)))
    .limit(1);
  if (anyPlaced.length > 0) return;
  const allGroups = await ctx.db.select().from(groups).where(eq(groups.subcourseId, subcourseId));
  const rows = demoStudentRows();
  const found = await ctx.db
    .select({ id: students.id, zid: students.zid })
    .from(students)
    .where(
      inArray(
        students.zid,
        rows.map((r) => r.zid),
      ),
    );
  const zidToId = new Map(found.map((s) => [s.zid, s.id]));
  for (const tutorial of DEMO_COURSE.tutorials) {
    const members = rows.filter((r) => r.tutorial === tutorial).map((r) => zidToId.get(r.zid)!);
    const tutorialGroups = allGroups
      .filter((g) => g.tutorial === tutorial)
      .sort((a, b) => a.name.localeCompare(b.name));
    const sizes = [5, 4];
    let next = 0;
    for (const [index, size] of sizes.entries()) {
      const group = tutorialGroups[index];
      if (!group) break;
      const ids = members.slice(next, next + size);
      next += size;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(enrolments)
          .set({ groupId: group.id })
          .where(and(eq(enrolments.subcourseId, subcourseId), inArray(enrolments.studentId, ids)));
        await tx.update(groups).set({ leadId: ids[0]! }).where(eq(groups.id, group.id));
      });
    }
  }
}

/**
 * The demo course: COMP3900 owned by the demo course admin, its active 2025 T1 subcourse with 60
 * students in three tutorials (imported through the member import, so the seed walks the same
 * code), two tutors, a few groups formed, eleven clients (two waiting for verification) and 25
 * projects in every status (`demo-projects.ts`).
 * Safe to run again: every step checks what is already there.
 */
export async function seedDemoCourse(ctx: ServiceContext, passwordHash: string) {
  const adminId = await staffId(ctx, DEMO_ACCOUNTS.courseAdmin.email);
  const { courseId, subcourseId } = await ensureCourseAndSubcourse(ctx, adminId);
  const target = (await findImportTarget(ctx.db, subcourseId))!;
  // The seed sends no email: demo accounts get the demo password instead of access codes.
  const importCtx = { ...ctx, quiet: true };
  await importStudents(importCtx, target, { students: demoStudentRows() });
  await importTutors(importCtx, target, { tutors: demoTutorRows() });
  await giveDemoPassword(ctx, passwordHash);
  await formSomeGroups(ctx, subcourseId);

  for (const client of DEMO_EXTRA_CLIENTS) {
    await ctx.db
      .insert(clients)
      .values({ ...client, passwordHash })
      .onConflictDoNothing();
  }
  const emails = [DEMO_ACCOUNTS.client.email, ...DEMO_EXTRA_CLIENTS.map((c) => c.email)];
  const clientRows = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.email, emails));
  await ctx.db
    .insert(courseClients)
    .values(clientRows.map((c) => ({ courseId, clientId: c.id })))
    .onConflictDoNothing();
  await seedDemoProjects(ctx.db, courseId, subcourseId);
  await seedDemoPreferences(ctx.db, subcourseId);
  await seedDemoChat(ctx.db, subcourseId);
}
