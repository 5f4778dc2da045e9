import {
  MEMBER_MESSAGES,
  type AddStudentsBody,
  type ImportResponse,
  type ImportRowError,
} from '@capstone/contracts';
import { nextEventLoopTurn } from '../../lib/event-loop-turn';
import {
  checkRows,
  count,
  emptySummary,
  sortErrors,
  type ImportContext,
  type RowOutcome,
} from './import-rows';
import { reserveImportBudget } from './import-budget';
import { chunks, createChunk, enrolChunk } from './import-students-chunks';
import { applyStudentRow } from './import-students-row';
import { loadState, type Entry, type StudentImportState } from './import-students-state';
import type { AccountKey, ImportTarget } from './members.repo';
import { ensureTutorialGroups } from './tutorial-groups';

/**
 * `POST /api/staff/subcourse/add-students` after authorization.
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
 * Writes the plan. Every chunk and every single row starts on a new turn of the event loop: on
 * the embedded database the import would otherwise hold the only thread from its first
 * statement to its last, and a health check or a login sent meanwhile would not even be read.
 * Each turn lets them queue their statements before the next chunk's.
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
    record(state, entry, await applyStudentRow(state, entry));
  }
}

function record(state: StudentImportState, entry: Entry, outcome: RowOutcome | ImportRowError) {
  if (typeof outcome === 'string') {
    count(state.summary, outcome);
    state.tutorials.add(entry.value.tutorial);
  } else state.summary.errors.push(outcome);
}
