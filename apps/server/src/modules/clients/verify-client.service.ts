import { CLIENT_MESSAGES, type ClientIdBody } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { sendInBackground } from '../../mail/background';
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
 * verified client succeeds and sends nothing; the email goes out after the commit.
 */
export async function verifyClient(ctx: ServiceContext, actor: Actor, input: ClientIdBody) {
  assertStaffCaller(actor);
  const verified = await ctx.db.transaction(async (tx) => {
    // Locked first, as reject does, so a reject running at the same time is seen whole.
    const client = await lockClient(tx, input.client_id);
    assertCanDecideOnClient(
      actor,
      client ? await listClientCoursesForStaff(tx, client.id, actor.id) : [],
    );
    return markVerified(tx, input.client_id);
  });
  if (!verified) return;
  void sendInBackground(ctx.mailer, ctx.log, [
    clientVerifiedMail({
      to: verified.email,
      name: verified.name,
      publicUrl: ctx.config.publicUrl,
    }),
  ]);
}

/**
 * `PUT /api/admin/client/reject`: an unverified client leaves every course the caller
 * administers (other courses keep it); it is told by email after the commit.
 */
export async function rejectClient(ctx: ServiceContext, actor: Actor, input: ClientIdBody) {
  assertStaffCaller(actor);
  const outcome = await ctx.db.transaction(async (tx) => {
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
    return { client, courses };
  });
  void sendInBackground(ctx.mailer, ctx.log, [
    clientRejectedMail({
      to: outcome.client.email,
      name: outcome.client.name,
      courses: outcome.courses,
      publicUrl: ctx.config.publicUrl,
    }),
  ]);
}
