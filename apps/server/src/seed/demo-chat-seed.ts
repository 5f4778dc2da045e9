import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels, posts, staff, students } from '../db/schema';
import { insertPost, insertReply } from '../modules/chat/posts.repo';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * A few messages in the demo course's channels, on the first seed only (while its channels are
 * empty), so a fresh start shows chat in use: a welcome from the course admin, a forum question
 * from the demo student answered by the tutor, and a hello in General.
 */
export async function seedDemoChat(db: Db, subcourseId: string) {
  const courseChannels = await db
    .select({ id: channels.id, name: channels.name })
    .from(channels)
    .where(and(eq(channels.subcourseId, subcourseId), eq(channels.category, 'course')));
  const ids = courseChannels.map((c) => c.id);
  if (ids.length === 0) return;
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(posts)
    .where(inArray(posts.channelId, ids));
  if (existing > 0) return;
  const channelId = (name: string) => courseChannels.find((c) => c.name === name)?.id;
  const [admin] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, DEMO_ACCOUNTS.courseAdmin.email));
  const [tutor] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, DEMO_ACCOUNTS.tutor.email));
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.email, DEMO_ACCOUNTS.student.email));
  if (!admin || !tutor || !student) return;

  const announcements = channelId('Announcements');
  if (announcements) {
    await insertPost(db, {
      channelId: announcements,
      creatorType: 'staff',
      creatorId: admin.id,
      title: 'Welcome to COMP3900',
      content:
        'Welcome! Form a group in your tutorial, rank seven projects with a pitch each, and watch this channel for the allocation. Questions go in the Forum.',
      category: null,
    });
  }
  const forum = channelId('Forum');
  if (forum) {
    const question = await insertPost(db, {
      channelId: forum,
      creatorType: 'student',
      creatorId: student.id,
      title: 'How long should a pitch be?',
      content: 'Is there a word limit for the pitch we write for each ranked project?',
      category: 'Assessments',
    });
    await insertReply(db, {
      postId: question.id,
      creatorType: 'staff',
      creatorId: tutor.id,
      content: 'At least 100 characters each; a short paragraph on why your group fits is plenty.',
    });
  }
  const general = channelId('General');
  if (general) {
    await insertPost(db, {
      channelId: general,
      creatorType: 'staff',
      creatorId: tutor.id,
      title: null,
      content: 'Hi all, I am Tara, your tutor for H12A and T13B. Say hello here!',
      category: null,
    });
  }
}
