import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import { courseClients, courses, projects, staff, subcourses } from '../../db/schema';

export type NewCourse = typeof courses.$inferInsert;
export type CourseRow = typeof courses.$inferSelect;

/** The outer query's course id, for the correlated subqueries below. */
const outerCourseId = outer(courses.id);

/** A parent course is archived when it has subcourses and all of them are. */
export const courseIsArchived = sql<boolean>`(
  exists (select 1 from ${subcourses} s where s.parent_course_id = ${outerCourseId})
  and not exists (
    select 1 from ${subcourses} s where s.parent_course_id = ${outerCourseId} and not s.is_archived
  )
)`;

/** The columns of a `CourseCard` plus the derived flag. */
export const courseCardColumns = {
  id: courses.id,
  name: courses.name,
  code: courses.code,
  description: courses.description,
  color: courses.color,
  terms: courses.terms,
  termDates: courses.termDates,
  isArchived: courseIsArchived,
};
export interface CourseCardRow {
  id: string;
  name: string;
  code: string;
  description: string;
  color: string;
  terms: number[];
  termDates: Record<string, string>;
  isArchived: boolean;
}

export async function insertCourse(db: DbOrTx, values: NewCourse) {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

/**
 * The parent courses `ownerId` created in the last `windowMs`, counted with the account's row
 * locked so that two creations at once (on any process) are counted one after the other. Times
 * are the database's: `oldestMs` and `nowMs` give how long until the oldest leaves the window.
 */
export async function lockAndCountRecentCourses(tx: DbOrTx, ownerId: string, windowMs: number) {
  await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, ownerId)).for('update');
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldestMs: sql<string | null>`(extract(epoch from min(${courses.createdAt})) * 1000)::bigint`,
      nowMs: sql<string>`(extract(epoch from now()) * 1000)::bigint`,
    })
    .from(courses)
    .where(
      and(
        eq(courses.ownerId, ownerId),
        sql`${courses.createdAt} > now() - make_interval(secs => ${windowMs / 1000})`,
      ),
    );
  return { count: row!.count, oldestMs: Number(row!.oldestMs ?? 0), nowMs: Number(row!.nowMs) };
}

export async function isCodeTaken(db: DbOrTx, code: string) {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.code, code))
    .limit(1);
  return rows.length > 0;
}

export const findCourse = async (db: DbOrTx, id: string) =>
  (await db.select().from(courses).where(eq(courses.id, id)).limit(1))[0];

export async function findCourseCard(db: DbOrTx, id: string): Promise<CourseCardRow | undefined> {
  const [row] = await db.select(courseCardColumns).from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** Every course, sorted by code, or only those matching `where`. */
export async function listCourseCards(db: DbOrTx, where?: SQL): Promise<CourseCardRow[]> {
  return db.select(courseCardColumns).from(courses).where(where).orderBy(asc(courses.code));
}

export async function listCourseCodesOwnedBy(db: DbOrTx, ownerId: string) {
  return db
    .select({ id: courses.id, code: courses.code })
    .from(courses)
    .where(eq(courses.ownerId, ownerId))
    .orderBy(asc(courses.code));
}

/** Ids of the given courses the client applied to. */
export async function appliedCourseIds(db: DbOrTx, clientId: string, courseIds?: string[]) {
  const rows = await db
    .select({ courseId: courseClients.courseId })
    .from(courseClients)
    .where(
      and(
        eq(courseClients.clientId, clientId),
        courseIds ? inArray(courseClients.courseId, courseIds) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.courseId));
}

/** A course owned by `ownerId` with that code, or undefined (unknown or someone else's). */
export async function findOwnedCourseByCode(db: DbOrTx, ownerId: string, code: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.code, code), eq(courses.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function listCourseClientIds(db: DbOrTx, courseId: string) {
  const rows = await db
    .select({ id: courseClients.clientId })
    .from(courseClients)
    .where(eq(courseClients.courseId, courseId))
    .orderBy(asc(courseClients.appliedAt), asc(courseClients.clientId));
  return rows.map((row) => row.id);
}

export async function listCourseProjectIds(db: DbOrTx, courseId: string) {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.courseId, courseId))
    .orderBy(asc(projects.projNo));
  return rows.map((row) => row.id);
}

/** Adds the application; false when the client had already applied. */
export async function insertCourseClient(db: DbOrTx, courseId: string, clientId: string) {
  const rows = await db
    .insert(courseClients)
    .values({ courseId, clientId })
    .onConflictDoNothing()
    .returning({ courseId: courseClients.courseId });
  return rows.length > 0;
}

/** Replaces the listed terms' dates in one statement, so concurrent edits of other terms survive. */
export async function mergeTermDates(
  db: DbOrTx,
  courseId: string,
  termDates: Record<string, string>,
) {
  await db
    .update(courses)
    .set({ termDates: sql`${courses.termDates} || ${JSON.stringify(termDates)}::jsonb` })
    .where(eq(courses.id, courseId));
}

export async function setDefaultForms(
  db: DbOrTx,
  courseId: string,
  forms: Pick<NewCourse, 'defClientQuestionnaire' | 'defProjectPreferenceForm'>,
) {
  await db.update(courses).set(forms).where(eq(courses.id, courseId));
}

export async function findOwner(db: DbOrTx, ownerId: string) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(eq(staff.id, ownerId))
    .limit(1);
  return row;
}

const SEARCH_LIMIT = 30;
const MAX_SEARCH_TOKENS = 8;

/** Escapes LIKE wildcards so user text matches literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Full-text search over code, name and description, best match first, at most 30 rows. Each word
 * becomes a prefix term in both the `english` (stemmed) and `simple` (verbatim) configurations,
 * so "projects", "comp12" and "capst" all match; a plain ILIKE on the whole query catches what
 * tokenising misses (e.g. "1234" inside "COMP1234"). Built-in functions only, so PGlite and
 * PostgreSQL answer identically.
 */
export async function searchCourseCards(db: DbOrTx, query: string): Promise<CourseCardRow[]> {
  const tokens = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_TOKENS);
  if (!query) {
    return db
      .select(courseCardColumns)
      .from(courses)
      .orderBy(asc(courses.code))
      .limit(SEARCH_LIMIT);
  }
  const document = sql`(${courses.code} || ' ' || ${courses.name} || ' ' || ${courses.description})`;
  const vector = sql`(to_tsvector('english', ${document}) || to_tsvector('simple', ${document}))`;
  const tsquery = tokens.length
    ? (() => {
        const text = tokens.map((token) => `${token}:*`).join(' & ');
        return sql`(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;
      })()
    : undefined;
  const like = `%${likeLiteral(query)}%`;
  const codePrefix = `${likeLiteral(query)}%`;
  const textMatch = tsquery ? sql`${vector} @@ ${tsquery}` : sql`false`;
  const likeMatch = sql`(${courses.code} ilike ${like} or ${courses.name} ilike ${like} or ${courses.description} ilike ${like})`;
  const rank = sql`(
    case when ${courses.code} ilike ${likeLiteral(query)} then 4
         when ${courses.code} ilike ${codePrefix} then 2 else 0 end
    + case when ${courses.name} ilike ${like} then 1 else 0 end
    + ${tsquery ? sql`ts_rank(${vector}, ${tsquery})` : sql`0`}
  )`;
  return db
    .select(courseCardColumns)
    .from(courses)
    .where(sql`(${textMatch} or ${likeMatch})`)
    .orderBy(sql`${rank} desc`, asc(courses.code))
    .limit(SEARCH_LIMIT);
}
