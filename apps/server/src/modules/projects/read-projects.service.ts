import {
  PROJECT_MESSAGES,
  type ClientProjectsQuery,
  type ProjectSearchQuery,
  type ProjectView,
} from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import type { Actor, ServiceContext } from '../../lib/context';
import {
  assertVisible,
  projectView,
  subcourseProjectsView,
  type ProjectViewKind,
} from '../../policies/project.policy';
import { assertCourseAdmin } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { searchProjects as searchProjectRows } from './project-search.repo';
import { peopleByProject, presentProject, type FullViewFacts } from './projects.presenter';
import {
  clientProjectsWhere,
  findProjectWithRelations,
  listProjects,
  listProjectsWithRelations,
  listStaffedSubcourses,
  loadProjectPeople,
  loadStaffNames,
  projectsWithIdsWhere,
  subcourseProjectsWhere,
  submittedProjectsWhere,
  type ProjectRow,
} from './projects.repo';

/**
 * What the full views of `rows` add for `viewer`: the names of the staff they name, and the
 * subcourses whose allocation settings the viewer may see (those it is staff of).
 */
async function loadFullViewFacts(db: DbOrTx, rows: ProjectRow[], viewer: Actor | null) {
  const staffIds = rows
    .flatMap((row) => [row.withdrawnBy, row.mentorId])
    .filter((id) => id !== null);
  const subcourseIds = rows.flatMap((row) => (row.subcourseId ? [row.subcourseId] : []));
  const [staffNames, staffed] = await Promise.all([
    loadStaffNames(db, [...new Set(staffIds)]),
    viewer?.type === 'staff'
      ? listStaffedSubcourses(db, viewer.id, [...new Set(subcourseIds)])
      : new Set<string>(),
  ]);
  return (row: ProjectRow): FullViewFacts => ({
    staffNames,
    seesSettings: row.subcourseId !== null && staffed.has(row.subcourseId),
  });
}

/**
 * Presents each row in its view for `viewer`; clients and groups are loaded only for views that
 * show them, staff names and settings only for full views.
 */
export async function presentProjects(
  db: DbOrTx,
  items: { row: ProjectRow; view: ProjectViewKind }[],
  viewer: Actor | null,
): Promise<ProjectView[]> {
  const needPeople = items.filter((item) => item.view !== 'public').map((item) => item.row.id);
  const fullRows = items.filter((item) => item.view === 'full').map((item) => item.row);
  const [people, facts] = await Promise.all([
    loadProjectPeople(db, needPeople).then(peopleByProject),
    loadFullViewFacts(db, fullRows, viewer),
  ]);
  return items.map((item) =>
    presentProject(item.row, item.view, people(item.row.id), facts(item.row)),
  );
}

const inView = (rows: ProjectRow[], view: ProjectViewKind) => rows.map((row) => ({ row, view }));

/** `POST /api/projects/list`: the listed projects the caller may see, in request order. */
export async function listProjectsByIds(ctx: ServiceContext, actor: Actor | null, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await listProjectsWithRelations(ctx.db, actor, projectsWithIdsWhere(unique));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    const view = row && projectView(row);
    return row && view ? [{ row, view }] : [];
  });
  return presentProjects(ctx.db, items, actor);
}

/** `GET /api/projects/{S}`: staff get every project of S in full, students the available ones. */
export async function listSubcourseProjects(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
) {
  const view = subcourseProjectsView(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const rows = await listProjects(ctx.db, subcourseProjectsWhere(subcourseId, view));
  return presentProjects(ctx.db, inView(rows, view), actor);
}

/** `GET /api/project/profile/{id}`: the project in the caller's view, or 404. */
export async function getProjectProfile(ctx: ServiceContext, actor: Actor, projectId: string) {
  const row = await findProjectWithRelations(ctx.db, actor, projectId);
  assertVisible(row, PROJECT_MESSAGES.profileNotFound);
  const [project] = await presentProjects(ctx.db, [{ row, view: projectView(row)! }], actor);
  return project!;
}

/** `GET /api/project/search`: best text match first among the projects of S the caller sees. */
export async function searchProjects(ctx: ServiceContext, actor: Actor, input: ProjectSearchQuery) {
  const access = await loadSubcourseAccess(ctx.db, actor, input.subcourse_id);
  const view = subcourseProjectsView(access);
  const rows = await searchProjectRows(
    ctx.db,
    subcourseProjectsWhere(input.subcourse_id, view),
    input.query,
  );
  return presentProjects(ctx.db, inView(rows, view), actor);
}

/**
 * `GET /api/client/projects`: a client's projects in course C, each in the caller's view: all
 * of them in full for the client itself and staff of C, the available ones for anyone else.
 */
export async function listClientProjects(
  ctx: ServiceContext,
  actor: Actor | null,
  input: ClientProjectsQuery,
) {
  const rows = await listProjectsWithRelations(
    ctx.db,
    actor,
    clientProjectsWhere(input.courseId, input.clientId),
  );
  const items = rows.flatMap((row) => {
    const view = projectView(row);
    return view ? [{ row, view }] : [];
  });
  return presentProjects(ctx.db, items, actor);
}

/** `GET /api/unapproved/projects/{S}`: the parent course's submitted projects, for its admins. */
export async function listUnapprovedProjects(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
) {
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const rows = await listProjects(ctx.db, submittedProjectsWhere(access.parentCourseId));
  return presentProjects(ctx.db, inView(rows, 'full'), actor);
}
