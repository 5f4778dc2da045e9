import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { subcourses } from '../../src/db/schema';
import {
  allocationLogs,
  channelMembers,
  channels,
  emailOutbox,
  enrolments,
  groups,
  pins,
  posts,
  replies,
  retentionReviews,
} from '../../src/db/schema';
import { createAccount } from '../helpers/factories';
import { createGroup, createSubcourse, enrol } from '../helpers/course-factories';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

let offeringYear = 1990;

/** An offering of `course` archived `days` ago (or not archived when `days` is null). */
export async function offering(
  db: Db,
  course: { id: string; code: string; ownerId: string },
  days: number | null,
  overrides: Partial<typeof subcourses.$inferInsert> = {},
) {
  return createSubcourse(db, course, {
    year: offeringYear++,
    isArchived: days !== null,
    archivedAt: days === null ? null : daysAgo(days),
    ...overrides,
  });
}

/**
 * Personal data of every kind in offering S: two students (one leads a group with a ranked
 * pitch and a wishlist), a group channel and a course channel with posts, a reply and a pin, an
 * allocation log and a mail about S.
 */
export async function fillOffering(db: Db, subcourseId: string) {
  const lead = await createAccount(db, 'student');
  const mate = await createAccount(db, 'student');
  const group = await createGroup(db, subcourseId, {
    leadId: lead.id,
    bio: 'We like robots',
    projPreferences: [{ project: 'p', notes: 'Our pitch for this project', rank: 1 }],
  });
  await enrol(db, subcourseId, lead.id, { groupId: group.id });
  await enrol(db, subcourseId, mate.id, { groupId: group.id });
  await db
    .update(enrolments)
    .set({ wishlist: ['x'], preferences: [{ project: 'p', notes: 'mine', rank: 1 }] })
    .where(eq(enrolments.studentId, lead.id));
  const [course] = await db
    .insert(channels)
    .values({ subcourseId, name: 'General', channelType: 'text', category: 'course' })
    .returning();
  const [groupChannel] = await db
    .insert(channels)
    .values({
      subcourseId,
      name: group.name,
      channelType: 'text',
      category: 'project',
      groupId: group.id,
    })
    .returning();
  await db.insert(channelMembers).values([
    { channelId: course!.id, accountType: 'student', accountId: lead.id },
    { channelId: groupChannel!.id, accountType: 'student', accountId: mate.id },
  ]);
  const [post] = await db
    .insert(posts)
    .values({ channelId: course!.id, creatorType: 'student', creatorId: lead.id, content: 'hi' })
    .returning();
  await db.insert(posts).values({
    channelId: groupChannel!.id,
    creatorType: 'student',
    creatorId: mate.id,
    content: 'yo',
  });
  await db
    .insert(replies)
    .values({ postId: post!.id, creatorType: 'student', creatorId: mate.id, content: 'hello' });
  await db.insert(pins).values({ postId: post!.id, channelId: course!.id });
  await db
    .insert(allocationLogs)
    .values({ subcourseId, kind: 'student', isDraft: false, unallocated: [mate.id] });
  await db.insert(emailOutbox).values({
    kind: 'notice',
    toEmail: lead.email,
    subject: 'New reply',
    text: 'hello',
    html: '<p>hello</p>',
    subcourseId,
    status: 'sent',
  });
  return { lead, mate, group };
}

/** How many rows of each kind of personal data S has. */
export async function personalRows(db: Db, subcourseId: string) {
  const channelIds = (
    await db.select({ id: channels.id }).from(channels).where(eq(channels.subcourseId, subcourseId))
  ).map((row) => row.id);
  const postRows = (await db.select().from(posts)).filter((p) => channelIds.includes(p.channelId));
  const postIds = postRows.map((p) => p.id);
  return {
    enrolments: (await db.select().from(enrolments).where(eq(enrolments.subcourseId, subcourseId)))
      .length,
    groups: (await db.select().from(groups).where(eq(groups.subcourseId, subcourseId))).length,
    channels: channelIds.length,
    channelMembers: (await db.select().from(channelMembers)).filter((m) =>
      channelIds.includes(m.channelId),
    ).length,
    posts: postRows.length,
    replies: (await db.select().from(replies)).filter((r) => postIds.includes(r.postId)).length,
    pins: (await db.select().from(pins)).filter((p) => postIds.includes(p.postId)).length,
    allocationLogs: (
      await db.select().from(allocationLogs).where(eq(allocationLogs.subcourseId, subcourseId))
    ).length,
    mails: (await db.select().from(emailOutbox).where(eq(emailOutbox.subcourseId, subcourseId)))
      .length,
  };
}

export const FULL_OFFERING = {
  enrolments: 2,
  groups: 1,
  channels: 2,
  channelMembers: 2,
  posts: 2,
  replies: 1,
  pins: 1,
  allocationLogs: 1,
  mails: 1,
};

export const EMPTY_OFFERING = Object.fromEntries(
  Object.keys(FULL_OFFERING).map((key) => [key, 0]),
) as typeof FULL_OFFERING;

export async function reviewOf(db: Db, subcourseId: string) {
  const [row] = await db
    .select()
    .from(retentionReviews)
    .where(eq(retentionReviews.subcourseId, subcourseId));
  return row;
}
