import { CLIENT_MESSAGES, type ClientIdBody } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import {
  assertCanDecideOnClient,
  assertRejectable,
  assertStaffCaller,
} from '../../policies/client.policy';
import { recordAudit, type AuditEntry } from '../audit/audit.repo';
import { clientRejectedMail, clientVerifiedMail } from './client-mail';
import {
  listClientCoursesForStaff,
  lockClient,
  markVerified,
  removeClientFromCourses,
} from './clients.repo';

/**
 * The audit of a decision on a client. It concerns the caller's courses the client applied to: with
 * one, the event is that course's; with several, `course_ids` names them and each course's Activity
 * page finds it there.
 */
function clientDecision(
  action: 'client.verify' | 'client.reject',
  actor: Actor,
  meta: RequestMeta,
  clientId: string,
  courses: { id: string }[],
): AuditEntry {
  const courseIds = courses.map((course) => course.id);
  return {
    actor,
    ip: meta.ip,
    action,
    target: { type: 'client', id: clientId },
    subjectId: clientId,
    courseId: courseIds.length === 1 ? courseIds[0] : null,
    summary: { course_ids: courseIds },
  };
}

/**
 * `PUT /api/admin/client/verify`: the client becomes verified for every course. Verifying a
 * verified client succeeds and sends nothing; the email is queued with the change.
 */
export async function verifyClient(
  ctx: ServiceContext,
  actor: Actor,
  input: ClientIdBody,
  meta: RequestMeta,
) {
  assertStaffCaller(actor);
  await ctx.db.transaction(async (tx) => {
    // Locked first, as reject does, so a reject running at the same time is seen whole.
    const client = await lockClient(tx, input.client_id);
    const courses = assertCanDecideOnClient(
      actor,
      client ? await listClientCoursesForStaff(tx, client.id, actor.id) : [],
    );
    const verified = await markVerified(tx, input.client_id);
    if (!verified) return;
    await recordAudit(tx, clientDecision('client.verify', actor, meta, verified.id, courses));
    const mail = clientVerifiedMail({
      to: verified.email,
      name: verified.name,
      publicUrl: ctx.config.publicUrl,
    });
    await enqueueMails(tx, asNotices([{ ...mail, about: [verified.id] }]));
  });
}

/**
 * `PUT /api/admin/client/reject`: an unverified client leaves every course the caller
 * administers (other courses keep it); it is told by email, queued with the change.
 */
export async function rejectClient(
  ctx: ServiceContext,
  actor: Actor,
  input: ClientIdBody,
  meta: RequestMeta,
) {
  assertStaffCaller(actor);
  await ctx.db.transaction(async (tx) => {
    const client = await lockClient(tx, input.client_id);
    const courses = assertCanDecideOnClient(
      actor,
      client ? await listClientCoursesForStaff(tx, client.id, actor.id) : [],
    );
    if (!client) throw notFound(CLIENT_MESSAGES.doesNotExist);
    assertRejectable(client);
    await removeClientFromCourses(
      tx,
      client.id,
      courses.map((course) => course.id),
    );
    await recordAudit(tx, clientDecision('client.reject', actor, meta, client.id, courses));
    const mail = clientRejectedMail({
      to: client.email,
      name: client.name,
      courses,
      publicUrl: ctx.config.publicUrl,
    });
    await enqueueMails(tx, asNotices([{ ...mail, about: [client.id] }]));
  });
}
