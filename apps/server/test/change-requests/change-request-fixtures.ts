import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  allocationVersions,
  changeRequests,
  groupLocks,
  groups,
  projects,
  staff,
  students,
  subcourses,
} from '../../src/db/schema';
import { board, boardWorld, post } from '../allocation/board-fixtures';
import { availableProject, get, put } from '../clients/client-fixtures';
import type { TestApp } from '../helpers/test-app';

/**
 * The board world of `boardWorld` with names to tell people apart, a third available project
 * (Cosmos, 2 places) and leads: Ava leads Alpha (with Ari), Ben leads Bravo. Nothing is
 * published yet.
 */
export async function requestWorld(t: TestApp) {
  const w = await boardWorld(t);
  const name = async (table: typeof students | typeof staff, id: string, value: string) => {
    await t.db.update(table).set({ name: value }).where(eq(table.id, id));
  };
  await name(students, w.a1.id, 'Ava Lead');
  await name(students, w.a2.id, 'Ari Member');
  await name(students, w.b1.id, 'Ben Bravo');
  await name(students, w.c1.id, 'Cal Charlie');
  await name(staff, w.admin.id, 'Dana Admin');
  await name(staff, w.tutor.id, 'Tom Tutor');
  const cosmos = await availableProject(t.db, w.course.id, w.subcourse.id, w.client.id, {
    name: 'Cosmos',
    capacity: 2,
  });
  await t.db.update(groups).set({ leadId: w.a1.id }).where(eq(groups.id, w.alpha.id));
  await t.db.update(groups).set({ leadId: w.b1.id }).where(eq(groups.id, w.bravo.id));
  return { ...w, cosmos };
}
export type RequestWorld = Awaited<ReturnType<typeof requestWorld>>;

/** Publishes the project board through its route, as a course admin does. */
export async function publish(t: TestApp, w: RequestWorld, byProject: Record<string, string[]>) {
  const response = await post(
    t,
    `/api/admin/allocate/${w.subcourse.id}/project`,
    { is_draft: false, ...board(byProject) },
    w.admin.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** Version 1: Alpha on Apollo, Bravo and Charlie on Borealis; Cosmos empty. */
export const publishFirst = (t: TestApp, w: RequestWorld) =>
  publish(t, w, { [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.bravo.id, w.charlie.id] });

export const groupRequestsUrl = (groupId: string) => `/api/group/${groupId}/change-requests`;
export const cancelUrl = (groupId: string, requestId: string) =>
  `/api/group/${groupId}/change-requests/${requestId}/cancel`;
export const adminRequestsUrl = (subcourseId: string, query = '') =>
  `/api/admin/${subcourseId}/change-requests${query}`;
export const decisionUrl = (subcourseId: string, requestId: string) =>
  `/api/admin/${subcourseId}/change-requests/${requestId}`;

type Headers = Record<string, string>;

export const ask = (t: TestApp, groupId: string, body: unknown, headers: Headers) =>
  post(t, groupRequestsUrl(groupId), body, headers);
export const cancel = (t: TestApp, groupId: string, requestId: string, headers: Headers) =>
  t.app.inject({ method: 'PUT', url: cancelUrl(groupId, requestId), headers });
export const decide = (
  t: TestApp,
  subcourseId: string,
  requestId: string,
  body: unknown,
  headers: Headers,
) => put(t, decisionUrl(subcourseId, requestId), body, headers);
export const readGroup = (t: TestApp, groupId: string, headers: Headers) =>
  get(t, groupRequestsUrl(groupId), headers);
export const readAdmin = (t: TestApp, subcourseId: string, headers: Headers, query = '') =>
  get(t, adminRequestsUrl(subcourseId, query), headers);

/** Asks as the lead and expects the 201; answers the request. */
export async function asked(t: TestApp, groupId: string, body: unknown, headers: Headers) {
  const response = await ask(t, groupId, body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; status: string }>();
}

export async function requestRows(t: TestApp, groupId: string) {
  return t.db.select().from(changeRequests).where(eq(changeRequests.groupId, groupId));
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(changeRequests).where(eq(changeRequests.id, id));
  return row!;
}

export async function versionCount(t: TestApp, subcourseId: string) {
  const rows = await t.db
    .select({ id: allocationVersions.id })
    .from(allocationVersions)
    .where(eq(allocationVersions.subcourseId, subcourseId));
  return rows.length;
}

export async function setSubcourse(
  t: TestApp,
  subcourseId: string,
  values: { isArchived?: boolean; isActive?: boolean },
) {
  await t.db.update(subcourses).set(values).where(eq(subcourses.id, subcourseId));
}

/** A withdrawal as staff make it: the project stops being available in S. */
export async function withdraw(t: TestApp, projectId: string) {
  await t.db
    .update(projects)
    .set({ status: 'unavailable', withdrawnReason: 'Client left', withdrawnAt: new Date() })
    .where(eq(projects.id, projectId));
}

export async function lockGroup(t: TestApp, w: RequestWorld, groupId: string, projectId: string) {
  await t.db
    .insert(groupLocks)
    .values({ subcourseId: w.subcourse.id, groupId, projectId, lockedBy: w.admin.id });
}

/** Mails with `subject` sent since `from`, as `to` → text (background sends settled). */
export async function mailsSince(t: TestApp, from: number, subject: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.slice(from).filter((m) => m.subject === subject);
}

/** Where the mails sent so far end, once every queued one is sent. */
export async function mailMark(t: TestApp) {
  await t.app.outbox.drain();
  return t.mailer.sent.length;
}
