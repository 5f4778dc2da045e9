import { CLIENT_MESSAGES, type ClientIdBody } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import {
  assertCanDecideOnClient,
  assertRejectable,
  assertStaffCaller,
} from '../../policies/client.policy';
import { clientRejectedMail, clientVerifiedMail } from './client-mail';
import {
  listClientCoursesForStaff,
  lockClient,
  markVerified,
  removeClientFromCourses,
} from './clients.repo';

/**
 * `PUT /api/admin/client/verify`: the client becomes verified for every course. Verifying a
 * verified client succeeds and sends nothing; the email is queued with the change.
 */
export async function verifyClient(ctx: ServiceContext, actor: Actor, input: ClientIdBody) {
  assertStaffCaller(actor);
  await ctx.db.transaction(async (tx) => {
    // Locked first, as reject does, so a reject running at the same time is seen whole.
    const client = await lockClient(tx, input.client_id);
    assertCanDecideOnClient(
      actor,
      client ? await listClientCoursesForStaff(tx, client.id, actor.id) : [],
    );
    const verified = await markVerified(tx, input.client_id);
    if (!verified) return;
    const mail = clientVerifiedMail({
      to: verified.email,
      name: verified.name,
      publicUrl: ctx.config.publicUrl,
    });
    await enqueueMails(tx, asNotices([mail]));
  });
}

/**
 * `PUT /api/admin/client/reject`: an unverified client leaves every course the caller
 * administers (other courses keep it); it is told by email, queued with the change.
 */
export async function rejectClient(ctx: ServiceContext, actor: Actor, input: ClientIdBody) {
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
    const mail = clientRejectedMail({
      to: client.email,
      name: client.name,
      courses,
      publicUrl: ctx.config.publicUrl,
    });
    await enqueueMails(tx, asNotices([mail]));
  });
}
