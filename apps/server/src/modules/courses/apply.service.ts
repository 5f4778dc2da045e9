import { COURSE_MESSAGES, type AddClientBody } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanApply } from '../../policies/course.policy';
import { getClient } from '../accounts/accounts.repo';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { newClientApplicationMail } from './course-mail';
import { findCourse, findCourseCard, findOwner, insertCourseClient } from './courses.repo';

/**
 * `PUT /api/course/addclient`: the calling client applies to course C, and C's owner is told by
 * email, queued with the application; a failed send never fails it.
 */
export async function applyToCourse(ctx: ServiceContext, actor: Actor, input: AddClientBody) {
  assertCanApply(actor, input.client_id);
  await ctx.db.transaction(async (tx) => {
    const [card, row] = await Promise.all([
      findCourseCard(tx, input.course_id),
      findCourse(tx, input.course_id),
    ]);
    if (!card || !row) throw notFound(COURSE_MESSAGES.doesNotExist);
    if (card.isArchived) throw badRequest(COURSE_MESSAGES.courseArchived);
    if (!(await insertCourseClient(tx, card.id, actor.id))) {
      throw badRequest(COURSE_MESSAGES.alreadyApplied);
    }
    const owner = await findOwner(tx, row.ownerId);
    const client = await getClient(tx, actor.id);
    if (!owner || !client) return;
    const mail = newClientApplicationMail({
      to: owner.email,
      ownerName: owner.name,
      client: { name: client.name, companyName: client.companyName },
      course: { code: card.code, name: card.name },
      publicUrl: ctx.config.publicUrl,
    });
    // About the owner it goes to and the client it names.
    await enqueueMails(tx, asNotices([{ ...mail, about: [owner.id, client.id] }]));
  });
}
