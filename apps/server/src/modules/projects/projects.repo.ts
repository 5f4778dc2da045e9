import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import {
  clients,
  courses,
  groups,
  projectClients,
  projects,
  staff,
  staffMemberships,
  subcourses,
} from '../../db/schema';
import type { Actor } from '../../lib/context';
import type { ProjectRelations } from '../../policies/project.policy';

export type ProjectRow = Omit<typeof projects.$inferSelect, 'createdAt'>;
export type NewProject = typeof projects.$inferInsert;
export type ProjectWithRelations = ProjectRow & ProjectRelations;

const { createdAt: _createdAt, ...columns } = getTableColumns(projects);
/** Every stored field of a project but its bookkeeping timestamp. */
export const projectColumns = columns;

// The outer row in the correlated subqueries below.
const outerId = outer(projects.id);
const outerCourse = outer(projects.courseId);
const outerSubcourse = outer(projects.subcourseId);

/** The caller's relation to each selected project, as boolean columns (one statement for all). */
function relationColumns(actor: Actor | null) {
  const id = actor?.id ?? '';
  const no = sql<boolean>`false`;
  const staffOf = (roleFilter: SQL) => sql<boolean>`(
    exists (select 1 from courses c where c.id = ${outerCourse} and c.owner_id = ${id})
    or exists (
      select 1 from staff_memberships sm join subcourses s on s.id = sm.subcourse_id
      where s.parent_course_id = ${outerCourse} and sm.staff_id = ${id} ${roleFilter}
    )
  )`;
  const isStaff = actor?.type === 'staff';
  return {
    isOwnerClient:
      actor?.type === 'client'
        ? sql<boolean>`exists (select 1 from project_clients pc where pc.project_id = ${outerId} and pc.client_id = ${id})`
        : no,
    isStaffOfCourse: isStaff ? staffOf(sql``) : no,
    isCourseAdmin: isStaff ? staffOf(sql`and sm.role = 'course admin'`) : no,
    isEnrolledInSubcourse:
      actor?.type === 'student'
        ? sql<boolean>`exists (select 1 from enrolments e where e.subcourse_id = ${outerSubcourse} and e.student_id = ${id})`
        : no,
  };
}

/**
 * Projects matching `where` with the caller's relation to each, sorted by `proj_no` unless told
 * otherwise. Never cached: ownership and status change with every project write.
 */
export async function listProjectsWithRelations(
  db: DbOrTx,
  actor: Actor | null,
  where: SQL | undefined,
  options: { lock?: boolean } = {},
): Promise<ProjectWithRelations[]> {
  const query = db
    .select({ ...projectColumns, ...relationColumns(actor) })
    .from(projects)
    .where(where)
    .orderBy(asc(projects.courseId), asc(projects.projNo));
  const rows = options.lock ? await query.for('update', { of: projects }) : await query;
  return rows.map((row) => ({
    ...row,
    isOwnerClient: !!row.isOwnerClient,
    isStaffOfCourse: !!row.isStaffOfCourse,
    isCourseAdmin: !!row.isCourseAdmin,
    isEnrolledInSubcourse: !!row.isEnrolledInSubcourse,
  }));
}

/** One project with the caller's relation; `lock` holds its row for the transaction. */
export async function findProjectWithRelations(
  db: DbOrTx,
  actor: Actor | null,
  projectId: string,
  options: { lock?: boolean } = {},
) {
  const [row] = await listProjectsWithRelations(db, actor, eq(projects.id, projectId), options);
  return row;
}

/** Plain project rows by `proj_no` (no caller), for lists already authorised through S or C. */
export function listProjects(db: DbOrTx, where: SQL, limit?: number) {
  const query = db
    .select(projectColumns)
    .from(projects)
    .where(where)
    .orderBy(asc(projects.projNo), asc(projects.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The projects of S (`GET /api/projects/{subcourseId}`): for staff every project in S's list or
 * available in S; for students only those available in S.
 */
export function subcourseProjectsWhere(subcourseId: string, view: 'full' | 'student') {
  if (view === 'student') {
    return and(eq(projects.subcourseId, subcourseId), eq(projects.status, 'available'))!;
  }
  return sql`(${projects.subcourseId} = ${subcourseId} or ${projects.id} in (
    select sp.project_id from subcourse_projects sp where sp.subcourse_id = ${subcourseId}
  ))`;
}

/** The projects with these ids. */
export const projectsWithIdsWhere = (ids: string[]) => inArray(projects.id, ids);

/** The projects of course C that the client owns. */
export function clientProjectsWhere(courseId: string, clientId: string) {
  return and(
    eq(projects.courseId, courseId),
    sql`${projects.id} in (select pc.project_id from project_clients pc where pc.client_id = ${clientId})`,
  );
}

/** The projects of course C submitted for review. */
export const submittedProjectsWhere = (courseId: string) =>
  and(eq(projects.courseId, courseId), eq(projects.status, 'submitted'))!;

/** The clients of each of the projects, with what presenters and emails need. */
export function listClientsOfProjects(db: DbOrTx, projectIds: string[]) {
  return db
    .select({
      projectId: projectClients.projectId,
      id: clients.id,
      name: clients.name,
      companyName: clients.companyName,
      email: clients.email,
    })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .where(inArray(projectClients.projectId, projectIds))
    .orderBy(asc(clients.name), asc(clients.id));
}

/** The clients and the published groups of each project, for the presenters. */
export async function loadProjectPeople(db: DbOrTx, projectIds: string[]) {
  if (projectIds.length === 0) return { clientRows: [], groupRows: [] };
  const [clientRows, groupRows] = await Promise.all([
    listClientsOfProjects(db, projectIds),
    db
      .select({ projectId: groups.projectId, id: groups.id, name: groups.name })
      .from(groups)
      .where(inArray(groups.projectId, projectIds))
      .orderBy(asc(groups.name), asc(groups.id)),
  ]);
  return { clientRows, groupRows };
}
export type ProjectPeople = Awaited<ReturnType<typeof loadProjectPeople>>;

/** Names of these staff accounts (who withdrew a project, who mentors one), by id. */
export async function loadStaffNames(db: DbOrTx, staffIds: string[]) {
  if (staffIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, staffIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of these subcourses the staff account is staff of. */
export async function listStaffedSubcourses(db: DbOrTx, staffId: string, subcourseIds: string[]) {
  if (subcourseIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: staffMemberships.subcourseId })
    .from(staffMemberships)
    .where(
      and(
        eq(staffMemberships.staffId, staffId),
        inArray(staffMemberships.subcourseId, subcourseIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Clients of P with what their emails need. */
export const listProjectClients = (db: DbOrTx, projectId: string) =>
  listClientsOfProjects(db, [projectId]);
export type ProjectClient = Awaited<ReturnType<typeof listProjectClients>>[number];

/** Locks C's row: project numbers of one course are handed out one transaction at a time. */
export async function lockCourse(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({ id: courses.id, terms: courses.terms, code: courses.code, name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('no key update')
    .limit(1);
  return row;
}

export async function nextProjNo(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${projects.projNo})` })
    .from(projects)
    .where(eq(projects.courseId, courseId));
  return Number(row?.max ?? 0) + 1;
}

/** Inserts P owned by `clientId` (`client.projects` is this link). */
export async function insertProject(db: DbOrTx, values: NewProject, clientId: string) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  await db.insert(projectClients).values({ projectId: row!.id, clientId });
  return row!.id;
}

export async function updateProject(db: DbOrTx, projectId: string, values: Partial<NewProject>) {
  await db.update(projects).set(values).where(eq(projects.id, projectId));
}

/**
 * Moves P out of `from` in one conditional statement, so of concurrent reviews only the first
 * finds it there. False when P had already left that status.
 */
export async function changeStatusFrom(
  db: DbOrTx,
  projectId: string,
  from: ProjectStatus,
  values: Partial<NewProject> & { status: ProjectStatus },
) {
  const rows = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, projectId), eq(projects.status, from)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Groups whose published project is P. */
export async function hasAllocatedGroups(db: DbOrTx, projectId: string) {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.projectId, projectId))
    .limit(1);
  return rows.length > 0;
}

/** Deletes P if it is still a draft or submitted; false when it was approved meanwhile. */
export async function deleteUnapprovedProject(db: DbOrTx, projectId: string) {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), inArray(projects.status, ['draft', 'submitted'])))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Whether the client account is verified (read in the write's transaction). */
export async function isClientVerified(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ isVerified: clients.isVerified })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row?.isVerified ?? false;
}

/** The offered terms of C. */
export async function findCourseTerms(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({ terms: courses.terms })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row?.terms ?? [];
}

/**
 * Locks S for a review (FOR NO KEY UPDATE: rows referencing S may still be inserted): approvals
 * and removals in one subcourse run one at a time, so its lists and channels stay consistent.
 */
export async function lockSubcourseForReview(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({
      id: subcourses.id,
      parentCourseId: subcourses.parentCourseId,
      name: subcourses.name,
      term: subcourses.term,
      year: subcourses.year,
      isArchived: subcourses.isArchived,
      isActive: subcourses.isActive,
    })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId))
    .for('no key update')
    .limit(1);
  return row;
}
