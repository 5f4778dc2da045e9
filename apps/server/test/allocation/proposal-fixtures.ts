import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AllocationReport, AutoAllocation } from '@capstone/contracts';
import {
  changeRequests,
  groupLocks,
  projects,
  staff,
  staffMemberships,
  type ChangeRequestStatus,
} from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { board, post } from './board-fixtures';
import { getAs, type SuggestWorld } from './suggest-fixtures';

export const autoUrl = (id: string, query = '') => `/api/admin/${id}/allocate/project/auto${query}`;
export const reportUrl = (id: string, query = '') =>
  `/api/admin/${id}/allocate/project/auto/report${query}`;

/** Publishes the project board (overridden, so any board goes) and returns the version number. */
export async function publish(
  t: TestApp,
  w: SuggestWorld,
  byProject: Record<string, string[]>,
  unallocated: string[] = [],
) {
  const response = await post(
    t,
    `/api/admin/allocate/${w.subcourse.id}/project`,
    { is_draft: false, override: true, ...board(byProject, unallocated) },
    w.admin.headers,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ version: number }>().version;
}

export const setProject = (t: TestApp, id: string, values: Partial<typeof projects.$inferInsert>) =>
  t.db.update(projects).set(values).where(eq(projects.id, id));

/** What the withdraw route stores: the project is no longer available, its groups stay on it. */
export const withdraw = (t: TestApp, w: SuggestWorld, id: string) =>
  setProject(t, id, {
    status: 'unavailable',
    withdrawnAt: new Date(),
    withdrawnBy: w.admin.id,
    withdrawnReason: 'The client left.',
  });

export const lock = (t: TestApp, w: SuggestWorld, groupId: string, projectId: string) =>
  t.db
    .insert(groupLocks)
    .values({ subcourseId: w.subcourse.id, groupId, projectId, lockedBy: w.admin.id });

export const unlockAll = (t: TestApp, w: SuggestWorld) =>
  t.db.delete(groupLocks).where(eq(groupLocks.subcourseId, w.subcourse.id));

/** A change request row as the request and decision routes leave it (`approved` by default). */
export async function changeRequest(
  t: TestApp,
  w: SuggestWorld,
  values: {
    groupId: string;
    from: string;
    to: string | null;
    status?: ChangeRequestStatus;
  },
) {
  const [row] = await t.db
    .insert(changeRequests)
    .values({
      subcourseId: w.subcourse.id,
      groupId: values.groupId,
      fromProjectId: values.from,
      projectId: values.to,
      reason: 'We would rather work on that.',
      status: values.status ?? 'approved',
      decidedBy: values.status === 'open' ? null : w.admin.id,
      decidedAt: values.status === 'open' ? null : new Date(),
    })
    .returning({ id: changeRequests.id });
  return row!.id;
}

/** Makes the world's tutor a mentor named `name` with `quota`, of `projectIds`. */
export async function mentorOf(
  t: TestApp,
  w: SuggestWorld,
  name: string,
  quota: number | null,
  projectIds: string[],
) {
  await t.db.update(staff).set({ name }).where(eq(staff.id, w.tutor.id));
  await setQuota(t, w, quota);
  for (const id of projectIds) await setProject(t, id, { mentorId: w.tutor.id });
  return { id: w.tutor.id, name };
}

export const setQuota = (t: TestApp, w: SuggestWorld, quota: number | null) =>
  t.db
    .update(staffMemberships)
    .set({ mentorQuota: quota })
    .where(
      and(
        eq(staffMemberships.subcourseId, w.subcourse.id),
        eq(staffMemberships.staffId, w.tutor.id),
      ),
    );

/**
 * The map and the report of one query, after checking that the report's `allocation` is the map
 * and that every placed group of the report's `groups` sits where the map says.
 */
export async function suggestion(t: TestApp, w: SuggestWorld, query = '') {
  const mapResponse = await getAs(t, autoUrl(w.subcourse.id, query), w.admin.headers);
  expect(mapResponse.statusCode, mapResponse.body).toBe(200);
  const map = mapResponse.json<AutoAllocation>();
  const reportResponse = await getAs(t, reportUrl(w.subcourse.id, query), w.admin.headers);
  expect(reportResponse.statusCode, reportResponse.body).toBe(200);
  const report = reportResponse.json<AllocationReport>();
  expect(report.allocation).toEqual(map);
  const placed = placements(map);
  for (const entry of report.groups) {
    expect(entry.project?.id ?? null).toBe(placed.get(entry.id) ?? null);
  }
  return { map, report };
}

/** Group id → project id of an allocation map. */
export const placements = (allocation: AutoAllocation) =>
  new Map(
    Object.entries(allocation).flatMap(([projectId, list]) =>
      list.map((group) => [group.id, projectId] as const),
    ),
  );

export const ref = (item: { id: string; name: string }) => ({ id: item.id, name: item.name });
