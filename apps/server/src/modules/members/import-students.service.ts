import { randomUUID } from 'node:crypto';
import {
  ACCESS_CODE_TTL_DAYS,
  MEMBER_MESSAGES,
  MESSAGES,
  PIN_MAX_ATTEMPTS,
  type AddStudentsBody,
  type ImportResponse,
  type StudentImportRow,
} from '@capstone/contracts';
import { nextEventLoopTurn } from '../../lib/event-loop-turn';
import type { OutboxMail } from '../../mail/outbox.repo';
import { accessCodeMail } from '../../mail/templates';
import { prepareChallenge } from '../accounts/challenges';
import { recordAudit } from '../audit/audit.repo';
import {
  AccountIndex,
  checkRows,
  count,
  emptySummary,
  fullName,
  queueImportMails,
  RowError,
  RowRaceError,
  sortErrors,
  type ImportContext,
  type NumberedRow,
  type RowOutcome,
} from './import-rows';
import {
  enrolImportedStudents,
  insertImportedStudents,
  type NewStudentValues,
} from './import-writes.repo';
import { reserveImportBudget } from './import-budget';
import { takeOverAccount } from './import-takeover';
import { courseInvitationMail } from './member-mail';
import {
  findAccountsByZidsOrEmails,
  leaveGroup,
  listCourseChannelIds,
  listEnrolmentTutorials,
  lockEnrolment,
  setEnrolmentTutorial,
  type AccountKey,
  type ImportTarget,
} from './members.repo';
import { ensureTutorialGroups } from './tutorial-groups';

const ACCESS_TTL_MS = ACCESS_CODE_TTL_DAYS * 24 * 60 * 60 * 1000;
/**
 * Rows per bulk statement (~7 parameters a row, far below PostgreSQL's 65,535). On the embedded
 * database a chunk, with the mail it queues, is what its only thread runs between two turns of
 * the event loop, so it bounds how long a request waits during an import (api.md §21.4): with
 * 50 rows health checks and logins answered within about half a second during a 3,000-row
 * import, with 250 over a second (import.bench.ts); smaller chunks slow the import.
 * PostgreSQL runs the statements in its own processes, so there fewer round trips win.
 */
const CHUNK_SIZE = { pglite: 50, postgres: 250 } as const;

type Entry = NumberedRow<StudentImportRow>;

interface StudentImportState {
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

/**
 * `POST /api/staff/subcourse/add-students` after authorization (api.md §6.1).
 *
 * Existing accounts and enrolments are read in a few queries up front. New accounts and new
 * enrolments are then written in chunks, one atomic statement per chunk in which each row lands
 * whole or not at all; a chunk that fails, and any row another writer raced, is replayed on its
 * own so that one bad row is reported alone and never aborts the rest. A change of tutorial is
 * one transaction per row. Unchanged rows write nothing and nothing is hashed per row (imported
 * accounts have no password). The mails of each write are queued in its transaction. The new
 * accounts are reserved from the requester's daily budget before the first write.
 */
export async function importStudents(
  ctx: ImportContext,
  target: ImportTarget,
  body: Pick<AddStudentsBody, 'students'>,
): Promise<ImportResponse> {
  const summary = emptySummary(MEMBER_MESSAGES.studentsAdded);
  const { valid, errors } = checkRows('student', body.students, ctx.config.institution);
  summary.errors.push(...errors);
  // Checking and then looking up thousands of rows are two long steps: requests go between.
  await nextEventLoopTurn();
  const state = await loadState(ctx, target, valid, summary);
  const plan = planRows(state, valid);
  // Before any write: an import that would pass the day's budget writes nothing.
  const reservation = await reserveImportBudget(ctx, plan.fresh.length);
  try {
    await applyPlan(state, plan);
  } finally {
    await reservation.settle(summary.created);
  }
  await nextEventLoopTurn();
  await ensureTutorialGroups(ctx.db, target, [...state.tutorials]);
  return sortErrors(summary);
}

/** What each row needs: a new account, an enrolment, or a row of its own. */
interface Plan {
  fresh: Entry[];
  toEnrol: { entry: Entry; account: AccountKey }[];
  oneByOne: Entry[];
}

/** Sorts the rows by what they need; unchanged rows and row errors are recorded now. */
function planRows(state: StudentImportState, valid: Entry[]): Plan {
  const plan: Plan = { fresh: [], toEnrol: [], oneByOne: [] };
  for (const entry of valid) {
    const match = state.accounts.match(entry.value);
    if (match.kind === 'error') record(state, entry, { row: entry.row, message: match.message });
    else if (match.kind === 'new') plan.fresh.push(entry);
    else if (match.kind === 'takeover') plan.oneByOne.push(entry);
    else {
      const current = state.enrolled.get(match.account.id);
      if (current === entry.value.tutorial) record(state, entry, 'unchanged');
      else if (current === undefined) plan.toEnrol.push({ entry, account: match.account });
      else plan.oneByOne.push(entry);
    }
  }
  return plan;
}

/**
 * Writes the plan. Every chunk and every single row starts on a new turn of the event loop
 * (api.md §21.4): on the embedded database the import would otherwise hold the only thread
 * from its first statement to its last, and a health check or a login sent meanwhile would
 * not even be read. Each turn lets them queue their statements before the next chunk's.
 */
async function applyPlan(state: StudentImportState, plan: Plan) {
  const oneByOne = [...plan.oneByOne];
  for (const chunk of chunks(state, plan.fresh)) {
    await nextEventLoopTurn();
    const { landed, replay } = await createChunk(state, chunk);
    landed.forEach((entry) => record(state, entry, 'created'));
    oneByOne.push(...replay);
  }
  for (const chunk of chunks(state, plan.toEnrol)) {
    await nextEventLoopTurn();
    const { landed, replay } = await enrolChunk(state, chunk);
    landed.forEach((entry) => record(state, entry, 'updated'));
    oneByOne.push(...replay);
  }
  oneByOne.sort((a, b) => a.row - b.row);
  for (const entry of oneByOne) {
    await nextEventLoopTurn();
    record(state, entry, await applyRowWithRetry(state, entry));
  }
}

async function loadState(
  ctx: ImportContext,
  target: ImportTarget,
  valid: Entry[],
  summary: ImportResponse,
): Promise<StudentImportState> {
  const [accounts, enrolments, courseChannels] = await Promise.all([
    findAccountsByZidsOrEmails(
      ctx.db,
      'student',
      valid.map((r) => r.value.zid),
      valid.map((r) => r.value.email),
    ),
    listEnrolmentTutorials(ctx.db, target.id),
    listCourseChannelIds(ctx.db, target.id),
  ]);
  return {
    ctx,
    target,
    accounts: new AccountIndex(accounts, ctx.config.institution),
    enrolled: new Map(enrolments.map((e) => [e.studentId, e.tutorial])),
    courseChannels,
    summary,
    tutorials: new Set(),
  };
}

function record(
  state: StudentImportState,
  entry: Entry,
  outcome: RowOutcome | { row: number; message: string },
) {
  if (typeof outcome === 'string') {
    count(state.summary, outcome);
    state.tutorials.add(entry.value.tutorial);
  } else state.summary.errors.push(outcome);
}

function chunks<T>(state: StudentImportState, list: T[]): T[][] {
  const size = CHUNK_SIZE[state.ctx.dbKind];
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}

/** Rows a chunk wrote, and rows to replay one by one (the chunk failed, or a row was raced). */
interface ChunkResult {
  landed: Entry[];
  replay: Entry[];
}

/** Creates the chunk's accounts with their access codes, enrolments and channels. */
async function createChunk(state: StudentImportState, chunk: Entry[]): Promise<ChunkResult> {
  const { ctx, target } = state;
  const prepared = chunk.map((entry) => {
    const id = randomUUID();
    const challenge = prepareChallenge({
      secret: ctx.config.jwtSecret,
      type: 'student',
      accountId: id,
      kind: 'access',
      ttlMs: ACCESS_TTL_MS,
    });
    const values: NewStudentValues = {
      id,
      name: fullName(entry.value),
      email: entry.value.email,
      zid: entry.value.zid,
      tutorial: entry.value.tutorial,
      challengeId: challenge.values.id,
      codeHash: challenge.values.codeHash,
    };
    return { entry, values, code: challenge.code };
  });
  let created: Set<string>;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const ids = await insertImportedStudents(tx, {
        subcourseId: target.id,
        expiresAt: new Date(Date.now() + ACCESS_TTL_MS),
        attempts: PIN_MAX_ATTEMPTS,
        channelIds: state.courseChannels,
        rows: prepared.map((p) => p.values),
      });
      const mails = prepared
        .filter(({ values }) => ids.has(values.id))
        .flatMap(({ values, code }): OutboxMail[] => {
          const to = { to: values.email, name: values.name, publicUrl: ctx.config.publicUrl };
          const account = { type: 'student' as const, id: values.id };
          return [
            { ...accessCodeMail({ ...to, user: 'student', code }), kind: 'access-code', account },
            invitation(state, to, values.tutorial, values.id),
          ];
        });
      await queueImportMails(ctx, tx, mails);
      return ids;
    });
  } catch (error) {
    if (chunk.length === 1) throw error;
    ctx.log.warn({ err: error }, 'student import chunk failed; replaying its rows one by one');
    return { landed: [], replay: chunk };
  }
  const result: ChunkResult = { landed: [], replay: [] };
  for (const { entry, values } of prepared) {
    if (!created.has(values.id)) {
      result.replay.push(entry);
      continue;
    }
    state.accounts.add({
      id: values.id,
      zid: values.zid,
      email: values.email,
      name: values.name,
      verified: true,
    });
    state.enrolled.set(values.id, values.tutorial);
    result.landed.push(entry);
  }
  return result;
}

/** Enrols the chunk's existing accounts and joins them to the course channels. */
async function enrolChunk(
  state: StudentImportState,
  chunk: { entry: Entry; account: AccountKey }[],
): Promise<ChunkResult> {
  const { ctx, target } = state;
  let enrolled: Set<string>;
  try {
    enrolled = await ctx.db.transaction(async (tx) => {
      const ids = await enrolImportedStudents(tx, {
        subcourseId: target.id,
        channelIds: state.courseChannels,
        rows: chunk.map(({ entry, account }) => ({
          studentId: account.id,
          tutorial: entry.value.tutorial,
        })),
      });
      const mails = chunk
        .filter(({ account }) => ids.has(account.id))
        .map(({ entry, account }) => {
          const to = { to: account.email, name: account.name, publicUrl: ctx.config.publicUrl };
          return invitation(state, to, entry.value.tutorial, account.id);
        });
      await queueImportMails(ctx, tx, mails);
      return ids;
    });
  } catch (error) {
    if (chunk.length === 1) throw error;
    ctx.log.warn({ err: error }, 'student enrolment chunk failed; replaying its rows one by one');
    return { landed: [], replay: chunk.map((c) => c.entry) };
  }
  const result: ChunkResult = { landed: [], replay: [] };
  for (const { entry, account } of chunk) {
    if (!enrolled.has(account.id)) {
      result.replay.push(entry);
      continue;
    }
    state.enrolled.set(account.id, entry.value.tutorial);
    result.landed.push(entry);
  }
  return result;
}

/** One row on its own; a race with another writer is retried once with fresh facts. */
async function applyRowWithRetry(
  state: StudentImportState,
  entry: Entry,
): Promise<RowOutcome | { row: number; message: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await applyRow(state, entry);
    } catch (error) {
      if (error instanceof RowRaceError && attempt === 0) {
        await refresh(state, entry.value);
        continue;
      }
      if (error instanceof RowError) return { row: entry.row, message: error.message };
      state.ctx.log.error({ err: error, row: entry.row }, 'student import row failed');
      return { row: entry.row, message: MESSAGES.somethingWentWrong };
    }
  }
}

async function refresh(state: StudentImportState, row: StudentImportRow) {
  const { db } = state.ctx;
  const found = await findAccountsByZidsOrEmails(db, 'student', [row.zid], [row.email]);
  found.forEach((account) => state.accounts.add(account));
  const enrolments = await listEnrolmentTutorials(db, state.target.id);
  state.enrolled = new Map(enrolments.map((e) => [e.studentId, e.tutorial]));
}

async function applyRow(state: StudentImportState, entry: Entry): Promise<RowOutcome> {
  const row = entry.value;
  const match = state.accounts.match(row);
  if (match.kind === 'error') throw new RowError(match.message);
  if (match.kind === 'new') {
    const { replay } = await createChunk(state, [entry]);
    if (replay.length > 0) throw new RowRaceError();
    return 'created';
  }
  if (match.kind === 'takeover') {
    const taken = await takeOverAccount(state.ctx, 'student', state.accounts, match.account, row);
    await applyToAccount(state, entry, taken);
    return 'updated';
  }
  return applyToAccount(state, entry, match.account);
}

/** An existing account's row: enrol it, or move it to the row's tutorial. */
async function applyToAccount(
  state: StudentImportState,
  entry: Entry,
  account: AccountKey,
): Promise<RowOutcome> {
  const row = entry.value;
  const current = state.enrolled.get(account.id);
  if (current === row.tutorial) return 'unchanged';
  if (current === undefined) {
    const { replay } = await enrolChunk(state, [{ entry, account }]);
    return replay.length > 0 ? 'unchanged' : 'updated';
  }
  const changed = await changeTutorial(state, account, row.tutorial);
  state.enrolled.set(account.id, row.tutorial);
  return changed ? 'updated' : 'unchanged';
}

/**
 * A new tutorial: the student leaves its group (and the lead role) first (api.md §6.1), and is
 * sent the invitation to the new tutorial.
 */
function changeTutorial(state: StudentImportState, account: AccountKey, tutorial: string) {
  const { ctx, target } = state;
  return ctx.db.transaction(async (tx) => {
    const enrolment = await lockEnrolment(tx, target.id, account.id);
    if (!enrolment) throw new RowRaceError();
    if (enrolment.tutorial === tutorial) return false;
    await setEnrolmentTutorial(tx, target.id, account.id, tutorial);
    if (enrolment.groupId) await leaveGroup(tx, enrolment.groupId, account.id);
    if (ctx.auditBy) {
      await recordAudit(tx, {
        ...ctx.auditBy,
        action: 'members.tutorial_change',
        target: { type: 'student', id: account.id },
        subjectId: account.id,
        subcourseId: target.id,
        courseId: target.parentCourseId,
        summary: {
          before: enrolment.tutorial,
          after: tutorial,
          left_group_id: enrolment.groupId ?? null,
        },
      });
    }
    const to = { to: account.email, name: account.name, publicUrl: ctx.config.publicUrl };
    await queueImportMails(ctx, tx, [invitation(state, to, tutorial, account.id)]);
    return true;
  });
}

function invitation(
  state: StudentImportState,
  to: { to: string; name: string; publicUrl: string },
  tutorial: string,
  studentId: string,
): OutboxMail {
  const { target } = state;
  const mail = courseInvitationMail({
    ...to,
    role: 'student',
    tutorials: [tutorial],
    course: {
      code: target.code,
      courseName: target.courseName,
      subcourseName: target.subcourseName,
      term: target.term,
      year: target.year,
    },
  });
  return {
    ...mail,
    kind: 'invitation',
    account: { type: 'student', id: studentId },
    subcourseId: target.id,
  };
}
