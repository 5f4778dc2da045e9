import type { ImportResponse, StudentImportRow } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { AccountIndex, type ImportContext, type NumberedRow } from './import-rows';
import {
  findAccountsByZidsOrEmails,
  listCourseChannelIds,
  listEnrolmentTutorials,
  type ImportTarget,
} from './members.repo';

export type Entry = NumberedRow<StudentImportRow>;

/** What a student import knows while it runs, kept current as its writes land. */
export interface StudentImportState {
  ctx: ImportContext;
  target: ImportTarget;
  accounts: AccountIndex;
  /** Tutorial of each enrolled student of S (null when it has none). */
  enrolled: Map<string, string | null>;
  courseChannels: string[];
  summary: ImportResponse;
  /** Tutorials of every row applied or found unchanged: their groups are checked at the end. */
  tutorials: Set<string>;
}

/** The tutorial of each student enrolled in S. */
export async function loadEnrolled(db: DbOrTx, subcourseId: string) {
  const enrolments = await listEnrolmentTutorials(db, subcourseId);
  return new Map(enrolments.map((e) => [e.studentId, e.tutorial]));
}

/** Reads the accounts the rows name, S's enrolments and its course channels, all up front. */
export async function loadState(
  ctx: ImportContext,
  target: ImportTarget,
  valid: Entry[],
  summary: ImportResponse,
): Promise<StudentImportState> {
  const [accounts, enrolled, courseChannels] = await Promise.all([
    findAccountsByZidsOrEmails(
      ctx.db,
      'student',
      valid.map((r) => r.value.zid),
      valid.map((r) => r.value.email),
    ),
    loadEnrolled(ctx.db, target.id),
    listCourseChannelIds(ctx.db, target.id),
  ]);
  return {
    ctx,
    target,
    accounts: new AccountIndex(accounts, ctx.config.institution),
    enrolled,
    courseChannels,
    summary,
    tutorials: new Set(),
  };
}
