import {
  MEMBER_MESSAGES,
  type AddTutorsBody,
  type ImportResponse,
  type TutorImportRow,
} from '@capstone/contracts';
import { nextEventLoopTurn } from '../../lib/event-loop-turn';
import { accessCodeMail } from '../accounts/account-mail';
import { issueChallenge } from '../accounts/challenges';
import { ACCESS_TTL_MS, applyRowWithRetry, invitation, refreshAccounts } from './import-apply';
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
  type RowOutcome,
} from './import-rows';
import { reserveImportBudget } from './import-budget';
import { takeOverAccount } from './import-takeover';
import {
  findAccountsByZidsOrEmails,
  insertAccountWithoutPassword,
  insertTutorMembership,
  joinChannels,
  listCourseChannelIds,
  listProjectChannelsByTutorial,
  listStaffMemberships,
  lockMembership,
  setMembershipTutorials,
  type AccountKey,
  type ImportTarget,
} from './members.repo';

interface TutorImportState {
  ctx: ImportContext;
  target: ImportTarget;
  accounts: AccountIndex;
  /** Tutorials of each staff member of S. */
  memberships: Map<string, string[]>;
  courseChannels: string[];
  projectChannels: Map<string, Set<string>>;
}

/**
 * `POST /api/staff/subcourse/add-tutors` after authorization: tutors are matched by zID among
 * staff accounts; a staff member already in S has the row's tutorials merged into its list and
 * keeps its role (a course admin stays course admin). Each row is one transaction, with its
 * mails. The new accounts are reserved from the requester's daily budget before the first
 * write.
 */
export async function importTutors(
  ctx: ImportContext,
  target: ImportTarget,
  body: Pick<AddTutorsBody, 'tutors'>,
): Promise<ImportResponse> {
  const summary = emptySummary(MEMBER_MESSAGES.tutorsAdded);
  const { valid, errors } = checkRows('tutor', body.tutors, ctx.config.institution);
  summary.errors.push(...errors);
  const [accounts, memberships, courseChannels, projectChannels] = await Promise.all([
    findAccountsByZidsOrEmails(
      ctx.db,
      'staff',
      valid.map((r) => r.value.zid),
      valid.map((r) => r.value.email),
    ),
    listStaffMemberships(ctx.db, target.id),
    listCourseChannelIds(ctx.db, target.id),
    listProjectChannelsByTutorial(ctx.db, target.id),
  ]);
  const state: TutorImportState = {
    ctx,
    target,
    accounts: new AccountIndex(accounts, ctx.config.institution),
    memberships: new Map(memberships.map((m) => [m.staffId, m.tutorials])),
    courseChannels,
    projectChannels,
  };
  // Before any write: an import that would pass the day's budget writes nothing.
  const fresh = valid.filter((entry) => state.accounts.match(entry.value).kind === 'new');
  const reservation = await reserveImportBudget(ctx, fresh.length);
  try {
    for (const entry of valid) {
      // Each row on a turn of its own, so requests sent meanwhile are read.
      await nextEventLoopTurn();
      const outcome = await applyRowWithRetry(ctx, 'staff', entry, {
        apply: () => applyRow(state, entry.value),
        refresh: () => refresh(state, entry.value),
      });
      if (typeof outcome === 'string') count(summary, outcome);
      else summary.errors.push(outcome);
    }
  } finally {
    await reservation.settle(summary.created);
  }
  return sortErrors(summary);
}

async function refresh(state: TutorImportState, row: TutorImportRow) {
  const { db } = state.ctx;
  await refreshAccounts(db, 'staff', state.accounts, row);
  const memberships = await listStaffMemberships(db, state.target.id);
  state.memberships = new Map(memberships.map((m) => [m.staffId, m.tutorials]));
}

const channelsFor = (state: TutorImportState, tutorials: string[]) =>
  tutorials.flatMap((tutorial) => [...(state.projectChannels.get(tutorial) ?? [])]);

async function applyRow(state: TutorImportState, row: TutorImportRow): Promise<RowOutcome> {
  const { ctx, target } = state;
  const match = state.accounts.match(row);
  if (match.kind === 'error') throw new RowError(match.message);
  const tutorials = row.tutorial;
  const channels = [...state.courseChannels, ...channelsFor(state, tutorials)];

  if (match.kind === 'new') {
    const name = fullName(row);
    const id = await ctx.db.transaction(async (tx) => {
      const id = await insertAccountWithoutPassword(tx, 'staff', { ...row, name });
      if (!id) throw new RowRaceError();
      const code = await issueChallenge(tx, {
        secret: ctx.config.jwtSecret,
        type: 'staff',
        accountId: id,
        kind: 'access',
        ttlMs: ACCESS_TTL_MS,
      });
      await insertTutorMembership(tx, { subcourseId: target.id, staffId: id, tutorials });
      await joinChannels(tx, 'staff', id, channels);
      const to = { to: row.email, name, user: 'staff' as const, publicUrl: ctx.config.publicUrl };
      await queueImportMails(ctx, tx, [
        { ...accessCodeMail({ ...to, code }), kind: 'access-code', account: { type: 'staff', id } },
        invitation(target, 'staff', to, tutorials, id),
      ]);
      return id;
    });
    state.accounts.add({ id, zid: row.zid, email: row.email, name, verified: true });
    state.memberships.set(id, tutorials);
    return 'created';
  }

  if (match.kind === 'takeover') {
    const taken = await takeOverAccount(ctx, 'staff', state.accounts, match.account, row);
    await applyToAccount(state, row, taken, channels);
    return 'updated';
  }
  return applyToAccount(state, row, match.account, channels);
}

/** An existing staff account's row: add it to S as a tutor, or merge the row's tutorials. */
async function applyToAccount(
  state: TutorImportState,
  row: TutorImportRow,
  account: AccountKey,
  channels: string[],
): Promise<RowOutcome> {
  const { ctx, target } = state;
  const tutorials = row.tutorial;
  const current = state.memberships.get(account.id);
  if (current && tutorials.every((t) => current.includes(t))) return 'unchanged';
  const to = { to: account.email, name: account.name, publicUrl: ctx.config.publicUrl };
  const merged = await ctx.db.transaction(async (tx) => {
    let merged = tutorials;
    if (!current) {
      const inserted = await insertTutorMembership(tx, {
        subcourseId: target.id,
        staffId: account.id,
        tutorials,
      });
      if (!inserted) throw new RowRaceError();
      await joinChannels(tx, 'staff', account.id, channels);
    } else {
      const locked = await lockMembership(tx, target.id, account.id);
      if (!locked) throw new RowRaceError();
      const added = tutorials.filter((t) => !locked.tutorials.includes(t));
      if (added.length === 0) return undefined;
      merged = [...locked.tutorials, ...added];
      await setMembershipTutorials(tx, target.id, account.id, merged);
      await joinChannels(tx, 'staff', account.id, channelsFor(state, added));
    }
    await queueImportMails(ctx, tx, [invitation(target, 'staff', to, merged, account.id)]);
    return merged;
  });
  if (!merged) return 'unchanged';
  state.memberships.set(account.id, merged);
  return 'updated';
}
