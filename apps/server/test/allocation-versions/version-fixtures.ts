import { and, asc, eq } from 'drizzle-orm';
import type { AllocationVersion, VersionRow } from '@capstone/contracts';
import {
  allocationVersions,
  changeRequests,
  groupLocks,
  projectClients,
  projects,
  staffMemberships,
} from '../../src/db/schema';
import { availableProject } from '../clients/client-fixtures';
import { signedIn } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { board, boardWorld, post, type BoardWorld } from '../allocation/board-fixtures';

/**
 * The board world (Apollo takes 1 group, Borealis 2; Alpha, Bravo, Charlie with members and an
 * empty group) plus Cygnus, a third available project (2 places) of a client of its own.
 */
export async function versionWorld(t: TestApp) {
  const w = await boardWorld(t);
  const cygnusClient = await signedIn(t, 'client');
  const cygnus = await availableProject(t.db, w.course.id, w.subcourse.id, cygnusClient.id, {
    name: 'Cygnus',
    capacity: 2,
  });
  return { ...w, cygnus, cygnusClient };
}
export type VersionWorld = Awaited<ReturnType<typeof versionWorld>>;

export const publishUrl = (subcourseId: string) => `/api/admin/allocate/${subcourseId}/project`;
export const versionsUrl = (subcourseId: string) => `/api/admin/${subcourseId}/allocation/versions`;

/** Publishes `{project: groups}` (groups in no list unallocated) as the world's course admin. */
export const publish = (
  t: TestApp,
  w: BoardWorld,
  byProject: Record<string, string[]>,
  extra: Record<string, unknown> = {},
  unallocated: string[] = [],
) =>
  post(
    t,
    publishUrl(w.subcourse.id),
    { is_draft: false, ...board(byProject, unallocated), ...extra },
    w.admin.headers,
  );

export const getJson = (t: TestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

export async function listVersions(t: TestApp, w: BoardWorld) {
  const response = await getJson(t, versionsUrl(w.subcourse.id), w.admin.headers);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<VersionRow[]>();
}

export async function readVersion(t: TestApp, w: BoardWorld, n: number) {
  const response = await getJson(t, `${versionsUrl(w.subcourse.id)}/${n}`, w.admin.headers);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<AllocationVersion>();
}

/** The stored version numbers of S, ascending. */
export async function versionNumbers(t: TestApp, subcourseId: string) {
  const rows = await t.db
    .select({ number: allocationVersions.number })
    .from(allocationVersions)
    .where(eq(allocationVersions.subcourseId, subcourseId))
    .orderBy(asc(allocationVersions.number));
  return rows.map((r) => r.number);
}

export const ref = (row: { id: string; name: string }) => ({ id: row.id, name: row.name });

/** Makes a staff member of S mentor these projects, with a quota (null = no limit). */
export async function setMentor(
  t: TestApp,
  subcourseId: string,
  staffId: string,
  quota: number | null,
  projectIds: string[],
) {
  await t.db
    .update(staffMemberships)
    .set({ mentorQuota: quota })
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    );
  for (const id of projectIds) {
    await t.db.update(projects).set({ mentorId: staffId }).where(eq(projects.id, id));
  }
}

export async function insertRequest(
  t: TestApp,
  values: Omit<typeof changeRequests.$inferInsert, 'reason'> & { reason?: string },
) {
  const [row] = await t.db
    .insert(changeRequests)
    .values({ reason: 'We would like to move.', ...values })
    .returning();
  return row!;
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(changeRequests).where(eq(changeRequests.id, id));
  return row!;
}

export async function lockedGroups(t: TestApp, subcourseId: string) {
  const rows = await t.db
    .select({ groupId: groupLocks.groupId })
    .from(groupLocks)
    .where(eq(groupLocks.subcourseId, subcourseId));
  return rows.map((r) => r.groupId).sort();
}

/** A second client on a project, so that mails to its clients can be counted. */
export async function addProjectClient(t: TestApp, projectId: string) {
  const client = await signedIn(t, 'client');
  await t.db.insert(projectClients).values({ projectId, clientId: client.id });
  return client;
}
