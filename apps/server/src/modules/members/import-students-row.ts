import type { ImportRowError, StudentImportRow } from '@capstone/contracts';
import { recordAudit } from '../audit/audit.repo';
import { applyRowWithRetry, invitation, refreshAccounts } from './import-apply';
import { queueImportMails, RowError, RowRaceError, type RowOutcome } from './import-rows';
import { createChunk, enrolChunk } from './import-students-chunks';
import { loadEnrolled, type Entry, type StudentImportState } from './import-students-state';
import { takeOverAccount } from './import-takeover';
import { leaveGroup, lockEnrolment, setEnrolmentTutorial, type AccountKey } from './members.repo';

/**
 * A row written on its own: one the chunks could not take (a takeover, a change of tutorial, a
 * failed chunk's rows, a row another writer raced). A race is retried once with fresh facts.
 */
export function applyStudentRow(
  state: StudentImportState,
  entry: Entry,
): Promise<RowOutcome | ImportRowError> {
  return applyRowWithRetry(state.ctx, 'student', entry, {
    apply: () => applyRow(state, entry),
    refresh: () => refresh(state, entry.value),
  });
}

async function refresh(state: StudentImportState, row: StudentImportRow) {
  const { db } = state.ctx;
  await refreshAccounts(db, 'student', state.accounts, row);
  state.enrolled = await loadEnrolled(db, state.target.id);
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
 * A new tutorial: the student leaves its group (and the lead role) first, and is sent the
 * invitation to the new tutorial.
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
    await queueImportMails(ctx, tx, [invitation(target, 'student', to, [tutorial], account.id)]);
    return true;
  });
}
