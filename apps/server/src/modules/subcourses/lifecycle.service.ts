import { SUBCOURSE_MESSAGES } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { auditSubcourse } from '../audit/subcourse-audit';
import { assertCourseAdmin, assertMember, assertStaff } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  activateSubcourse,
  archiveSubcourse,
  findSubcourse,
  hasActiveSibling,
  lockSubcourse,
} from './subcourses.repo';
import { joinClientChannels } from './client-channels.repo';
import { settleRoundsOnArchive } from '../peer-evaluation/archive-rounds.repo';
import { openDueRounds } from '../peer-evaluation/peer-snapshot.repo';

/**
 * `PUT /api/subcourse/{id}/archive`: irreversible; S's projects become unavailable. The time of
 * archiving starts S's retention period, so it is stored with the flag. Its open peer
 * evaluation rounds close at this moment, with their snapshot, and its scheduled ones go
 * (api.md §23.3).
 */
export async function archive(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  meta?: RequestMeta,
) {
  await ctx.db.transaction(async (tx) => {
    const access = assertCourseAdmin(await loadSubcourseAccess(tx, actor, subcourseId));
    const row = await lockSubcourse(tx, subcourseId);
    if (!row) throw notFound(SUBCOURSE_MESSAGES.notFound);
    if (row.isArchived) throw badRequest(SUBCOURSE_MESSAGES.alreadyArchived);
    await archiveSubcourse(tx, subcourseId);
    const now = new Date();
    await openDueRounds(tx, subcourseId, now);
    await settleRoundsOnArchive(tx, subcourseId, now);
    await auditSubcourse(tx, { actor, meta, access }, 'subcourse.archive', {
      before: { is_active: row.isActive },
      after: { is_archived: true },
    });
  });
}

/**
 * `PUT /api/subcourse/{id}/activate`: irreversible; S's projects become available in S. The
 * partial unique index settles two siblings activated at once: the loser gets the same 400.
 */
export async function activate(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  meta?: RequestMeta,
) {
  try {
    await ctx.db.transaction(async (tx) => {
      const access = assertCourseAdmin(await loadSubcourseAccess(tx, actor, subcourseId));
      const row = await lockSubcourse(tx, subcourseId);
      if (!row) throw notFound(SUBCOURSE_MESSAGES.notFound);
      if (row.isArchived) throw badRequest(SUBCOURSE_MESSAGES.archivedCannotActivate);
      if (row.isActive) throw badRequest(SUBCOURSE_MESSAGES.alreadyActive);
      if (await hasActiveSibling(tx, row)) throw badRequest(SUBCOURSE_MESSAGES.oneActivePerCourse);
      // A client whose project becomes available here gets its channel in S.
      const termClients = await activateSubcourse(tx, row);
      await joinClientChannels(tx, subcourseId, termClients);
      await auditSubcourse(tx, { actor, meta, access }, 'subcourse.activate', {
        after: { is_active: true },
        clients: termClients.length,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'subcourses_one_active_per_parent') {
      throw badRequest(SUBCOURSE_MESSAGES.oneActivePerCourse);
    }
    throw error;
  }
}

export async function isArchived(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  return assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId)).isArchived;
}

export async function isActive(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  return assertMember(await loadSubcourseAccess(ctx.db, actor, subcourseId)).isActive;
}

/** True when S is neither archived nor active and no sibling is active. */
export async function isActivatable(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  if (access.isArchived || access.isActive) return false;
  const row = await findSubcourse(ctx.db, subcourseId);
  return !!row && !(await hasActiveSibling(ctx.db, row));
}
