import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { clients, staff } from './accounts';

/** A form field as the Form Builder edits it (the contracts' `FormField`). */
export interface FormFieldRecord {
  id: string;
  label: string;
  input_type: 'text' | 'textarea' | 'radio' | 'checkbox' | 'number' | 'dropdown' | 'select';
  value?: string | string[] | null;
  options: string[];
}

const formFields = (name: string) =>
  jsonb(name)
    .$type<FormFieldRecord[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A parent course (code and term dates); its offerings are subcourses. */
export const courses = pgTable('courses', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique('courses_code_unique'),
  description: text('description').notNull(),
  color: text('color').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => staff.id),
  terms: jsonb('terms').$type<number[]>().notNull(),
  termDates: jsonb('term_dates').$type<Record<string, string>>().notNull(),
  defClientQuestionnaire: formFields('def_client_questionnaire'),
  defProjectPreferenceForm: formFields('def_project_preference_form'),
  createdAt: createdAt(),
});

/** A client's application to a parent course (`course.clients` / `client.courses`). */
export const courseClients = pgTable(
  'course_clients',
  {
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    appliedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.clientId] })],
);

/** One term's offering of a parent course. At most one per parent is active (partial index). */
export const subcourses = pgTable(
  'subcourses',
  {
    id: id(),
    parentCourseId: text('parent_course_id')
      .notNull()
      .references(() => courses.id),
    ownerId: text('owner_id')
      .notNull()
      .references(() => staff.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    term: integer('term').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    maxGroupSize: integer('max_group_size').notNull().default(6),
    preferenceRelease: boolean('preference_release').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    /** When it was archived: retention counts `RETENTION_DAYS` from here. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    isDefault: boolean('is_default').notNull().default(false),
    clientQuestionnaire: formFields('client_questionnaire'),
    projectPreferenceForm: formFields('project_preference_form'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subcourses_offering_unique').on(t.code, t.term, t.year),
    uniqueIndex('subcourses_one_active_per_parent')
      .on(t.parentCourseId)
      .where(sql`${t.isActive}`),
  ],
);

/** Staff of a subcourse: its course admin(s) and tutors with their tutorials. */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    role: text('role').$type<'course admin' | 'tutor'>().notNull(),
    tutorials: jsonb('tutorials')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Most groups the projects this person mentors may hold together; null = no limit. */
    mentorQuota: integer('mentor_quota'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subcourseId, t.staffId] })],
);

/** A staff member's own shortcut links on a subcourse dashboard. */
export const staffLinks = pgTable(
  'staff_links',
  {
    id: id(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_links_name_unique').on(t.staffId, t.subcourseId, t.name),
    uniqueIndex('staff_links_url_unique').on(t.staffId, t.subcourseId, t.url),
  ],
);
