import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { channelMembers, enrolments, resetChallenges, students } from '../../db/schema';

/**
 * The bulk writes of a student import. Each call is ONE statement built from data-modifying
 * CTEs, so it is atomic, and every row in it either lands whole (account, access code,
 * enrolment, channels) or not at all: a taken zID or email skips just that row
 * (`on conflict do nothing`), and the caller learns which rows landed from the ids returned.
 * A round trip costs PGlite about 1.5 ms, so one statement per chunk instead of six per row is
 * what keeps a 2,000-row import within seconds.
 */

export interface NewStudentValues {
  id: string;
  name: string;
  email: string;
  zid: string;
  tutorial: string;
  challengeId: string;
  codeHash: string;
}

const textArray = (values: string[]): SQL =>
  values.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

const valuesList = (rows: string[][]): SQL =>
  sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((value) => sql`${value}::text`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/** Joins every enrolled student of CTE `e` to the channels. */
const joinChannelsOfEnrolled = (channelIds: string[]) => sql`
  insert into ${channelMembers} (channel_id, account_type, account_id)
  select channel_id, 'student', e.student_id
  from e cross join unnest(${textArray(channelIds)}) as channel_id
  on conflict do nothing`;

/** Both drivers answer `execute` with `{ rows }`; the shared type leaves it unknown. */
const studentIds = (result: unknown) =>
  new Set(((result as { rows?: { student_id: string }[] }).rows ?? []).map((r) => r.student_id));

/**
 * Creates students without a password, each with its access-code challenge, its enrolment in
 * the subcourse and its course channel memberships. Answers the ids that were created.
 */
export async function insertImportedStudents(
  db: DbOrTx,
  args: {
    subcourseId: string;
    expiresAt: Date;
    attempts: number;
    channelIds: string[];
    rows: NewStudentValues[];
  },
): Promise<Set<string>> {
  if (args.rows.length === 0) return new Set();
  const input = valuesList(
    args.rows.map((r) => [r.id, r.name, r.email, r.zid, r.tutorial, r.challengeId, r.codeHash]),
  );
  const result = await db.execute(sql`
    with input (id, name, email, zid, tutorial, challenge_id, code_hash) as (values ${input}),
    s as (
      insert into ${students} (id, name, email, zid, password_hash)
      select id, name, email, zid, null from input
      on conflict do nothing
      returning id
    ), c as (
      insert into ${resetChallenges}
        (id, account_type, account_id, kind, code_hash, expires_at, attempts_left)
      select i.challenge_id, 'student', s.id, 'access', i.code_hash,
        ${args.expiresAt.toISOString()}::timestamptz, ${args.attempts}::int
      from s join input i on i.id = s.id
    ), e as (
      insert into ${enrolments} (subcourse_id, student_id, tutorial)
      select ${args.subcourseId}, s.id, i.tutorial from s join input i on i.id = s.id
      returning student_id
    ), m as (${joinChannelsOfEnrolled(args.channelIds)})
    select student_id from e`);
  return studentIds(result);
}

/** Enrols existing students and joins the channels; answers the ids that were enrolled. */
export async function enrolImportedStudents(
  db: DbOrTx,
  args: {
    subcourseId: string;
    channelIds: string[];
    rows: { studentId: string; tutorial: string }[];
  },
): Promise<Set<string>> {
  if (args.rows.length === 0) return new Set();
  const input = valuesList(args.rows.map((r) => [r.studentId, r.tutorial]));
  const result = await db.execute(sql`
    with input (student_id, tutorial) as (values ${input}),
    e as (
      insert into ${enrolments} (subcourse_id, student_id, tutorial)
      select ${args.subcourseId}, student_id, tutorial from input
      on conflict do nothing
      returning student_id
    ), m as (${joinChannelsOfEnrolled(args.channelIds)})
    select student_id from e`);
  return studentIds(result);
}
