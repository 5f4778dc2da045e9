import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { clients, staff } from './accounts';
import { courses, subcourses } from './courses';

/** A client's project in a parent course; its routes are in modules/projects. */
export const projects = pgTable(
  'projects',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The subcourse the project is available in, while it is. */
    subcourseId: text('subcourse_id').references(() => subcourses.id, { onDelete: 'set null' }),
    projNo: integer('proj_no').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'draft' | 'submitted' | 'available' | 'unavailable'>().notNull(),
    capacity: integer('capacity').notNull().default(0),
    category: text('category').notNull().default(''),
    terms: jsonb('terms').$type<number[]>().notNull(),
    areas: jsonb('areas')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    background: text('background').notNull().default(''),
    scope: text('scope').notNull().default(''),
    description: text('description').notNull().default(''),
    reqSkills: text('req_skills').notNull().default(''),
    outcomes: text('outcomes').notNull().default(''),
    attachments: jsonb('attachments')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    responses: jsonb('responses')
      .$type<{ question: string; answer: unknown }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isAllocated: boolean('is_allocated').notNull().default(false),
    color: text('color').notNull(),
    dateCreated: date('date_created').notNull(),
    dateModified: date('date_modified').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff member of `subcourse` who mentors the project; their quota bounds its groups. */
    mentorId: text('mentor_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Soft minimum number of groups: suggestions try to reach it, publishing ignores it. */
    minGroups: integer('min_groups').notNull().default(0),
    withdrawnReason: text('withdrawn_reason'),
    withdrawnBy: text('withdrawn_by').references(() => staff.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('projects_proj_no_unique').on(t.courseId, t.projNo),
    // A subcourse's available projects (student list, search) without scanning every course's.
    index('projects_subcourse_idx').on(t.subcourseId),
  ],
);

export const projectClients = pgTable(
  'project_clients',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.clientId] }),
    // A client's own projects (client project list, profile) and the deletion of a client.
    index('project_clients_client_idx').on(t.clientId),
  ],
);

/** A subcourse's `projects` list: offered this term (available or unavailable). */
export const subcourseProjects = pgTable(
  'subcourse_projects',
  {
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subcourseId, t.projectId] })],
);

/** A subcourse's `clients` list: clients with a project in it. */
export const subcourseClients = pgTable(
  'subcourse_clients',
  {
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subcourseId, t.clientId] })],
);
