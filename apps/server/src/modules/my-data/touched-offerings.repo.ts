import { and, arrayContains, eq, inArray, isNotNull, or, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  channelMembers,
  channels,
  courseClients,
  emailOutbox,
  enrolments,
  groups,
  posts,
  projectClients,
  projects,
  replies,
  subcourseClients,
  subcourseProjects,
  subcourses,
} from '../../db/schema';

/** Where an account deletion changes records: offerings with their course, and courses. */
export interface TouchedScopes {
  offerings: { subcourseId: string; courseId: string }[];
  /** Courses whose own records change (a client's applications) and no offering of which is. */
  courses: string[];
}

interface Account {
  type: 'student' | 'client';
  id: string;
  email: string;
}

/** The offerings of these channels. */
const offeringsOfChannels = (db: DbOrTx, channelIds: SQLWrapper) =>
  db.select({ id: channels.subcourseId }).from(channels).where(inArray(channels.id, channelIds));

/** Offerings every account type can be in: channel places, posts, replies, mail. */
function commonSources(db: DbOrTx, { type, id, email }: Account) {
  const places = db
    .select({ id: channelMembers.channelId })
    .from(channelMembers)
    .where(and(eq(channelMembers.accountType, type), eq(channelMembers.accountId, id)));
  const postChannels = db
    .select({ id: posts.channelId })
    .from(posts)
    .where(and(eq(posts.creatorType, type), eq(posts.creatorId, id)));
  const replyChannels = db
    .select({ id: posts.channelId })
    .from(replies)
    .innerJoin(posts, eq(posts.id, replies.postId))
    .where(and(eq(replies.creatorType, type), eq(replies.creatorId, id)));
  const mail = db
    .select({ id: emailOutbox.subcourseId })
    .from(emailOutbox)
    .where(
      and(
        isNotNull(emailOutbox.subcourseId),
        or(
          and(eq(emailOutbox.accountType, type), eq(emailOutbox.accountId, id)),
          eq(emailOutbox.toEmail, email),
          arrayContains(emailOutbox.aboutAccounts, [id]),
        ),
      ),
    );
  return [
    offeringsOfChannels(db, places),
    offeringsOfChannels(db, postChannels),
    offeringsOfChannels(db, replyChannels),
    mail,
  ];
}

function studentSources(db: DbOrTx, id: string) {
  return [
    db.select({ id: enrolments.subcourseId }).from(enrolments).where(eq(enrolments.studentId, id)),
    db.select({ id: groups.subcourseId }).from(groups).where(eq(groups.leadId, id)),
  ];
}

/** A client's offerings: listed in, named channel, projects offered or placed there. */
function clientSources(db: DbOrTx, id: string) {
  const own = db
    .select({ id: projectClients.projectId })
    .from(projectClients)
    .where(eq(projectClients.clientId, id));
  return [
    db
      .select({ id: subcourseClients.subcourseId })
      .from(subcourseClients)
      .where(eq(subcourseClients.clientId, id)),
    db.select({ id: channels.subcourseId }).from(channels).where(eq(channels.clientId, id)),
    db
      .select({ id: subcourseProjects.subcourseId })
      .from(subcourseProjects)
      .where(inArray(subcourseProjects.projectId, own)),
    db.select({ id: projects.subcourseId }).from(projects).where(inArray(projects.id, own)),
  ];
}

/** A client's courses: those it applied to and those of its projects. */
async function clientCourses(db: DbOrTx, id: string) {
  const applied = await db
    .select({ id: courseClients.courseId })
    .from(courseClients)
    .where(eq(courseClients.clientId, id));
  const ofProjects = await db
    .select({ id: projects.courseId })
    .from(projects)
    .innerJoin(projectClients, eq(projectClients.projectId, projects.id))
    .where(eq(projectClients.clientId, id));
  return [...applied, ...ofProjects].map((row) => row.id);
}

/**
 * Every offering whose records an account deletion changes, read before the erasure, so that the
 * deletion is recorded in the trail of each: where the account is enrolled or leads a group, holds
 * a channel place, posted or replied, has mail, and for a client where it is listed, has its
 * channel or a project. A client's applications and projects are also course records: such courses
 * none of whose offerings is listed come apart.
 */
export async function listTouchedScopes(db: DbOrTx, account: Account): Promise<TouchedScopes> {
  const sources = [
    ...commonSources(db, account),
    ...(account.type === 'student'
      ? studentSources(db, account.id)
      : clientSources(db, account.id)),
  ];
  const found = new Set<string>();
  // One after another: they share the deletion's transaction (one connection).
  for (const source of sources) for (const row of await source) if (row.id) found.add(row.id);
  const offerings =
    found.size === 0
      ? []
      : await db
          .select({ subcourseId: subcourses.id, courseId: subcourses.parentCourseId })
          .from(subcourses)
          .where(inArray(subcourses.id, [...found]));
  const courses = new Set(account.type === 'client' ? await clientCourses(db, account.id) : []);
  for (const offering of offerings) courses.delete(offering.courseId);
  return { offerings, courses: [...courses] };
}
