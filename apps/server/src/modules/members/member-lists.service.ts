import {
  EXTERNAL_SIGN_INS,
  type ClientOverviewEntry,
  type ExternalSignIn,
  type MemberEntry,
} from '@capstone/contracts';
import type { SignInSettings } from '../../config/sign-in-config';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertStaff } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  countUnallocatedStudents,
  listClientProjectsInSubcourse,
  listCourseClients,
  listIdentityIssuers,
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

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * What an identity's issuer lets its person do now: a registered LMS platform's issuer is a
 * launch from that LMS; an issuer at the university provider's origin is its sign-in (ID tokens
 * may name a tenant's own issuer there, as Entra's do). An issuer nothing configured accepts any
 * more is no way in.
 */
function signInOf(settings: SignInSettings) {
  const platforms = new Set(settings.ltiPlatforms.map((platform) => platform.issuer));
  const university = settings.oidc ? originOf(settings.oidc.issuer) : null;
  return (issuer: string): ExternalSignIn | null => {
    if (platforms.has(issuer)) return 'lms';
    return university !== null && originOf(issuer) === university ? 'university' : null;
  };
}

/** Each account's ways in without a password, keyed `type:id`, in `EXTERNAL_SIGN_INS` order. */
async function externalSignIns(
  ctx: ServiceContext,
  students: { id: string }[],
  staff: { id: string }[],
) {
  const rows = await listIdentityIssuers(ctx.db, [
    { type: 'student', ids: students.map((row) => row.id) },
    { type: 'staff', ids: staff.map((row) => row.id) },
  ]);
  const kindOf = signInOf(ctx.config.signIn);
  const found = new Map<string, Set<ExternalSignIn>>();
  for (const row of rows) {
    const kind = kindOf(row.issuer);
    if (!kind) continue;
    const key = `${row.accountType}:${row.accountId}`;
    found.set(key, (found.get(key) ?? new Set()).add(kind));
  }
  return (type: 'student' | 'staff', id: string): ExternalSignIn[] => {
    const kinds = found.get(`${type}:${id}`);
    return kinds ? EXTERNAL_SIGN_INS.filter((kind) => kinds.has(kind)) : [];
  };
}

/**
 * `GET /api/admin/subcourse/members/{id}`: enrolled students and staff of S, by name, each with
 * the state of its access-code email while it has not set a password, and the ways it signs in
 * without one.
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
  const signIns = await externalSignIns(ctx, studentRows, staffRows);
  return [
    ...studentRows.map((row) => presentStudentMember(row, signIns('student', row.id))),
    ...staffRows.map((row) => presentStaffMember(row, signIns('staff', row.id))),
  ].sort(byName);
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
