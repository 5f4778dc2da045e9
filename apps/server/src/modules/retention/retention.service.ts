import {
  holdsEmailOrUniversityId,
  RETENTION_MESSAGES,
  RETENTION_POSTPONE_MAX_DAYS,
  type PostponeRetentionBody,
} from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertCourseAdmin } from '../../policies/subcourse.policy';
import { assertStaffAccount } from '../../policies/retention.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { presentDueOffering } from './retention.presenter';
import {
  eraseOfferingData,
  listDueForCourseAdmin,
  lockOpenReview,
  markErased,
  markPostponed,
} from './retention.repo';

/** `GET /api/admin/retention`: the offerings due for deletion where the caller is course admin. */
export async function listDueOfferings(ctx: ServiceContext, actor: Actor) {
  assertStaffAccount(actor);
  const rows = await listDueForCourseAdmin(ctx.db, actor.id, new Date());
  return rows.map(presentDueOffering);
}

/**
 * `POST /api/admin/retention/{subcourseId}/confirm`: erases S's personal data in one
 * transaction with its audit event. Only an open review (due, not postponed past today) can be
 * confirmed; the lock on it makes a second confirmation wait and then find it closed.
 */
export async function confirmDeletion(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  meta: RequestMeta,
) {
  return ctx.db.transaction(async (tx) => {
    const access = assertCourseAdmin(await loadSubcourseAccess(tx, actor, subcourseId));
    const now = new Date();
    if (!(await lockOpenReview(tx, subcourseId, now))) throw badRequest(RETENTION_MESSAGES.notDue);
    const erased = await eraseOfferingData(tx, subcourseId);
    await markErased(tx, subcourseId, actor.id, now);
    await auditSubcourse(tx, { actor, meta, access }, 'retention.confirm', { erased });
    return { message: RETENTION_MESSAGES.confirmed };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** `YYYY-MM-DD` of a time, in UTC: postponements are whole days. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * `POST /api/admin/retention/{subcourseId}/postpone` `{reason, until}`: hides S's review until
 * `until` (after today, within a year), when the job marks it due again. The reason is written
 * by staff and kept for good in the audit event, which nothing may change or delete: one that
 * holds an email or a university id is refused before anything is read or written; names cannot
 * be told from other words, so the screen asks for none.
 */
export async function postponeDeletion(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  body: PostponeRetentionBody,
  meta: RequestMeta,
) {
  if (holdsEmailOrUniversityId(ctx.config.institution, body.reason)) {
    throw badRequest(RETENTION_MESSAGES.reasonPersonalData);
  }
  return ctx.db.transaction(async (tx) => {
    const access = assertCourseAdmin(await loadSubcourseAccess(tx, actor, subcourseId));
    const now = new Date();
    if (body.until <= dayOf(now)) throw badRequest(RETENTION_MESSAGES.untilInPast);
    if (body.until > dayOf(new Date(now.getTime() + RETENTION_POSTPONE_MAX_DAYS * DAY_MS))) {
      throw badRequest(RETENTION_MESSAGES.untilTooFar);
    }
    if (!(await lockOpenReview(tx, subcourseId, now))) throw badRequest(RETENTION_MESSAGES.notDue);
    const until = new Date(`${body.until}T00:00:00.000Z`);
    await markPostponed(tx, subcourseId, { until, reason: body.reason, staffId: actor.id, now });
    await auditSubcourse(tx, { actor, meta, access }, 'retention.postpone', {
      until: body.until,
      reason: body.reason,
    });
    return { message: RETENTION_MESSAGES.postponed };
  });
}
