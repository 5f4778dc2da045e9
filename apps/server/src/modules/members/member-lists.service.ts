import type { ClientOverviewEntry, MemberEntry } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertStaff } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  countUnallocatedStudents,
  listClientProjectsInSubcourse,
  listCourseClients,
  listMemberStudents,
  listSubcourseStaff,
} from './member-lists.repo';
import {
  presentClientOverview,
  presentStaffMember,
  presentStudentMember,
} from './members.presenter';

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

async function staffAccess(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  return assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
}

/**
 * `GET /api/admin/subcourse/members/{id}`: enrolled students and staff of S, by name, each with
 * the state of its access-code email while it has not set a password.
 */
export async function listMembers(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<MemberEntry[]> {
  await staffAccess(ctx, actor, subcourseId);
  const [studentRows, staffRows] = await Promise.all([
    listMemberStudents(ctx.db, subcourseId),
    listSubcourseStaff(ctx.db, subcourseId),
  ]);
  return [...studentRows.map(presentStudentMember), ...staffRows.map(presentStaffMember)].sort(
    byName,
  );
}

/** `GET /api/admin/allclients/{id}`: clients of the parent course with their projects in S. */
export async function listClients(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<ClientOverviewEntry[]> {
  const access = await staffAccess(ctx, actor, subcourseId);
  const clientRows = await listCourseClients(ctx.db, access.parentCourseId);
  const projectRows = await listClientProjectsInSubcourse(
    ctx.db,
    subcourseId,
    clientRows.map((c) => c.id),
  );
  return clientRows.map((client) =>
    presentClientOverview(
      client,
      projectRows.filter((p) => p.clientId === client.id).map(({ id, name }) => ({ id, name })),
    ),
  );
}

/** `GET /api/admin/students/unallocated/{id}`: how many enrolled students have no group. */
export async function countUnallocated(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<number> {
  await staffAccess(ctx, actor, subcourseId);
  return countUnallocatedStudents(ctx.db, subcourseId);
}
