import { randomInt } from 'node:crypto';
import {
  APPROVED_STATUSES,
  CLIENT_PROJECT_STATUSES,
  missingProjectField,
  PROJECT_MESSAGES,
  type CreateProjectBody,
  type ProjectFields,
  type ProjectFull,
  type ProjectStatus,
  type UpdateProjectBody,
} from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import {
  assertCanCreateIn,
  assertCanEdit,
  assertVerifiedClient,
} from '../../policies/project.policy';
import { loadCourseAccess } from '../../access/course-access.repo';
import { projectDate } from './project-dates';
import { presentProjects } from './read-projects.service';
import {
  findCourseTerms,
  findProjectWithRelations,
  insertProject,
  isClientVerified,
  lockCourse,
  nextProjNo,
  updateProject as writeProject,
  type NewProject,
  type ProjectRow,
} from './projects.repo';

type SavedFields = Pick<
  NewProject,
  | 'name'
  | 'terms'
  | 'category'
  | 'areas'
  | 'background'
  | 'scope'
  | 'description'
  | 'reqSkills'
  | 'outcomes'
  | 'capacity'
  | 'attachments'
  | 'responses'
>;

/**
 * The stored fields after a save: what the body sends, and for the rest what the project had
 * (on create: empty). Terms are kept once each, in order.
 */
function savedFields(input: ProjectFields, current?: ProjectRow): Required<SavedFields> {
  const terms = input.terms
    ? [...new Set(input.terms)].sort((a, b) => a - b)
    : (current?.terms ?? []);
  return {
    name: input.name ?? current?.name ?? '',
    terms,
    category: input.category ?? current?.category ?? '',
    areas: input.areas ?? current?.areas ?? [],
    background: input.background ?? current?.background ?? '',
    scope: input.scope ?? current?.scope ?? '',
    description: input.description ?? current?.description ?? '',
    reqSkills: input.req_skills ?? current?.reqSkills ?? '',
    outcomes: input.outcomes ?? current?.outcomes ?? '',
    capacity: input.capacity ?? current?.capacity ?? 0,
    attachments: input.attachments ?? current?.attachments ?? [],
    responses: input.responses ?? current?.responses ?? [],
  };
}

/** The project save rules that need the saved values: required fields, then offered terms. */
function assertSavable(fields: Required<SavedFields>, status: ProjectStatus, offered: number[]) {
  const missing = missingProjectField(
    { ...fields, req_skills: fields.reqSkills } as ProjectFields,
    status,
  );
  if (missing) throw badRequest(missing);
  if (fields.terms.some((term) => !offered.includes(term))) {
    throw badRequest(PROJECT_MESSAGES.termsNotOffered);
  }
}

const randomColor = () => `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0')}`;

/**
 * `POST /api/project/create`: a verified client of C adds a draft or submitted project. The
 * course row is locked while the next `proj_no` is read and used, so concurrent creates in one
 * course number their projects one after another.
 */
export async function createProject(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateProjectBody,
): Promise<string> {
  assertOwnAccountType(actor, 'client');
  const status = input.status ?? 'draft';
  const fields = savedFields(input);
  const missing = missingProjectField(input, status);
  if (missing) throw badRequest(missing);
  return ctx.db.transaction(async (tx) => {
    assertVerifiedClient(await isClientVerified(tx, actor.id));
    assertCanCreateIn(actor, await loadCourseAccess(tx, actor, input.course));
    const course = await lockCourse(tx, input.course);
    if (!course) throw notFound(PROJECT_MESSAGES.courseDoesNotExist);
    assertSavable(fields, status, course.terms);
    const today = projectDate(ctx.config.institution.timeZone);
    return insertProject(
      tx,
      {
        ...fields,
        courseId: course.id,
        projNo: await nextProjNo(tx, course.id),
        status,
        color: randomColor(),
        dateCreated: today,
        dateModified: today,
      },
      actor.id,
    );
  });
}

/**
 * The status a save leaves: staff never change it here (approve, reject and remove do), a
 * client's approved project keeps its status, otherwise the client picks draft or submitted.
 */
function savedStatus(
  editor: 'client' | 'staff',
  current: ProjectStatus,
  requested: ProjectStatus | null | undefined,
): ProjectStatus {
  if (editor === 'staff' || APPROVED_STATUSES.includes(current)) return current;
  const next = requested ?? current;
  if (!(CLIENT_PROJECT_STATUSES as readonly ProjectStatus[]).includes(next)) {
    throw badRequest(PROJECT_MESSAGES.statusDraftOrSubmitted);
  }
  return next;
}

/** `PUT /api/project/update/{id}`: an owner client or a course admin of C saves P. */
export async function updateProject(
  ctx: ServiceContext,
  actor: Actor,
  projectId: string,
  input: UpdateProjectBody,
): Promise<ProjectFull> {
  // An update takes the same fields as a create: the body itself must carry what a create
  // asking for that status would need (a draft its name), so `{}` or a null name is a 400, not
  // a no-op save.
  const missing = missingProjectField(input, input.status === 'submitted' ? 'submitted' : 'draft');
  if (missing) throw badRequest(missing);
  return ctx.db.transaction(async (tx) => {
    if (actor.type === 'client') assertVerifiedClient(await isClientVerified(tx, actor.id));
    const row = await findProjectWithRelations(tx, actor, projectId, { lock: true });
    const editor = assertCanEdit(actor, row, PROJECT_MESSAGES.updateNotFound);
    const status = savedStatus(editor, row!.status, input.status);
    const fields = savedFields(input, row);
    assertSavable(fields, status, await findCourseTerms(tx, row!.courseId));
    await writeProject(tx, projectId, {
      ...fields,
      status,
      dateModified: projectDate(ctx.config.institution.timeZone),
    });
    const saved = await findProjectWithRelations(tx, actor, projectId);
    const [project] = await presentProjects(tx, [{ row: saved!, view: 'full' }], actor);
    return project as ProjectFull;
  });
}
