import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditEvents, clients, staff, students } from '../../src/db/schema';

export type AuditRow = typeof auditEvents.$inferSelect;

/** Every event of one action, oldest first. */
export async function eventsOf(db: Db, action: string) {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(asc(auditEvents.at));
}

export async function eventsAbout(db: Db, subcourseOrCourseId: string) {
  return db
    .select()
    .from(auditEvents)
    .where(
      sql`${auditEvents.subcourseId} = ${subcourseOrCourseId} or ${auditEvents.courseId} = ${subcourseOrCourseId}`,
    );
}

export async function countEvents(db: Db, action?: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(action ? and(eq(auditEvents.action, action)) : undefined);
  return row!.n;
}

/**
 * The audit trail's RULE (README.md, "Audit trail"): no summary holds a name, email or zID of
 * any account (nor a password or PIN, which no summary is ever given). Checked against every
 * account in the database.
 */
export async function expectNoPersonalData(db: Db, events: AuditRow[]) {
  const people = [
    ...(await db
      .select({ name: students.name, email: students.email, zid: students.zid })
      .from(students)),
    ...(await db.select({ name: staff.name, email: staff.email, zid: staff.zid }).from(staff)),
    ...(await db
      .select({ name: clients.name, email: clients.email, zid: sql<null>`null` })
      .from(clients)),
  ];
  const needles = new Set(
    people.flatMap((p) => [p.name, p.email, p.zid]).filter((v): v is string => !!v && v.length > 3),
  );
  for (const event of events) {
    const text = JSON.stringify(event.summary).toLowerCase();
    for (const needle of needles) expect(text).not.toContain(needle.toLowerCase());
    for (const word of ['password', 'pin', 'email', 'zid', 'name']) {
      expect(Object.keys(event.summary)).not.toContain(word);
    }
  }
}

/** Exactly one new event of `action` since `before` events of it, and it. */
export async function theOneNew(db: Db, action: string, before: number) {
  const rows = await eventsOf(db, action);
  expect(rows).toHaveLength(before + 1);
  const event = rows.at(-1)!;
  await expectNoPersonalData(db, [event]);
  // Every event records the client address of the request (app.inject's is 127.0.0.1).
  expect(event.ip).toBe('127.0.0.1');
  return event;
}
