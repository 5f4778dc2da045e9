import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../common/constants';
import { atMost, requiredString } from '../common/fields';
import { LIMITS, LIST_LIMITS } from '../common/limits';
import { fieldRequired } from '../common/messages';
import { projectCard } from '../courses/course-schemas';
import { PROJECT_MESSAGES } from './project-messages';

export const PROJECT_STATUSES = ['draft', 'submitted', 'available', 'unavailable'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** What a client may ask for when saving; approval decides the rest. */
export const CLIENT_PROJECT_STATUSES = ['draft', 'submitted'] as const;
/** Approved projects keep their status when their client saves them again. */
export const APPROVED_STATUSES: readonly ProjectStatus[] = ['available', 'unavailable'];
/** Client project tabs, default first. */
export const PROJECT_STATUS_FILTERS = [
  'available',
  'unavailable',
  'submitted',
  'draft',
  'all',
] as const;
export const PROJECT_TEXT_MAX = LIMITS.projectText;
export const PROJECT_NAME_MAX = LIMITS.projectName;
export const PROJECT_LIST_MAX = 100;
export const PROJECT_SEARCH_LIMIT = 30;

const ref = z.object({ id: z.string(), name: z.string() });
const response = z.object({
  question: z.string(),
  answer: z.union([z.string(), z.number(), z.array(z.string())]).nullable(),
});
export type ProjectResponse = z.infer<typeof response>;

/** `ProjectPublic`: what anyone may read of an available project. */
export const projectPublic = projectCard.extend({
  terms: z.array(z.number().int()),
  background: z.string(),
  scope: z.string(),
  description: z.string(),
  req_skills: z.string(),
  outcomes: z.string(),
  date_created: z.string(),
  date_modified: z.string(),
});
const clientRef = z.object({ id: z.string(), name: z.string(), company_name: z.string() });
/** `ProjectStudent`: + subcourse, clients and (once published) the allocated groups. */
export const projectStudent = projectPublic.extend({
  subcourse: z.string().nullable(),
  clients: z.array(clientRef),
  groups: z.array(ref),
});
/** `ProjectFull`: owner clients and staff of the course. */
export const projectFull = projectStudent.extend({
  course: z.string(),
  is_allocated: z.boolean(),
  attachments: z.array(z.string()),
  responses: z.array(response),
  clients: z.array(clientRef.extend({ email: z.string() })),
  /** Set once staff withdrew the project after publishing; staff and its clients see it. */
  withdrawn: z
    .object({ reason: z.string(), by: ref.nullable(), at: z.string() })
    .nullable()
    .optional(),
  /** Staff of the subcourse only. */
  mentor: ref.nullable().optional(),
  min_groups: z.number().int().optional(),
});
/** Most specific first: the serializer keeps the first shape that matches. */
export const projectView = z.union([projectFull, projectStudent, projectPublic]);
export type ProjectPublic = z.infer<typeof projectPublic>;
export type ProjectStudent = z.infer<typeof projectStudent>;
export type ProjectFull = z.infer<typeof projectFull>;
export type ProjectView = z.infer<typeof projectView>;

export const projectIdParams = z.object({ projectId: z.string().min(1).max(LIMITS.id) });
export const projectSubcourseParams = projectIdParams.extend({
  subcourseId: z.string().min(1).max(LIMITS.id),
});

/** POST /api/projects/list */
export const projectListBody = z.object(
  {
    projects: z
      .array(
        z
          .string({ error: PROJECT_MESSAGES.listOfIds })
          .max(LIMITS.id, { message: PROJECT_MESSAGES.listOfIds, abort: true })
          .min(1, PROJECT_MESSAGES.listOfIds),
        { error: PROJECT_MESSAGES.listOfIds },
      )
      .max(PROJECT_LIST_MAX, PROJECT_MESSAGES.listOfIds),
  },
  { error: PROJECT_MESSAGES.listOfIds },
);

/** GET /api/project/search */
export const projectSearchQuery = z.object({
  query: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { message: PROJECT_MESSAGES.queryTooLong, abort: true })
    .optional()
    .default(''),
  subcourse_id: requiredString('subcourse_id', PROJECT_MESSAGES.subcourseIdRequired, LIMITS.id),
});

/** GET /api/client/projects */
export const clientProjectsQuery = z.object({
  clientId: requiredString('clientId', PROJECT_MESSAGES.clientIdRequired, LIMITS.id),
  courseId: requiredString('courseId', PROJECT_MESSAGES.courseIdRequired, LIMITS.id),
});

/** Approve and remove accept an optional body naming the same ids as the path. */
export const projectSubcourseBody = z
  .object(
    {
      project_id: z
        .string({ error: 'project_id must be a string' })
        .max(LIMITS.id, atMost('project_id', LIMITS.id))
        .nullish(),
      subcourse_id: z
        .string({ error: 'subcourse_id must be a string' })
        .max(LIMITS.id, atMost('subcourse_id', LIMITS.id))
        .nullish(),
    },
    { error: PROJECT_MESSAGES.pathMismatch },
  )
  .nullish();

const text = (field: string, max = PROJECT_TEXT_MAX) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, atMost(field, max))
    .nullish();
const stringList = (field: string, maxItems: number) =>
  z
    .array(
      z
        .string({ error: `${field} must be a list of strings` })
        .trim()
        .max(LIMITS.projectItem, atMost(`${field} entries`, LIMITS.projectItem)),
      {
        error: `${field} must be a list of strings`,
      },
    )
    .max(maxItems, `${field} must have at most ${maxItems} entries`)
    .nullish();

/**
 * The fields a project save carries (`POST /api/project/create`,
 * `PUT /api/project/update/{projectId}`). Every field may be absent: which ones a save needs
 * depends on the status it asks for (`missingProjectField`).
 */
const projectFields = {
  name: text('name', PROJECT_NAME_MAX),
  status: z
    .enum(CLIENT_PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusDraftOrSubmitted })
    .nullish(),
  terms: z
    .array(z.number({ error: 'terms must be a list of terms 1, 2 or 3' }).int().min(1).max(3), {
      error: 'terms must be a list of terms 1, 2 or 3',
    })
    .max(3, 'terms must be a list of terms 1, 2 or 3')
    .nullish(),
  category: text('category', LIMITS.projectItem),
  areas: stringList('areas', LIST_LIMITS.projectAreas),
  background: text('background'),
  scope: text('scope'),
  description: text('description'),
  req_skills: text('req_skills'),
  outcomes: text('outcomes'),
  capacity: z
    .number({ error: PROJECT_MESSAGES.capacityWhole })
    .int(PROJECT_MESSAGES.capacityWhole)
    .min(0, PROJECT_MESSAGES.capacityWhole)
    .max(1000, 'capacity must be at most 1000')
    .nullish(),
  attachments: stringList('attachments', LIST_LIMITS.projectAttachments),
  responses: z
    .array(
      z.object(
        {
          question: z
            .string({ error: 'responses: question must be a string' })
            .max(LIMITS.projectItem, atMost('responses: question', LIMITS.projectItem)),
          answer: z
            .union(
              [
                z.string().max(LIMITS.projectText, atMost('responses: answer', LIMITS.projectText)),
                z.number(),
                z
                  .array(
                    z
                      .string()
                      .max(
                        LIMITS.projectItem,
                        atMost('responses: answer entries', LIMITS.projectItem),
                      ),
                  )
                  .max(LIST_LIMITS.projectResponses),
              ],
              { error: 'responses: answer must be text, a number or a list of strings' },
            )
            .nullish()
            .transform((answer) => answer ?? null),
        },
        { error: 'responses must be a list of {question, answer}' },
      ),
      { error: 'responses must be a list of {question, answer}' },
    )
    .max(
      LIST_LIMITS.projectResponses,
      `responses must have at most ${LIST_LIMITS.projectResponses} entries`,
    )
    .nullish(),
};

/** A body that is not a JSON object (null, a list, a string) gets this 400. */
export const PROJECT_BODY_OBJECT = 'The request body must be a JSON object';

export const createProjectBody = z.object(
  { ...projectFields, course: requiredString('course', fieldRequired('course'), LIMITS.id) },
  { error: PROJECT_BODY_OBJECT },
);
/**
 * An update may name any status: the server keeps an approved project's status on a client save
 * and ignores it on a staff save, so only a client asking to approve its own draft is refused.
 */
export const updateProjectBody = z.object(
  {
    ...projectFields,
    status: z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusDraftOrSubmitted }).nullish(),
  },
  { error: PROJECT_BODY_OBJECT },
);
export type CreateProjectBody = z.infer<typeof createProjectBody>;
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;
export type ProjectFields = UpdateProjectBody;

/** Fields a submitted project must have, in the order their absence is reported. */
const SUBMIT_REQUIRED = [
  'name',
  'terms',
  'category',
  'areas',
  'background',
  'scope',
  'req_skills',
  'outcomes',
] as const;

/**
 * The `<field> is required` message a save fails with, or null: a draft needs only a name, a
 * submitted project every field but description, capacity, attachments and responses.
 */
export function missingProjectField(fields: ProjectFields, status: ProjectStatus): string | null {
  const required = status === 'draft' ? (['name'] as const) : SUBMIT_REQUIRED;
  for (const field of required) {
    const value = fields[field];
    const isEmpty = value == null || value.length === 0;
    if (isEmpty) return fieldRequired(field);
  }
  return null;
}

export type ProjectListBody = z.infer<typeof projectListBody>;
export type ProjectSearchQuery = z.infer<typeof projectSearchQuery>;
export type ClientProjectsQuery = z.infer<typeof clientProjectsQuery>;
export type ProjectSubcourseBody = z.infer<typeof projectSubcourseBody>;

/** POST /api/project/create */
export const createProjectResponse = z.object({ message: z.string(), project_id: z.string() });
export type CreateProjectResponse = z.infer<typeof createProjectResponse>;

/** How a status reads on screen: submitted reads AWAITING APPROVAL. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  available: 'AVAILABLE',
  unavailable: 'UNAVAILABLE',
  submitted: 'AWAITING APPROVAL',
  draft: 'DRAFT',
};
